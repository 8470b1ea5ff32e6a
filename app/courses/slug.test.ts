import { describe, expect, it } from "vitest";
import { courseReference, nextAvailableSlug, slugify } from "~/courses/slug";

describe("slugify", () => {
  it("lowercases and turns runs of other characters into one hyphen, trimmed", () => {
    expect(slugify("  Leadership & Team -- Management!  ")).toBe("leadership-team-management");
    expect(slugify("ISO 9001: Internal Audit (2024)")).toBe("iso-9001-internal-audit-2024");
  });

  it("folds accents instead of dropping the letter", () => {
    expect(slugify("Qualité Élève")).toBe("qualite-eleve");
  });

  it("never returns an empty slug", () => {
    expect(slugify("!!!")).toBe("course");
  });
});

describe("nextAvailableSlug", () => {
  it("keeps a free slug", () => {
    expect(nextAvailableSlug("pmp", ["pmp-prep"])).toBe("pmp");
  });

  it("adds -2, then one more than the highest suffix", () => {
    expect(nextAvailableSlug("pmp", ["pmp"])).toBe("pmp-2");
    expect(nextAvailableSlug("pmp", ["pmp", "pmp-2", "pmp-7", "pmp-prep"])).toBe("pmp-8");
  });
});

describe("courseReference", () => {
  it("uses the first three characters of the category id, upper-cased, and a padded number", () => {
    expect(courseReference("3fa85f64-5717-4562-b3fc-2c963f66afa6", 7)).toBe("ATP-3FA-007");
    expect(courseReference(null, 999)).toBe("ATP-XXX-999");
    expect(courseReference("abc", 1234)).toBe("ATP-ABC-234");
  });
});
