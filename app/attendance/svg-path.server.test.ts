import { describe, expect, it } from "vitest";
import { readSignature } from "~/attendance/svg-path.server";

describe("readSignature", () => {
  it("reads the viewBox and the M/L/Q/C commands of every path, relative ones made absolute, a Q as its cubic", () => {
    const drawing = readSignature(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><path d="M10 80 L60,20 Q90 10 120 60 C150 90 200 10 290 50"/><path fill="none" d="m20 90 l40 -5 40 5"/></svg>',
    );
    expect(drawing).toEqual({
      box: { x: 0, y: 0, width: 300, height: 100 },
      d: "M 10 80 L 60 20 C 80 13.33 100 26.67 120 60 C 150 90 200 10 290 50 M 20 90 L 60 85 L 100 90",
    });
  });

  it("executes nothing and keeps only numbers: other elements, attributes and commands are dropped", () => {
    const drawing = readSignature(
      '<svg viewBox="0 0 10 10"><script>alert(1)</script><path onload="x()" d="M1 1 L2 2 Z M 3 3"/><image href="http://evil/x.png"/><path d="H 5 L 1 1"/></svg>',
    );
    // A path ends at its first unknown command (Z, H…); one that starts with one draws nothing.
    expect(drawing?.d).toBe("M 1 1 L 2 2");
    expect(readSignature('<svg viewBox="0 0 10 10"><path d="L 1 1"/></svg>')).toBeNull();
    expect(readSignature("<svg></svg>")).toBeNull();
    expect(readSignature("")).toBeNull();
    expect(readSignature(`<svg viewBox="0 0 1 1"><path d="M0 0 L ${"1 ".repeat(200_000)}"/></svg>`)).toBeNull();
  });

  it("falls back to the strokes' extent without a usable viewBox", () => {
    expect(readSignature('<svg viewBox="0 0 0 0"><path d="M 10 20 L 40 60"/></svg>')?.box).toEqual({
      x: 10,
      y: 20,
      width: 30,
      height: 40,
    });
  });
});
