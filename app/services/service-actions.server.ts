// The service writes behind the list's and the service page's forms (hidden `intent`:
// create, update, delete), as one adminAction spec (admins only: services are not a module of
// the permission matrix).
import { services } from "#db/schema";
import { type AdminActionSpec, intent, invalid, notFound, screenMessages, written } from "~/admin/action.server";
import { snapshot } from "~/admin/audit.server";
import { serviceFormSchema } from "~/services/schema";
import { createService, deleteService, updateService } from "~/services/services.server";
import type { ServiceIntent } from "~/services/types";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";

const E = "pages.services.error";

/** The image's field error when it is not an upload of its purpose (nor the service's current one). */
async function imageError(url: string | null, current?: unknown) {
  if (await isAcceptedUploadUrl(url, { purposes: ["service-image"], current: [current] })) return null;
  return invalid({ image_url: "pages.services.form.image_invalid" }, `${E}.validation`);
}

/** The service intents a page accepts; `serviceId` is the service the page is about. */
export function serviceActions({
  allowed,
  serviceId,
}: {
  allowed: readonly ServiceIntent[];
  serviceId?: string;
}): AdminActionSpec {
  const all = {
    create: intent({
      schema: serviceFormSchema,
      invalidMessage: `${E}.validation`,
      toast: "pages.services.success.created",
      run: async ({ data }) => {
        const refused = await imageError(data.image_url);
        if (refused) return refused;
        const service = await createService(data);
        const after = await snapshot(services, service.id);
        return written(
          { action: "create", entity: "service", id: service.id, label: data.title_fr, after },
          { redirectTo: `/services/${service.id}` },
        );
      },
    }),
    update: intent({
      schema: serviceFormSchema,
      invalidMessage: `${E}.validation`,
      toast: "pages.services.success.updated",
      run: async ({ data }) => {
        const before = await snapshot(services, serviceId);
        const refused = await imageError(data.image_url, before?.image_url);
        if (refused) return refused;
        const service = serviceId ? await updateService(serviceId, data) : null;
        if (!service) return notFound(`${E}.not_found`);
        const after = await snapshot(services, service.id);
        return written({ action: "update", entity: "service", id: service.id, label: data.title_fr, before, after });
      },
    }),
    delete: intent({
      toast: "pages.services.success.deleted",
      redirect: "/services",
      run: async () => {
        const before = await snapshot(services, serviceId);
        if (!serviceId || !(await deleteService(serviceId))) return notFound(`${E}.not_found`);
        return written({
          action: "delete",
          entity: "service",
          id: serviceId,
          label: String(before?.title_fr ?? ""),
          before,
        });
      },
    }),
  };
  return {
    what: "service",
    messages: screenMessages(E),
    intents: Object.fromEntries(allowed.map((name) => [name, all[name]])),
  };
}
