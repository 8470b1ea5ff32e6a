// Services: the list (search, filters and paging in SQL), one service with its related ones.
// The admin writes are in admin-services.server.ts.

import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import { services } from "#db/schema";
import { isUuid } from "~/forms/validate";
import { localizedList } from "~/i18n/localized.server";
import type { Lang } from "~/i18n/messages";
import { db } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";
import { RELATED_SERVICES, SERVICES_PAGE_SIZE, type ServiceListParams } from "~/services/schema";
import type { Service, ServiceListPage } from "~/services/types";

/** What names and pictures a service: its card on the home page and in the list. */
export const SERVICE_CARD_COLUMNS = {
  id: services.id,
  title_fr: services.title_fr,
  title_en: services.title_en,
  description_fr: services.description_fr,
  description_en: services.description_en,
  image_url: services.image_url,
};

const columns = {
  ...SERVICE_CARD_COLUMNS,
  is_featured: services.is_featured,
  size: services.size,
  tags: services.tags,
  tags_en: services.tags_en,
  display_order: services.display_order,
};

/** The tags a reader sees: the English ones, or the French ones when a service has none in English. */
const readerTags = (lang: Lang) => localizedList(services.tags, services.tags_en, lang);

/**
 * Title, description and tags in the reader's language, case- and accent-insensitive. English
 * readers also match the French text of services whose English text is empty, since that is
 * what `pick` shows them.
 */
function searchCondition(q: string, lang: Lang): SQL {
  const fr = searchAny(
    [sql`${services.title_fr} || ' ' || ${services.description_fr} || ' ' || array_to_string(${services.tags}, ' ')`],
    q,
  );
  if (lang === "fr") return fr;
  const en = searchAny(
    [
      sql`${services.title_en} || ' ' || ${services.description_en} || ' ' || array_to_string(${readerTags("en")}, ' ')`,
    ],
    q,
  );
  return sql`(${en} or ((${services.title_en} = '' or ${services.description_en} = '') and ${fr}))`;
}

export async function listServices(input: ServiceListParams & { lang: Lang }): Promise<ServiceListPage> {
  const conditions: SQL[] = [];
  if (input.q) conditions.push(searchCondition(input.q, input.lang));
  if (input.featured) conditions.push(eq(services.is_featured, true));
  if (input.size) conditions.push(eq(services.size, input.size));
  if (input.tag) conditions.push(sql`${input.tag} = any(${readerTags(input.lang)})`);
  const where = conditions.length ? and(...conditions) : undefined;

  const query = db()
    .select(columns)
    .from(services)
    .where(where)
    .orderBy(asc(services.display_order), asc(services.created_at), asc(services.id))
    .$dynamic();
  const { rows, total, page, totalPages } = await pageOf(query, await countRows(services, where), {
    page: input.page,
    size: SERVICES_PAGE_SIZE,
  });
  return { services: rows, total, page, totalPages };
}

/** Every tag in use in the reader's language (as the cards show them), for the tag filter. */
export async function listServiceTags(lang: Lang): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ tag: sql<string>`unnest(${readerTags(lang)})`.as("tag") })
    .from(services)
    .orderBy(sql`1`);
  return rows.map((row) => row.tag);
}

/** null for an unknown id, or one that is not a UUID (so the database never sees it). */
export async function getService(id: string): Promise<Service | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select(columns).from(services).where(eq(services.id, id));
  return row ?? null;
}

/** Other services, those sharing the most tags first, then in the list's order. */
export async function relatedServices(service: Pick<Service, "id">, limit = RELATED_SERVICES) {
  // The current service's tags come from the table itself (no array parameter to build). The
  // French tags are compared in both languages: every service has them, the twins may be empty.
  const shared = sql<number>`(select count(*) from unnest(${services.tags}) as t(tag)
    where t.tag = any((select s2.tags from services s2 where s2.id = ${service.id})::text[]))`;
  return db()
    .select(columns)
    .from(services)
    .where(ne(services.id, service.id))
    .orderBy(sql`${shared} desc`, asc(services.display_order), asc(services.id))
    .limit(limit);
}
