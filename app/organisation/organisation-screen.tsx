// /admin/settings/organisation: the organisation's legal profile in four sections (identity,
// training declaration and certification, publication of the site, accessibility referent) and
// the evidence retention. One page form (SettingsForm): what was typed is kept when the server
// refuses it. The legal notice (/mentions-legales) prints these fields. Then the signature and
// the stamp documents carry, and, in a form of its own, the agencies: which one is the head
// office (it organises the sessions that name none) and where French rules apply.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HistoryLink } from "~/admin/history-link";
import { SettingsForm, SettingsSection, useSettingsForm } from "~/site/settings-form";
import { Checkbox, Field, FormError, Select, TextAreaField } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import { PageHeader } from "~/ui/page-header";
import { UPLOAD_PURPOSES } from "~/uploads/purposes";
import { formatMegabytes } from "~/uploads/use-upload";
import {
  agencyRulesSchema,
  MULTILINE_FIELDS,
  ORGANISATION_IMAGES,
  ORGANISATION_SECTIONS,
  type OrganisationProfile,
  type OrganisationSection,
  organisationSchema,
  RETENTION_YEARS,
  type RuledAgency,
} from "./admin-schema";

const K = "admin.organisation";

export type OrganisationScreenProps = {
  profile: OrganisationProfile | null;
  agencyRules: { headOfficeId: string | null; agencies: RuledAgency[] } | null;
};

export function OrganisationScreen({ profile, agencyRules }: OrganisationScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t(`${K}.title`)}
        subtitle={t(`${K}.subtitle`)}
        actions={
          <>
            <Link to="/mentions-legales" className="text-sm font-medium text-primary-dark underline underline-offset-2">
              {t(`${K}.view_notice`)}
            </Link>
            <HistoryLink entity="settings" id="organisation" label={t(`${K}.title`)} />
          </>
        }
      />
      {profile ? <OrganisationForm stored={profile} /> : <FormError>{t(`${K}.error.load`)}</FormError>}
      {agencyRules ? <AgencyRulesForm {...agencyRules} /> : <FormError>{t(`${K}.agencies.error.load`)}</FormError>}
    </div>
  );
}

function OrganisationForm({ stored }: { stored: OrganisationProfile }) {
  const { t, i18n } = useTranslation();
  const form = useSettingsForm(organisationSchema);
  const initial = (name: keyof OrganisationProfile) => form.initial(name, stored[name]);
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const busy = (name: string) => (isBusy: boolean) =>
    setUploading((current) => {
      const next = new Set(current);
      if (isBusy) next.add(name);
      else next.delete(name);
      return next;
    });
  return (
    <SettingsForm form={form} isSaveDisabled={uploading.size > 0}>
      {(Object.keys(ORGANISATION_SECTIONS) as OrganisationSection[]).map((section) => (
        <SettingsSection
          key={section}
          title={t(`${K}.sections.${section}.title`)}
          description={t(`${K}.sections.${section}.description`)}
        >
          <div className="grid gap-5 md:grid-cols-2">
            {Object.entries(ORGANISATION_SECTIONS[section]).map(([name, max]) => {
              const field = name as keyof OrganisationProfile;
              const common = {
                label: t(`${K}.fields.${name}`),
                name,
                defaultValue: initial(field),
                error: form.error(name),
                hint: t(`${K}.hints.${name}`, { defaultValue: "" }) || undefined,
              };
              return (MULTILINE_FIELDS as readonly string[]).includes(name) ? (
                <TextAreaField key={name} {...common} rows={3} maxLength={max} />
              ) : (
                <Field key={name} {...common} maxLength={max} type={name.endsWith("_email") ? "email" : "text"} />
              );
            })}
            {section === "training" ? (
              <Field
                label={t(`${K}.fields.qualiopi_date`)}
                name="qualiopi_date"
                type="date"
                defaultValue={initial("qualiopi_date")}
                error={form.error("qualiopi_date")}
              />
            ) : null}
            {section === "accessibility" ? (
              <Field
                label={t(`${K}.fields.retention_years`)}
                name="retention_years"
                type="number"
                inputMode="numeric"
                min={RETENTION_YEARS.min}
                max={RETENTION_YEARS.max}
                required
                defaultValue={initial("retention_years")}
                error={form.error("retention_years")}
                hint={t(`${K}.hints.retention_years`)}
              />
            ) : null}
          </div>
        </SettingsSection>
      ))}
      <SettingsSection title={t(`${K}.sections.marks.title`)} description={t(`${K}.sections.marks.description`)}>
        <div className="grid gap-6 md:grid-cols-2">
          {(
            Object.entries(ORGANISATION_IMAGES) as [keyof typeof ORGANISATION_IMAGES, keyof typeof UPLOAD_PURPOSES][]
          ).map(([name, purpose]) => (
            <ImageUpload
              key={name}
              name={name}
              label={t(`${K}.fields.${name}`)}
              purpose={purpose}
              previewFit="contain"
              defaultUrl={initial(name)}
              hint={[
                t(`${K}.hints.${name}`),
                t("admin.settings.assets.hint", {
                  types: "PNG, JPEG, WebP, SVG",
                  max: formatMegabytes(UPLOAD_PURPOSES[purpose].maxBytes, i18n.language),
                }),
              ].join(" ")}
              error={form.error(name)}
              onBusyChange={busy(name)}
            />
          ))}
        </div>
      </SettingsSection>
    </SettingsForm>
  );
}

/**
 * The head office (a choice among the agencies; blank: none yet) and a "French rules apply"
 * box per agency. Each agency's id goes with the form, so an unticked box is saved as false.
 */
function AgencyRulesForm({ headOfficeId, agencies }: { headOfficeId: string | null; agencies: RuledAgency[] }) {
  const { t } = useTranslation();
  const form = useSettingsForm(agencyRulesSchema);
  const A = `${K}.agencies`;
  const name = (agency: RuledAgency) => (agency.is_active ? agency.name : t(`${A}.inactive`, { name: agency.name }));
  return (
    <SettingsForm form={form} intent="save_agencies">
      <SettingsSection title={t(`${A}.title`)} description={t(`${A}.description`)}>
        {agencies.length === 0 ? (
          <p className="text-sm text-slate-600">{t(`${A}.empty`)}</p>
        ) : (
          <>
            <Field
              label={t(`${A}.head_office`)}
              name="head_office_agency_id"
              hint={t(`${A}.head_office_hint`)}
              error={form.error("head_office_agency_id")}
            >
              <Select defaultValue={form.initial("head_office_agency_id", headOfficeId)}>
                <option value="">{t(`${A}.no_head_office`)}</option>
                {agencies.map((agency) => (
                  <option key={agency.id} value={agency.id}>
                    {name(agency)}
                  </option>
                ))}
              </Select>
            </Field>
            <fieldset className="flex flex-col gap-3" aria-describedby="french-rules-help">
              <legend className="text-sm font-semibold text-slate-800">{t(`${A}.french_rules`)}</legend>
              <p id="french-rules-help" className="text-sm text-slate-600">
                {t(`${A}.french_rules_help`)}
              </p>
              <ul className="grid gap-2 md:grid-cols-2">
                {agencies.map((agency, index) => {
                  const field = `agencies.${index}.french_rules`;
                  return (
                    <li key={agency.id}>
                      <input type="hidden" name={`agencies.${index}.id`} value={agency.id} />
                      <Checkbox
                        name={field}
                        label={t(`${A}.french_rules_for`, { name: name(agency), country: agency.country })}
                        defaultChecked={form.checked(field, agency.french_rules)}
                      />
                      {form.error(field) ? <p className="text-sm text-red-700">{form.error(field)}</p> : null}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          </>
        )}
      </SettingsSection>
    </SettingsForm>
  );
}
