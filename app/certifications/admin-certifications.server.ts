// Certifications and accreditations in the back office (/admin/certifications): every one
// (inactive ones included) in the public strip's order, searched; created at count + 1 under
// the reorder kit's lock, edited, shown or hidden, deleted, and reordered. The home and course
// pages show the active ones in this order (certifications.server.ts). Callers check the admin
// role first (adminAction does).
import { asc, eq } from "drizzle-orm";
import { certifications } from "#db/schema";
import { type AdminActionSpec, screenMessages } from "~/admin/action.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { crudIntents, rowIntent } from "~/admin/crud-intents.server";
import { appendPosition, REORDER_MAX, reorderIntent } from "~/admin/reorder.server";
import { invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { db } from "~/server/db.server";
import { orEmpty, searchAny } from "~/server/search.server";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";
import { type AdminCertification, type CertificationInput, certificationSchema } from "./admin-schema";

const E = "admin.certifications.error";
const ENTITY = "certification";

/** Numbered from 1, as the other hand-ordered lists of the site (partners, clients). */
const ORDER_START = 1;

/**
 * Every certification in the strip's order; with a search, those whose name, description
 * (either language) or link contains it, case- and accent-insensitive.
 */
export async function loadAdminCertifications({ q }: { q: string }): Promise<AdminCertification[]> {
  const searched = [
    certifications.name,
    certifications.description_fr,
    certifications.description_en,
    certifications.link_url,
  ];
  return (
    db()
      .select({
        id: certifications.id,
        name: certifications.name,
        description_fr: certifications.description_fr,
        description_en: certifications.description_en,
        logo_url: certifications.logo_url,
        link_url: certifications.link_url,
        is_active: certifications.is_active,
      })
      .from(certifications)
      .where(q ? searchAny(searched.map(orEmpty), q) : undefined)
      .orderBy(asc(certifications.display_order), asc(certifications.id))
      // A reorder posts the whole list: more rows than that is not a list anyone orders by hand.
      .limit(REORDER_MAX)
  );
}

/** A logo that is not a certification logo upload (nor the certification's current one). */
const logoRefused = () => invalid({ logo_url: "admin.certifications.validation.logo_invalid" });

export async function createCertification(input: CertificationInput): Promise<WriteResult> {
  if (!(await isAcceptedUploadUrl(input.logo_url, { purposes: ["certification-logo"] }))) return logoRefused();
  const { position } = await appendPosition(certifications, undefined, { start: ORDER_START });
  const audit = await auditedInsert(
    certifications,
    { ...input, display_order: position },
    { entity: ENTITY, label: input.name },
  );
  return written(audit, { data: { id: audit.id } });
}

export async function updateCertification(id: string, input: CertificationInput): Promise<WriteResult> {
  return auditedUpdate(certifications, id, {
    entity: ENTITY,
    label: input.name,
    missing: notFound(`${E}.save`),
    check: async (before) =>
      (await isAcceptedUploadUrl(input.logo_url, { purposes: ["certification-logo"], current: [before.logo_url] }))
        ? null
        : logoRefused(),
    write: input,
  });
}

/**
 * Shows (`reactivate`) or hides (`deactivate`) a certification on the site from its card,
 * without opening the editor: a lapsed certificate comes off the pages at once and stays in the
 * list for when it is renewed.
 */
export async function setCertificationActive(id: string, isActive: boolean): Promise<WriteResult> {
  return auditedUpdate(certifications, id, {
    action: isActive ? "reactivate" : "deactivate",
    entity: ENTITY,
    label: (before) => String(before.name),
    missing: notFound(`${E}.save`),
    write: async (before) => {
      if (before.is_active === isActive) return written(null);
      await db().update(certifications).set({ is_active: isActive }).where(eq(certifications.id, id));
    },
  });
}

/** Deletes the certification (nothing points to one); the others keep their positions. */
export async function deleteCertification(id: string): Promise<WriteResult> {
  return auditedDelete(certifications, id, {
    entity: ENTITY,
    label: (before) => String(before.name),
    missing: notFound(`${E}.delete`),
  });
}

/**
 * The screen's writes: the editor and the cards answer their fetchers; a delete goes back to
 * the list (`back`), its toast in the flash, since the deleted card and its fetcher are gone.
 */
export const certificationActions = (back: string): AdminActionSpec => ({
  what: "certification",
  messages: screenMessages(E),
  intents: {
    ...crudIntents({
      schema: certificationSchema,
      toasts: "admin.certifications.success",
      create: createCertification,
      update: updateCertification,
      delete: deleteCertification,
      deleteRedirect: back,
    }),
    deactivate: rowIntent({
      toast: "admin.certifications.success.deactivated",
      run: (id) => setCertificationActive(id, false),
    }),
    reactivate: rowIntent({
      toast: "admin.certifications.success.reactivated",
      run: (id) => setCertificationActive(id, true),
    }),
    reorder: reorderIntent({
      table: certifications,
      label: certifications.name,
      entity: ENTITY,
      start: ORDER_START,
    }),
  },
});
