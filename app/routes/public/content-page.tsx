// Content pages: the fixed /guides, /learners, /consultants, /about, /terms, /privacy,
// and any published page at /pages/{slug} or /{slug}. One module, several route ids
// (page-guides … page-by-slug, page-catch-all). Unknown or unpublished: the 404 view
// with a hint to check the address, and an HTTP 404 (admins preview drafts).

import { useTranslation } from "react-i18next";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { AuthorBlock } from "~/pages/author-block";
import { ContentHero } from "~/pages/content-hero";
import { getPublishedPage, movedPagePath, slugForRequest } from "~/pages/pages.server";
import { pagePath } from "~/pages/paths";
import { RichHtml } from "~/pages/rich-html";
import { hasText } from "~/rich-text/plain-text";
import type { RootData } from "~/root";
import { movedPermanently, notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import type { BreadcrumbHandle } from "~/shell/breadcrumb-trail";
import { keyMeta, pageMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import type { Route } from "./+types/content-page";

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle: BreadcrumbHandle = {
  breadcrumb: (loaderData) => (loaderData as LoaderData | undefined)?.page.title,
};

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!loaderData) return keyMeta(root, "errors.not_found.title", { noindex: true });
  const { page } = loaderData;
  // The page's own meta (edited in the back office), else its title and first words.
  return pageMeta(root, page.meta_title || page.title, page.meta_description || page.summary, {
    image: page.thumbnail_url,
    type: page.type === "blog" ? "article" : "website",
    noindex: !page.is_published,
  });
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang, isAdmin } = getViewer(context);
  const slug = slugForRequest(url.pathname, (params as { slug?: string }).slug);
  // Admins preview drafts (the back office's preview link); visitors get the 404.
  const page = slug ? await getPublishedPage(slug, lang, { includeDrafts: isAdmin }) : null;
  if (!page) {
    // An old slug: 301 to the page's address now.
    const moved = slug ? await movedPagePath(slug, { includeDrafts: isAdmin }) : null;
    if (moved && moved !== url.pathname) throw movedPermanently(url, moved);
    throw notFound();
  }
  return { page, isAdmin, canonicalPath: pagePath({ slug: page.slug, type: "page" }) };
}

/** Nothing to post here: an unknown address answers 404 whatever the method. */
export async function action() {
  throw notFound();
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { page, isAdmin } = loaderData;
  return (
    <article aria-labelledby="page-title">
      <ContentHero
        title={page.title}
        titleId="page-title"
        imageUrl={page.thumbnail_url}
        editId={isAdmin ? page.id : null}
        isDraft={!page.is_published}
        before={page.category ? <p className="text-sm font-semibold text-slate-100">{page.category}</p> : null}
        after={
          page.updated_at ? (
            <p className="text-sm text-slate-100">
              <time dateTime={page.updated_at}>
                {t("pages.content.updated_on", { date: formatDate(page.updated_at, lang, "long") })}
              </time>
            </p>
          ) : null
        }
      />

      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6">
        {hasText(page.content) ? (
          <RichHtml html={page.content} />
        ) : (
          <p className="text-slate-600">{t("pages.content.empty")}</p>
        )}
        {page.type === "blog" && page.author ? (
          <AuthorBlock author={page.author} title={t("pages.content.author_title")} />
        ) : null}
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      notFound={{ message: "pages.error.not_found", hint: "pages.error.check_url" }}
      back={{ to: "/", label: "errors.not_found.back_home" }}
    />
  );
}
