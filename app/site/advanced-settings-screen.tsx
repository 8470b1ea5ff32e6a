// /admin/settings/advanced: the theme's three colours (picker and text, with the contrast
// check), the carousel's speed, the social networks' addresses and the site-wide SEO texts in
// French and English. One form, one save.
import { useTranslation } from "react-i18next";
import { HistoryLink } from "~/admin/history-link";
import { ColourField } from "~/site/colour-field";
import { SettingsForm, SettingsSection, useSettingsForm } from "~/site/settings-form";
import {
  type AdvancedSettingsValues,
  advancedSettingsSchema,
  bilingualField,
  CAROUSEL_SPEED,
  SITE_SEO_FIELDS,
  SOCIAL_PLATFORMS,
  THEME_COLOURS,
} from "~/site/settings-schema";
import { BilingualFields } from "~/ui/bilingual-fields";
import { Field, FormError } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { SiteTextField } from "./site-text-field";

const K = "admin.settings";

export function AdvancedSettingsScreen({ values }: { values: AdvancedSettingsValues | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t(`${K}.advanced.title`)}
        subtitle={t(`${K}.advanced.subtitle`)}
        actions={<HistoryLink entity="settings" id="advanced" label={t(`${K}.advanced.title`)} />}
      />
      {values ? <AdvancedSettingsForm stored={values} /> : <FormError>{t(`${K}.error.load`)}</FormError>}
    </div>
  );
}

function AdvancedSettingsForm({ stored }: { stored: AdvancedSettingsValues }) {
  const { t } = useTranslation();
  const form = useSettingsForm(advancedSettingsSchema);
  const { values, error, errors } = form;
  const initial = (name: keyof AdvancedSettingsValues) => values?.[name] ?? stored[name];

  return (
    <SettingsForm form={form}>
      <SettingsSection title={t(`${K}.theme.title`)} description={t(`${K}.theme.description`)}>
        <div className="grid gap-6 lg:grid-cols-3">
          {THEME_COLOURS.map((name) => (
            <ColourField key={name} name={name} defaultValue={initial(name)} error={error(name)} />
          ))}
        </div>
        <Field
          label={t(`${K}.fields.carousel_speed`)}
          name="carousel_speed"
          type="number"
          inputMode="numeric"
          min={CAROUSEL_SPEED.min}
          max={CAROUSEL_SPEED.max}
          step={1}
          required
          className="max-w-xs"
          defaultValue={initial("carousel_speed")}
          error={error("carousel_speed")}
          hint={t(`${K}.fields.carousel_speed_hint`, {
            min: CAROUSEL_SPEED.min,
            max: CAROUSEL_SPEED.max,
            default: CAROUSEL_SPEED.default,
          })}
        />
      </SettingsSection>

      <SettingsSection title={t(`${K}.social.title`)} description={t(`${K}.social.description`)}>
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_PLATFORMS.map((platform) => (
            <Field
              key={platform}
              label={t(`footer.social.${platform}`)}
              name={platform}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder={t(`${K}.social.placeholder.${platform}`)}
              maxLength={500}
              defaultValue={initial(platform)}
              error={error(platform)}
            />
          ))}
        </div>
      </SettingsSection>

      <SettingsSection title={t(`${K}.seo.title`)} description={t(`${K}.seo.description`)}>
        <BilingualFields errors={errors} label={t(`${K}.seo.languages`)}>
          {(lang) => (
            <div className="flex flex-col gap-5">
              {SITE_SEO_FIELDS.map((name) => {
                const field = bilingualField(name, lang);
                const hint = [t(`${K}.seo.${name}_hint`), lang === "en" ? t(`${K}.fields.english_fallback`) : null]
                  .filter(Boolean)
                  .join(" ");
                return (
                  <SiteTextField
                    key={field}
                    limit={name}
                    field={field}
                    label={t(`${K}.seo.${name}`)}
                    hint={hint}
                    lang={lang}
                    isMultiline={name === "meta_description"}
                    defaultValue={initial(field)}
                    error={error(field)}
                  />
                );
              })}
            </div>
          )}
        </BilingualFields>
      </SettingsSection>
    </SettingsForm>
  );
}
