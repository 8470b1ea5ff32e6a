// Case studies for /case-studies: searched and paged in SQL, newest first, each with its
// metrics and images (four queries per page whatever its size: no N+1).
import { asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import { case_studies, case_study_images, case_study_metrics } from "#db/schema";
import { optionalPageParam, paginate, parseListParams } from "~/forms/list-params";
import { localized } from "~/i18n/localized.server";
import { type Lang, pick } from "~/i18n/messages";
import { db } from "~/server/db.server";
import { countRows } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";
import {
  CASE_STUDY_DEFAULT_SIZE,
  CASE_STUDY_PAGE_SIZES,
  type CaseStudyCard,
  type CaseStudyListPage,
  type CaseStudyParams,
} from "./types";

/** "Show more" keeps earlier pages on screen; past this many rows the oldest pages drop off. */
export const MAX_SHOWN = 48;

/** The list's state from its URL (?q=&size=&page=&from=); anything malformed falls back to defaults. */
export function parseCaseStudyParams(search: URLSearchParams): CaseStudyParams {
  const { from, ...params } = parseListParams(search, {
    sizes: { options: CASE_STUDY_PAGE_SIZES, default: CASE_STUDY_DEFAULT_SIZE },
    filters: { from: optionalPageParam },
  });
  return { ...params, from: clampFrom(from ?? params.page, params.page, params.size) };
}

function clampFrom(from: number, page: number, size: number): number {
  const maxPages = Math.max(1, Math.floor(MAX_SHOWN / size));
  return Math.max(Math.min(from, page), page - maxPages + 1, 1);
}

/** Title, description, client, industry and situation in the reader's language; case- and accent-insensitive. */
function searchCondition(q: string, lang: Lang): SQL {
  const text = sql`concat_ws(' ', ${localized(case_studies.title_fr, case_studies.title_en, lang)}, ${localized(
    case_studies.description_fr,
    case_studies.description_en,
    lang,
  )}, ${case_studies.client_name}, ${localized(case_studies.client_industry_fr, case_studies.client_industry_en, lang)}, ${localized(
    case_studies.situation_fr,
    case_studies.situation_en,
    lang,
  )})`;
  return searchAny([text], q);
}

/** The reader's list, French when the English one is empty (like `pick` for texts). */
function pickList(row: Record<string, unknown>, field: string, lang: Lang): string[] {
  const own = row[`${field}_${lang}`];
  if (Array.isArray(own) && own.length > 0) return own as string[];
  const fr = row[`${field}_fr`];
  return Array.isArray(fr) ? (fr as string[]) : [];
}

/**
 * Pages `from`..`page` of the case studies matching `q`, newest first (then id, so pages
 * never overlap). A page past the end shows the last one.
 */
export async function listCaseStudies(input: CaseStudyParams & { lang: Lang }): Promise<CaseStudyListPage> {
  const where = input.q ? searchCondition(input.q, input.lang) : undefined;
  const count = await countRows(case_studies, where);
  const size = input.size;
  const { page, totalPages } = paginate(count, input.page, size);
  const from = clampFrom(input.from, page, size);
  if (count === 0) return { studies: [], total: 0, page, from, totalPages, size };

  const rows = await db()
    .select()
    .from(case_studies)
    .where(where)
    .orderBy(desc(case_studies.created_at), desc(case_studies.id))
    // Pages from..page in one read: from's offset, as many rows as those pages hold.
    .limit((page - from + 1) * size)
    .offset(paginate(count, from, size).offset);
  const ids = rows.map((row) => row.id);
  const [metrics, images] = await Promise.all([
    db()
      .select()
      .from(case_study_metrics)
      .where(inArray(case_study_metrics.case_study_id, ids))
      .orderBy(asc(case_study_metrics.display_order), asc(case_study_metrics.id)),
    db()
      .select()
      .from(case_study_images)
      .where(inArray(case_study_images.case_study_id, ids))
      .orderBy(asc(case_study_images.display_order), asc(case_study_images.id)),
  ]);

  const lang = input.lang;
  const studies: CaseStudyCard[] = rows.map((row) => ({
    id: row.id,
    title: pick(row, "title", lang),
    description: pick(row, "description", lang),
    client_name: row.client_name,
    industry: pick(row, "client_industry", lang),
    logo_url: row.client_logo_url,
    situation: pick(row, "situation", lang),
    tasks: pickList(row, "tasks", lang),
    actions: pickList(row, "actions", lang),
    results: pickList(row, "results", lang),
    impact: pick(row, "impact", lang),
    next_steps: pickList(row, "next_steps", lang),
    metrics: metrics
      .filter((m) => m.case_study_id === row.id)
      .map((m) => ({ id: m.id, label: pick(m, "label", lang), value: m.value, unit: m.unit, trend: m.trend })),
    images: images
      .filter((image) => image.case_study_id === row.id)
      .map((image) => ({
        id: image.id,
        url: image.url,
        caption: pick({ caption_fr: image.caption_fr ?? "", caption_en: image.caption_en ?? "" }, "caption", lang),
        alt: pick({ alt_fr: image.alt_fr ?? "", alt_en: image.alt_en ?? "" }, "alt", lang),
      })),
  }));
  return { studies, total: count, page, from, totalPages, size };
}
