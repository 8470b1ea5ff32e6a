// The resource writes behind the list's and the resource page's forms (hidden `intent`:
// create, update, delete), as one adminAction spec (admins only: resources are not a module
// of the permission matrix).
import { resources } from "#db/schema";
import { type AdminActionSpec, intent, invalid, notFound, screenMessages, written } from "~/admin/action.server";
import { snapshot } from "~/admin/audit.server";
import { createResource, deleteResource, updateResource } from "~/resources/resources.server";
import { isResourceId, resourceFormSchema } from "~/resources/schema";
import type { ResourceIntent } from "~/resources/types";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";

const E = "pages.resources.error";

/** The thumbnail's field error when it is not an upload of its purpose (nor the resource's current one). */
async function thumbnailError(url: string | null, current?: unknown) {
  if (await isAcceptedUploadUrl(url, { purposes: ["resource-thumbnail"], current: [current] })) return null;
  return invalid({ thumbnail_url: "pages.resources.form.thumbnail_invalid" }, `${E}.validation`);
}

/** An id that cannot name a resource: the page's writes are refused with its own message. */
const invalidId = () => invalid({}, `${E}.invalid_id`);

/** The resource intents a page accepts; `resourceId` is the resource the page is about (from its URL). */
export function resourceActions({
  allowed,
  resourceId,
}: {
  allowed: readonly ResourceIntent[];
  resourceId?: string;
}): AdminActionSpec {
  const all = {
    create: intent({
      schema: resourceFormSchema,
      invalidMessage: `${E}.validation`,
      toast: "pages.resources.success.created",
      run: async ({ data }) => {
        const refused = await thumbnailError(data.thumbnail_url);
        if (refused) return refused;
        const result = await createResource(data);
        if (!result) return notFound(`${E}.not_found`);
        if (!result.ok) return invalid(result.errors, `${E}.validation`);
        const after = await snapshot(resources, result.id);
        return written(
          { action: "create", entity: "resource", id: result.id, label: data.title_fr, after },
          { redirectTo: `/ressources/${result.id}` },
        );
      },
    }),
    update: intent({
      schema: resourceFormSchema,
      invalidMessage: `${E}.validation`,
      toast: "pages.resources.success.updated",
      run: async ({ data }) => {
        if (resourceId !== undefined && !isResourceId(resourceId)) return invalidId();
        const before = await snapshot(resources, resourceId);
        const refused = await thumbnailError(data.thumbnail_url, before?.thumbnail_url);
        if (refused) return refused;
        const result = resourceId ? await updateResource(resourceId, data) : null;
        if (!result || !resourceId) return notFound(`${E}.not_found`);
        if (!result.ok) return invalid(result.errors, `${E}.validation`);
        const after = await snapshot(resources, resourceId);
        return written({ action: "update", entity: "resource", id: resourceId, label: data.title_fr, before, after });
      },
    }),
    delete: intent({
      toast: "pages.resources.success.deleted",
      redirect: "/ressources",
      run: async () => {
        if (resourceId !== undefined && !isResourceId(resourceId)) return invalidId();
        const before = await snapshot(resources, resourceId);
        if (!resourceId || !(await deleteResource(resourceId))) return notFound(`${E}.not_found`);
        return written({
          action: "delete",
          entity: "resource",
          id: resourceId,
          label: String(before?.title_fr ?? ""),
          before,
        });
      },
    }),
  };
  return {
    what: "resource",
    messages: screenMessages(E),
    intents: Object.fromEntries(allowed.map((name) => [name, all[name]])),
  };
}
