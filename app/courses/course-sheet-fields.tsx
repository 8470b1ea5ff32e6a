// The course editor's "Course sheet" section (delivery.md §7, §8): access conditions and lead
// time, teaching and assessment methods, accessibility, both languages; whether the course
// certifies, and its certification; the BPF's objective category and specialty. A block of its
// own so the editor's other sections stay as they were.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CERTIFIER_MAX, SHEET_LINE_MAX, SHEET_RICH_FIELDS, type SheetRichField } from "~/courses/schema";
import type { CourseDetail, CourseLookup, CourseLookups } from "~/courses/types";
import type { FieldPropsOf } from "~/forms/field-props";
import type { FetcherForm } from "~/forms/use-fetcher-form";
import { type Lang, pick } from "~/i18n/messages";
import { BilingualFields } from "~/ui/bilingual-fields";
import { Checkbox, Field, Select } from "~/ui/field";
import { RichTextEditor } from "~/ui/rich-text-editor";

const K = "pages.courses.form";

export type CourseSheetFieldsProps = {
  form: FetcherForm;
  field: FieldPropsOf;
  lookups: CourseLookups | null;
  course?: CourseDetail;
  /** Whether the certification's fields are shown (the checkbox as it stands). */
  isCertifying: boolean;
  /** A rich-text field's new HTML (the completeness panel follows it). */
  onRichChange: (name: string, html: string) => void;
};

export function CourseSheetFields({
  form,
  field,
  lookups,
  course,
  isCertifying,
  onRichChange,
}: CourseSheetFieldsProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const hintId = useId();
  const { errors, values, error, initial, checked } = form;

  const richInitial = (name: SheetRichField, language: Lang): string =>
    values?.[`${name}_${language}`] ?? course?.[`${name}_${language}`] ?? "";

  const bpfSelect = (name: "bpf_objective_id" | "bpf_specialty_id", items: CourseLookup[] | undefined) => (
    <Field label={t(`${K}.${name}`)} name={name} hint={t(`${K}.${name}_hint`)} error={error(name)}>
      <Select defaultValue={initial(name, course?.[name] ?? null)}>
        <option value="">{t(`${K}.choose`)}</option>
        {(items ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {pick(item, "name", lang)}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <fieldset className="flex flex-col gap-5" aria-describedby={hintId}>
      <legend className="mb-1 text-base font-semibold text-secondary">{t(`${K}.sheet`)}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t(`${K}.sheet_hint`)}
      </p>
      <BilingualFields errors={errors} stack>
        {(language) => (
          <>
            <RichTextEditor
              name={`access_conditions_${language}`}
              label={t(`${K}.access_conditions`)}
              hint={t(`${K}.access_conditions_hint`)}
              defaultValue={richInitial("access_conditions", language)}
              error={error(`access_conditions_${language}`)}
              onChange={(html) => onRichChange(`access_conditions_${language}`, html)}
            />
            <Field
              {...field(`access_lead_time_${language}`, "access_lead_time")}
              hint={t(`${K}.access_lead_time_hint`)}
              maxLength={SHEET_LINE_MAX}
            />
            {SHEET_RICH_FIELDS.filter((name) => name !== "access_conditions").map((name) => (
              <RichTextEditor
                key={name}
                name={`${name}_${language}`}
                label={t(`${K}.${name}`)}
                hint={name === "accessibility" ? t(`${K}.accessibility_hint`) : undefined}
                defaultValue={richInitial(name, language)}
                error={error(`${name}_${language}`)}
                onChange={(html) => onRichChange(`${name}_${language}`, html)}
              />
            ))}
          </>
        )}
      </BilingualFields>

      <Checkbox
        name="is_certifying"
        label={t(`${K}.is_certifying`)}
        defaultChecked={checked("is_certifying", course?.is_certifying ?? false)}
      />
      {/* Hidden, not unmounted, when unticked: what was typed comes back with the tick. */}
      <div className="grid gap-5 sm:grid-cols-2" hidden={!isCertifying}>
        <BilingualFields errors={errors} className="sm:col-span-2">
          {(language) => (
            <Field {...field(`certification_title_${language}`, "certification_title")} maxLength={SHEET_LINE_MAX} />
          )}
        </BilingualFields>
        <Field
          {...field("certification_code")}
          hint={t(`${K}.certification_code_hint`)}
          maxLength={20}
          autoComplete="off"
        />
        <Field {...field("certifier")} maxLength={CERTIFIER_MAX} />
        <Field {...field("certification_registered_on")} type="date" />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {bpfSelect("bpf_objective_id", lookups?.bpfObjectives)}
        {bpfSelect("bpf_specialty_id", lookups?.bpfSpecialties)}
      </div>
    </fieldset>
  );
}
