// The organisation's legal profile: read by /admin/settings/organisation (admins only: the
// route checks) and by the public legal notice (/mentions-legales), written by the screen's
// one intent, audited. One row: the first save creates it.
import { organisation_profile } from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { auditedUpdate } from "~/admin/audited-write.server";
import { notFound } from "~/admin/write-result.server";
import { db } from "~/server/db.server";
import { type OrganisationInput, type OrganisationProfile, organisationSchema, RETENTION_YEARS } from "./admin-schema";

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
};

/** The profile as stored, every field present (blank ones NULL, before the first save too). */
export async function loadOrganisationProfile(): Promise<OrganisationProfile> {
  const [row] = await db().select().from(organisation_profile).limit(1);
  if (!row) return EMPTY;
  const { id: _id, singleton: _singleton, updated_at: _updated, ...profile } = row;
  return profile;
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
    write: input,
  });
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
  },
};
