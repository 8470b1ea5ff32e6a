// The member's testimonial form on /testimonials: the course (optional, from the courses they
// took), the language they write in, the text, an optional English version when they write in
// French, their role and company (prefilled from their profile), and the stars. A plain POST
// form: it works before scripts load; the action re-validates everything.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { Button } from "~/ui/button";
import { Field, FormError, FormSuccess, Select, TextArea } from "~/ui/field";
import {
  AUTHOR_DETAIL_MAX,
  CONTENT_MAX,
  RATING_DEFAULT,
  TESTIMONIAL_LANGUAGES,
  type TestimonialLanguage,
} from "./schema";
import { StarRatingInput } from "./stars";
import type { TestimonialFormDefaults } from "./types";

export type SubmittedTestimonial = { id: string; content: string; rating: number };

const K = "testimonials.form";

export function TestimonialForm({
  actionData,
  defaults,
  lang,
}: {
  actionData: ActionData<SubmittedTestimonial> | undefined;
  defaults: TestimonialFormDefaults;
  /** The page's language: what the member most likely writes in. */
  lang: TestimonialLanguage;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const errorId = useId();
  const isSubmitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/testimonials");
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const submitted = actionData?.ok ? actionData.data : undefined;
  const values = failed?.values ?? {};
  const rating = Number.parseInt(values.rating ?? "", 10);
  const error = (field: string, params?: Record<string, number>) => {
    const key = failed?.errors?.[field];
    return key ? t(key, params ?? {}) : null;
  };
  // A refused post keeps what was typed, blanks included; a fresh form starts from the profile.
  const initial = (field: keyof TestimonialFormDefaults & string, fallback: string) =>
    failed ? (values[field] ?? "") : fallback;
  const postedLanguage = TESTIMONIAL_LANGUAGES.find((item) => item === values.language);
  return (
    <div className="flex flex-col gap-4">
      {submitted ? (
        <FormSuccess revealFor={actionData}>
          <p>{t("testimonials.success.submit")}</p>
          <p className="mt-2 font-medium">{t(`${K}.you_wrote`)}</p>
          <blockquote className="mt-1 border-l-4 border-green-300 pl-3 whitespace-pre-line">
            {submitted.content}
          </blockquote>
        </FormSuccess>
      ) : null}
      <FormError revealFor={failed}>{failed?.formError ? t(failed.formError) : null}</FormError>
      {/* A new key after each success empties the form for the next testimonial. */}
      <FormFields
        key={submitted?.id ?? "form"}
        defaults={defaults}
        language={postedLanguage ?? lang}
        initial={initial}
        values={values}
        error={error}
        rating={Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : RATING_DEFAULT}
        errorId={errorId}
        isSubmitting={Boolean(isSubmitting)}
      />
    </div>
  );
}

function FormFields({
  defaults,
  language: initialLanguage,
  initial,
  values,
  error,
  rating,
  errorId,
  isSubmitting,
}: {
  defaults: TestimonialFormDefaults;
  language: TestimonialLanguage;
  initial: (field: keyof TestimonialFormDefaults & string, fallback: string) => string;
  values: Record<string, string>;
  error: (field: string, params?: Record<string, number>) => string | null;
  rating: number;
  errorId: string;
  isSubmitting: boolean;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<TestimonialLanguage>(initialLanguage);
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      <Field label={t(`${K}.course`)} name="course_id" hint={t(`${K}.course_hint`)} error={error("course_id")}>
        <Select defaultValue={initial("course_id", defaults.course_id)}>
          <option value="">{t(`${K}.course_none`)}</option>
          {defaults.courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t(`${K}.language`)} name="language" error={error("language")}>
        <Select value={language} onChange={(event) => setLanguage(event.target.value === "en" ? "en" : "fr")}>
          {TESTIMONIAL_LANGUAGES.map((item) => (
            <option key={item} value={item}>
              {t(`${K}.language_${item}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t(`${K}.content`)}
        name="content"
        required
        error={error("content", { max: CONTENT_MAX })}
        hint={t(`${K}.content_hint`, { max: CONTENT_MAX })}
      >
        <TextArea rows={5} maxLength={CONTENT_MAX} lang={language} defaultValue={values.content ?? ""} />
      </Field>
      {/* Written in English, the text is its own English version: nothing more to ask. */}
      {language === "fr" ? (
        <Field
          label={t(`${K}.content_en`)}
          name="content_en"
          error={error("content_en", { max: CONTENT_MAX })}
          hint={t(`${K}.content_en_hint`, { max: CONTENT_MAX })}
        >
          <TextArea rows={4} maxLength={CONTENT_MAX} lang="en" defaultValue={values.content_en ?? ""} />
        </Field>
      ) : null}
      {/* Shown beside the member's name: prefilled from their profile, theirs to change or clear. */}
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-slate-800">{t(`${K}.author_legend`)}</legend>
        <p className="text-sm text-slate-600">{t(`${K}.author_hint`)}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t(`${K}.author_position`)}
            name="author_position"
            maxLength={AUTHOR_DETAIL_MAX}
            autoComplete="organization-title"
            defaultValue={initial("author_position", defaults.author_position)}
            error={error("author_position", { max: AUTHOR_DETAIL_MAX })}
          />
          <Field
            label={t(`${K}.author_company`)}
            name="author_company"
            maxLength={AUTHOR_DETAIL_MAX}
            autoComplete="organization"
            defaultValue={initial("author_company", defaults.author_company)}
            error={error("author_company", { max: AUTHOR_DETAIL_MAX })}
          />
        </div>
      </fieldset>
      <StarRatingInput defaultValue={rating} error={error("rating")} errorId={errorId} />
      <div>
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          {isSubmitting ? t(`${K}.submitting`) : t(`${K}.submit`)}
        </Button>
      </div>
    </Form>
  );
}
