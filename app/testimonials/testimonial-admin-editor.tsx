// The back office's testimonial add/edit modal: author, 1–5 stars, content, status and
// creation date. Posts with a fetcher to /admin/testimonials; the server re-validates.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, FormError, Select, TextArea } from "~/ui/field";
import { adminTestimonialSchema, TESTIMONIAL_STATUSES, toDatetimeLocal } from "./admin-schema";
import { CONTENT_MAX } from "./schema";
import { StarRatingInput } from "./stars";
import type { AdminTestimonial, AuthorChoice } from "./types";

const K = "admin.testimonials.form";

export type TestimonialAdminEditorProps = EntityEditorProps & {
  authors: AuthorChoice[];
  /** Translated error when the author list could not be loaded. */
  authorsError: string | null;
  /** Absent: a new testimonial. */
  testimonial?: AdminTestimonial;
};

export function TestimonialAdminEditor({
  open,
  onOpenChange,
  action,
  authors,
  authorsError,
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

  return (
    <EditorDialog {...dialog} open={open} action={action}>
      {/* One red box at a time: the authors' list failing shows when the form has no message of its own. */}
      <FormError>{formError ? null : authorsError}</FormError>

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

      <StarRatingInput
        legend={t(`${K}.rating`)}
        defaultValue={Number(initial("rating", testimonial?.rating ?? 5)) || 5}
        error={error("rating")}
        errorId={errorId}
      />

      <Field label={t(`${K}.content`)} name="content" required error={error("content")}>
        <TextArea rows={6} maxLength={CONTENT_MAX} defaultValue={initial("content", testimonial?.content)} />
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
