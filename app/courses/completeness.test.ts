import { describe, expect, it } from "vitest";
import {
  type CourseSheet,
  courseSheetGaps,
  gapFieldErrors,
  gapLabel,
  hasReferent,
  refusesPublication,
  sheetFromForm,
} from "~/courses/completeness";
import { localeT } from "../../tests/ssr";

const REFERENT = { name: "Nadia Benali", email: "accessibilite@example.com", phone: null };

/** A complete sheet of a course that does not certify. */
function complete(overrides: Partial<CourseSheet> = {}): CourseSheet {
  const both = (field: string, html: string) => ({ [`${field}_fr`]: html, [`${field}_en`]: html });
  return {
    ...both("title", "Audit"),
    ...both("description", "<p>Un cours</p>"),
    ...both("prerequisites", "<p>Aucun</p>"),
    ...both("target_audience", "<p>Auditeurs</p>"),
    ...both("access_conditions", "<p>Inscription en ligne</p>"),
    ...both("access_lead_time", "7 jours avant"),
    ...both("teaching_methods", "<ul><li>Ateliers</li></ul>"),
    ...both("assessment_methods", "<p>Quiz</p>"),
    ...both("accessibility", "<p>Salles accessibles</p>"),
    ...both("certification_title", ""),
    objectives_fr: ["Auditer"],
    objectives_en: ["Audit"],
    duration_hours: 14,
    price: "990.00",
    is_certifying: false,
    certification_code: null,
    certifier: null,
    certification_registered_on: null,
    ...overrides,
  } as CourseSheet;
}

const items = (sheet: CourseSheet, referent = REFERENT) => courseSheetGaps(sheet, referent).map((gap) => gap.item);

describe("the course sheet's completeness", () => {
  it("finds nothing missing in a complete sheet", () => {
    expect(courseSheetGaps(complete(), REFERENT)).toEqual([]);
  });

  it("asks every field in both languages, and says in which one it is missing", () => {
    const gaps = courseSheetGaps(
      complete({ access_lead_time_en: "  ", teaching_methods_fr: "<p></p>", objectives_fr: [], objectives_en: [] }),
      REFERENT,
    );
    expect(gaps).toEqual([
      { item: "objectives", langs: ["fr", "en"], fields: ["objectives_fr", "objectives_en"] },
      { item: "access_lead_time", langs: ["en"], fields: ["access_lead_time_en"] },
      { item: "teaching_methods", langs: ["fr"], fields: ["teaching_methods_fr"] },
    ]);
  });

  it("needs a duration above zero and a price (a free course states 0)", () => {
    expect(items(complete({ duration_hours: 0, price: null }))).toEqual(["duration", "price"]);
    expect(items(complete({ price: "0.00" }))).toEqual([]);
  });

  it("reports a missing referent as an item of its own, with no field to flag", () => {
    expect(hasReferent({ name: "Nadia", email: null, phone: "+33 1 00" })).toBe(true);
    expect(hasReferent({ name: "Nadia", email: " ", phone: null })).toBe(false);
    expect(hasReferent({ name: " ", email: "a@b.c", phone: null })).toBe(false);
    const gaps = courseSheetGaps(complete(), null);
    expect(gaps).toEqual([{ item: "referent", langs: [], fields: [] }]);
    expect(gapFieldErrors(gaps)).toEqual({});
  });

  it("asks a certifying course for its certification's title (both languages), code, certifier and date", () => {
    expect(items(complete({ is_certifying: true }))).toEqual([
      "certification_title",
      "certification_code",
      "certifier",
      "certification_registered_on",
    ]);
    const certified = complete({
      is_certifying: true,
      certification_title_fr: "Auditeur interne",
      certification_title_en: "Internal auditor",
      certification_code: "RS5806",
      certifier: "CertiQual",
      certification_registered_on: "2022-06-29",
    });
    expect(items(certified)).toEqual([]);
    // Not certifying: whatever the certification's fields hold, they are not asked for.
    expect(items({ ...certified, is_certifying: false, certification_code: null })).toEqual([]);
  });

  it("refuses only a published course that follows French rules while something is missing", () => {
    const gaps = courseSheetGaps(complete({ accessibility_en: "" }), REFERENT);
    expect(refusesPublication({ isPublished: true, frenchRules: true, gaps })).toBe(true);
    expect(refusesPublication({ isPublished: false, frenchRules: true, gaps })).toBe(false);
    expect(refusesPublication({ isPublished: true, frenchRules: false, gaps })).toBe(false);
    expect(refusesPublication({ isPublished: true, frenchRules: true, gaps: [] })).toBe(false);
  });

  it("reads the editor's form as typed: objectives as bullets or commas, numbers, the certifying box", () => {
    const sheet = sheetFromForm({
      objectives_fr: "<ul><li><p>Auditer</p></li></ul>",
      objectives_en: "Audit, Report",
      duration_hours: "14",
      price: "990,5",
      is_certifying: "on",
      certification_code: "  ",
    });
    expect(sheet.objectives_fr).toEqual(["Auditer"]);
    expect(sheet.objectives_en).toEqual(["Audit", "Report"]);
    expect(sheet.duration_hours).toBe(14);
    expect(sheet.price).toBe("990.5");
    expect(sheet.is_certifying).toBe(true);
    expect(sheet.certification_code).toBeNull();
    expect(sheet.access_lead_time_fr).toBe("");
    expect(sheetFromForm({ duration_hours: "1.5", price: "abc" })).toMatchObject({ duration_hours: null, price: null });
  });

  it("says each gap in words, with its languages", async () => {
    const en = await localeT("en");
    const fr = await localeT("fr");
    const [lead, referent] = courseSheetGaps(complete({ access_lead_time_en: "" }), null);
    expect(gapLabel(en, lead)).toBe("Access lead time (English)");
    expect(gapLabel(fr, lead)).toBe("Délai d'accès (anglais)");
    expect(gapLabel(en, referent)).toMatch(/accessibility referent/);
    const [both] = courseSheetGaps(complete({ accessibility_fr: "", accessibility_en: "" }), REFERENT);
    expect(gapLabel(en, both)).toBe("Accessibility for disabled people (French and English)");
  });
});
