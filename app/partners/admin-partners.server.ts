// Partners in the back office (/admin/partners): every partner (inactive ones too) in display
// order, searched in SQL, each with how many resources name it; the writes (a new partner goes at
// count + 1, under the reorder kit's lock; descriptions sanitised as pages are), the reorder, and
// a delete that refuses while resources point to the partner. Callers check the admin role first
// (adminAction does).
import { asc, count, eq, inArray, type SQL } from "drizzle-orm";
import { partners, resources } from "#db/schema";
import { type AdminActionSpec, screenMessages } from "~/admin/action.server";
import { auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { crudIntents } from "~/admin/crud-intents.server";
import { appendPosition, reorderIntent } from "~/admin/reorder.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { isUuid } from "~/forms/validate";
import { hasText } from "~/rich-text/plain-text";
import { db } from "~/server/db.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import { orEmpty, searchAny } from "~/server/search.server";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";
import { ADMIN_PARTNERS_CAP, type AdminPartner, type PartnerInput, partnerSchema } from "./admin-schema";

const E = "admin.partners.error";

/** Name, e-mail or website contains the search (case- and accent-insensitive). */
function searchCondition(q: string): SQL {
  return searchAny([partners.name, orEmpty(partners.email), orEmpty(partners.website_url)], q);
}

/** Partners in display order (the reorder kit's: ties by id), with their resource counts: two queries. */
export async function listAdminPartners({ q }: { q: string }): Promise<AdminPartner[]> {
  const rows = await db()
    .select({
      id: partners.id,
      name: partners.name,
      description_fr: partners.description_fr,
      description_en: partners.description_en,
      logo_url: partners.logo_url,
      website_url: partners.website_url,
      email: partners.email,
      phone: partners.phone,
      is_active: partners.is_active,
    })
    .from(partners)
    .where(q ? searchCondition(q) : undefined)
    .orderBy(asc(partners.display_order), asc(partners.id))
    .limit(ADMIN_PARTNERS_CAP);
  if (rows.length === 0) return [];
  const counts = await db()
    .select({ partner_id: resources.partner_id, total: count() })
    .from(resources)
    .where(
      inArray(
        resources.partner_id,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(resources.partner_id);
  const byPartner = new Map(counts.map((row) => [row.partner_id, Number(row.total)]));
  return rows.map((row) => ({ ...row, resource_count: byPartner.get(row.id) ?? 0 }));
}

/** Editor HTML as stored: sanitised, and NULL for an emptied editor (decision 012; it leaves "<p></p>"). */
function cleanDescription(html: string): string | null {
  const clean = sanitizeRichText(html);
  return hasText(clean) ? clean : null;
}

function partnerValues(input: PartnerInput) {
  return {
    ...input,
    description_fr: cleanDescription(input.description_fr),
    description_en: cleanDescription(input.description_en),
  };
}

/** A logo that is not a partner logo upload (nor the partner's current one). */
const logoRefused = () => invalid({ logo_url: "admin.partners.validation.logo_invalid" });

const partnerAudit = (action: string, id: string, label: string) => ({ action, entity: "partner", id, label });

/** The spec numbers partners from 1: a new one goes at count + 1 (after the last, whatever the seeds stored). */
export async function createPartner(input: PartnerInput): Promise<WriteResult> {
  if (!(await isAcceptedUploadUrl(input.logo_url, { purposes: ["partner-logo"] }))) return logoRefused();
  const { position, count: total } = await appendPosition(partners);
  const audit = await auditedInsert(
    partners,
    { ...partnerValues(input), display_order: Math.max(position, total + 1) },
    { entity: "partner", label: input.name },
  );
  return written(audit, { data: { id: audit.id } });
}

export async function updatePartner(id: string, input: PartnerInput): Promise<WriteResult> {
  return auditedUpdate(partners, id, {
    entity: "partner",
    label: input.name,
    missing: notFound(`${E}.save`),
    check: async (before) =>
      (await isAcceptedUploadUrl(input.logo_url, { purposes: ["partner-logo"], current: [before.logo_url] }))
        ? null
        : logoRefused(),
    write: partnerValues(input),
  });
}

/**
 * Deletes a partner no resource names. resources.partner_id is ON DELETE SET NULL, so a delete
 * would silently strip those resources of their partner: refused instead, with how many there
 * are (the screen suggests deactivating). The partner's row is locked first: a resource being
 * saved with this partner takes a key-share lock on it, so none can be pointed at it between
 * the count and the delete.
 */
export async function deletePartner(id: string): Promise<WriteResult> {
  if (!isUuid(id)) return notFound(`${E}.delete`);
  const [partner] = await db().select().from(partners).where(eq(partners.id, id)).for("update");
  if (!partner) return notFound(`${E}.delete`);
  const [{ total }] = await db().select({ total: count() }).from(resources).where(eq(resources.partner_id, id));
  if (Number(total) > 0) return conflict(`${E}.in_use`, { count: Number(total) });
  await db().delete(partners).where(eq(partners.id, id));
  return written({ ...partnerAudit("delete", id, partner.name), before: partner });
}

/** The screen's writes. `back` is the list as it was (its search): a delete goes back there. */
export function partnerActions(back: string): AdminActionSpec {
  return {
    what: "partner",
    messages: screenMessages(E),
    intents: {
      ...crudIntents({
        schema: partnerSchema,
        toasts: "admin.partners.success",
        create: createPartner,
        update: updatePartner,
        delete: deletePartner,
        deleteRedirect: back,
      }),
      reorder: reorderIntent({ table: partners, label: partners.name, entity: "partner", start: 1 }),
    },
  };
}
