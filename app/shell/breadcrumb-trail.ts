// The breadcrumb trail of an address, apart from its drawing (breadcrumbs.tsx) so a test can walk
// every route's trail with the real loaders (tests/integration/breadcrumbs.test.ts). Every crumb
// has a translated label (a `breadcrumbs.*` key, or the item the page shows, named by its route's
// `handle.breadcrumb`), and links only to a page that exists.
import type { Lang } from "~/i18n/messages";

export type BreadcrumbHandle = {
  /** The last crumb's label: the item the page shows (a course's title, a session's course and dates). */
  breadcrumb?: (data: unknown, lang: Lang) => string | undefined;
  /** Labels of crumbs above it that are items too, by their path (a session's attendance board names the session). */
  parents?: (data: unknown, lang: Lang) => Record<string, string>;
};

/** One crumb: `href` null for the current page (the last crumb) and a section without a page. */
export type Crumb = { label: string; href: string | null };

// URL segments whose label key differs from the segment itself.
const SEGMENT_KEYS: Record<string, string> = {
  formations: "courses",
  calendrier: "calendar",
  ressources: "resources",
};

// Whole paths whose segment means something else elsewhere ("registrations" is a member's own
// under /profile, everybody's in the back office; "delete" is the member's account; "documents"
// the member's certificates).
const PATH_KEYS: Record<string, string> = {
  "/admin/registrations": "admin_registrations",
  "/profile/delete": "profile_delete",
  "/profile/documents": "profile_documents",
  // The BPF's categories, not the catalogue's.
  "/admin/compliance/categories": "bpf_categories",
};

/**
 * Sections of an address with no page of their own: where their crumb leads instead (the
 * settings' door is the general screen, as /admin/settings itself redirects there), "text" for a
 * section named without a link (the newsletter is a form in the footer), or "none" for a segment
 * that only groups addresses (/pages/{slug}: there is no list of pages to name).
 */
const SECTION_TARGETS: Record<string, string | "text" | "none"> = {
  "/admin/settings": "/admin/settings/general",
  "/admin/attendance": "/admin/attendance/justifications",
  // The compliance screens (issue 30) each answer to their own module: the section has no page
  // every one of their readers may open, so it is named without a link.
  "/admin/compliance": "text",
  "/newsletter": "text",
  "/pages": "none",
  // The trainer's sessions are listed at /trainer itself.
  "/trainer/sessions": "none",
  "/sign": "text",
  "/verify": "text",
  // An offer's page is reached from its e-mail only: the list has no page, nor do its offers.
  "/waitlist": "text",
  "/waitlist/offers": "none",
  // A survey's page too (its e-mailed link).
  "/surveys": "text",
};

type Translate = (key: string) => string;

/**
 * The crumbs after "Home" for `pathname`. `itemTitle` names the last crumb (the route's
 * handle); `hasKey` tells whether a translation key exists, so a segment without one is shown
 * as the address reads rather than as a raw key (a route added without its key: the test fails).
 */
export function breadcrumbTrail(input: {
  pathname: string;
  itemTitle?: string;
  /** Labels of item crumbs above the last, by path (the handle's `parents`). */
  parentTitles?: Record<string, string>;
  t: Translate;
  hasKey: (key: string) => boolean;
}): Crumb[] {
  const segments = input.pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join("/")}`;
    const isLast = index === segments.length - 1;
    const target = isLast ? null : Object.hasOwn(SECTION_TARGETS, path) ? SECTION_TARGETS[path] : path;
    if (target === "none") return;
    const key = `breadcrumbs.${PATH_KEYS[path] ?? SEGMENT_KEYS[segment] ?? segment}`;
    const fallback = safeDecode(segment).replace(/-/g, " ");
    const parentTitle =
      !isLast && input.parentTitles && Object.hasOwn(input.parentTitles, path) ? input.parentTitles[path] : undefined;
    const label =
      isLast && input.itemTitle ? input.itemTitle : (parentTitle ?? (input.hasKey(key) ? input.t(key) : fallback));
    crumbs.push({ label, href: target === "text" ? null : target });
  });
  return crumbs;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
