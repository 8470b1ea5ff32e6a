// The course sheet as people see it: on the course page (its sections in the page's language,
// the referent, the certification, "updated on"), in the editor (the panel's missing items, the
// typed values a refused save keeps).
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { CourseSheet } from "~/courses/completeness";
import { CourseSheetFields } from "~/courses/course-sheet-fields";
import { CourseSheetPanel } from "~/courses/course-sheet-panel";
import { CourseSheetSection } from "~/courses/course-sheet-section";
import type { CourseDetail } from "~/courses/types";
import { fieldPropsOf } from "~/forms/field-props";
import type { FetcherForm } from "~/forms/use-fetcher-form";
import { createI18n } from "~/i18n/i18n";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { renderInRouter, textOf } from "../../tests/ssr";

const REFERENT = { name: "Nadia Benali", email: "accessibilite@example.com", phone: "+33 1 84 60 20 19" };

const course = {
  id: "00000000-0000-4000-8000-000000000001",
  slug: "iso-9001-internal-auditor",
  title_fr: "Auditeur interne ISO 9001",
  title_en: "ISO 9001 Internal Auditor",
  access_conditions_fr: "<p>Inscription en ligne.</p>",
  access_conditions_en: "<p>Online registration.</p>",
  access_lead_time_fr: "7 jours avant le début",
  access_lead_time_en: "7 days before the start",
  teaching_methods_fr: "<ul><li>Ateliers</li></ul>",
  teaching_methods_en: "<ul><li>Workshops</li></ul>",
  assessment_methods_fr: "<p>Quiz final.</p>",
  assessment_methods_en: "<p>A final quiz.</p>",
  accessibility_fr: "<p>Salles accessibles.</p>",
  accessibility_en: "<p>Accessible rooms.</p>",
  is_certifying: true,
  certification_title_fr: "Auditeur interne qualité",
  certification_title_en: "Internal quality auditor",
  certification_code: "RS5806",
  certifier: "CertiQual International",
  certification_registered_on: "2022-06-29",
  bpf_objective_id: null,
  bpf_specialty_id: null,
  updated_at: "2026-11-12T10:00:00.000Z",
} as unknown as CourseDetail;

describe("the course page's sheet", () => {
  it("shows each section, the referent, the certification and the update date, in English", () => {
    const text = textOf(
      renderInRouter(createI18n("en", en), <CourseSheetSection course={course} lang="en" referent={REFERENT} />),
    );
    for (const expected of [
      "Course sheet",
      "Access conditions and lead time",
      "Online registration.",
      "Lead time: 7 days before the start",
      "Teaching methods Workshops",
      "Assessment methods A final quiz.",
      "Accessibility for disabled people Accessible rooms.",
      "Accessibility referent: Nadia Benali · accessibilite@example.com · +33 1 84 60 20 19",
      "RNCP/RS code RS5806",
      "Certifier CertiQual International",
      "Registered on 29 June 2022",
      "Updated on 12 November 2026",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Ateliers");
  });

  it("shows them in French on a French page, and no certification for a course that does not certify", () => {
    const html = renderInRouter(
      createI18n("fr", fr),
      <CourseSheetSection course={{ ...course, is_certifying: false }} lang="fr" referent={null} />,
    );
    const text = textOf(html);
    expect(text).toContain("Délai d'accès : 7 jours avant le début");
    expect(text).toContain("Mis à jour le 12 novembre 2026");
    expect(text).not.toContain("RS5806");
    expect(text).not.toContain("Référent handicap");
  });
});

describe("the editor's course sheet", () => {
  const sheet = { ...course, objectives_fr: [], objectives_en: ["Audit"] } as unknown as CourseSheet;

  it("lists what is missing, the referent with a link to the organisation's settings", () => {
    const html = renderInRouter(
      createI18n("en", en),
      <CourseSheetPanel sheet={sheet} context={{ frenchRules: true, referent: null }} isPublished />,
    );
    const text = textOf(html);
    expect(text).toContain("Course sheet: 7 items missing");
    expect(text).toContain("it can only be published once its sheet is complete");
    expect(text).toContain("Objectives (French)");
    expect(text).toContain("Description (French and English)");
    expect(html).toContain('href="/admin/settings/organisation"');
  });

  it("says a complete sheet is complete, and gives advice only for a course of other rules", () => {
    const complete = {
      ...sheet,
      description_fr: "<p>x</p>",
      description_en: "<p>x</p>",
      objectives_fr: ["Auditer"],
      prerequisites_fr: "<p>x</p>",
      prerequisites_en: "<p>x</p>",
      target_audience_fr: "<p>x</p>",
      target_audience_en: "<p>x</p>",
      duration_hours: 14,
      price: "990.00",
    } as CourseSheet;
    const done = renderInRouter(
      createI18n("fr", fr),
      <CourseSheetPanel sheet={complete} context={{ frenchRules: true, referent: REFERENT }} isPublished />,
    );
    expect(textOf(done)).toContain("Fiche formation : complète");
    const advice = renderInRouter(
      createI18n("en", en),
      <CourseSheetPanel sheet={sheet} context={{ frenchRules: false, referent: REFERENT }} isPublished />,
    );
    expect(textOf(advice)).toContain("Advised:");
  });

  it("shows what was typed before a refused save, not the stored values", () => {
    const typed: Record<string, string> = { access_lead_time_en: "Typed lead time", certification_code: "RS9999" };
    const i18n = createI18n("en", en);
    const form = {
      errors: { access_lead_time_fr: "pages.courses.sheet.field_missing" },
      values: typed,
      error: (name: string) => (name === "access_lead_time_fr" ? "Required to publish this course." : null),
      initial: (name: string, stored: string | number | null | undefined) => typed[name] ?? String(stored ?? ""),
      checked: (_name: string, stored: boolean) => stored,
    } as unknown as FetcherForm;
    const field = fieldPropsOf(i18n.t as TFunction, form, "pages.courses.form", course);
    const html = renderInRouter(
      i18n,
      <CourseSheetFields
        form={form}
        field={field}
        lookups={null}
        course={course}
        isCertifying
        onRichChange={() => {}}
      />,
    );
    expect(html).toContain('value="Typed lead time"');
    expect(html).toContain('value="RS9999"');
    expect(html).toContain('value="7 jours avant le début"');
    expect(textOf(html)).toContain("Required to publish this course.");
    expect(textOf(html)).toContain("Course sheet");
  });
});
