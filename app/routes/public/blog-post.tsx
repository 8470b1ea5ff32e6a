// /blog/{slug} — one published post: hero, category, date, author, the article and
// a way back to the list; schema.org BlogPosting for search engines. Anything not
// published is the blog's 404 (HTTP 404), except for admins, who preview drafts.

import { useTranslation } from "react-i18next";
import { getPublishedPost } from "~/blog/blog.server";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { AuthorBlock } from "~/pages/author-block";
import { ContentHero } from "~/pages/content-hero";
import { movedPagePath } from "~/pages/pages.server";
import { RichHtml } from "~/pages/rich-html";
import { excerpt } from "~/rich-text/plain-text";
import type { RootData } from "~/root";
import { blogPostingJsonLd } from "~/seo/json-ld";
import { movedPermanently, notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import type { BreadcrumbHandle } from "~/shell/breadcrumb-trail";
import { keyMeta, pageMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/blog-post";

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle: BreadcrumbHandle = {
  breadcrumb: (loaderData) => (loaderData as LoaderData | undefined)?.post.title,
};

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!loaderData) return keyMeta(root, "errors.not_found.title", { noindex: true });
  const { post, description } = loaderData;
  const lang = root?.lang ?? "fr";
  return [
    ...pageMeta(root, post.meta_title || post.title, description, {
      image: post.thumbnail_url,
      type: "article",
      noindex: !post.is_published,
    }),
    ...(post.published_at ? [{ property: "article:published_time", content: post.published_at }] : []),
    ...(post.updated_at ? [{ property: "article:modified_time", content: post.updated_at }] : []),
    ...(post.category ? [{ property: "article:section", content: post.category.name }] : []),
    // Rendered by <Meta /> as <script type="application/ld+json">, escaped by React Router.
    {
      "script:ld+json": blogPostingJsonLd({
        baseUrl: root?.publicUrl ?? "http://localhost",
        lang,
        organisation: root?.site.appName ?? "Formatio",
        post: { ...post, description },
      }),
    },
  ];
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang, isAdmin } = getViewer(context);
  // Admins preview drafts (the back office's preview link); visitors get the 404.
  const post = await getPublishedPost(params.slug, lang, { includeDrafts: isAdmin });
  if (!post) {
    // An old slug: 301 to where the post (or the page it became) is now.
    const moved = await movedPagePath(params.slug, { includeDrafts: isAdmin });
    if (moved && moved !== url.pathname) throw movedPermanently(url, moved);
    throw notFound();
  }
  return {
    post,
    description: post.meta_description || excerpt(post.content, 160),
    isAdmin,
  };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { post, isAdmin } = loaderData;
  return (
    <article aria-labelledby="post-title">
      <ContentHero
        title={post.title}
        titleId="post-title"
        imageUrl={post.thumbnail_url}
        editId={isAdmin ? post.id : null}
        isDraft={!post.is_published}
        before={
          post.category ? (
            <div>
              <Badge tone="neutral" className="bg-white/90">
                {post.category.name}
              </Badge>
            </div>
          ) : null
        }
        after={
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-100">
            {post.published_at ? (
              <time dateTime={post.published_at}>
                {t("pages.blog.published_on", { date: formatDate(post.published_at, lang, "long") })}
              </time>
            ) : null}
            {post.author?.full_name ? <span>{t("pages.blog.by", { name: post.author.full_name })}</span> : null}
          </p>
        }
      />

      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6">
        <RichHtml html={post.content} />
        {post.author ? <AuthorBlock author={post.author} title={t("pages.blog.author_title")} /> : null}
        <div>
          <ButtonLink to="/blog" variant="outline">
            <span aria-hidden="true">←</span> {t("pages.blog.back")}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      notFound={{ message: "pages.blog.error.not_found" }}
      loadError="pages.blog.error.load"
      back={{ to: "/blog", label: "pages.blog.back" }}
    />
  );
}
