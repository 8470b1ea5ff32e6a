// /admin/testimonials — moderation: search (content), status filter, newest first,
// 10 per page by default (all in the URL and in SQL); approve or reject a pending
// testimonial, add, edit and delete. Admins only, checked by the loader and the action.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { adminAction } from "~/admin/action.server";
import { ADMIN_PAGE_SIZES } from "~/forms/list-params";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { logger } from "~/server/logger.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { listAdminTestimonials, listAuthorChoices, testimonialActions } from "~/testimonials/admin.server";
import {
  type AdminTestimonialParams,
  parseAdminTestimonialParams,
  TESTIMONIAL_STATUSES,
  type TestimonialStatus,
} from "~/testimonials/admin-schema";
import { Stars } from "~/testimonials/stars";
import { TestimonialAdminEditor } from "~/testimonials/testimonial-admin-editor";
import type { AdminTestimonial, AdminTestimonialPage, AuthorChoice } from "~/testimonials/types";
import { AdminItemActions, useDeleteIntent } from "~/ui/admin-item-actions";
import { Badge, type BadgeTone } from "~/ui/badge";
import { Button, buttonClasses } from "~/ui/button";
import { Field, Select } from "~/ui/field";
import { ListEmptyState, ListResults, ListToolbar } from "~/ui/list-results";
import { PageHeader } from "~/ui/page-header";
import { PageSizeSelect, preservedParams } from "~/ui/pagination";
import type { Route } from "./+types/testimonials";

const E = "admin.testimonials.error";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.testimonials.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseAdminTestimonialParams(url.searchParams);
  const [list, authors] = await Promise.all([
    listAdminTestimonials(params).catch((error: unknown): AdminTestimonialPage | null => {
      logger.error({ err: error }, "admin testimonials load failed");
      return null;
    }),
    listAuthorChoices().catch((error: unknown): AuthorChoice[] | null => {
      logger.error({ err: error }, "testimonial authors load failed");
      return null;
    }),
  ]);
  return {
    params,
    list: list ?? { testimonials: [], total: 0, page: 1, totalPages: 1, size: params.size },
    hasLoadError: list === null,
    authors: authors ?? [],
    hasAuthorsError: authors === null,
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, testimonialActions(`${args.url.pathname}${args.url.search}`));
}

const STATUS_TONES: Record<TestimonialStatus, BadgeTone> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

export default function AdminTestimonials({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { params, list, hasLoadError, authors, hasAuthorsError } = loaderData;
  const [editing, setEditing] = useState<AdminTestimonial | "new" | null>(null);
  const isFiltered = params.q !== "" || params.status !== null;
  const actionUrl = `${location.pathname}${location.search}`;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("admin.testimonials.title")}
        subtitle={t("admin.testimonials.subtitle")}
        add={{ label: t("admin.testimonials.add"), onClick: () => setEditing("new"), variant: "secondary" }}
      />

      <ListToolbar
        q={params.q}
        searchLabel={t("admin.testimonials.search_label")}
        searchPlaceholder={t("admin.testimonials.search_placeholder")}
      >
        <StatusFilter params={params} />
      </ListToolbar>

      <ListResults
        layout="list"
        headingId="testimonials-results"
        count={t("admin.testimonials.results", { count: list.total })}
        countAside={<PageSizeSelect options={[...ADMIN_PAGE_SIZES.options]} value={list.size} />}
        items={list.testimonials}
        itemKey={(item) => item.id}
        renderItem={(item) => (
          <TestimonialRow testimonial={item} actionUrl={actionUrl} onEdit={() => setEditing(item)} />
        )}
        empty={
          <ListEmptyState
            title={t("admin.testimonials.empty")}
            isFiltered={isFiltered}
            hint={t("admin.testimonials.empty_hint")}
            resetLabel={t("admin.testimonials.filters.reset")}
          />
        }
        page={list.page}
        totalPages={list.totalPages}
        loadError={hasLoadError ? t(`${E}.load`) : null}
      />

      <TestimonialAdminEditor
        // A fresh form for each testimonial opened.
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        action={actionUrl}
        authors={authors}
        authorsError={hasAuthorsError ? t(`${E}.load_users`) : null}
        testimonial={editing !== null && editing !== "new" ? editing : undefined}
      />
    </div>
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
  const moderation = useFetcher<{ formError?: string }>();
  const remove = useDeleteIntent(`testimonial-delete-${testimonial.id}`, actionUrl, { id: testimonial.id });
  const author = testimonial.author_name || testimonial.author_email;
  const isBusy = moderation.state !== "idle";
  const error = moderation.state === "idle" ? moderation.data?.formError : remove.error;
  return (
    <article
      aria-label={t("admin.testimonials.row_label", { author })}
      className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-semibold text-secondary">{author}</p>
          <Badge tone={STATUS_TONES[testimonial.status]}>{t(`admin.testimonials.status.${testimonial.status}`)}</Badge>
          <Stars rating={testimonial.rating} />
        </div>
        <p className="text-sm text-slate-600">
          <time dateTime={testimonial.created_at}>{formatDate(testimonial.created_at, i18n.language as Lang)}</time>
        </p>
      </div>
      <p className="whitespace-pre-line text-slate-700">{testimonial.content}</p>
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {t(error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {testimonial.status === "pending" ? (
          <moderation.Form method="post" action={actionUrl} className="flex gap-2">
            <input type="hidden" name="id" value={testimonial.id} />
            <Button type="submit" name="intent" value="approve" size="sm" disabled={isBusy}>
              {t("admin.testimonials.approve")}
            </Button>
            <Button type="submit" name="intent" value="reject" size="sm" variant="outline" disabled={isBusy}>
              {t("admin.testimonials.reject")}
            </Button>
          </moderation.Form>
        ) : null}
        <AdminItemActions
          editLabel={t("admin.testimonials.edit")}
          onEdit={onEdit}
          deleteLabel={t("admin.testimonials.delete")}
          confirmTitle={t("admin.testimonials.delete_title")}
          confirmMessage={t("admin.testimonials.delete_confirm")}
          onDelete={remove.submit}
        />
      </div>
    </article>
  );
}

const FILTER_KEYS = ["status", "page"];

/** The toggleable filter panel: a GET form, so the status lives in the URL and works without JavaScript. */
function StatusFilter({ params }: { params: AdminTestimonialParams }) {
  const { t } = useTranslation();
  const location = useLocation();
  const id = useId();
  const kept = preservedParams(location.search, FILTER_KEYS);
  const resetSearch = new URLSearchParams(kept).toString();
  return (
    <details
      open={params.status !== null || undefined}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-800">
        {t("admin.testimonials.filters.title")}
      </summary>
      <Form
        method="get"
        action={location.pathname}
        preventScrollReset
        className="flex flex-wrap items-end gap-4 border-t border-slate-200 p-4"
      >
        {kept.map(([key, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a key may repeat
          <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
        ))}
        <Field id={`${id}-status`} label={t("admin.testimonials.filters.status")} name="status">
          <Select key={params.status ?? ""} defaultValue={params.status ?? ""}>
            <option value="">{t("admin.testimonials.filters.all")}</option>
            {TESTIMONIAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.testimonials.status.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex gap-2">
          <Link
            to={{ pathname: location.pathname, search: resetSearch ? `?${resetSearch}` : "" }}
            preventScrollReset
            className={buttonClasses({ variant: "outline" })}
          >
            {t("admin.testimonials.filters.reset")}
          </Link>
          <Button type="submit" variant="secondary">
            {t("admin.testimonials.filters.apply")}
          </Button>
        </div>
      </Form>
    </details>
  );
}
