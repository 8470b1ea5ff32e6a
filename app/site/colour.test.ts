import { describe, expect, it } from "vitest";
import { contrastRatio, readableOnWhite } from "~/site/colour";

describe("brand colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#F26524", "#ffffff")).toBeCloseTo(3.15, 2);
  });

  it("darkens a light brand colour until white text on it is readable", () => {
    const orange = readableOnWhite("#F26524");
    expect(contrastRatio(orange, "#ffffff")).toBeGreaterThanOrEqual(4.9);
    // Readable on the slate-50 page background too.
    expect(contrastRatio(orange, "#f8fafc")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(orange, "#ffffff")).toBeLessThan(5.2);
    // Still the same hue family: red stays the strongest channel.
    expect(orange).toMatch(/^#[8-9a-f][0-9a-f]/i);
  });

  it("keeps a colour that is already readable and ignores what is not a colour", () => {
    expect(readableOnWhite("#2D3494")).toBe("#2d3494");
    expect(readableOnWhite("not a colour")).toBe("not a colour");
    expect(readableOnWhite("#ffffff")).toMatch(/^#[0-7]/);
  });
});
