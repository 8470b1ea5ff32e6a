// Resources: the list (search, type filter and paging in SQL), one resource with its related
// ones, and the counted download. The admin writes are in admin-resources.server.ts.
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { mock_exams, partners, resources } from "#db/schema";
import type { Lang } from "~/i18n/messages";
import {
  isResourceId,
  isSafeFileUrl,
  RELATED_RESOURCES,
  RESOURCES_PAGE_SIZE,
  type ResourceListParams,
} from "~/resources/schema";
import type { Resource, ResourceListPage, ResourceLookups } from "~/resources/types";
import { db } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";
import { settle } from "~/server/settle.server";

const columns = {
  id: resources.id,
  title_fr: resources.title_fr,
  title_en: resources.title_en,
  description_fr: resources.description_fr,
  description_en: resources.description_en,
  type: resources.type,
  partner_id: resources.partner_id,
  mock_exam_id: resources.mock_exam_id,
  url: resources.url,
  thumbnail_url: resources.thumbnail_url,
  is_premium: resources.is_premium,
  download_count: resources.download_count,
  created_at: resources.created_at,
  partner_name: partners.name,
  partner_logo_url: partners.logo_url,
};

type Row = Awaited<ReturnType<typeof selectResources>>[number];

function toResource({ partner_name, partner_logo_url, created_at, ...row }: Row): Resource {
  return {
    ...row,
    created_at: created_at.toISOString(),
    partner:
      row.partner_id && partner_name ? { id: row.partner_id, name: partner_name, logo_url: partner_logo_url } : null,
  };
}

/** An inactive partner is not shown (the resource keeps its partner_id, which its editor shows). */
function selectResources() {
  return db()
    .select(columns)
    .from(resources)
    .leftJoin(partners, and(eq(partners.id, resources.partner_id), eq(partners.is_active, true)));
}

/** Title and description in the reader's language (French when the English text is empty), ignoring case and accents. */
function searchCondition(q: string, lang: Lang): SQL {
  const fr = searchAny([sql`${resources.title_fr} || ' ' || ${resources.description_fr}`], q);
  if (lang === "fr") return fr;
  const en = searchAny([sql`${resources.title_en} || ' ' || ${resources.description_en}`], q);
  return sql`(${en} or ((${resources.title_en} = '' or ${resources.description_en} = '') and ${fr}))`;
}

/** Newest first, 12 a page. */
export async function listResources(input: ResourceListParams & { lang: Lang }): Promise<ResourceListPage> {
  const conditions: SQL[] = [];
  if (input.q) conditions.push(searchCondition(input.q, input.lang));
  if (input.type) conditions.push(eq(resources.type, input.type));
  const where = conditions.length ? and(...conditions) : undefined;

  const query = selectResources().where(where).orderBy(desc(resources.created_at), desc(resources.id)).$dynamic();
  const { rows, total, page, totalPages } = await pageOf(query, await countRows(resources, where), {
    page: input.page,
    size: RESOURCES_PAGE_SIZE,
  });
  return { resources: rows.map(toResource), total, page, totalPages };
}

/** null for an unknown id (callers reject non-UUIDs first, with their own error). */
export async function getResource(id: string): Promise<Resource | null> {
  if (!isResourceId(id)) return null;
  const [row] = await selectResources().where(eq(resources.id, id));
  return row ? toResource(row) : null;
}

/** Up to three others of the same type and the same premium flag, newest first (the spec's rule). */
export async function relatedResources(resource: Pick<Resource, "id" | "type" | "is_premium">): Promise<Resource[]> {
  const rows = await selectResources()
    .where(
      and(
        ne(resources.id, resource.id),
        eq(resources.type, resource.type),
        eq(resources.is_premium, resource.is_premium),
      ),
    )
    .orderBy(desc(resources.created_at), desc(resources.id))
    .limit(RELATED_RESOURCES);
  return rows.map(toResource);
}

/** The editor's choices: partners by name, mock exams by French title. null for a list that failed to load. */
export async function loadResourceLookups(): Promise<{
  partners: ResourceLookups["partners"] | null;
  mockExams: ResourceLookups["mockExams"] | null;
}> {
  const [partnerRows, examRows] = await Promise.all([
    settle(
      "resource partners",
      db().select({ id: partners.id, name: partners.name }).from(partners).orderBy(asc(partners.name)),
    ),
    settle(
      "mock exams",
      db()
        .select({ id: mock_exams.id, title_fr: mock_exams.title_fr, title_en: mock_exams.title_en })
        .from(mock_exams)
        .orderBy(asc(mock_exams.title_fr)),
    ),
  ]);
  return { partners: partnerRows, mockExams: examRows };
}

export type DownloadResult =
  | { status: "ok"; url: string }
  | { status: "invalid_id" }
  | { status: "not_found" }
  | { status: "no_file" };

/**
 * Counts one download and answers where the file is. The increment is one conditional UPDATE
 * (download_count = download_count + 1), so concurrent downloads never lose a count; a resource
 * without a usable file is not counted.
 */
export async function recordDownload(id: string): Promise<DownloadResult> {
  if (!isResourceId(id)) return { status: "invalid_id" };
  const [row] = await db()
    .update(resources)
    .set({ download_count: sql`${resources.download_count} + 1`, updated_at: sql`${resources.updated_at}` })
    .where(
      and(
        eq(resources.id, id),
        // The same rule as isSafeFileUrl, so an unsafe address is neither counted nor followed.
        sql`(${resources.url} ~* '^https?://[^/]' or ${resources.url} ~ '^/(uploads|demo)/')`,
      ),
    )
    .returning({ url: resources.url });
  if (row && isSafeFileUrl(row.url)) return { status: "ok", url: row.url };
  const [exists] = await db().select({ id: resources.id }).from(resources).where(eq(resources.id, id));
  return exists ? { status: "no_file" } : { status: "not_found" };
}
