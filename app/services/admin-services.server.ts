// The service writes behind the list's and the service page's forms (hidden `intent`:
// create, update, delete), as one adminAction spec (admins only: services are not a module of
// the permission matrix).
import { count, sql } from "drizzle-orm";
import { services } from "#db/schema";
import type { AdminActionSpec } from "~/admin/action.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { pageIntents } from "~/admin/page-intents.server";
import { invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { db, inSavepoint } from "~/server/db.server";
import { type ServiceFormData, serviceFormSchema } from "~/services/schema";
import type { ServiceIntent } from "~/services/types";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";

const E = "pages.services.error";
const ENTITY = "service";

/** The image's field error when it is not an upload of its purpose (nor the service's current one). */
async function imageError(url: string | null, current?: unknown) {
  if (await isAcceptedUploadUrl(url, { purposes: ["service-image"], current: [current] })) return null;
  return invalid({ image_url: "pages.services.form.image_invalid" }, `${E}.validation`);
}

/** The form's fields as columns: the French tags are the `tags` column, which predates the twins. */
function serviceColumns({ tags_fr, ...data }: ServiceFormData) {
  return { ...data, tags: tags_fr };
}

/**
 * Appends a service: display_order = current count + 1 (the spec's rule). The transaction-scoped
 * advisory lock makes concurrent creations take turns, so two never get the same position.
 */
export async function createService(data: ServiceFormData): Promise<WriteResult> {
  const refused = await imageError(data.image_url);
  if (refused) return refused;
  const audit = await inSavepoint(async () => {
    await db().execute(sql`select pg_advisory_xact_lock(hashtext('services.display_order'))`);
    const [{ total }] = await db().select({ total: count() }).from(services);
    return auditedInsert(
      services,
      { ...serviceColumns(data), display_order: total + 1 },
      { entity: ENTITY, label: data.title_fr },
    );
  });
  return written(audit, { redirectTo: `/services/${audit.id}` });
}

export async function updateService(id: string | undefined, data: ServiceFormData): Promise<WriteResult> {
  return auditedUpdate(services, id ?? "", {
    entity: ENTITY,
    label: data.title_fr,
    missing: notFound(`${E}.not_found`),
    check: (before) => imageError(data.image_url, before.image_url),
    write: serviceColumns(data),
  });
}

export async function deleteService(id: string | undefined): Promise<WriteResult> {
  return auditedDelete(services, id ?? "", {
    entity: ENTITY,
    label: (before) => String(before.title_fr ?? ""),
    missing: notFound(`${E}.not_found`),
  });
}

/** The service intents a page accepts; `serviceId` is the service the page is about. */
export function serviceActions({
  allowed,
  serviceId,
}: {
  allowed: readonly ServiceIntent[];
  serviceId?: string;
}): AdminActionSpec {
  return pageIntents({
    what: "service",
    errors: E,
    toasts: "pages.services.success",
    schema: serviceFormSchema,
    deleteRedirect: "/services",
    allowed,
    create: createService,
    update: (data) => updateService(serviceId, data),
    delete: () => deleteService(serviceId),
  });
}
