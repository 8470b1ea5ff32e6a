// The resource writes behind the list's and the resource page's forms (hidden `intent`:
// create, update, delete), as one adminAction spec (admins only: resources are not a module
// of the permission matrix).
import { eq } from "drizzle-orm";
import { mock_exams, partners, resources } from "#db/schema";
import type { AdminActionSpec } from "~/admin/action.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { pageIntents } from "~/admin/page-intents.server";
import { invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import type { FieldErrors } from "~/forms/validate";
import { isResourceId, type ResourceFormData, resourceFormSchema } from "~/resources/schema";
import type { ResourceIntent } from "~/resources/types";
import { db, inSavepoint } from "~/server/db.server";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";

const E = "pages.resources.error";
const ENTITY = "resource";

/** The thumbnail's field error when it is not an upload of its purpose (nor the resource's current one). */
async function thumbnailError(url: string | null, current?: unknown) {
  if (await isAcceptedUploadUrl(url, { purposes: ["resource-thumbnail"], current: [current] })) return null;
  return invalid({ thumbnail_url: "pages.resources.form.thumbnail_invalid" }, `${E}.validation`);
}

/** Field errors for references that do not exist (a partner or mock exam deleted meanwhile). */
async function missingReferences(data: ResourceFormData): Promise<WriteResult | null> {
  const errors: FieldErrors = {};
  const [partner] = await db().select({ id: partners.id }).from(partners).where(eq(partners.id, data.partner_id));
  if (!partner) errors.partner_id = "pages.resources.form.partner_required";
  if (data.mock_exam_id) {
    const [exam] = await db()
      .select({ id: mock_exams.id })
      .from(mock_exams)
      .where(eq(mock_exams.id, data.mock_exam_id));
    if (!exam) errors.mock_exam_id = "pages.resources.form.mock_exam_required";
  }
  return Object.keys(errors).length > 0 ? invalid(errors, `${E}.validation`) : null;
}

/** An id that cannot name a resource: the page's writes are refused with its own message. */
const invalidId = () => invalid({}, `${E}.invalid_id`);

export async function createResource(data: ResourceFormData): Promise<WriteResult> {
  const refused = await thumbnailError(data.thumbnail_url);
  if (refused) return refused;
  return inSavepoint(async () => {
    const missing = await missingReferences(data);
    if (missing) return missing;
    const audit = await auditedInsert(resources, data, { entity: ENTITY, label: data.title_fr });
    return written(audit, { redirectTo: `/ressources/${audit.id}` });
  });
}

export async function updateResource(id: string | undefined, data: ResourceFormData): Promise<WriteResult> {
  if (id !== undefined && !isResourceId(id)) return invalidId();
  return auditedUpdate(resources, id ?? "", {
    entity: ENTITY,
    label: data.title_fr,
    missing: notFound(`${E}.not_found`),
    check: async (before) =>
      (await thumbnailError(data.thumbnail_url, before.thumbnail_url)) ?? (await missingReferences(data)),
    write: data,
  });
}

export async function deleteResource(id: string | undefined): Promise<WriteResult> {
  if (id !== undefined && !isResourceId(id)) return invalidId();
  return auditedDelete(resources, id ?? "", {
    entity: ENTITY,
    label: (before) => String(before.title_fr ?? ""),
    missing: notFound(`${E}.not_found`),
  });
}

/** The resource intents a page accepts; `resourceId` is the resource the page is about (from its URL). */
export function resourceActions({
  allowed,
  resourceId,
}: {
  allowed: readonly ResourceIntent[];
  resourceId?: string;
}): AdminActionSpec {
  return pageIntents({
    what: "resource",
    errors: E,
    toasts: "pages.resources.success",
    schema: resourceFormSchema,
    deleteRedirect: "/ressources",
    allowed,
    create: createResource,
    update: (data) => updateResource(resourceId, data),
    delete: () => deleteResource(resourceId),
  });
}
