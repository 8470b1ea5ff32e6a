// The service add/edit modal (admins): both languages in tabs, size, featured flag, tags and
// image. Posts with a fetcher to the page's own action (create on /services, update on
// /services/{id}); the server re-validates everything.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDialogForm } from "~/forms/use-dialog-form";
import { fieldLanguage, SERVICE_IMAGE_MAX_BYTES, SERVICE_SIZES, serviceFormSchema } from "~/services/schema";
import type { Service } from "~/services/types";
import { Dialog, FormDialogFooter } from "~/ui/dialog";
import { Checkbox, Field, FormError, Select, TextArea } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import { LanguageTabs } from "~/ui/tabs";

const K = "pages.services.form";

export type ServiceEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The route whose action receives the form: /services (create) or /services/{id} (update). */
  action: string;
  /** Absent: a new service. */
  service?: Service;
};

export function ServiceEditor({ open, onOpenChange, action, service }: ServiceEditorProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [isUploading, setIsUploading] = useState(false);
  const { fetcher, isSaving, errors, formError, values, error, handleOpenChange, handleSubmit } = useDialogForm({
    fetcherKey: `service-editor-${service?.id ?? "new"}`,
    schema: serviceFormSchema,
    successMessageKey: "pages.services.success.updated",
    onOpenChange,
  });

  /** The value to show: what was typed (after a refused save), else the stored one. */
  const initial = (name: string, stored: string | null | undefined): string => values?.[name] ?? stored ?? "";
  const hasErrorIn = (language: "fr" | "en") => Object.keys(errors).some((field) => fieldLanguage(field) === language);

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={service ? t(`${K}.edit_title`) : t(`${K}.add_title`)}
      size="lg"
      footer={
        <FormDialogFooter
          formId={formId}
          isSaving={isSaving}
          saveLabel={t(`${K}.save`)}
          savingLabel={t(`${K}.saving`)}
          onCancel={() => handleOpenChange(false)}
          disabled={isUploading}
        />
      }
    >
      <fetcher.Form
        id={formId}
        method="post"
        action={action}
        onSubmit={handleSubmit}
        noValidate
        className="flex flex-col gap-6"
      >
        <input type="hidden" name="intent" value={service ? "update" : "create"} />
        <FormError>{formError ? t(formError) : null}</FormError>

        <LanguageTabs errors={{ fr: hasErrorIn("fr"), en: hasErrorIn("en") }}>
          {(language) => (
            <div className="flex flex-col gap-5 pt-2">
              <Field
                label={t(`${K}.title`)}
                name={`title_${language}`}
                required
                maxLength={300}
                defaultValue={initial(`title_${language}`, service?.[`title_${language}`])}
                error={error(`title_${language}`)}
              />
              <Field
                label={t(`${K}.description`)}
                name={`description_${language}`}
                error={error(`description_${language}`)}
                hint={t(`${K}.description_hint`)}
              >
                <TextArea
                  rows={6}
                  defaultValue={initial(`description_${language}`, service?.[`description_${language}`])}
                />
              </Field>
            </div>
          )}
        </LanguageTabs>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-secondary">{t(`${K}.details`)}</legend>
          <Field label={t(`${K}.size`)} name="size" error={error("size")}>
            <Select defaultValue={initial("size", service?.size ?? "medium")}>
              {SERVICE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t(`pages.services.sizes.${size}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t(`${K}.tags`)}
            name="tags"
            defaultValue={initial("tags", service?.tags.join(", "))}
            error={error("tags")}
            hint={t(`${K}.tags_hint`)}
          />
          <Checkbox
            className="sm:col-span-2"
            name="is_featured"
            label={t(`${K}.is_featured`)}
            defaultChecked={values ? values.is_featured === "on" : (service?.is_featured ?? false)}
          />
          <ImageUpload
            className="sm:col-span-2"
            name="image_url"
            label={t(`${K}.image`)}
            defaultUrl={initial("image_url", service?.image_url)}
            uploadUrl="/api/uploads"
            extraFields={{ purpose: "service-image" }}
            accept="image/*"
            maxBytes={SERVICE_IMAGE_MAX_BYTES}
            errorTexts={{
              invalid_type: t("pages.services.error.invalid_file_type"),
              too_large: t("pages.services.error.file_too_large"),
              failed: t("pages.services.error.image_upload"),
            }}
            error={error("image_url")}
            onBusyChange={setIsUploading}
          />
        </fieldset>
      </fetcher.Form>
    </Dialog>
  );
}
