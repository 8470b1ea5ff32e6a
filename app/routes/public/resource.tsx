// /ressources/{id} — one resource: hero with thumbnail, badges, description paragraphs, partner,
// date, download count and the (counted) download link, up to three related resources; admins
// also edit and delete it here (the action).
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link } from "react-router";
import { adminAction } from "~/admin/action.server";
import { useEditorTarget } from "~/forms/use-editor-target";
import { formatDate } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { resourceActions } from "~/resources/admin-resources.server";
import { DEFAULT_RESOURCE_IMAGE, ResourceCard } from "~/resources/resource-card";
import { ResourceEditor } from "~/resources/resource-editor";
import { getResource, loadResourceLookups, relatedResources } from "~/resources/resources.server";
import { isResourceId, isSafeFileUrl } from "~/resources/schema";
import { paragraphs } from "~/rich-text/plain-text";
import type { RootData } from "~/root";
import { notFound } from "~/server/responses.server";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import type { BreadcrumbHandle } from "~/shell/breadcrumb-trail";
import { keyMeta, pageMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { FormError } from "~/ui/field";
import { RelatedSection } from "~/ui/list-results";
import { RowActions, useItemIntents } from "~/ui/row-actions";
import type { Route } from "./+types/resource";

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle: BreadcrumbHandle = {
  breadcrumb: (loaderData) => (loaderData as LoaderData | undefined)?.title,
};

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!loaderData) {
    const isNotFound = isRouteErrorResponse(error) && error.status === 404;
    return keyMeta(root, isNotFound ? "errors.not_found.title" : "errors.generic.title");
  }
  return pageMeta(root, loaderData.title, loaderData.description);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  // The spec's invalid-id error comes before any lookup: a malformed id is a bad request.
  if (!isResourceId(params.id)) throw data(null, { status: 400 });
  const { lang, isAdmin } = getViewer(context);
  const resource = await getResource(params.id);
  if (!resource) throw notFound();
  const [related, lookups] = await Promise.all([
    // Related resources are a bonus: a failure there must not hide the resource itself.
    settle("related resources", relatedResources(resource)),
    isAdmin ? loadResourceLookups() : null,
  ]);
  const description = paragraphs(pick(resource, "description", lang))[0] ?? "";
  return {
    resource,
    // Unreadable, the section is left out, as when there are none.
    related: related ?? [],
    isAdmin,
    lookups,
    title: pick(resource, "title", lang),
    description: description.length > 160 ? `${description.slice(0, 159)}…` : description,
  };
}

/** Updates or deletes this resource. Admins only, checked before anything else. */
export async function action(args: Route.ActionArgs) {
  return adminAction(args, resourceActions({ allowed: ["update", "delete"], resourceId: args.params.id }));
}

export default function ResourcePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { resource, related, isAdmin, lookups, title } = loaderData;
  const editor = useEditorTarget();
  // The download opens in another tab; the count here follows without a reload.
  const [extraDownloads, setExtraDownloads] = useState(0);
  // A failed delete answers without redirecting: it is toasted and shown below the hero.
  const intents = useItemIntents(`/ressources/${resource.id}`);
  const deleteError = intents.error;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh load carries the real count
  useEffect(() => setExtraDownloads(0), [resource.download_count]);

  const text = paragraphs(pick(resource, "description", lang));
  const partner = resource.partner;
  const hasFile = isSafeFileUrl(resource.url);

  return (
    <>
      <section className="bg-secondary text-white" aria-labelledby="resource-title">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center">
          <div className="flex flex-col gap-4">
            <Link
              to="/ressources"
              className="inline-flex items-center gap-1 self-start rounded text-sm font-medium text-white hover:underline"
            >
              <span aria-hidden="true">←</span>
              {t("pages.resources.back")}
            </Link>
            <div className="flex flex-wrap gap-2">
              <Badge tone="info" className="bg-sky-50">
                {t(`pages.resources.types.${resource.type}`)}
              </Badge>
              {resource.is_premium ? (
                <Badge tone="warning" className="bg-amber-50">
                  {t("pages.resources.premium")}
                </Badge>
              ) : null}
            </div>
            <h1 id="resource-title" className="type-title">
              {title}
            </h1>
            {isAdmin ? (
              <RowActions
                intents={intents}
                edit={{ label: t("pages.resources.edit"), onClick: () => editor.openFor(resource) }}
                remove={{
                  label: t("pages.resources.delete"),
                  title: t("pages.resources.delete_confirm.title"),
                  message: t("pages.resources.delete_confirm.message"),
                }}
              />
            ) : null}
          </div>
          <img
            src={resource.thumbnail_url || DEFAULT_RESOURCE_IMAGE}
            alt=""
            className="aspect-[16/10] w-full rounded-2xl bg-white/10 object-cover shadow-lg"
          />
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10 sm:px-6">
        {deleteError ? <FormError>{t(deleteError)}</FormError> : null}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="description-title" className="flex min-w-0 flex-col gap-3">
            <h2 id="description-title" className="text-2xl font-bold text-secondary">
              {t("pages.resources.description")}
            </h2>
            {text.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs may repeat and never reorder
              <p key={index} className="leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>

          <aside
            aria-labelledby="facts-title"
            className="flex flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="facts-title" className="text-lg font-bold text-secondary">
              {t("pages.resources.facts")}
            </h2>
            {partner ? (
              <div className="flex items-center gap-3">
                {partner.logo_url ? (
                  <img
                    src={partner.logo_url}
                    alt=""
                    className="size-12 rounded-lg border border-slate-200 bg-white object-contain p-1"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-12 items-center justify-center rounded-lg bg-secondary text-lg font-bold text-white"
                  >
                    {partner.name.trim().charAt(0).toUpperCase()}
                  </span>
                )}
                <div className="text-sm">
                  <p className="text-slate-600">{t("pages.resources.partner")}</p>
                  <p className="font-semibold text-slate-900">{partner.name}</p>
                </div>
              </div>
            ) : null}
            <dl className="grid gap-3 text-sm">
              <div className="flex justify-between gap-4 border-b border-slate-100 pb-2">
                <dt className="text-slate-600">{t("pages.resources.created")}</dt>
                <dd className="font-semibold text-slate-900">{formatDate(resource.created_at, lang, "long")}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{t("pages.resources.download_count")}</dt>
                <dd className="font-semibold text-slate-900" data-testid="download-count">
                  {resource.download_count + extraDownloads}
                </dd>
              </div>
            </dl>
            {hasFile ? (
              // A plain link to our counting route, which redirects to the file; a new tab keeps this page.
              <a
                href={`/ressources/${resource.id}/download`}
                target="_blank"
                rel="noopener noreferrer nofollow"
                onClick={() => setExtraDownloads((n) => n + 1)}
                className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-secondary px-4 text-sm font-medium text-white shadow-sm hover:bg-secondary/90"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                  <path d="M10.75 2.75a.75.75 0 00-1.5 0v8.614L6.295 8.235a.75.75 0 10-1.09 1.03l4.25 4.5a.75.75 0 001.09 0l4.25-4.5a.75.75 0 00-1.09-1.03l-2.955 3.129V2.75z" />
                  <path d="M3.5 12.75a.75.75 0 00-1.5 0v2.5A2.75 2.75 0 004.75 18h10.5A2.75 2.75 0 0018 15.25v-2.5a.75.75 0 00-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5z" />
                </svg>
                {t("pages.resources.download")}
                <span className="sr-only"> ({t("pages.resources.new_tab")})</span>
              </a>
            ) : (
              <p className="text-sm text-slate-600">{t("pages.resources.no_file")}</p>
            )}
          </aside>
        </div>

        <RelatedSection
          title={t("pages.resources.related")}
          items={related}
          itemKey={(item) => item.id}
          renderItem={(item) => <ResourceCard resource={item} headingLevel={3} />}
        />

        <ButtonLink to="/ressources" variant="outline" className="self-start">
          {t("pages.resources.back")}
        </ButtonLink>
      </div>

      {isAdmin && lookups ? (
        <ResourceEditor
          {...editor.dialog}
          action={`/ressources/${resource.id}`}
          lookups={lookups}
          resource={resource}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      notFound={{ message: "pages.resources.error.not_found" }}
      loadError="pages.resources.error.load"
      back={{ to: "/ressources", label: "pages.resources.back" }}
      statusHandlers={{ 400: ({ errorView }) => errorView("pages.resources.error.invalid_id") }}
    />
  );
}
