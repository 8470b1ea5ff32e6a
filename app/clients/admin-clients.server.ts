// Client companies in the back office (/admin/clients): every client (inactive ones included)
// in the home carousel's order, searched; created at count + 1 under the reorder kit's lock,
// edited, deleted, and reordered. The home page's logo carousel shows the active ones in this
// order at the next request (the writes move the content version). Callers check the admin
// role first (adminAction does).
import { asc } from "drizzle-orm";
import { clients } from "#db/schema";
import { type AdminActionSpec, screenMessages } from "~/admin/action.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { crudIntents } from "~/admin/crud-intents.server";
import { appendPosition, REORDER_MAX, reorderIntent } from "~/admin/reorder.server";
import { invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { db } from "~/server/db.server";
import { orEmpty, searchAny } from "~/server/search.server";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";
import { type AdminClient, type ClientInput, clientSchema } from "./admin-schema";

const E = "admin.clients.error";
const ENTITY = "client";

/** Numbered from 1 (spec: a new client's display order is count + 1). */
const ORDER_START = 1;

/**
 * Every client in the carousel's order; with a search, those whose name, industry, country,
 * e-mail or description (either language) contains it, case- and accent-insensitive.
 */
export async function loadAdminClients({ q }: { q: string }): Promise<AdminClient[]> {
  const searched = [
    clients.name,
    clients.industry,
    clients.country,
    clients.email,
    clients.description_fr,
    clients.description_en,
  ];
  return (
    db()
      .select({
        id: clients.id,
        name: clients.name,
        description_fr: clients.description_fr,
        description_en: clients.description_en,
        logo_url: clients.logo_url,
        website_url: clients.website_url,
        email: clients.email,
        phone: clients.phone,
        industry: clients.industry,
        size: clients.size,
        country: clients.country,
        is_active: clients.is_active,
      })
      .from(clients)
      .where(q ? searchAny(searched.map(orEmpty), q) : undefined)
      .orderBy(asc(clients.display_order), asc(clients.id))
      // A reorder posts the whole list: more rows than that is not a list anyone orders by hand.
      .limit(REORDER_MAX)
  );
}

/** A logo that is not a client logo upload (nor the client's current one). */
const logoRefused = () => invalid({ logo_url: "admin.clients.validation.logo_invalid" });

export async function createClient(input: ClientInput): Promise<WriteResult> {
  if (!(await isAcceptedUploadUrl(input.logo_url, { purposes: ["client-logo"] }))) return logoRefused();
  const { position } = await appendPosition(clients, undefined, { start: ORDER_START });
  const audit = await auditedInsert(
    clients,
    { ...input, display_order: position },
    { entity: ENTITY, label: input.name },
  );
  return written(audit, { data: { id: audit.id } });
}

export async function updateClient(id: string, input: ClientInput): Promise<WriteResult> {
  return auditedUpdate(clients, id, {
    entity: ENTITY,
    label: input.name,
    missing: notFound(`${E}.save`),
    check: async (before) =>
      (await isAcceptedUploadUrl(input.logo_url, { purposes: ["client-logo"], current: [before.logo_url] }))
        ? null
        : logoRefused(),
    write: input,
  });
}

/** Deletes the client (nothing points to a client); the others keep their positions. */
export async function deleteClient(id: string): Promise<WriteResult> {
  return auditedDelete(clients, id, {
    entity: ENTITY,
    label: (before) => String(before.name),
    missing: notFound(`${E}.delete`),
  });
}

/**
 * The screen's writes: the editor and the rows answer their fetchers; a delete goes back to the
 * list (`back`), its toast in the flash, since the deleted card and its fetcher are gone.
 */
export const clientActions = (back: string): AdminActionSpec => ({
  what: "client",
  messages: screenMessages(E),
  intents: {
    ...crudIntents({
      schema: clientSchema,
      toasts: "admin.clients.success",
      create: createClient,
      update: updateClient,
      delete: deleteClient,
      deleteRedirect: back,
    }),
    reorder: reorderIntent({ table: clients, label: clients.name, entity: ENTITY, start: ORDER_START }),
  },
});
