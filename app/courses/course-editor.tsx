// The course add/edit modal (admins): both languages in tabs, every course field, rich text,
// thumbnail upload, the course sheet (course-sheet-fields.tsx) with its live completeness panel.
// Posts with a fetcher to the page's own action (create on the catalogue, update on the course
// page); the server re-validates everything, and refuses a published save of an incomplete sheet.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CourseSheet, sheetFromForm } from "~/courses/completeness";
import { CourseSheetFields } from "~/courses/course-sheet-fields";
import { CourseSheetPanel, type SheetContext, useCourseSheetDraft } from "~/courses/course-sheet-panel";
import {
  COURSE_ACTION_NATURES,
  COURSE_CURRENCIES,
  courseFormSchema,
  DEFAULT_ACTION_NATURE,
  DEFAULT_CURRENCY,
  type RichField,
  TIMELINE_DEFAULTS,
  TIMELINE_FIELDS,
  TIMELINE_OFFSETS,
  WHAT_TO_BRING_MAX,
} from "~/courses/schema";
import type { CourseDetail, CourseLookup, CourseLookups } from "~/courses/types";
import { fieldPropsOf } from "~/forms/field-props";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { type Lang, pick } from "~/i18n/messages";
import { objectivesToHtml } from "~/rich-text/plain-text";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, FormError, Select, TextAreaField } from "~/ui/field";
import { Icon } from "~/ui/icon";
import { ImageUpload } from "~/ui/image-upload";
import { RichTextEditor } from "~/ui/rich-text-editor";

const K = "pages.courses.form";

/** The rich-text fields of one language tab, in the order the editor shows them. */
const LANGUAGE_RICH_FIELDS: readonly (RichField | "objectives")[] = [
  "description",
  "objectives",
  "prerequisites",
  "syllabus",
  "skills",
  "target_audience",
  "certification",
];

/** The course's missing references, which make the spec's incomplete-data warning. */
export function isCourseIncomplete(course: CourseDetail): boolean {
  return !course.category_id || !course.level_id || !course.format_id || !course.language_id;
}

export type CourseEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The route whose action receives the form: /formations (create) or /formations/{slug} (update). */
  action: string;
  /** null when the lookups could not be loaded. */
  lookups: CourseLookups | null;
  /** Absent: a new course. */
  course?: CourseDetail;
  /** The course's sheet rule and the organisation's referent; null when they could not be read. */
  sheet: SheetContext | null;
};

/** A new course's sheet: nothing stated yet. */
const EMPTY_SHEET: CourseSheet & { is_published: boolean } = { ...sheetFromForm({}), is_published: false };

export function CourseEditor({ open, onOpenChange, action, lookups, course, sheet }: CourseEditorProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [isUploading, setIsUploading] = useState(false);
  const assessmentHintId = useId();
  const timelineHintId = useId();
  const [isLookupErrorDismissed, setIsLookupErrorDismissed] = useState(false);
  const form = useFetcherForm({
    fetcherKey: `course-editor-${course?.id ?? "new"}`,
    schema: courseFormSchema,
    successMessageKey: "pages.courses.success.updated",
    onOpenChange,
    onClose: () => setIsLookupErrorDismissed(false),
  });
  const { errors, formError, values, error, initial, checked } = form;
  const field = fieldPropsOf(t, form, K, course);
  const draft = useCourseSheetDraft(course ?? EMPTY_SHEET);

  /** The value to show: what was typed (after a refused save), else the stored one. */

  const richInitial = (field: RichField | "objectives", language: Lang): string => {
    const name = `${field}_${language}`;
    if (values?.[name] !== undefined) return values[name];
    if (!course) return "";
    if (field === "objectives") return objectivesToHtml(course[`objectives_${language}`]);
    return course[`${field}_${language}`];
  };

  const options = (items: CourseLookup[] | undefined) =>
    (items ?? []).map((item) => (
      <option key={item.id} value={item.id}>
        {pick(item, "name", lang)}
      </option>
    ));

  const lookupSelect = (name: string, labelKey: string, items: CourseLookup[] | undefined, stored: string | null) => (
    <Field label={t(`${K}.${labelKey}`)} name={name} required error={error(name)}>
      <Select defaultValue={initial(name, stored)}>
        <option value="">{t(`${K}.choose`)}</option>
        {options(items)}
      </Select>
    </Field>
  );

  return (
    <EditorDialog
      form={form}
      open={open}
      title={course ? t(`${K}.edit_title`) : t(`${K}.add_title`)}
      size="xl"
      action={action}
      intent={course ? "update" : "create"}
      saveLabel={t(`${K}.save`)}
      savingLabel={t(`${K}.saving`)}
      isSaveDisabled={isUploading}
    >
      {/* Contents only: a box the sheet's draft reads the form's changes from, outside the layout. */}
      <div ref={draft.boxRef} className="contents" onChange={draft.handleChange}>
        {!lookups && !isLookupErrorDismissed ? (
          <div
            role="alert"
            className="flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <p>{t("pages.courses.error.load_form")}</p>
            <button
              type="button"
              onClick={() => setIsLookupErrorDismissed(true)}
              aria-label={t("ui.close")}
              className="-m-1 rounded-md p-1 text-red-700 hover:bg-red-100"
            >
              <Icon name="close" className="size-4" />
            </button>
          </div>
        ) : null}
        {course && isCourseIncomplete(course) && !formError ? (
          <FormError>{t("pages.courses.error.incomplete_data")}</FormError>
        ) : null}
        <CourseSheetPanel sheet={draft.sheet} context={sheet} isPublished={draft.isPublished} />

        <BilingualFields errors={errors} stack>
          {(language) => (
            <>
              <Field
                {...field(`title_${language}`, "title")}
                required
                maxLength={300}
                hint={language === "en" && !course ? t(`${K}.slug_hint`) : undefined}
              />
              {LANGUAGE_RICH_FIELDS.map((field) => (
                <RichTextEditor
                  key={field}
                  name={`${field}_${language}`}
                  label={t(`${K}.${field}`)}
                  defaultValue={richInitial(field, language)}
                  error={error(`${field}_${language}`)}
                  hint={field === "objectives" ? t(`${K}.objectives_hint`) : undefined}
                  onChange={(html) => draft.setField(`${field}_${language}`, html)}
                />
              ))}
            </>
          )}
        </BilingualFields>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-secondary">{t(`${K}.details`)}</legend>
          {lookupSelect("category_id", "category", lookups?.categories, course?.category_id ?? null)}
          {lookupSelect("level_id", "level", lookups?.levels, course?.level_id ?? null)}
          {lookupSelect("format_id", "format", lookups?.formats, course?.format_id ?? null)}
          {lookupSelect("language_id", "language", lookups?.languages, course?.language_id ?? null)}
          {lookupSelect(
            "target_audience_id",
            "target_audience_id",
            lookups?.audiences,
            course?.target_audience_id ?? null,
          )}
          <Field {...field("duration_hours")} type="number" inputMode="numeric" min={0} step={1} required />
          <Field {...field("max_students")} type="number" inputMode="numeric" min={1} step={1} />
          <Field {...field("price")} type="number" inputMode="decimal" min={0} step="0.01" required />
          <Field label={t(`${K}.currency`)} name="currency" error={error("currency")}>
            <Select defaultValue={initial("currency", course?.currency ?? DEFAULT_CURRENCY)}>
              {COURSE_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t(`${K}.action_nature`)}
            name="action_nature"
            hint={t(`${K}.action_nature_hint`)}
            error={error("action_nature")}
          >
            <Select defaultValue={initial("action_nature", course?.action_nature ?? DEFAULT_ACTION_NATURE)}>
              {COURSE_ACTION_NATURES.map((nature) => (
                <option key={nature} value={nature}>
                  {t(`${K}.action_natures.${nature}`)}
                </option>
              ))}
            </Select>
          </Field>
          <div className="flex flex-col gap-1 self-end">
            <Checkbox
              name="assessment_planned"
              label={t(`${K}.assessment_planned`)}
              aria-describedby={assessmentHintId}
              defaultChecked={checked("assessment_planned", course?.assessment_planned ?? false)}
            />
            <p id={assessmentHintId} className="pl-6 text-xs text-slate-600">
              {t(`${K}.assessment_planned_hint`)}
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:gap-8">
            <Checkbox
              name="is_published"
              label={t(`${K}.is_published`)}
              defaultChecked={checked("is_published", course?.is_published ?? false)}
            />
            <Checkbox
              name="is_featured"
              label={t(`${K}.is_featured`)}
              defaultChecked={checked("is_featured", course?.is_featured ?? false)}
            />
          </div>
          <ImageUpload
            className="sm:col-span-2"
            name="thumbnail_url"
            label={t(`${K}.thumbnail`)}
            defaultUrl={initial("thumbnail_url", course?.thumbnail_url)}
            purpose="course-thumbnail"
            error={error("thumbnail_url")}
            onBusyChange={setIsUploading}
          />
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" aria-describedby={timelineHintId}>
          <legend className="mb-1 text-base font-semibold text-secondary">{t(`${K}.communications`)}</legend>
          <p id={timelineHintId} className="text-sm text-slate-600 sm:col-span-2 lg:col-span-4">
            {t(`${K}.communications_hint`)}
          </p>
          {TIMELINE_FIELDS.map((name) => (
            <Field
              key={name}
              {...field(name)}
              defaultValue={initial(name, course?.[name] ?? TIMELINE_DEFAULTS[name])}
              type="number"
              inputMode="numeric"
              min={TIMELINE_OFFSETS[name].min}
              max={TIMELINE_OFFSETS[name].max}
              step={1}
              required
            />
          ))}
          <BilingualFields errors={errors} className="sm:col-span-2 lg:col-span-4">
            {(language) => (
              <TextAreaField
                {...field(`what_to_bring_${language}`, "what_to_bring")}
                hint={t(`${K}.what_to_bring_hint`)}
                rows={3}
                maxLength={WHAT_TO_BRING_MAX}
              />
            )}
          </BilingualFields>
        </fieldset>

        <CourseSheetFields
          form={form}
          field={field}
          lookups={lookups}
          course={course}
          isCertifying={draft.isCertifying}
          onRichChange={draft.setField}
        />
      </div>
    </EditorDialog>
  );
}
