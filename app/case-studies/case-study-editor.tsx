// The case study add/edit modal (/admin/case-studies?edit=<id>, ?edit=new): the client (name,
// logo), the texts and the four lists in French and English tabs, then the metrics and images
// as ordered groups moved inside the form and stored, in that order, on save. What was typed
// is guarded: closing the modal, navigating away or leaving the tab asks first. A modal (the
// spec's "add/edit modal"), as the pages' editor: on a phone the dialog is a full-width sheet
// with a scrolling body and the save button pinned below, so the long form stays usable.
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type AdminCaseStudyDetail,
  CASE_STUDY_LIMITS,
  CASE_STUDY_LISTS,
  caseStudySchema,
} from "~/case-studies/admin-schema";
import { MetricsField, toMetricDraft } from "~/case-studies/metrics-field";
import { useEntityEditor } from "~/forms/use-entity-editor";
import { valuesList, valuesTexts } from "~/forms/use-item-list";
import { derivedErrors } from "~/forms/use-live-errors";
import { useUnsavedChanges } from "~/forms/use-unsaved-changes";
import type { FieldErrors } from "~/forms/validate";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, TextArea } from "~/ui/field";
import { GalleryField } from "~/ui/gallery-field";
import { ImageUpload } from "~/ui/image-upload";
import { TextListField } from "~/ui/text-list-field";
import { UnsavedChangesDialog } from "~/ui/unsaved-changes-dialog";

const K = "admin.case_studies.form";

const METRIC_FIELDS = ["label_fr", "label_en", "value", "unit", "trend"] as const;
const IMAGE_FIELDS = ["id", "url", "caption_fr", "caption_en", "alt_fr", "alt_en"] as const;

/** The errors the language tabs hold: the metrics' and images' fields sit outside the tabs. */
function tabErrors(errors: FieldErrors): FieldErrors {
  // A live update of the errors stays one: the tabs must not jump while the person types.
  return derivedErrors(
    errors,
    Object.fromEntries(
      Object.entries(errors).filter(([field]) => !field.startsWith("metrics") && !field.startsWith("images")),
    ),
  );
}

export type CaseStudyEditorProps = {
  /** Closes the editor (the screen drops `?edit=`); called once any unsaved change is confirmed lost. */
  onClose: () => void;
  /** The list's URL (with its search), whose action receives the form. */
  action: string;
  /** Absent: a new case study. */
  study?: AdminCaseStudyDetail;
};

export function CaseStudyEditor({ onClose, action, study }: CaseStudyEditorProps) {
  const { t } = useTranslation();
  const unsaved = useUnsavedChanges();
  // The logo and the images upload on their own: save waits for both.
  const [isLogoUploading, setIsLogoUploading] = useState(false);
  const [areImagesUploading, setAreImagesUploading] = useState(false);
  const { form, dialog, field } = useEntityEditor({
    item: study,
    keys: { form: K, success: "admin.case_studies.success" },
    titleParams: study ? { title: study.title_fr } : undefined,
    fetcherKey: `case-study-editor-${study?.id ?? "new"}`,
    schema: caseStudySchema,
    // Saved: nothing is lost by closing.
    onSuccess: unsaved.markClean,
    onOpenChange: (next) => {
      if (!next) unsaved.confirmLeave(onClose);
    },
  });
  const { values, error, errors, initial } = form;
  const { markDirty } = unsaved;
  // One object per refusal, as BilingualFields expects (it selects a refused tab per new object).
  const errorsInTabs = useMemo(() => tabErrors(errors), [errors]);

  // A page drawn from a refused post starts from what was sent; otherwise from what is stored.
  const metrics = valuesList(values, "metrics", METRIC_FIELDS) ?? (study?.metrics ?? []).map(toMetricDraft);
  const images =
    valuesList(values, "images", IMAGE_FIELDS)?.map((image) => ({ ...image, id: image.id || undefined })) ??
    study?.images ??
    [];

  return (
    <>
      <EditorDialog {...dialog} open size="xl" action={action} isSaveDisabled={isLogoUploading || areImagesUploading}>
        {/* Any change typed or chosen below makes the form "unsaved"; the groups report their moves. */}
        <div className="flex flex-col gap-6" onInput={markDirty} onChange={markDirty}>
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-3 text-base font-semibold text-secondary">{t(`${K}.client`)}</legend>
            <Field {...field("client_name")} required maxLength={CASE_STUDY_LIMITS.clientName} />
            <ImageUpload
              name="client_logo_url"
              label={t(`${K}.logo`)}
              hint={t(`${K}.logo_hint`)}
              defaultUrl={initial("client_logo_url", study?.client_logo_url)}
              purpose="case-study-logo"
              previewFit="contain"
              error={error("client_logo_url")}
              onBusyChange={setIsLogoUploading}
              onChange={markDirty}
            />
          </fieldset>

          <BilingualFields errors={errorsInTabs} stack>
            {(language) => (
              <>
                <Field
                  {...field(`client_industry_${language}`, "industry")}
                  required
                  maxLength={CASE_STUDY_LIMITS.industry}
                />
                <Field {...field(`title_${language}`, "title")} required maxLength={CASE_STUDY_LIMITS.title} />
                {(["description", "situation", "impact"] as const).map((field) => (
                  <Field
                    key={field}
                    label={t(`${K}.${field}`)}
                    name={`${field}_${language}`}
                    required
                    error={error(`${field}_${language}`)}
                  >
                    <TextArea
                      rows={field === "description" ? 3 : 4}
                      maxLength={field === "description" ? CASE_STUDY_LIMITS.description : CASE_STUDY_LIMITS.longText}
                      defaultValue={initial(`${field}_${language}`, study?.[`${field}_${language}`])}
                    />
                  </Field>
                ))}
                {CASE_STUDY_LISTS.map((list) => {
                  const name = `${list}_${language}` as const;
                  return (
                    <TextListField
                      key={name}
                      name={name}
                      label={t(`${K}.lists.${list}`)}
                      hint={t(`${K}.lists.hint`)}
                      defaultItems={valuesTexts(values, name) ?? study?.[name] ?? []}
                      error={errors[name] ? t(errors[name], { max: CASE_STUDY_LIMITS.listItems }) : null}
                      maxItems={CASE_STUDY_LIMITS.listItems}
                      maxLength={CASE_STUDY_LIMITS.listItem}
                      onChange={markDirty}
                    />
                  );
                })}
              </>
            )}
          </BilingualFields>

          <MetricsField defaultItems={metrics.map(toMetricDraft)} errors={errors} onChange={markDirty} />

          <GalleryField
            name="images"
            label={t(`${K}.images`)}
            hint={t(`${K}.images_hint`)}
            purpose="case-study-image"
            defaultItems={images}
            maxItems={CASE_STUDY_LIMITS.images}
            maxMessageKey="admin.case_studies.validation.too_many_images"
            withAlt
            errors={errors}
            onBusyChange={setAreImagesUploading}
            onChange={markDirty}
          />
        </div>
      </EditorDialog>
      <UnsavedChangesDialog dialog={unsaved.dialog} />
    </>
  );
}
