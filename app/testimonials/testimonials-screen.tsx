// The /admin/testimonials screen: moderation of testimonials newest first, with a search, a
// status filter, and per row approve or reject (pending only), edit and delete (confirmed);
// pending ones approved or rejected in bulk.
// The route's loader and action are in app/routes/admin/testimonials.tsx; the modal is
// ./testimonial-admin-editor.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import type { BulkOptions } from "~/admin/list/bulk-selection";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge, type BadgeTone } from "~/ui/badge";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import { type AdminTestimonialParams, TESTIMONIAL_STATUSES, type TestimonialStatus } from "./admin-schema";
import { Stars } from "./stars";
import { TestimonialAdminEditor } from "./testimonial-admin-editor";
import { authorDetails } from "./text";
import type { AdminTestimonial, AdminTestimonialPage, AuthorChoice, CourseChoice } from "./types";

const E = "admin.testimonials.error";

const STATUS_TONES: Record<TestimonialStatus, BadgeTone> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

export type TestimonialsScreenProps = {
  params: AdminTestimonialParams;
  list: AdminTestimonialPage;
  hasLoadError: boolean;
  authors: AuthorChoice[];
  hasAuthorsError: boolean;
  courses: CourseChoice[];
  hasCoursesError: boolean;
};

export function TestimonialsScreen({
  params,
  list,
  hasLoadError,
  authors,
  hasAuthorsError,
  courses,
  hasCoursesError,
}: TestimonialsScreenProps) {
  const { t } = useTranslation();
  const editor = useEditorTarget<AdminTestimonial>();
  const actionUrl = useCurrentUrl();
  const activeFilters = params.status === null ? 0 : 1;
  const listPage = useListPage("admin.testimonials", {
    q: params.q,
    list,
    hasLoadError,
    activeFilters,
    onAdd: () => editor.openNew(),
  });

  const T = "admin.testimonials.bulk";
  const bulk: BulkOptions<AdminTestimonial> = {
    action: actionUrl,
    itemKey: (item) => item.id,
    itemLabel: (item) => item.author_name || item.author_email,
    actions: [
      {
        intent: "bulk-approve",
        label: t(`${T}.approve`),
        variant: "secondary",
        confirm: (count) => ({
          title: t(`${T}.approve_title`, { count }),
          message: t(`${T}.approve_message`, { count }),
        }),
      },
      {
        intent: "bulk-reject",
        label: t(`${T}.reject`),
        confirm: (count) => ({
          title: t(`${T}.reject_title`, { count }),
          message: t(`${T}.reject_message`, { count }),
        }),
      },
    ],
  };

  return (
    <AdminListPage
      {...listPage}
      bulk={bulk}
      filters={<StatusFilter params={params} />}
      headingId="testimonials-results"
      layout="list"
      items={list.testimonials}
      itemKey={(item) => item.id}
      renderItem={(item) => (
        <TestimonialRow testimonial={item} actionUrl={actionUrl} onEdit={() => editor.openFor(item)} />
      )}
    >
      <TestimonialAdminEditor
        key={editor.key}
        {...editor.dialog}
        action={actionUrl}
        authors={authors}
        authorsError={hasAuthorsError ? t(`${E}.load_users`) : null}
        courses={courses}
        coursesError={hasCoursesError ? t(`${E}.load_courses`) : null}
        testimonial={editor.item}
      />
    </AdminListPage>
  );
}

function TestimonialRow({
  testimonial,
  actionUrl,
  onEdit,
}: {
  testimonial: AdminTestimonial;
  actionUrl: string;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const intents = useItemIntents(actionUrl, { id: testimonial.id });
  const author = testimonial.author_name || testimonial.author_email;
  const details = authorDetails(testimonial.author_position, testimonial.author_company);
  // The English text, when it is a version of its own (written in English, it is the text itself).
  const english =
    testimonial.content_en && testimonial.content_en !== testimonial.content ? testimonial.content_en : null;
  return (
    <article
      aria-label={t("admin.testimonials.row_label", { author })}
      className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-semibold text-secondary">
            {author}
            {details ? <span className="font-normal text-slate-600">, {details}</span> : null}
          </p>
          <Badge tone={STATUS_TONES[testimonial.status]}>{t(`admin.testimonials.status.${testimonial.status}`)}</Badge>
          <Stars rating={testimonial.rating} />
        </div>
        <p className="text-sm text-slate-600">
          <time dateTime={testimonial.created_at}>{formatDate(testimonial.created_at, i18n.language as Lang)}</time>
        </p>
      </div>
      {testimonial.course_slug ? (
        <p className="text-sm text-slate-600">
          {t("testimonials.course_label")}{" "}
          <Link to={`/formations/${testimonial.course_slug}`} className="font-medium text-primary hover:underline">
            {testimonial.course_title}
          </Link>
        </p>
      ) : null}
      <p className="whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">{testimonial.content}</p>
      {english ? (
        <div className="border-l-4 border-slate-200 pl-3 text-sm">
          <p className="font-medium text-slate-600">{t("admin.testimonials.english_text")}</p>
          <p lang="en" className="whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">
            {english}
          </p>
        </div>
      ) : null}
      <RowError intents={intents} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RowActions
          intents={intents}
          // Only a pending testimonial is moderated from the list (spec).
          extra={
            testimonial.status === "pending"
              ? [
                  { intent: "approve", label: t("admin.testimonials.approve") },
                  { intent: "reject", label: t("admin.testimonials.reject"), variant: "outline" },
                ]
              : []
          }
          edit={{ label: t("admin.testimonials.edit"), onClick: onEdit }}
          remove={{
            label: t("admin.testimonials.delete"),
            title: t("admin.testimonials.delete_title"),
            message: t("admin.testimonials.delete_confirm"),
          }}
        />
        <HistoryLink entity="testimonial" id={testimonial.id} label={author} />
      </div>
    </article>
  );
}

/** The status filter (all, pending, approved, rejected) in the shared panel. */
function StatusFilter({ params }: { params: AdminTestimonialParams }) {
  const { t } = useTranslation();
  const _id = useId();
  return (
    <FilterPanel
      {...filterPanelTexts(t, "admin.testimonials", params.status === null ? 0 : 1)}
      names={["status"]}
      activeCount={params.status === null ? 0 : 1}
    >
      <FilterSelect
        name="status"
        label={t("admin.testimonials.filters.status")}
        value={params.status}
        allLabel={t("admin.testimonials.filters.all")}
        options={TESTIMONIAL_STATUSES.map((status) => ({
          value: status,
          label: t(`admin.testimonials.status.${status}`),
        }))}
      />
    </FilterPanel>
  );
}
