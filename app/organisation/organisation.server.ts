// The organisation's legal profile: read by /admin/settings/organisation (admins only: the
// route checks) and by the public legal notice (/mentions-legales, without the signature and
// the stamp), written by the screen's intents, audited. One row: the first save creates it.
// The screen's second section chooses the head office among the agencies and says, agency by
// agency, whether French rules apply (delivery spec §0).
import { asc, inArray, sql } from "drizzle-orm";
import { agencies, organisation_profile } from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import type { AuditRecord } from "~/admin/audit.server";
import { auditedUpdate } from "~/admin/audited-write.server";
import { invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { db } from "~/server/db.server";
import type { UploadPurpose } from "~/uploads/purposes";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";
import {
  type AgencyRulesInput,
  agencyRulesSchema,
  MAX_RULED_AGENCIES,
  ORGANISATION_IMAGES,
  type OrganisationInput,
  type OrganisationProfile,
  organisationSchema,
  type PublicOrganisationProfile,
  RETENTION_YEARS,
  type RuledAgency,
} from "./admin-schema";

const V = "admin.organisation.validation";

const EMPTY: OrganisationProfile = {
  legal_name: null,
  legal_form: null,
  share_capital: null,
  address: null,
  registration_number: null,
  trade_register: null,
  vat_number: null,
  legal_representative: null,
  training_declaration_number: null,
  training_declaration_region: null,
  qualiopi_number: null,
  qualiopi_certifier: null,
  qualiopi_date: null,
  publication_director: null,
  host_name: null,
  host_address: null,
  host_contact: null,
  accessibility_referent_name: null,
  accessibility_referent_email: null,
  accessibility_referent_phone: null,
  retention_years: RETENTION_YEARS.default,
  signature_image_url: null,
  stamp_image_url: null,
};

/** The profile as stored, every field present (blank ones NULL, before the first save too). */
export async function loadOrganisationProfile(): Promise<OrganisationProfile> {
  const [row] = await db().select().from(organisation_profile).limit(1);
  if (!row) return EMPTY;
  const { id: _id, singleton: _singleton, updated_at: _updated, head_office_agency_id: _headOffice, ...profile } = row;
  return profile;
}

export async function loadPublicOrganisationProfile(): Promise<PublicOrganisationProfile> {
  const { signature_image_url: _signature, stamp_image_url: _stamp, ...profile } = await loadOrganisationProfile();
  return profile;
}

/** Agencies beyond this many are not listed (nor could they be posted: MAX_RULED_AGENCIES). */
const MAX_LISTED = MAX_RULED_AGENCIES;

export type AgencyRules = { headOfficeId: string | null; agencies: RuledAgency[] };

/** The section "Agencies and French rules": the head office and every agency by name (two queries). */
export async function loadAgencyRules(): Promise<AgencyRules> {
  const [[profile], rows] = await Promise.all([
    db().select({ head: organisation_profile.head_office_agency_id }).from(organisation_profile).limit(1),
    db()
      .select({
        id: agencies.id,
        name: agencies.name,
        country: agencies.country,
        is_active: agencies.is_active,
        french_rules: agencies.french_rules,
      })
      .from(agencies)
      .orderBy(asc(sql`lower(${agencies.name})`), asc(agencies.id))
      .limit(MAX_LISTED),
  ]);
  return { headOfficeId: profile?.head ?? null, agencies: rows };
}

/** The one row's id, created empty the first time. */
async function profileId(): Promise<string> {
  await db().insert(organisation_profile).values({ singleton: true }).onConflictDoNothing();
  const [row] = await db().select({ id: organisation_profile.id }).from(organisation_profile).limit(1);
  return row.id;
}

export async function saveOrganisationProfile(input: OrganisationInput) {
  return auditedUpdate(organisation_profile, await profileId(), {
    entity: "settings",
    label: "/admin/settings/organisation",
    missing: notFound(),
    onlyIfChanged: true,
    // Each image is an upload of its own purpose, or the one already there (a demo image).
    check: async (before) => {
      const errors: Record<string, string> = {};
      const images = Object.entries(ORGANISATION_IMAGES) as [keyof typeof ORGANISATION_IMAGES, UploadPurpose][];
      for (const [field, purpose] of images) {
        if (!(await isAcceptedUploadUrl(input[field], { purposes: [purpose], current: [before[field]] }))) {
          errors[field] = `${V}.image_invalid`;
        }
      }
      return Object.keys(errors).length > 0 ? invalid(errors) : null;
    },
    write: input,
  });
}

/**
 * Saves the head office and each listed agency's French rules, audited per row changed. Every
 * id must be an existing agency's: a forged or deleted one refuses the whole save before
 * anything is written.
 */
export async function saveAgencyRules(input: AgencyRulesInput): Promise<WriteResult> {
  const ids = [...new Set([...input.agencies.map((agency) => agency.id), input.head_office_agency_id ?? []].flat())];
  const stored =
    ids.length === 0
      ? new Map<string, boolean>()
      : new Map(
          (
            await db()
              .select({ id: agencies.id, french_rules: agencies.french_rules })
              .from(agencies)
              .where(inArray(agencies.id, ids))
              // The rows about to change, held until the write commits.
              .for("update")
          ).map((row) => [row.id, row.french_rules]),
        );
  if (input.head_office_agency_id && !stored.has(input.head_office_agency_id)) {
    return invalid({ head_office_agency_id: `${V}.agency_invalid` });
  }
  const unknown = input.agencies.findIndex((agency) => !stored.has(agency.id));
  if (unknown >= 0) return invalid({ [`agencies.${unknown}.french_rules`]: `${V}.agency_invalid` });

  const entries: AuditRecord[] = [];
  const results = [
    await auditedUpdate(organisation_profile, await profileId(), {
      entity: "settings",
      label: "/admin/settings/organisation",
      missing: notFound(),
      onlyIfChanged: true,
      write: { head_office_agency_id: input.head_office_agency_id },
    }),
  ];
  // Only the agencies whose rule changes are written (and audited).
  for (const agency of input.agencies) {
    if (stored.get(agency.id) === agency.french_rules) continue;
    results.push(
      await auditedUpdate(agencies, agency.id, {
        entity: "agency",
        label: (before) => before.name,
        missing: notFound(),
        write: { french_rules: agency.french_rules },
      }),
    );
  }
  for (const result of results) {
    if (result.kind !== "ok") return result;
    if (result.audit) entries.push(...(Array.isArray(result.audit) ? result.audit : [result.audit as AuditRecord]));
  }
  return written(entries.length > 0 ? entries : null);
}

export const organisationActions: AdminActionSpec = {
  what: "organisation profile",
  messages: screenMessages("admin.organisation.error"),
  intents: {
    save: intent({
      schema: organisationSchema,
      toast: "admin.organisation.success.save",
      run: ({ data }) => saveOrganisationProfile(data),
    }),
    save_agencies: intent({
      schema: agencyRulesSchema,
      toast: "admin.organisation.success.save_agencies",
      run: ({ data }) => saveAgencyRules(data),
    }),
  },
};
