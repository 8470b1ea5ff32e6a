// /blog — published posts, newest first. Search, category and page live in the URL
// (?q=&category=&page=) and are done in SQL.
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { BLOG_PAGE_SIZE, listBlogCategories, listPublishedPosts, parseBlogParams } from "~/blog/blog.server";
import { PostCard } from "~/blog/post-card";
import { pick } from "~/i18n/messages";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { cn } from "~/ui/cn";
import { ListEmptyState, ListResults, ListToolbar } from "~/ui/list-results";
import { PageBand } from "~/ui/page-band";
import type { Route } from "./+types/blog";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "pages.blog.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = getViewer(context);
  const params = parseBlogParams(url.searchParams);
  const [list, categories] = await Promise.all([
    settle("blog list", listPublishedPosts({ ...params, lang })),
    settle("blog categories", listBlogCategories()),
  ]);
  return {
    params,
    // Unreadable, the category filter is left out, as when there are none.
    categories: (categories ?? []).map((c) => ({ id: c.id, name: pick(c, "name", lang) })),
    list: list ?? { posts: [], total: 0, page: 1, totalPages: 1, size: BLOG_PAGE_SIZE },
    hasLoadError: list === null,
  };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { params, categories, list, hasLoadError } = loaderData;
  const isFiltered = params.q !== "" || params.category !== null;
  // Choosing a category keeps the search and starts again at page 1.
  const categoryHref = (id: string | null) => {
    const search = new URLSearchParams(location.search);
    search.delete("page");
    if (id) search.set("category", id);
    else search.delete("category");
    const text = search.toString();
    return text ? `?${text}` : location.pathname;
  };

  return (
    <>
      <PageBand title={t("pages.blog.title")} subtitle={t("pages.blog.subtitle")} />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
        <ListToolbar
          q={params.q}
          searchLabel={t("pages.blog.search_label")}
          searchPlaceholder={t("pages.blog.search_placeholder")}
        >
          {categories.length > 0 ? (
            <nav aria-label={t("pages.blog.categories_label")}>
              <ul className="flex flex-wrap gap-2">
                {[{ id: null, name: t("pages.blog.all_categories") }, ...categories].map((category) => {
                  const isCurrent = params.category === category.id;
                  return (
                    <li key={category.id ?? "all"}>
                      <Link
                        to={categoryHref(category.id)}
                        preventScrollReset
                        aria-current={isCurrent ? "page" : undefined}
                        className={cn(
                          "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-hidden",
                          isCurrent
                            ? "border-secondary bg-secondary text-white"
                            : "border-slate-300 bg-white text-slate-700 hover:border-secondary hover:text-secondary",
                        )}
                      >
                        {category.name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
        </ListToolbar>

        <ListResults
          headingId="blog-results"
          count={t("pages.blog.results", { count: list.total })}
          items={list.posts}
          itemKey={(post) => post.id}
          renderItem={(post) => <PostCard post={post} />}
          empty={
            hasLoadError ? null : (
              <ListEmptyState
                title={isFiltered ? t("pages.blog.empty") : t("pages.blog.no_posts")}
                isFiltered={isFiltered}
                hint={t("pages.blog.empty_hint")}
                resetLabel={t("pages.blog.reset")}
              />
            )
          }
          page={list.page}
          totalPages={list.totalPages}
          loadError={hasLoadError ? t("pages.blog.error.load") : null}
        />
      </div>
    </>
  );
}
