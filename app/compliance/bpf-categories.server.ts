// The BPF's categories where a registration's funding is chosen (delivery.md §8): the options
// the registration form and the staff's funding dialog offer, and the check of what they post
// (a category of the right kind, offered: active, or the one the registration already has), so a
// made-up or retired id is refused or dropped instead of failing on its foreign key.
import { and, asc, eq, inArray, or } from "drizzle-orm";
import { bpf_categories } from "#db/schema";
import { cachedByContentVersionFor } from "~/server/content-version.server";
import { db } from "~/server/db.server";
import { type BpfOption, FUNDING_SCHEME_MAX, type FundingOptions, SCHEME_SOURCE_CODES } from "./bpf-categories";

const OPTION_COLUMNS = {
  id: bpf_categories.id,
  code: bpf_categories.code,
  label_fr: bpf_categories.label_fr,
  label_en: bpf_categories.label_en,
  is_active: bpf_categories.is_active,
};

/**
 * The funding sources and participant types, in their order. `activeOnly` for the registration
 * form; staff get the retired ones too, which their dialog offers only to a registration that
 * has one (`offered`). Remembered until the content version moves (the table has the content
 * trigger, migration 0040): a signed-in reader's course page and calendar ask on every view.
 * Callers only read the lists they get.
 */
export const loadFundingOptions: (options?: { activeOnly?: boolean }) => Promise<FundingOptions> = (options = {}) =>
  cachedFundingOptions(options.activeOnly ?? false);

const cachedFundingOptions = cachedByContentVersionFor(
  (activeOnly: boolean) => (activeOnly ? "active" : "all"),
  readFundingOptions,
  { ttlMs: Number.POSITIVE_INFINITY, max: 2 },
);

async function readFundingOptions(activeOnly: boolean): Promise<FundingOptions> {
  const rows = await db()
    .select({ ...OPTION_COLUMNS, kind: bpf_categories.kind })
    .from(bpf_categories)
    .where(
      and(
        inArray(bpf_categories.kind, ["funding_source", "participant_type"]),
        activeOnly ? eq(bpf_categories.is_active, true) : undefined,
      ),
    )
    .orderBy(asc(bpf_categories.display_order), asc(bpf_categories.code));
  const of = (kind: string): BpfOption[] =>
    rows.filter((row) => row.kind === kind).map(({ kind: _kind, ...option }) => option);
  return { fundingSources: of("funding_source"), participantTypes: of("participant_type") };
}

/** A registration's funding as posted: the source, its scheme and the participant's type (ids checked as uuids). */
export type FundingChoice = {
  fundingSourceId: string | null;
  fundingScheme: string | null;
  participantTypeId: string | null;
};

export type FundingColumns = {
  funding_source_id: string | null;
  funding_scheme: string | null;
  participant_type_id: string | null;
};

/** The columns to write, and what was refused (a refused id is left out of `columns`). */
export type CheckedFunding = { columns: FundingColumns; errors: { source?: true; type?: true } };

/**
 * The columns `choice` sets: each id must name a category of its kind that is offered (active,
 * or the registration's own, `current`), else it is refused (staff are told; the registration
 * form, where the question is optional, leaves it for staff to complete); the scheme is kept for
 * a source that asks for one (an OPCO's or a public body's) and dropped otherwise.
 */
export async function checkFunding(choice: FundingChoice, current?: Partial<FundingColumns>): Promise<CheckedFunding> {
  const ids = [choice.fundingSourceId, choice.participantTypeId].filter((id): id is string => id !== null);
  const kept = [current?.funding_source_id, current?.participant_type_id].filter(
    (id): id is string => typeof id === "string",
  );
  const offered = eq(bpf_categories.is_active, true);
  const found =
    ids.length === 0
      ? []
      : await db()
          .select({ id: bpf_categories.id, kind: bpf_categories.kind, code: bpf_categories.code })
          .from(bpf_categories)
          .where(
            and(
              inArray(bpf_categories.id, ids),
              kept.length > 0 ? or(offered, inArray(bpf_categories.id, kept)) : offered,
            ),
          );
  const source = found.find((row) => row.id === choice.fundingSourceId && row.kind === "funding_source");
  const type = found.find((row) => row.id === choice.participantTypeId && row.kind === "participant_type");
  const errors: CheckedFunding["errors"] = {};
  if (choice.fundingSourceId !== null && !source) errors.source = true;
  if (choice.participantTypeId !== null && !type) errors.type = true;
  const asksScheme = source ? SCHEME_SOURCE_CODES.includes(source.code) : false;
  return {
    errors,
    columns: {
      funding_source_id: source?.id ?? null,
      funding_scheme: asksScheme ? (choice.fundingScheme?.slice(0, FUNDING_SCHEME_MAX) ?? null) : null,
      participant_type_id: type?.id ?? null,
    },
  };
}
