// The back office's trainer add/edit modal: photo, name, e-mail, contact and profile fields,
// specialties typed comma separated, the language of their e-mails, active. Posts with a
// fetcher to /admin/trainers; the server re-validates with the same schema.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "#db/schema";
import { useDialogForm } from "~/forms/use-dialog-form";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, Select, TextArea } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import { type AdminTrainerRow, formatSpecialties, trainerSchema, updateTrainerSchema } from "./admin-schema";

const K = "admin.trainers.form";

export type TrainerEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's URL (with its search), whose action receives the form. */
  action: string;
  /** Absent: a new trainer. */
  trainer?: AdminTrainerRow;
};

export function TrainerEditor({ open, onOpenChange, action, trainer }: TrainerEditorProps) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  // No fetcherKey: the screen remounts this editor on each opening and closing, and a shared
  // key would hand the remounted one the last answer, toasting it a second time.
  const form = useDialogForm({
    schema: trainer ? updateTrainerSchema : trainerSchema,
    onOpenChange,
  });
  const { values, error } = form;
  // What was typed when the server refused it, else the stored value.
  const initial = (name: string, stored: string | null | undefined): string => values?.[name] ?? stored ?? "";

  return (
    <EditorDialog
      form={form}
      open={open}
      title={trainer ? t(`${K}.edit_title`) : t(`${K}.add_title`)}
      description={trainer ? undefined : t(`${K}.add_description`)}
      action={action}
      intent={trainer ? "update" : "create"}
      id={trainer?.id}
      saveLabel={t(`${K}.save`)}
      savingLabel={t(`${K}.saving`)}
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
        <Field
          label={t(`${K}.full_name`)}
          name="full_name"
          required
          autoComplete="off"
          defaultValue={initial("full_name", trainer?.full_name)}
          error={error("full_name")}
        />
        <Field
          label={t(`${K}.email`)}
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={initial("email", trainer?.email)}
          error={error("email")}
        />
        <Field
          label={t(`${K}.phone`)}
          name="phone"
          type="tel"
          autoComplete="off"
          defaultValue={initial("phone", trainer?.phone)}
          error={error("phone")}
        />
        <Field
          label={t(`${K}.company`)}
          name="company"
          defaultValue={initial("company", trainer?.company)}
          error={error("company")}
        />
        <Field
          label={t(`${K}.position`)}
          name="position"
          defaultValue={initial("position", trainer?.position)}
          error={error("position")}
        />
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

      <Field label={t(`${K}.bio`)} name="bio" error={error("bio")}>
        <TextArea rows={5} maxLength={2000} defaultValue={initial("bio", trainer?.bio)} />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t(`${K}.website`)}
          name="website"
          type="url"
          defaultValue={initial("website", trainer?.website)}
          error={error("website")}
        />
        <Field
          label={t(`${K}.linkedin`)}
          name="linkedin"
          type="url"
          defaultValue={initial("linkedin", trainer?.linkedin)}
          error={error("linkedin")}
        />
      </div>

      <Field
        label={t(`${K}.specialties`)}
        name="specialties"
        hint={t(`${K}.specialties_hint`)}
        defaultValue={initial("specialties", trainer ? formatSpecialties(trainer.specialties) : "")}
        error={error("specialties")}
      />

      <Checkbox
        label={t(`${K}.is_active`)}
        name="is_active"
        // A refused form keeps the box as it was sent (absent: unticked).
        defaultChecked={values ? values.is_active === "on" : (trainer?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
