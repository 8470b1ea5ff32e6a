// /admin/settings/general: the site's images (each saved as soon as it is uploaded, with its
// own message), its name, its texts in French and English, and its contact details.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { HistoryLink } from "~/admin/history-link";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import type { Lang } from "~/i18n/messages";
import { SettingsForm, SettingsSection, useSettingsForm } from "~/site/settings-form";
import {
  BILINGUAL_SITE_TEXTS,
  bilingualField,
  type GeneralSettingsValues,
  generalSettingsSchema,
  SETTINGS_LIMITS,
  SITE_ASSET_TYPES,
  type SiteAssetType,
} from "~/site/settings-schema";
import { BilingualFields } from "~/ui/bilingual-fields";
import { Field, FormError } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import { PageHeader } from "~/ui/page-header";
import { UPLOAD_PURPOSES } from "~/uploads/purposes";
import { formatMegabytes } from "~/uploads/use-upload";
import { SiteTextField } from "./site-text-field";

const K = "admin.settings";

export type GeneralSettingsScreenProps = {
  settings: { values: GeneralSettingsValues; assets: Partial<Record<SiteAssetType, string>> } | null;
};

export function GeneralSettingsScreen({ settings }: GeneralSettingsScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t(`${K}.general.title`)}
        subtitle={t(`${K}.general.subtitle`)}
        actions={<HistoryLink entity="settings" id="general" label={t(`${K}.general.title`)} />}
      />
      {settings ? (
        <>
          <SettingsSection title={t(`${K}.assets.title`)} description={t(`${K}.assets.description`)}>
            <div className="grid gap-6 xl:grid-cols-2">
              {SITE_ASSET_TYPES.map((type) => (
                <AssetUpload key={type} type={type} url={settings.assets[type] ?? ""} />
              ))}
            </div>
          </SettingsSection>
          <GeneralSettingsForm values={settings.values} />
        </>
      ) : (
        <FormError>{t(`${K}.error.load`)}</FormError>
      )}
    </div>
  );
}

/**
 * One image of the site: uploaded (ImageUpload: the purpose's types, size and messages),
 * then saved at once as that type's image; removing it gives the site its default back.
 */
function AssetUpload({ type, url }: { type: SiteAssetType; url: string }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<ActionData>();
  const [error, setError] = useState<string | null>(null);
  // A refused save shows the stored image again: the picker is remounted from it.
  const [generation, setGeneration] = useState(0);
  const isSaving = fetcher.state !== "idle";

  useActionAnswer(fetcher, {
    onSuccess: () => setError(null),
    onRefusal: (answer) => {
      setError(answer.formError ?? `${K}.error.${type}_upload`);
      setGeneration((n) => n + 1);
    },
  });

  function save(next: string) {
    setError(null);
    fetcher.submit(next ? { intent: `upload_${type}`, url: next } : { intent: "remove_asset", type }, {
      method: "post",
    });
  }

  const { extensions, maxBytes } = UPLOAD_PURPOSES[type];
  const hint = [
    t(`${K}.assets.${type}_help`),
    t(`${K}.assets.hint`, {
      types: extensions.map((extension) => extension.toUpperCase()).join(", "),
      max: formatMegabytes(maxBytes, i18n.language),
    }),
  ].join(" ");
  const label = t(`${K}.assets.${type}`);
  return (
    // A group per image: its picker, preview, remove button and messages under one name.
    <fieldset aria-label={label} className="flex min-w-0 flex-col gap-1">
      <ImageUpload
        key={generation}
        name={`asset_${type}`}
        label={label}
        purpose={type}
        defaultUrl={url}
        hint={hint}
        error={error ? t(error) : null}
        onChange={save}
        previewFit={type === "hero_banner" ? "cover" : "contain"}
        previewTone={type === "logo_white" ? "dark" : "light"}
      />
      {isSaving ? (
        <p role="status" className="text-sm text-slate-600">
          {t(`${K}.assets.saving`)}
        </p>
      ) : null}
    </fieldset>
  );
}

const TEXT_FIELDS: Record<(typeof BILINGUAL_SITE_TEXTS)[number], { multiline: boolean }> = {
  motto: { multiline: false },
  hero_title: { multiline: false },
  hero_subtitle: { multiline: true },
};

function GeneralSettingsForm({ values: stored }: { values: GeneralSettingsValues }) {
  const { t } = useTranslation();
  const form = useSettingsForm(generalSettingsSchema);
  const { values, error, errors } = form;
  // What was typed when the server refused it, else the stored value.
  const initial = (name: keyof GeneralSettingsValues) => values?.[name] ?? stored[name];

  const textHint = (name: (typeof BILINGUAL_SITE_TEXTS)[number], lang: Lang) => {
    if (lang === "en") return t(`${K}.fields.english_fallback`);
    return name === "motto" ? t(`${K}.fields.motto_hint`) : t(`${K}.fields.hero_default_hint`);
  };

  return (
    <SettingsForm form={form}>
      <SettingsSection title={t(`${K}.identity.title`)} description={t(`${K}.identity.description`)}>
        <Field
          label={t(`${K}.fields.app_name`)}
          name="app_name"
          required
          maxLength={SETTINGS_LIMITS.app_name}
          defaultValue={initial("app_name")}
          error={error("app_name")}
          hint={t(`${K}.fields.app_name_hint`)}
        />
        <BilingualFields errors={errors} label={t(`${K}.identity.languages`)}>
          {(lang) => (
            <div className="flex flex-col gap-5">
              {BILINGUAL_SITE_TEXTS.map((name) => {
                const field = bilingualField(name, lang);
                const { multiline } = TEXT_FIELDS[name];
                return (
                  <SiteTextField
                    key={field}
                    limit={name}
                    field={field}
                    label={t(`${K}.fields.${name}`)}
                    hint={textHint(name, lang)}
                    lang={lang}
                    isMultiline={multiline}
                    defaultValue={initial(field)}
                    error={error(field)}
                  />
                );
              })}
            </div>
          )}
        </BilingualFields>
      </SettingsSection>

      <SettingsSection title={t(`${K}.contact.title`)} description={t(`${K}.contact.description`)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t(`${K}.fields.email`)}
            name="email"
            type="email"
            autoComplete="off"
            maxLength={SETTINGS_LIMITS.email}
            defaultValue={initial("email")}
            error={error("email")}
          />
          <Field
            label={t(`${K}.fields.phone`)}
            name="phone"
            type="tel"
            autoComplete="off"
            maxLength={SETTINGS_LIMITS.phone}
            defaultValue={initial("phone")}
            error={error("phone")}
          />
          <Field
            label={t(`${K}.fields.address_line1`)}
            name="address_line1"
            autoComplete="off"
            maxLength={SETTINGS_LIMITS.address}
            defaultValue={initial("address_line1")}
            error={error("address_line1")}
          />
          <Field
            label={t(`${K}.fields.address_line2`)}
            name="address_line2"
            autoComplete="off"
            maxLength={SETTINGS_LIMITS.address}
            defaultValue={initial("address_line2")}
            error={error("address_line2")}
          />
          <Field
            label={t(`${K}.fields.city`)}
            name="city"
            autoComplete="off"
            maxLength={SETTINGS_LIMITS.city}
            defaultValue={initial("city")}
            error={error("city")}
          />
          <Field
            label={t(`${K}.fields.country`)}
            name="country"
            autoComplete="off"
            maxLength={SETTINGS_LIMITS.country}
            defaultValue={initial("country")}
            error={error("country")}
          />
        </div>
      </SettingsSection>
    </SettingsForm>
  );
}
