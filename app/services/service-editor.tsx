// The service add/edit modal (admins): both languages in tabs (title, description, tags), size,
// featured flag and image. Posts with a fetcher to the page's own action (create on /services, update on
// /services/{id}); the server re-validates everything.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldPropsOf } from "~/forms/field-props";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import type { Lang } from "~/i18n/messages";
import { MAX_DESCRIPTION_LENGTH, serviceFormSchema } from "~/services/schema";
import type { Service } from "~/services/types";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, Select, TextAreaField } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import { ServiceSizeOptions } from "./service-size-options";

const K = "pages.services.form";

export type ServiceEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The route whose action receives the form: /services (create) or /services/{id} (update). */
  action: string;
  /** Absent: a new service. */
  service?: Service;
};

/** A language's stored tags (the French ones are the `tags` column). */
function tagsOf(service: Service | undefined, language: Lang): string[] {
  if (!service) return [];
  return language === "en" ? service.tags_en : service.tags;
}

export function ServiceEditor({ open, onOpenChange, action, service }: ServiceEditorProps) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  const form = useFetcherForm({
    fetcherKey: `service-editor-${service?.id ?? "new"}`,
    schema: serviceFormSchema,
    successMessageKey: "pages.services.success.updated",
    onOpenChange,
  });
  const { error, initial, checked } = form;
  const field = fieldPropsOf(t, form, K, service);

  /** The value to show: what was typed (after a refused save), else the stored one. */

  return (
    <EditorDialog
      form={form}
      open={open}
      title={service ? t(`${K}.edit_title`) : t(`${K}.add_title`)}
      action={action}
      intent={service ? "update" : "create"}
      saveLabel={t(`${K}.save`)}
      savingLabel={t(`${K}.saving`)}
      isSaveDisabled={isUploading}
    >
      <BilingualFields errors={form.errors} stack>
        {(language) => (
          <>
            <Field {...field(`title_${language}`, "title")} required maxLength={300} />
            <TextAreaField
              {...field(`description_${language}`, "description")}
              hint={t(`${K}.description_hint`)}
              rows={6}
              maxLength={MAX_DESCRIPTION_LENGTH}
            />
            <Field
              label={t(`${K}.tags`)}
              name={`tags_${language}`}
              defaultValue={initial(`tags_${language}`, tagsOf(service, language).join(", "))}
              error={error(`tags_${language}`)}
              hint={t(language === "en" ? `${K}.tags_hint_en` : `${K}.tags_hint`)}
            />
          </>
        )}
      </BilingualFields>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-secondary">{t(`${K}.details`)}</legend>
        <Field label={t(`${K}.size`)} name="size" error={error("size")}>
          <Select defaultValue={initial("size", service?.size ?? "medium")}>
            <ServiceSizeOptions />
          </Select>
        </Field>
        <Checkbox
          className="sm:col-span-2"
          name="is_featured"
          label={t(`${K}.is_featured`)}
          defaultChecked={checked("is_featured", service?.is_featured ?? false)}
        />
        <ImageUpload
          className="sm:col-span-2"
          name="image_url"
          label={t(`${K}.image`)}
          defaultUrl={initial("image_url", service?.image_url)}
          purpose="service-image"
          error={error("image_url")}
          onBusyChange={setIsUploading}
        />
      </fieldset>
    </EditorDialog>
  );
}
