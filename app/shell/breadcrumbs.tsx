// Breadcrumb bar on every page but the home page. Segment labels come from
// `breadcrumbs.*` keys; an item page (course, service, resource...) names
// itself through its route `handle.breadcrumb(loaderData)`. An error page (an unknown
// address, a missing item) reads "Home / Page not found", not the address typed.
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import {
  UNSAFE_DataRouterDataContext as DataRouterDataContext,
  isRouteErrorResponse,
  Link,
  useLocation,
  useMatches,
} from "react-router";

export type BreadcrumbHandle = { breadcrumb?: (data: unknown) => string | undefined };

// URL segments whose label key differs from the segment itself.
const SEGMENT_KEYS: Record<string, string> = {
  formations: "courses",
  calendrier: "calendar",
  ressources: "resources",
};

// Whole paths whose segment means something else elsewhere ("registrations" is a member's own
// under /profile, everybody's in the back office).
const PATH_KEYS: Record<string, string> = {
  "/admin/registrations": "admin_registrations",
};

export function Breadcrumbs() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  // The router's errors, which every route's boundary draws (useRouteError only works inside
  // one; this bar sits above them, and must be right in the server's HTML too).
  const errors = useContext(DataRouterDataContext)?.errors;
  if (location.pathname === "/") return null;

  const routeErrors = Object.values(errors ?? {});
  const last = matches[matches.length - 1];
  const itemTitle = (last?.handle as BreadcrumbHandle | undefined)?.breadcrumb?.(last.loaderData);
  const segments = location.pathname.split("/").filter(Boolean);

  const crumbs = routeErrors.length
    ? [
        {
          href: location.pathname,
          label: t(
            routeErrors.some((e) => isRouteErrorResponse(e) && e.status === 404)
              ? "errors.not_found.title"
              : "errors.generic.title",
          ),
          isLast: true,
        },
      ]
    : segments.map((segment, index) => {
        const href = `/${segments.slice(0, index + 1).join("/")}`;
        const isLast = index === segments.length - 1;
        const key = `breadcrumbs.${PATH_KEYS[href] ?? SEGMENT_KEYS[segment] ?? segment}`;
        let label = i18n.exists(key) ? t(key) : decodeURIComponent(segment).replace(/-/g, " ");
        if (isLast && itemTitle) label = itemTitle;
        return { href, label, isLast };
      });

  return (
    <nav aria-label={t("breadcrumbs.label")} className="border-b border-slate-200 bg-white">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2 text-sm text-slate-600 sm:px-6">
        {/* Each separator ends the item before it: a wrapped line never starts with "/". */}
        <li className="flex items-center gap-1">
          <Link to="/" className="hover:text-secondary hover:underline">
            {t("breadcrumbs.home")}
          </Link>
          <Separator />
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            {crumb.isLast ? (
              <span aria-current="page" className="font-medium text-slate-900">
                {crumb.label}
              </span>
            ) : (
              <>
                <Link to={crumb.href} className="capitalize-first hover:text-secondary hover:underline">
                  {crumb.label}
                </Link>
                <Separator />
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Separator() {
  return (
    <span aria-hidden="true" className="text-slate-400">
      /
    </span>
  );
}
