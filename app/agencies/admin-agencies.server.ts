// Agencies in the back office (/admin/agencies): the list by name, searched in SQL, one page at
// a time, with each agency's photos in display order; the writes (add, edit, delete) and the
// photo gallery's (add at the end, at most MAX_AGENCY_PHOTOS, checked under the reorder kit's
// lock so two adds at once cannot make a sixth; delete; reorder within one agency). Callers
// check the admin role first (adminAction does).
import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { agencies, agency_photos, messages } from "#db/schema";
import { type AdminActionSpec, intent } from "~/admin/action.server";
import type { AuditRecord } from "~/admin/audit.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { crudIntents, rowIntent } from "~/admin/crud-intents.server";
import { appendPosition, lockOrder, reorderIntent } from "~/admin/reorder.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { PUBLIC_AGENCY_COLUMNS } from "~/agencies/agencies.server";
import { isUuid } from "~/forms/validate";
import { db } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";
import {
  type AdminAgencyPage,
  type AgencyInput,
  type AgencyListParams,
  type AgencyPhotoInput,
  agencyPhotoSchema,
  agencySchema,
  MAX_AGENCY_PHOTOS,
} from "./admin-schema";

const E = "admin.agencies.error";
const PE = "admin.agencies.photos.error";

/** Name, city, country or manager contains the search (case- and accent-insensitive). */
function searchCondition(q: string): SQL {
  return searchAny([agencies.name, agencies.city, agencies.country, agencies.manager_name], q);
}

/** Every agency (inactive ones too) by name, one page, each with its photos: three queries. */
export async function listAdminAgencies(params: AgencyListParams): Promise<AdminAgencyPage> {
  const where = params.q ? searchCondition(params.q) : undefined;
  const query = db()
    // What the public page shows, and whether it shows the agency at all.
    .select({ ...PUBLIC_AGENCY_COLUMNS, is_active: agencies.is_active, french_rules: agencies.french_rules })
    .from(agencies)
    .where(where)
    .orderBy(asc(sql`lower(${agencies.name})`), asc(agencies.id))
    .$dynamic();
  const { rows, ...paging } = await pageOf(query, await countRows(agencies, where), params);
  const photos =
    rows.length === 0
      ? []
      : await db()
          .select({
            id: agency_photos.id,
            agency_id: agency_photos.agency_id,
            url: agency_photos.url,
            caption_fr: agency_photos.caption_fr,
            caption_en: agency_photos.caption_en,
          })
          .from(agency_photos)
          .where(
            inArray(
              agency_photos.agency_id,
              rows.map((row) => row.id),
            ),
          )
          // The reorder kit's order (ties broken by id, as its check reads them).
          .orderBy(asc(agency_photos.display_order), asc(agency_photos.id));
  const byAgency = new Map<string, AdminAgencyPage["agencies"][number]["photos"]>();
  for (const { agency_id, ...photo } of photos) byAgency.set(agency_id, [...(byAgency.get(agency_id) ?? []), photo]);
  return {
    agencies: rows.map((row) => ({ ...row, photos: byAgency.get(row.id) ?? [] })),
    ...paging,
  };
}

const agencyAudit = (action: string, id: string, label: string) => ({ action, entity: "agency", id, label });

export async function createAgency(input: AgencyInput): Promise<WriteResult> {
  const audit = await auditedInsert(agencies, input, { entity: "agency", label: input.name });
  return written(audit, { data: { id: audit.id } });
}

export async function updateAgency(id: string, input: AgencyInput): Promise<WriteResult> {
  return auditedUpdate(agencies, id, {
    entity: "agency",
    label: input.name,
    missing: notFound(`${E}.update`),
    write: input,
  });
}

/**
 * Deletes an agency and its photos (the foreign key cascades).
 *
 * Messages sent to it name it only by id (`messages.metadata.agency_id`, written by the contact
 * form), and messages are never deleted. So that the inbox still says which agency a message
 * was for once the agency is gone, its name is copied into those messages' metadata as
 * `agency_name`, in this same transaction; the inbox shows it, marked as deleted. The id stays,
 * so the message still records which agency it named.
 *
 * The photo order lock comes first, as an add-photo takes it before its foreign key's lock on
 * the agency: no lock-order deadlock.
 */
export async function deleteAgency(id: string): Promise<WriteResult> {
  if (!isUuid(id)) return notFound(`${E}.delete`);
  await lockOrder(agency_photos);
  const [agency] = await db().select().from(agencies).where(eq(agencies.id, id)).for("update");
  if (!agency) return notFound(`${E}.delete`);
  const photos = await db().select().from(agency_photos).where(eq(agency_photos.agency_id, id));
  await db()
    .update(messages)
    .set({ metadata: sql`${messages.metadata} || jsonb_build_object('agency_name', ${agency.name}::text)` })
    .where(sql`${messages.metadata}->>'agency_id' = ${id}`);
  await db().delete(agencies).where(eq(agencies.id, id));
  const records: AuditRecord[] = [
    { ...agencyAudit("delete", id, agency.name), before: agency },
    ...photos.map((photo) => ({
      action: "delete",
      entity: "agency_photo",
      id: photo.id,
      label: agency.name,
      before: photo,
    })),
  ];
  return written(records);
}

/**
 * A photo at the end of the agency's gallery (display_order = the current count, the spec's
 * rule). The lock makes concurrent adds count one after the other: a sixth is refused.
 */
export async function addAgencyPhoto(input: AgencyPhotoInput): Promise<WriteResult> {
  if (!(await isAcceptedUploadUrl(input.url, { purposes: ["agency-photo"] }))) {
    return invalid({ url: "admin.agencies.validation.photo_invalid" });
  }
  const { position, count: photoCount } = await appendPosition(
    agency_photos,
    eq(agency_photos.agency_id, input.agency_id),
  );
  const [agency] = await db()
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, input.agency_id));
  if (!agency) return notFound(`${PE}.upload`);
  if (photoCount >= MAX_AGENCY_PHOTOS) return conflict(`${PE}.max_photos`);
  const audit = await auditedInsert(
    agency_photos,
    { ...input, display_order: position },
    { entity: "agency_photo", label: agency.name },
  );
  return written(audit, { data: { id: audit.id } });
}

export async function deleteAgencyPhoto(id: string): Promise<WriteResult> {
  return auditedDelete(agency_photos, id, {
    entity: "agency_photo",
    label: async (before) => {
      const [agency] = await db()
        .select({ name: agencies.name })
        .from(agencies)
        .where(eq(agencies.id, String(before.agency_id)));
      return agency?.name ?? "";
    },
    missing: notFound(`${PE}.delete`),
  });
}

/** The screen's writes. `back` is the list as it was (search, page): deletes go back there. */
export function agencyActions(back: string): AdminActionSpec {
  return {
    what: "agency",
    messages: {
      save: `${E}.update`,
      delete: `${E}.delete`,
      loginRequired: `${E}.login_required`,
      forbidden: `${E}.forbidden`,
    },
    intents: {
      ...crudIntents({
        schema: agencySchema,
        toasts: "admin.agencies.success",
        failureMessages: { create: `${E}.create` },
        create: createAgency,
        update: updateAgency,
        delete: deleteAgency,
        deleteRedirect: back,
      }),
      add_photo: intent({
        schema: agencyPhotoSchema,
        toast: "admin.agencies.photos.success.added",
        failureMessage: `${PE}.upload`,
        invalidMessage: (errors) => (errors.agency_id ? errors.agency_id : undefined),
        run: ({ data }) => addAgencyPhoto(data),
      }),
      // Back to the list with a flash toast: the photo's row, whose fetcher would have toasted, is gone.
      delete_photo: rowIntent({
        toast: "admin.agencies.photos.success.deleted",
        redirect: back,
        failureMessage: `${PE}.delete`,
        run: deleteAgencyPhoto,
      }),
      reorder_photos: reorderIntent({
        table: agency_photos,
        // A photo is named by its address in the audit entry: captions are optional.
        label: agency_photos.url,
        entity: "agency",
        scope: { column: agency_photos.agency_id, owner: agencies, ownerLabel: agencies.name },
      }),
    },
  };
}
