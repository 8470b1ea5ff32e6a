// Where a page lives on the public site (shared by the routes, the site maps and tests).

/** Pages with a fixed route of their own (app/routes.ts: ids page-{slug}). */
export const FIXED_PAGE_SLUGS = ["guides", "learners", "consultants", "about", "terms", "privacy"] as const;

/**
 * The public path of a page: blog posts under /blog, fixed pages at their own route, any other
 * page under /pages/{slug}, which always reaches it (a root /{slug} could be shadowed by a route).
 */
export function pagePath(page: { slug: string; type: "page" | "blog" }): string {
  if (page.type === "blog") return `/blog/${page.slug}`;
  if ((FIXED_PAGE_SLUGS as readonly string[]).includes(page.slug)) return `/${page.slug}`;
  return `/pages/${page.slug}`;
}
