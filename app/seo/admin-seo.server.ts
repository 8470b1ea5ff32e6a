// SEO per page in the back office (/admin/seo): pages and posts searched on their titles and
// slug, most recently updated first (spec), and the write of one page's meta title and
// description in both languages. A save is a save of the page: it records a revision like
// the page editor's, so the history and a later restore know of it. Callers check the
// admin role first (adminAction, requireAdmin).
import { desc, eq } from "drizzle-orm";
import { pages } from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { notFound, type WriteResult, written } from "~/admin/write-result.server";
import { PAGE_META_COLUMNS, toIso } from "~/blog/blog.server";
import { isUuid } from "~/forms/validate";
import { recordPageRevision } from "~/pages/admin-pages.server";
import {
  type AdminSeoParams,
  PAGE_ENTITY,
  type SeoFormData,
  type SeoPageList,
  seoFormSchema,
} from "~/pages/admin-schema";
import { PAGE_LINK_COLUMNS } from "~/pages/pages.server";
import { pagePath } from "~/pages/paths";
import { db } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";

const E = "admin.seo.error";

/** One page of the SEO list: French or English title or slug contains `q`; newest update first. */
export async function listSeoPages(params: AdminSeoParams): Promise<SeoPageList> {
  const where = params.q ? searchAny([pages.title_fr, pages.title_en, pages.slug], params.q) : undefined;
  const query = db()
    .select({
      ...PAGE_LINK_COLUMNS,
      ...PAGE_META_COLUMNS,
      updated_at: pages.updated_at,
    })
    .from(pages)
    .where(where)
    .orderBy(desc(pages.updated_at), desc(pages.id))
    .$dynamic();
  const { rows, ...paging } = await pageOf(query, await countRows(pages, where), params);
  return {
    pages: rows.map((row) => ({ ...row, path: pagePath(row), updated_at: toIso(row.updated_at) as string })),
    ...paging,
  };
}

/** Writes a page's four meta fields (spec: and its updated_at), then its revision. */
export async function updatePageSeo(id: string, input: SeoFormData, actorId: string): Promise<WriteResult> {
  if (!isUuid(id)) return notFound(`${E}.not_found`);
  // Locked: a page editor's save of the same page waits, so revisions stay in order.
  const [before] = await db().select().from(pages).where(eq(pages.id, id)).for("update");
  if (!before) return notFound(`${E}.not_found`);
  await db().update(pages).set(input).where(eq(pages.id, id));
  await recordPageRevision(id, actorId, before);
  const [after] = await db().select().from(pages).where(eq(pages.id, id));
  return written({ action: "update", entity: PAGE_ENTITY, id, label: after.title_fr, before, after });
}

export function seoActions(): AdminActionSpec {
  return {
    what: "page seo",
    messages: screenMessages(E),
    intents: {
      update: intent({
        schema: seoFormSchema,
        toast: "admin.seo.success.save",
        run: ({ data, formData, actor }) => updatePageSeo(String(formData.get("id") ?? ""), data, actor.id),
      }),
    },
  };
}
