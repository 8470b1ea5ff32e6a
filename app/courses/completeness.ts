// The course sheet's completeness (delivery.md §7, Qualiopi indicator 1): what a published course
// must state, in both languages, before the public may read it. One pure rule for the editor's
// live panel (what is typed), the server's refusal of an incomplete publication (what is saved)
// and the compliance checks, so they never disagree. Browser-safe: no database, no DOM.
//
// Which courses it binds: those that follow French rules (`frenchRules`, decided on the server by
// app/courses/course-sheet.server.ts from the agencies organising the course's sessions). For the
// others, the same list is advice: publishing is never refused.
import type { TFunction } from "i18next";
import { LANGS, type Lang } from "~/i18n/messages";
import { hasText, parseObjectives } from "~/rich-text/plain-text";

/** The fields a course states in French and in English. */
export const BILINGUAL_SHEET_ITEMS = [
  "title",
  "description",
  "objectives",
  "prerequisites",
  "target_audience",
  "access_conditions",
  "access_lead_time",
  "teaching_methods",
  "assessment_methods",
  "accessibility",
] as const;
export type BilingualSheetItem = (typeof BILINGUAL_SHEET_ITEMS)[number];

/** What a certifying course states besides (the title in both languages, the rest once). */
export const CERTIFICATION_ITEMS = [
  "certification_title",
  "certification_code",
  "certifier",
  "certification_registered_on",
] as const;

/** Every item the check may report, in the order the panel and the refusal list them. */
export const SHEET_ITEMS = [
  ...BILINGUAL_SHEET_ITEMS.slice(0, 5),
  "duration",
  "price",
  ...BILINGUAL_SHEET_ITEMS.slice(5),
  "referent",
  ...CERTIFICATION_ITEMS,
] as const;
export type SheetItem = (typeof SHEET_ITEMS)[number];

/** Fields stated as plain text (the others are rich text, empty when they show nothing). */
const PLAIN_ITEMS: ReadonlySet<string> = new Set(["title", "access_lead_time", "certification_title"]);

type BilingualTexts<K extends string> = { [P in `${K}_${Lang}`]: string };

/** A course's sheet as stored (CourseDetail fits it) or as typed (`sheetFromForm`). */
export type CourseSheet = BilingualTexts<Exclude<BilingualSheetItem, "objectives"> | "certification_title"> & {
  objectives_fr: readonly string[];
  objectives_en: readonly string[];
  /** null: not a whole number. */
  duration_hours: number | null;
  /** null: no valid price typed. */
  price: string | null;
  is_certifying: boolean;
  certification_code: string | null;
  certifier: string | null;
  certification_registered_on: string | null;
};

/** The organisation's accessibility referent (organisation_profile), whom the sheet names. */
export type AccessibilityReferent = { name: string | null; email: string | null; phone: string | null };

/** One missing item: in which languages (bilingual items) and which form fields to flag. */
export type SheetGap = {
  item: SheetItem;
  /** The languages it is missing in; empty for an item stated once. */
  langs: Lang[];
  /** The editor's fields to flag; none for the referent (set in the organisation's settings). */
  fields: string[];
};

/** Where the accessibility referent is set. */
export const REFERENT_SETTINGS_PATH = "/admin/settings/organisation";

const filled = (value: string | null | undefined) => (value ?? "").trim() !== "";

/** A referent the sheet can name: a name, and an e-mail or a phone number to reach them. */
export function hasReferent(referent: AccessibilityReferent | null | undefined): boolean {
  return Boolean(referent && filled(referent.name) && (filled(referent.email) || filled(referent.phone)));
}

function isStated(sheet: CourseSheet, item: BilingualSheetItem | "certification_title", lang: Lang): boolean {
  if (item === "objectives") return sheet[`objectives_${lang}`].some(filled);
  const value = sheet[`${item}_${lang}`];
  return PLAIN_ITEMS.has(item) ? filled(value) : hasText(value);
}

function bilingualGap(sheet: CourseSheet, item: BilingualSheetItem | "certification_title"): SheetGap | null {
  const langs = LANGS.filter((lang) => !isStated(sheet, item, lang));
  return langs.length > 0 ? { item, langs, fields: langs.map((lang) => `${item}_${lang}`) } : null;
}

const once = (item: SheetItem, field: string | null): SheetGap => ({ item, langs: [], fields: field ? [field] : [] });

/**
 * What the sheet lacks, in SHEET_ITEMS order: empty when it is complete. The referent is the
 * organisation's, not the course's: it is reported as an item of its own.
 */
export function courseSheetGaps(sheet: CourseSheet, referent: AccessibilityReferent | null): SheetGap[] {
  const gaps: (SheetGap | null)[] = [];
  for (const item of SHEET_ITEMS) {
    if ((BILINGUAL_SHEET_ITEMS as readonly string[]).includes(item)) {
      gaps.push(bilingualGap(sheet, item as BilingualSheetItem));
    } else if (item === "duration") {
      gaps.push(sheet.duration_hours !== null && sheet.duration_hours > 0 ? null : once(item, "duration_hours"));
    } else if (item === "price") {
      gaps.push(filled(sheet.price) ? null : once(item, "price"));
    } else if (item === "referent") {
      gaps.push(hasReferent(referent) ? null : once(item, null));
    } else if (!sheet.is_certifying) {
      // The certification's items bind certifying courses only.
    } else if (item === "certification_title") {
      gaps.push(bilingualGap(sheet, item));
    } else {
      const field = item as "certification_code" | "certifier" | "certification_registered_on";
      gaps.push(filled(sheet[field]) ? null : once(item, field));
    }
  }
  return gaps.filter((gap): gap is SheetGap => gap !== null);
}

/**
 * Whether saving refuses the course: published, following French rules, and incomplete. A
 * course of other rules is never refused (the gaps are advice), nor is a draft.
 */
export function refusesPublication(input: { isPublished: boolean; frenchRules: boolean; gaps: SheetGap[] }): boolean {
  return input.isPublished && input.frenchRules && input.gaps.length > 0;
}

/** The sheet as the editor's form holds it (field name → value; a checkbox sends "on"). */
export function sheetFromForm(values: Readonly<Record<string, string | undefined>>): CourseSheet {
  const text = (name: string) => values[name] ?? "";
  const optional = (name: string) => (filled(values[name]) ? (values[name] ?? "").trim() : null);
  const duration = text("duration_hours").trim();
  const price = text("price").trim().replace(",", ".");
  const sheet = {
    objectives_fr: parseObjectives(values.objectives_fr),
    objectives_en: parseObjectives(values.objectives_en),
    duration_hours: /^\d+$/.test(duration) ? Number(duration) : null,
    price: /^\d+(?:\.\d{1,2})?$/.test(price) ? price : null,
    is_certifying: values.is_certifying === "on" || values.is_certifying === "true",
    certification_code: optional("certification_code"),
    certifier: optional("certifier"),
    certification_registered_on: optional("certification_registered_on"),
  } as Partial<CourseSheet> as Record<string, unknown>;
  for (const item of [...BILINGUAL_SHEET_ITEMS, "certification_title"] as const) {
    if (item === "objectives") continue;
    for (const lang of LANGS) sheet[`${item}_${lang}`] = text(`${item}_${lang}`);
  }
  return sheet as CourseSheet;
}

const K = "pages.courses.sheet";

/** A gap as the panel and the refusal say it: "Access lead time (English)". */
export function gapLabel(t: TFunction, gap: SheetGap): string {
  const item = t(`${K}.items.${gap.item}`);
  if (gap.langs.length === 0) return item;
  const languages = gap.langs.length === LANGS.length ? t(`${K}.both_languages`) : t(`${K}.languages.${gap.langs[0]}`);
  return t(`${K}.in_languages`, { item, languages });
}

/** The field errors that flag each missing field of the form (the referent has none). */
export function gapFieldErrors(gaps: SheetGap[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const gap of gaps) {
    for (const field of gap.fields) errors[field] = `${K}.field_missing`;
  }
  return errors;
}
