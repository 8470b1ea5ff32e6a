// /services/{id} — one service: hero, overview, the four benefits, a contact link and three
// related services; admins also edit and delete it here (the action).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { adminAction } from "~/admin/action.server";
import { useEditorTarget } from "~/forms/use-editor-target";
import { type Lang, pick, pickList } from "~/i18n/messages";
import { paragraphs } from "~/rich-text/plain-text";
import type { RootData } from "~/root";
import { notFound } from "~/server/responses.server";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { serviceActions } from "~/services/admin-services.server";
import { DEFAULT_SERVICE_IMAGE, ServiceCard } from "~/services/service-card";
import { ServiceEditor } from "~/services/service-editor";
import { getService, relatedServices } from "~/services/services.server";
import type { BreadcrumbHandle } from "~/shell/breadcrumb-trail";
import { keyMeta, pageMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { FormError } from "~/ui/field";
import { Icon } from "~/ui/icon";
import { RelatedSection } from "~/ui/list-results";
import { RowActions, useItemIntents } from "~/ui/row-actions";
import type { Route } from "./+types/service";

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle: BreadcrumbHandle = {
  breadcrumb: (loaderData) => (loaderData as LoaderData | undefined)?.title,
};

const BENEFITS = ["expertise", "tailored", "flexible", "follow_up"] as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!loaderData) return keyMeta(root, "errors.not_found.title");
  return pageMeta(root, loaderData.title, loaderData.description);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { lang, isAdmin } = getViewer(context);
  const service = await getService(params.id);
  if (!service) throw notFound();
  // Related services are a bonus: a failure there must not hide the service itself.
  const related = await settle("related services", relatedServices(service));
  const description = paragraphs(pick(service, "description", lang))[0] ?? "";
  return {
    service,
    // Unreadable, the section is left out, as when there are none.
    related: related ?? [],
    isAdmin,
    title: pick(service, "title", lang),
    description: description.length > 160 ? `${description.slice(0, 159)}…` : description,
  };
}

/** Updates or deletes this service. Admins only, checked before anything else. */
export async function action(args: Route.ActionArgs) {
  return adminAction(args, serviceActions({ allowed: ["update", "delete"], serviceId: args.params.id }));
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { service, related, isAdmin, title } = loaderData;
  const editor = useEditorTarget();
  // A failed delete answers without redirecting: it is toasted and shown below the hero.
  const intents = useItemIntents(`/services/${service.id}`);
  const deleteError = intents.error;

  const overview = paragraphs(pick(service, "description", lang));
  const tags = pickList(service.tags, service.tags_en, lang);

  return (
    <>
      <section className="relative overflow-hidden bg-secondary text-white" aria-labelledby="service-title">
        <img
          src={service.image_url || DEFAULT_SERVICE_IMAGE}
          alt=""
          className="absolute inset-0 size-full object-cover opacity-25"
        />
        <div
          className="absolute inset-0 bg-gradient-to-r from-secondary via-secondary/90 to-secondary/50"
          aria-hidden="true"
        />
        <div className="relative mx-auto flex max-w-7xl flex-col gap-4 px-4 py-14 sm:px-6 lg:py-20">
          <Link
            to="/services"
            className="inline-flex items-center gap-1 self-start rounded text-sm font-medium text-white hover:underline"
          >
            <span aria-hidden="true">←</span>
            {t("pages.services.back")}
          </Link>
          {service.is_featured ? (
            <Badge tone="warning" className="self-start bg-amber-50">
              {t("pages.services.featured")}
            </Badge>
          ) : null}
          <h1 id="service-title" className="type-title max-w-4xl">
            {title}
          </h1>
          {tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t("pages.services.tags")}>
              {tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="neutral" className="bg-white/90">
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {isAdmin ? (
            <RowActions
              intents={intents}
              edit={{ label: t("pages.services.edit"), onClick: () => editor.openFor(service) }}
              remove={{
                label: t("pages.services.delete"),
                title: t("pages.services.delete_confirm.title"),
                message: t("pages.services.delete_confirm.message"),
              }}
            />
          ) : null}
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10 sm:px-6">
        {deleteError ? <FormError>{t(deleteError)}</FormError> : null}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="overview-title" className="flex min-w-0 flex-col gap-3">
            <h2 id="overview-title" className="text-2xl font-bold text-secondary">
              {t("pages.services.overview")}
            </h2>
            {overview.length > 0 ? (
              overview.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))
            ) : (
              <p className="text-slate-600">{t("pages.services.no_description")}</p>
            )}
          </section>
          <aside
            aria-labelledby="contact-title"
            className="flex flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="contact-title" className="text-lg font-bold text-secondary">
              {t("pages.services.contact_title")}
            </h2>
            <p className="text-sm text-slate-600">{t("pages.services.contact_text")}</p>
            <ButtonLink to="/contact" variant="secondary" fullWidth>
              {t("pages.services.contact")}
            </ButtonLink>
          </aside>
        </div>

        <section aria-labelledby="benefits-title" className="flex flex-col gap-6">
          <h2 id="benefits-title" className="text-2xl font-bold text-secondary">
            {t("pages.services.benefits.title")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map((benefit) => (
              <li
                key={benefit}
                className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <Icon name="check" className="size-6 text-secondary" />
                <h3 className="font-semibold text-slate-900">{t(`pages.services.benefits.${benefit}.title`)}</h3>
                <p className="text-sm text-slate-600">{t(`pages.services.benefits.${benefit}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <RelatedSection
          title={t("pages.services.related")}
          items={related}
          itemKey={(item) => item.id}
          renderItem={(item) => <ServiceCard service={item} headingLevel={3} />}
        />

        <ButtonLink to="/services" variant="outline" className="self-start">
          {t("pages.services.back")}
        </ButtonLink>
      </div>

      {isAdmin ? <ServiceEditor {...editor.dialog} action={`/services/${service.id}`} service={service} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      notFound={{ message: "pages.services.error.not_found" }}
      loadError="pages.services.error.load"
      back={{ to: "/services", label: "pages.services.back" }}
    />
  );
}
