// The back office's testimonial add/edit modal: author, their role and company, the course, 1–5
// stars, the text as written and its English version, status and creation date. Posts with a
// fetcher to /admin/testimonials; the server re-validates.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, FormError, Select, TextArea } from "~/ui/field";
import { adminTestimonialSchema, TESTIMONIAL_STATUSES, toDatetimeLocal } from "./admin-schema";
import { AUTHOR_DETAIL_MAX, CONTENT_MAX } from "./schema";
import { StarRatingInput } from "./stars";
import type { AdminTestimonial, AuthorChoice, CourseChoice } from "./types";

const K = "admin.testimonials.form";

export type TestimonialAdminEditorProps = EntityEditorProps & {
  authors: AuthorChoice[];
  /** Translated error when the author list could not be loaded. */
  authorsError: string | null;
  courses: CourseChoice[];
  /** Translated error when the course list could not be loaded. */
  coursesError: string | null;
  /** Absent: a new testimonial. */
  testimonial?: AdminTestimonial;
};

export function TestimonialAdminEditor({
  open,
  onOpenChange,
  action,
  authors,
  authorsError,
  courses,
  coursesError,
  testimonial,
}: TestimonialAdminEditorProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const { form, dialog } = useEntityEditor({
    item: testimonial,
    keys: { form: K, success: "admin.testimonials.success" },
    fetcherKey: `testimonial-editor-${testimonial?.id ?? "new"}`,
    schema: adminTestimonialSchema,
    onOpenChange,
  });
  const { formError, error, initial } = form;
  // An author missing from the choices (beyond the list's limit) is still shown and kept.
  const choices =
    testimonial && !authors.some((a) => a.id === testimonial.user_id)
      ? [{ id: testimonial.user_id, label: testimonial.author_name || testimonial.author_email }, ...authors]
      : authors;
  // Likewise for its course (beyond the list's limit, or the list unread).
  const ownCourse = testimonial?.course_id
    ? { id: testimonial.course_id, title: testimonial.course_title ?? "" }
    : null;
  const courseChoices = ownCourse && !courses.some((c) => c.id === ownCourse.id) ? [ownCourse, ...courses] : courses;

  return (
    <EditorDialog {...dialog} open={open} action={action}>
      {/* One red box at a time: the authors' list failing shows when the form has no message of its own. */}
      <FormError>{formError ? null : (authorsError ?? coursesError)}</FormError>

      <Field label={t(`${K}.user`)} name="user_id" required error={error("user_id")}>
        <Select defaultValue={initial("user_id", testimonial?.user_id)}>
          <option value="">{t(`${K}.user_placeholder`)}</option>
          {choices.map((author) => (
            <option key={author.id} value={author.id}>
              {author.label}
            </option>
          ))}
        </Select>
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t(`${K}.author_position`)}
          name="author_position"
          maxLength={AUTHOR_DETAIL_MAX}
          defaultValue={initial("author_position", testimonial?.author_position ?? "")}
          error={error("author_position")}
        />
        <Field
          label={t(`${K}.author_company`)}
          name="author_company"
          maxLength={AUTHOR_DETAIL_MAX}
          defaultValue={initial("author_company", testimonial?.author_company ?? "")}
          error={error("author_company")}
        />
      </div>

      <Field label={t(`${K}.course`)} name="course_id" error={error("course_id")}>
        <Select defaultValue={initial("course_id", testimonial?.course_id ?? "")}>
          <option value="">{t(`${K}.course_none`)}</option>
          {courseChoices.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </Select>
      </Field>

      <StarRatingInput
        legend={t(`${K}.rating`)}
        defaultValue={Number(initial("rating", testimonial?.rating ?? 5)) || 5}
        error={error("rating")}
        errorId={errorId}
      />

      {/* The text as its author wrote it (French pages show it) and the English one (decision 025). */}
      <Field label={t(`${K}.content`)} name="content" required hint={t(`${K}.content_hint`)} error={error("content")}>
        <TextArea rows={6} maxLength={CONTENT_MAX} defaultValue={initial("content", testimonial?.content)} />
      </Field>
      <Field
        label={t(`${K}.content_en`)}
        name="content_en"
        hint={t(`${K}.content_en_hint`)}
        error={error("content_en")}
      >
        <TextArea
          rows={5}
          lang="en"
          maxLength={CONTENT_MAX}
          defaultValue={initial("content_en", testimonial?.content_en ?? "")}
        />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t(`${K}.status`)} name="status" error={error("status")}>
          <Select defaultValue={initial("status", testimonial?.status ?? "pending")}>
            {TESTIMONIAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.testimonials.status.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t(`${K}.created_at`)}
          name="created_at"
          type="datetime-local"
          hint={t(`${K}.created_at_hint`)}
          defaultValue={initial("created_at", testimonial ? toDatetimeLocal(testimonial.created_at) : "")}
          error={error("created_at")}
        />
      </div>
    </EditorDialog>
  );
}
