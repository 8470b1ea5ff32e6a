// /admin/settings/organisation: the organisation's legal profile in four sections (identity,
// training declaration and certification, publication of the site, accessibility referent) and
// the evidence retention. One page form (SettingsForm): what was typed is kept when the server
// refuses it. The legal notice (/mentions-legales) prints these fields.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HistoryLink } from "~/admin/history-link";
import { SettingsForm, SettingsSection, useSettingsForm } from "~/site/settings-form";
import { Field, FormError, TextAreaField } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import {
  MULTILINE_FIELDS,
  ORGANISATION_SECTIONS,
  type OrganisationProfile,
  type OrganisationSection,
  organisationSchema,
  RETENTION_YEARS,
} from "./admin-schema";

const K = "admin.organisation";

export type OrganisationScreenProps = { profile: OrganisationProfile | null };

export function OrganisationScreen({ profile }: OrganisationScreenProps) {
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
    </div>
  );
}

function OrganisationForm({ stored }: { stored: OrganisationProfile }) {
  const { t } = useTranslation();
  const form = useSettingsForm(organisationSchema);
  const initial = (name: keyof OrganisationProfile) => form.initial(name, stored[name]);
  return (
    <SettingsForm form={form}>
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
    </SettingsForm>
  );
}
