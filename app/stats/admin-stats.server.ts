// The home page's statistics in the back office: the list by display order, the writes (at most
// MAX_STATS, checked under the reorder kit's lock so two creations at once cannot make a fourth),
// the reorder, and the impact block's background image, stored as the general site setting
// `stats_background`. Callers check the admin role first (adminAction does).
import { and, asc, eq } from "drizzle-orm";
import { site_settings, stats } from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { crudIntents } from "~/admin/crud-intents.server";
import { appendPosition, reorderIntent } from "~/admin/reorder.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { db } from "~/server/db.server";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";
import { MAX_STATS, STATS_BACKGROUND_SETTING, type StatInput, statSchema, statsBackgroundSchema } from "./admin-schema";
import { countedFigure } from "./counted.server";
import type { AdminStatsData } from "./types";

const E = "admin.stats.error";

const backgroundWhere = and(eq(site_settings.category, "general"), eq(site_settings.name, STATS_BACKGROUND_SETTING));

/** Every statistic (shown or not) in the home page's order, and the background image. */
export async function loadAdminStats(): Promise<AdminStatsData> {
  const [rows, [background]] = await Promise.all([
    db()
      .select({
        id: stats.id,
        title_fr: stats.title_fr,
        title_en: stats.title_en,
        value: stats.value,
        counts: stats.counts,
        counted: countedFigure(),
        description_fr: stats.description_fr,
        description_en: stats.description_en,
        icon: stats.icon,
        is_active: stats.is_active,
      })
      .from(stats)
      .orderBy(asc(stats.display_order), asc(stats.id)),
    db().select({ value: site_settings.value }).from(site_settings).where(backgroundWhere),
  ]);
  return { stats: rows, background: background?.value ?? "" };
}

export async function createStat(input: StatInput): Promise<WriteResult> {
  // The lock makes concurrent creations count one after the other: the fourth is refused.
  const { position, count } = await appendPosition(stats);
  if (count >= MAX_STATS) return conflict(`${E}.max_stats`);
  return written(
    await auditedInsert(stats, { ...input, display_order: position }, { entity: "stat", label: input.title_fr }),
  );
}

export async function updateStat(id: string, input: StatInput): Promise<WriteResult> {
  return auditedUpdate(stats, id, {
    entity: "stat",
    label: input.title_fr,
    missing: notFound(`${E}.save`),
    write: input,
  });
}

export async function deleteStat(id: string): Promise<WriteResult> {
  return auditedDelete(stats, id, {
    entity: "stat",
    label: (before) => String(before.title_fr),
    missing: notFound(`${E}.delete`),
  });
}

/** Upserts the general setting (one row per category and name); "" removes the image. */
export async function setStatsBackground(url: string): Promise<WriteResult> {
  const [before] = await db().select().from(site_settings).where(backgroundWhere).for("update");
  if ((before?.value ?? "") === url) return written(null);
  if (!(await isAcceptedUploadUrl(url, { purposes: ["stats-background"] }))) {
    return invalid({ stats_background: "admin.stats.validation.background_invalid" });
  }
  const [row] = await db()
    .insert(site_settings)
    .values({ category: "general", name: STATS_BACKGROUND_SETTING, value: url })
    .onConflictDoUpdate({ target: [site_settings.category, site_settings.name], set: { value: url } })
    .returning();
  // Recorded as the settings screens record theirs (entity "settings", the screen as its id).
  return written({
    action: "update",
    entity: "settings",
    id: "stats",
    label: "/admin/stats",
    before: { [STATS_BACKGROUND_SETTING]: before?.value ?? "" },
    after: { [STATS_BACKGROUND_SETTING]: row.value },
  });
}

/** The screen's writes: the editor and the background form answer their fetchers; delete goes back to the list. */
export function statActions(back: string): AdminActionSpec {
  return {
    what: "stat",
    messages: screenMessages(E),
    intents: {
      ...crudIntents({
        schema: statSchema,
        toasts: {
          create: "admin.stats.success.created",
          update: "admin.stats.success.updated",
          delete: "admin.stats.success.delete",
        },
        create: createStat,
        update: updateStat,
        delete: deleteStat,
        deleteRedirect: back,
      }),
      reorder: reorderIntent({ table: stats, label: stats.title_fr, entity: "stat" }),
      background: intent({
        schema: statsBackgroundSchema,
        toast: "admin.stats.success.background",
        run: ({ data }) => setStatsBackground(data.stats_background),
      }),
    },
  };
}
