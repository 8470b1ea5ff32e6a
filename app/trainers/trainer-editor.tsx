// The back office's trainer add/edit modal: photo, name, e-mail, contact fields, the public
// card's position, bio and specialties (typed comma separated) in French and English tabs, the
// language of their e-mails, active. Posts with a
// fetcher to /admin/trainers; the server re-validates with the same schema.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "#db/schema";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import type { Lang } from "~/i18n/messages";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, Select, TextArea } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import { type AdminTrainerRow, formatSpecialties, trainerSchema, updateTrainerSchema } from "./admin-schema";

const K = "admin.trainers.form";

export type TrainerEditorProps = EntityEditorProps & {
  /** Absent: a new trainer. */
  trainer?: AdminTrainerRow;
};

/** One language's card texts as stored: the French ones are the columns without a suffix. */
function profileTexts(trainer: AdminTrainerRow, language: Lang) {
  return language === "en"
    ? { position: trainer.position_en, bio: trainer.bio_en, specialties: trainer.specialties_en }
    : { position: trainer.position, bio: trainer.bio, specialties: trainer.specialties };
}

export function TrainerEditor({ open, onOpenChange, action, trainer }: TrainerEditorProps) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  // No fetcherKey: the screen remounts this editor on each opening and closing, and a shared
  // key would hand the remounted one the last answer, toasting it a second time.
  const { form, dialog, field } = useEntityEditor({
    item: trainer,
    keys: { form: K },
    schema: trainer ? updateTrainerSchema : trainerSchema,
    onOpenChange,
  });
  const { error, initial, checked } = form;

  return (
    <EditorDialog
      {...dialog}
      open={open}
      description={trainer ? undefined : t(`${K}.add_description`)}
      action={action}
      isSaveDisabled={isUploading}
    >
      <ImageUpload
        name="avatar_url"
        label={t(`${K}.photo`)}
        purpose="trainer-avatar"
        defaultUrl={initial("avatar_url", trainer?.avatar_url)}
        error={error("avatar_url")}
        onBusyChange={setIsUploading}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("full_name")} required autoComplete="off" />
        <Field {...field("email")} type="email" required autoComplete="off" />
        <Field {...field("phone")} type="tel" autoComplete="off" />
        <Field {...field("company")} />
        <Field
          label={t(`${K}.language`)}
          name="language"
          required
          hint={t(`${K}.language_hint`)}
          error={error("language")}
        >
          <Select defaultValue={initial("language", trainer?.language ?? "fr")}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`${K}.languages.${language}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <BilingualFields errors={form.errors}>
        {(language) => {
          const stored = trainer ? profileTexts(trainer, language) : null;
          return (
            <div className="flex flex-col gap-5 pt-2">
              {language === "en" ? <p className="text-sm text-slate-600">{t(`${K}.english_hint`)}</p> : null}
              <Field
                label={t(`${K}.position`)}
                name={`position_${language}`}
                maxLength={160}
                defaultValue={initial(`position_${language}`, stored?.position)}
                error={error(`position_${language}`)}
              />
              <Field label={t(`${K}.bio`)} name={`bio_${language}`} error={error(`bio_${language}`)}>
                <TextArea rows={5} maxLength={2000} defaultValue={initial(`bio_${language}`, stored?.bio)} />
              </Field>
              <Field
                label={t(`${K}.specialties`)}
                name={`specialties_${language}`}
                hint={t(`${K}.specialties_hint`)}
                defaultValue={initial(`specialties_${language}`, stored ? formatSpecialties(stored.specialties) : "")}
                error={error(`specialties_${language}`)}
              />
            </div>
          );
        }}
      </BilingualFields>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("website")} type="url" />
        <Field {...field("linkedin")} type="url" />
      </div>

      <Checkbox
        label={t(`${K}.is_active`)}
        name="is_active"
        // A refused form keeps the box as it was sent (absent: unticked).
        defaultChecked={checked("is_active", trainer?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
