// /sitemap — the human site map: every section, then the published pages, posts,
// courses, services and resources in the reader's language (bounded per group).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SITE_SECTIONS } from "~/seo/sections";
import { listSitemapItems, type SitemapGroups } from "~/seo/seo.server";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { FormError } from "~/ui/field";
import type { Route } from "./+types/sitemap";

/** Items listed per group; past it the group links to its full list. */
const MAX_ITEMS_PER_GROUP = 100;

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "pages.sitemap.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { lang } = getViewer(context);
  const groups = await settle("site map", listSitemapItems(lang, MAX_ITEMS_PER_GROUP + 1));
  return { groups, max: MAX_ITEMS_PER_GROUP };
}

type GroupKey = keyof SitemapGroups;

// Groups in reading order, with the list page that holds them all (if any).
const GROUPS: { key: GroupKey; labelKey: string; listPath?: string }[] = [
  { key: "pages", labelKey: "pages.sitemap.pages" },
  { key: "posts", labelKey: "pages.sitemap.posts", listPath: "/blog" },
  { key: "courses", labelKey: "pages.sitemap.courses", listPath: "/formations" },
  { key: "services", labelKey: "pages.sitemap.services", listPath: "/services" },
  { key: "resources", labelKey: "pages.sitemap.resources", listPath: "/ressources" },
];

const linkClass = "text-secondary underline-offset-2 hover:underline focus-visible:underline";

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { groups, max } = loaderData;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6">
      <header>
        <h1 className="type-title text-secondary">{t("pages.sitemap.title")}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t("pages.sitemap.subtitle")}</p>
      </header>

      <section aria-labelledby="sitemap-sections">
        <h2 id="sitemap-sections" className="text-xl font-bold text-secondary">
          {t("pages.sitemap.sections")}
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {SITE_SECTIONS.map((section) => (
            <li key={section.path}>
              <Link to={section.path} className={linkClass}>
                {t(section.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {groups === null ? <FormError>{t("pages.sitemap.error.load")}</FormError> : null}

      {groups ? (
        <div className="grid gap-10 md:grid-cols-2">
          {GROUPS.map((group) => {
            const items = groups[group.key];
            const headingId = `sitemap-${group.key}`;
            return (
              <section key={group.key} aria-labelledby={headingId}>
                <h2 id={headingId} className="text-xl font-bold text-secondary">
                  {t(group.labelKey)}
                </h2>
                {items.length === 0 ? (
                  <p className="mt-3 text-sm text-slate-600">{t("pages.sitemap.empty")}</p>
                ) : (
                  <ul className="mt-3 grid gap-1.5">
                    {items.slice(0, max).map((item) => (
                      <li key={item.path}>
                        <Link to={item.path} className={linkClass}>
                          {item.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
                {items.length > max && group.listPath ? (
                  <p className="mt-3">
                    <Link to={group.listPath} className={`${linkClass} font-semibold`}>
                      {t("pages.sitemap.see_all")}
                    </Link>
                  </p>
                ) : null}
              </section>
            );
          })}
        </div>
      ) : null}

      <p className="text-sm text-slate-600">
        <a href="/sitemap.xml" className={linkClass}>
          {t("pages.sitemap.xml")}
        </a>
      </p>
    </div>
  );
}
