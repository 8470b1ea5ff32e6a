// The resource add/edit modal (admins): both languages in tabs, type, partner, mock exam (for
// the mock_exam type), file address, thumbnail and premium flag. Posts with a fetcher to the
// page's own action (create on /ressources, update on /ressources/{id}); the server decides.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldPropsOf } from "~/forms/field-props";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { type Lang, pick } from "~/i18n/messages";
import { MAX_DESCRIPTION_LENGTH, RESOURCE_TYPES, type ResourceType, resourceFormSchema } from "~/resources/schema";
import type { Resource, ResourceLookups } from "~/resources/types";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, FormError, Select, TextAreaField } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";

const K = "pages.resources.form";

export type ResourceEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The route whose action receives the form: /ressources (create) or /ressources/{id} (update). */
  action: string;
  /** Each list is null when it could not be loaded. */
  lookups: { partners: ResourceLookups["partners"] | null; mockExams: ResourceLookups["mockExams"] | null };
  /** Absent: a new resource. */
  resource?: Resource;
};

export function ResourceEditor({ open, onOpenChange, action, lookups, resource }: ResourceEditorProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [isUploading, setIsUploading] = useState(false);
  // The mock exam select only shows for the mock_exam type.
  const [type, setType] = useState<string>(resource?.type ?? "");
  const form = useFetcherForm({
    fetcherKey: `resource-editor-${resource?.id ?? "new"}`,
    schema: resourceFormSchema,
    successMessageKey: "pages.resources.success.updated",
    onOpenChange,
    // The next opening starts from the stored type, as its select does.
    onClose: () => setType(resource?.type ?? ""),
  });
  const { error, initial, checked } = form;
  const field = fieldPropsOf(t, form, K, resource);

  return (
    <EditorDialog
      form={form}
      open={open}
      title={resource ? t(`${K}.edit_title`) : t(`${K}.add_title`)}
      action={action}
      intent={resource ? "update" : "create"}
      saveLabel={t(`${K}.save`)}
      savingLabel={t(`${K}.saving`)}
      isSaveDisabled={isUploading}
    >
      {lookups.partners === null ? <FormError>{t("pages.resources.error.load_partners")}</FormError> : null}
      {lookups.mockExams === null ? <FormError>{t("pages.resources.error.load_exams")}</FormError> : null}

      <BilingualFields errors={form.errors} stack>
        {(language) => (
          <>
            <Field {...field(`title_${language}`, "title")} required maxLength={300} />
            <TextAreaField
              {...field(`description_${language}`, "description")}
              required
              hint={t(`${K}.description_hint`)}
              rows={6}
              maxLength={MAX_DESCRIPTION_LENGTH}
            />
          </>
        )}
      </BilingualFields>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-secondary">{t(`${K}.details`)}</legend>
        <Field label={t(`${K}.type`)} name="type" required error={error("type")}>
          <Select defaultValue={initial("type", resource?.type)} onChange={(event) => setType(event.target.value)}>
            <option value="">{t(`${K}.choose`)}</option>
            {RESOURCE_TYPES.map((value: ResourceType) => (
              <option key={value} value={value}>
                {t(`pages.resources.types.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t(`${K}.partner`)} name="partner_id" required error={error("partner_id")}>
          <Select defaultValue={initial("partner_id", resource?.partner_id)}>
            <option value="">{t(`${K}.choose`)}</option>
            {(lookups.partners ?? []).map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name}
              </option>
            ))}
          </Select>
        </Field>
        {type === "mock_exam" ? (
          <Field
            label={t(`${K}.mock_exam`)}
            name="mock_exam_id"
            required
            error={error("mock_exam_id")}
            className="sm:col-span-2"
          >
            <Select defaultValue={initial("mock_exam_id", resource?.mock_exam_id)}>
              <option value="">{t(`${K}.choose`)}</option>
              {(lookups.mockExams ?? []).map((exam) => (
                <option key={exam.id} value={exam.id}>
                  {pick(exam, "title", lang)}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field {...field("url")} className="sm:col-span-2" type="url" inputMode="url" hint={t(`${K}.url_hint`)} />
        <Checkbox
          className="sm:col-span-2"
          name="is_premium"
          label={t(`${K}.is_premium`)}
          defaultChecked={checked("is_premium", resource?.is_premium ?? false)}
        />
        <ImageUpload
          className="sm:col-span-2"
          name="thumbnail_url"
          label={t(`${K}.thumbnail`)}
          defaultUrl={initial("thumbnail_url", resource?.thumbnail_url)}
          purpose="resource-thumbnail"
          error={error("thumbnail_url")}
          onBusyChange={setIsUploading}
        />
      </fieldset>
    </EditorDialog>
  );
}
