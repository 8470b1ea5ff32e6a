import { describe, expect, it } from "vitest";
import { checkFile, formatMegabytes, matchesAccept } from "~/ui/image-upload";

const png = { name: "Logo.PNG", type: "image/png", size: 1000 };
const pdf = { name: "doc.pdf", type: "application/pdf", size: 1000 };

describe("matchesAccept", () => {
  it("matches wildcards, exact types and extensions", () => {
    expect(matchesAccept(png, "image/*")).toBe(true);
    expect(matchesAccept(pdf, "image/*")).toBe(false);
    expect(matchesAccept(png, "image/jpeg, image/png")).toBe(true);
    expect(matchesAccept(png, ".png")).toBe(true);
    expect(matchesAccept(pdf, ".png,.jpg")).toBe(false);
  });

  it("accepts anything with an empty list", () => {
    expect(matchesAccept(pdf, "")).toBe(true);
  });
});

describe("checkFile", () => {
  it("refuses a wrong type before looking at the size", () => {
    expect(checkFile({ ...pdf, size: 10 ** 9 }, { accept: "image/*", maxBytes: 10 })).toBe("ui.upload.invalid_type");
  });

  it("refuses a file over the limit and accepts one at the limit", () => {
    const max = 2 * 1024 * 1024;
    expect(checkFile({ ...png, size: max + 1 }, { accept: "image/*", maxBytes: max })).toBe("ui.upload.too_large");
    expect(checkFile({ ...png, size: max }, { accept: "image/*", maxBytes: max })).toBeNull();
  });
});

describe("formatMegabytes", () => {
  it("keeps whole numbers whole", () => {
    expect(formatMegabytes(2 * 1024 * 1024)).toBe("2");
    expect(formatMegabytes(1.5 * 1024 * 1024, "fr")).toBe("1,5");
    expect(formatMegabytes(1.5 * 1024 * 1024, "en")).toBe("1.5");
  });
});
