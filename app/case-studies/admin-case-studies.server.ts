// Case studies in the back office (/admin/case-studies): the list searched in both languages (title,
// client name, industry) and paged in SQL, one case study with its metrics and images for the
// editor, and the writes. A save is one transaction (adminAction's): the case study, then its
// metrics and images replaced by the form's, each with display_order = its position in the form
// (spec "Calls → Case studies"); a failure anywhere leaves the old ones. Deleting cascades to
// both (foreign keys ON DELETE CASCADE).
import { asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { case_studies, case_study_images, case_study_metrics } from "#db/schema";
import { type AdminActionSpec, screenMessages } from "~/admin/action.server";
import { snapshot } from "~/admin/audit.server";
import { crudIntents } from "~/admin/crud-intents.server";
import { invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { type FieldErrors, isUuid } from "~/forms/validate";
import { db } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";
import {
  type AdminCaseStudyDetail,
  type AdminCaseStudyPage,
  type AdminCaseStudyParams,
  CASE_STUDY_ENTITY,
  type CaseStudyInput,
  caseStudySchema,
} from "./admin-schema";

const E = "admin.case_studies.error";

/** Titles, client name and industries in both languages; case- and accent-insensitive. */
function searchCondition(q: string): SQL {
  const text = sql`concat_ws(' ', ${case_studies.title_fr}, ${case_studies.title_en}, ${case_studies.client_name}, ${case_studies.client_industry_fr}, ${case_studies.client_industry_en})`;
  return searchAny([text], q);
}

/** Newest first (as the public page), one page, with how many metrics and images each holds. */
export async function listAdminCaseStudies(params: AdminCaseStudyParams): Promise<AdminCaseStudyPage> {
  const where = params.q ? searchCondition(params.q) : undefined;
  const query = db()
    .select({
      id: case_studies.id,
      title_fr: case_studies.title_fr,
      title_en: case_studies.title_en,
      client_name: case_studies.client_name,
      client_industry_fr: case_studies.client_industry_fr,
      client_industry_en: case_studies.client_industry_en,
      client_logo_url: case_studies.client_logo_url,
      updated_at: case_studies.updated_at,
      // Qualified by hand: inside the subquery an unqualified "id" would be the child's own.
      metrics: sql<number>`(select count(*)::int from ${case_study_metrics} m where m.case_study_id = "case_studies"."id")`,
      images: sql<number>`(select count(*)::int from ${case_study_images} i where i.case_study_id = "case_studies"."id")`,
    })
    .from(case_studies)
    .where(where)
    .orderBy(desc(case_studies.created_at), desc(case_studies.id))
    .$dynamic();
  const { rows, ...paging } = await pageOf(query, await countRows(case_studies, where), params);
  return {
    studies: rows.map((row) => ({
      ...row,
      metrics: Number(row.metrics),
      images: Number(row.images),
      updated_at: row.updated_at.toISOString(),
    })),
    ...paging,
  };
}

/** One case study for the editor, its metrics and images in display order; null when gone. */
export async function getAdminCaseStudy(id: string): Promise<AdminCaseStudyDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select().from(case_studies).where(eq(case_studies.id, id));
  if (!row) return null;
  const [metrics, images] = await Promise.all([
    db()
      .select()
      .from(case_study_metrics)
      .where(eq(case_study_metrics.case_study_id, id))
      .orderBy(asc(case_study_metrics.display_order), asc(case_study_metrics.id)),
    db()
      .select()
      .from(case_study_images)
      .where(eq(case_study_images.case_study_id, id))
      .orderBy(asc(case_study_images.display_order), asc(case_study_images.id)),
  ]);
  const { created_at: _created, updated_at, ...fields } = row;
  return {
    ...fields,
    metrics: metrics.map(({ label_fr, label_en, value, unit, trend }) => ({ label_fr, label_en, value, unit, trend })),
    images: images.map(({ id, url, caption_fr, caption_en, alt_fr, alt_en }) => ({
      id,
      url,
      caption_fr,
      caption_en,
      alt_fr,
      alt_en,
    })),
    updated_at: updated_at.toISOString(),
  };
}

/** The case study's own columns from the form (metrics and images are rows of their own). */
function columnsOf(input: CaseStudyInput) {
  const { metrics: _metrics, images: _images, ...columns } = input;
  return columns;
}

/**
 * The metrics and images as the form lists them, replacing the stored ones: deleted, then
 * inserted with display_order = position. Runs inside the caller's transaction.
 */
async function replaceChildren(id: string, input: CaseStudyInput) {
  await db().delete(case_study_metrics).where(eq(case_study_metrics.case_study_id, id));
  await db().delete(case_study_images).where(eq(case_study_images.case_study_id, id));
  if (input.metrics.length > 0) {
    await db()
      .insert(case_study_metrics)
      .values(input.metrics.map((metric, position) => ({ ...metric, case_study_id: id, display_order: position })));
  }
  if (input.images.length > 0) {
    await db()
      .insert(case_study_images)
      .values(
        input.images.map((image, position) => ({
          case_study_id: id,
          url: image.url,
          caption_fr: image.caption_fr,
          caption_en: image.caption_en,
          alt_fr: image.alt_fr,
          alt_en: image.alt_en,
          display_order: position,
        })),
      );
  }
}

/** What the audit log keeps of a case study: its row, plus its metrics and images in order. */
async function auditSnapshot(id: string): Promise<Record<string, unknown> | null> {
  const row = await snapshot(case_studies, id);
  if (!row) return null;
  const [metrics, images] = await Promise.all([
    db()
      .select({ label: case_study_metrics.label_fr, value: case_study_metrics.value, unit: case_study_metrics.unit })
      .from(case_study_metrics)
      .where(eq(case_study_metrics.case_study_id, id))
      .orderBy(asc(case_study_metrics.display_order), asc(case_study_metrics.id)),
    db()
      .select({ url: case_study_images.url })
      .from(case_study_images)
      .where(eq(case_study_images.case_study_id, id))
      .orderBy(asc(case_study_images.display_order), asc(case_study_images.id)),
  ]);
  return {
    ...row,
    metrics: metrics.map((metric) => `${metric.label}: ${metric.value}${metric.unit ?? ""}`),
    images: images.map((image) => image.url),
  };
}

/**
 * The client's logo and the gallery's images: uploads of their purposes, or what the case study
 * holds now (`before`, its audit snapshot: the logo and the images' URLs). The field errors, if any.
 */
async function refusedImages(
  input: CaseStudyInput,
  before?: Record<string, unknown> | null,
): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  const logo = { purposes: ["case-study-logo"], current: [before?.client_logo_url] } as const;
  if (!(await isAcceptedUploadUrl(input.client_logo_url, logo))) {
    errors.client_logo_url = "admin.case_studies.validation.logo_invalid";
  }
  const images = { purposes: ["case-study-image"], current: (before?.images as unknown[] | undefined) ?? [] } as const;
  for (const [index, image] of input.images.entries()) {
    if (!(await isAcceptedUploadUrl(image.url, images))) errors[`images.${index}.url`] = "ui.gallery.invalid_image";
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

export async function createCaseStudy(input: CaseStudyInput): Promise<WriteResult> {
  const refused = await refusedImages(input);
  if (refused) return invalid(refused);
  const [created] = await db().insert(case_studies).values(columnsOf(input)).returning({ id: case_studies.id });
  await replaceChildren(created.id, input);
  return written({
    action: "create",
    entity: CASE_STUDY_ENTITY,
    id: created.id,
    label: input.title_fr,
    after: await auditSnapshot(created.id),
  });
}

export async function updateCaseStudy(id: string, input: CaseStudyInput): Promise<WriteResult> {
  if (!isUuid(id)) return notFound(`${E}.not_found`);
  // Locked: two saves of the same case study take turns, so its metrics and images are one save's.
  const [locked] = await db()
    .select({ id: case_studies.id })
    .from(case_studies)
    .where(eq(case_studies.id, id))
    .for("update");
  if (!locked) return notFound(`${E}.not_found`);
  const before = await auditSnapshot(id);
  const refused = await refusedImages(input, before);
  if (refused) return invalid(refused);
  await db().update(case_studies).set(columnsOf(input)).where(eq(case_studies.id, id));
  await replaceChildren(id, input);
  return written({
    action: "update",
    entity: CASE_STUDY_ENTITY,
    id,
    label: input.title_fr,
    before,
    after: await auditSnapshot(id),
  });
}

export async function deleteCaseStudy(id: string): Promise<WriteResult> {
  const before = isUuid(id) ? await auditSnapshot(id) : null;
  if (!before) return notFound(`${E}.delete`);
  // Its metrics and images go with it (ON DELETE CASCADE).
  await db().delete(case_studies).where(eq(case_studies.id, id));
  return written({ action: "delete", entity: CASE_STUDY_ENTITY, id, label: String(before.title_fr), before });
}

/** The screen's writes: the editor answers its fetcher; a delete goes back to the list. */
export function caseStudyActions(back: string): AdminActionSpec {
  return {
    what: "case study",
    messages: screenMessages(E),
    intents: {
      ...crudIntents({
        schema: caseStudySchema,
        toasts: "admin.case_studies.success",
        notFound: { update: `${E}.not_found` },
        create: createCaseStudy,
        update: updateCaseStudy,
        delete: deleteCaseStudy,
        deleteRedirect: back,
      }),
    },
  };
}
