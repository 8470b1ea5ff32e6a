// The annual activity report's categories (BPF, delivery.md §8) as the browser sees them: their
// kinds, an option of a select (both labels, the page picks its language's), the funding sources
// whose scheme is asked (an OPCO's or a public body's), and the year a report is for.
// Browser-safe: the registration form, the funding dialog and the BPF screen read it.
import type { BpfCategoryKind } from "#db/schema";
import type { Lang } from "~/i18n/messages";

// The database's list, repeated because db/schema is not for the browser bundle.
export const BPF_KIND_NAMES = [
  "funding_source",
  "participant_type",
  "objective",
  "specialty",
] as const satisfies readonly BpfCategoryKind[];
export type BpfKind = (typeof BPF_KIND_NAMES)[number];

/** One category as a select offers it. */
export type BpfOption = { id: string; code: string; label_fr: string; label_en: string; is_active: boolean };

/** What a registration's funding is chosen among: the active funding sources and participant types. */
export type FundingOptions = { fundingSources: BpfOption[]; participantTypes: BpfOption[] };

export const NO_FUNDING_OPTIONS: FundingOptions = { fundingSources: [], participantTypes: [] };

/** The funding sources whose scheme is asked ("plan de développement des compétences", "AIF"…). */
export const SCHEME_SOURCE_CODES: readonly string[] = ["opco", "public"];

/** The longest scheme typed. */
export const FUNDING_SCHEME_MAX = 200;

export function bpfLabel(option: Pick<BpfOption, "label_fr" | "label_en">, lang: Lang): string {
  return (lang === "en" ? option.label_en : option.label_fr) || option.label_fr;
}

/** The options a select offers: the active ones, and the one already chosen if it was retired since. */
export function offered(options: readonly BpfOption[], current: string | null | undefined): BpfOption[] {
  return options.filter((option) => option.is_active || option.id === current);
}

/** Whether the source chosen (by id, among `sources`) asks for its scheme. */
export function asksScheme(sources: readonly BpfOption[], sourceId: string | null | undefined): boolean {
  const source = sourceId ? sources.find((option) => option.id === sourceId) : undefined;
  return source ? SCHEME_SOURCE_CODES.includes(source.code) : false;
}

/** The years a report may be asked for: the site's first to its last plausible one. */
export const BPF_YEAR_MIN = 2000;
export const BPF_YEAR_MAX = 2100;

/** A `?year=` as the report reads it: a civil year in range, else null (the default year). */
export function parseBpfYear(value: string | null | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value.trim())) return null;
  const year = Number(value.trim());
  return year >= BPF_YEAR_MIN && year <= BPF_YEAR_MAX ? year : null;
}
