// Breadcrumb bar on every page but the home page. The trail is breadcrumbTrail's: segment labels
// from `breadcrumbs.*` keys, an item page (course, service, resource, a session's roster) naming
// itself through its route's `handle.breadcrumb(loaderData, lang)`, and links only to pages that
// exist. An error page (an unknown address, a missing item) reads "Home / Page not found", not
// the address typed.
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import {
  UNSAFE_DataRouterDataContext as DataRouterDataContext,
  isRouteErrorResponse,
  Link,
  useLocation,
  useMatches,
} from "react-router";
import type { Lang } from "~/i18n/messages";
import { type BreadcrumbHandle, breadcrumbTrail, type Crumb } from "~/shell/breadcrumb-trail";

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
  const lastHandle = last?.handle as BreadcrumbHandle | undefined;
  const itemTitle = lastHandle?.breadcrumb?.(last.loaderData, i18n.language as Lang);
  const parentTitles = lastHandle?.parents?.(last.loaderData, i18n.language as Lang);

  const crumbs: Crumb[] = routeErrors.length
    ? [
        {
          label: t(
            routeErrors.some((e) => isRouteErrorResponse(e) && e.status === 404)
              ? "errors.not_found.title"
              : "errors.generic.title",
          ),
          href: null,
        },
      ]
    : breadcrumbTrail({ pathname: location.pathname, itemTitle, parentTitles, t, hasKey: (key) => i18n.exists(key) });

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
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={`${crumb.href}|${crumb.label}`} className="flex items-center gap-1">
              <span aria-current="page" className="font-medium text-slate-900">
                {crumb.label}
              </span>
            </li>
          ) : (
            <li key={`${crumb.href}|${crumb.label}`} className="flex items-center gap-1">
              {crumb.href === null ? (
                <span className="capitalize-first">{crumb.label}</span>
              ) : (
                <Link to={crumb.href} className="capitalize-first hover:text-secondary hover:underline">
                  {crumb.label}
                </Link>
              )}
              <Separator />
            </li>
          ),
        )}
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
