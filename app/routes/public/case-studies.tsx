// /case-studies — searched and paged in SQL; state in the URL (?q=&size=&page=&from=).
// "Show more" asks for the next page while keeping the ones already on screen (from..page).
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { listCaseStudies, parseCaseStudyParams } from "~/case-studies/case-studies.server";
import { CaseStudyCard } from "~/case-studies/case-study-card";
import { CASE_STUDY_PAGE_SIZES, type CaseStudyListPage } from "~/case-studies/types";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { ButtonLink, buttonClasses } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { FormError } from "~/ui/field";
import { PageBand } from "~/ui/page-band";
import { PageSizeSelect, Pagination, searchWithParam } from "~/ui/pagination";
import { SearchBox } from "~/ui/search-box";
import type { Route } from "./+types/case-studies";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "pages.case_studies.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = getViewer(context);
  const params = parseCaseStudyParams(url.searchParams);
  const list = await settle("case studies", listCaseStudies({ ...params, lang }));
  return {
    params,
    list: list ?? { studies: [], total: 0, page: 1, from: 1, totalPages: 1, size: params.size },
    hasLoadError: list === null,
  };
}

/** After "show more", keyboard and screen-reader users land on the first new case study. */
function useFocusFirstNew(list: CaseStudyListPage) {
  const previous = useRef({ from: list.from, page: list.page, size: list.size });
  useEffect(() => {
    const before = previous.current;
    previous.current = { from: list.from, page: list.page, size: list.size };
    const isAppend = before.from === list.from && before.size === list.size && list.page > before.page;
    if (!isAppend) return;
    const first = list.studies[(before.page - list.from + 1) * list.size];
    if (first) document.getElementById(`case-study-${first.id}-title`)?.focus();
  }, [list]);
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { params, list, hasLoadError } = loaderData;
  useFocusFirstNew(list);
  const hasMore = list.page < list.totalPages;
  // Pagination shows one page at a time again, so it drops "from".
  const pageHref = (page: number) => {
    const search = new URLSearchParams(location.search);
    search.delete("from");
    return searchWithParam(search, "page", page === 1 ? null : page);
  };
  const moreHref = (() => {
    const search = new URLSearchParams(location.search);
    search.set("from", String(list.from));
    search.set("page", String(list.page + 1));
    return `?${search}`;
  })();

  return (
    <div className="flex flex-col">
      <PageBand title={t("pages.case_studies.title")} subtitle={t("pages.case_studies.subtitle")} />

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
        <SearchBox
          defaultValue={params.q}
          label={t("pages.case_studies.search_label")}
          placeholder={t("pages.case_studies.search_placeholder")}
          // A new search starts again on one page.
          preserve={Object.fromEntries([...new URLSearchParams(location.search)].filter(([key]) => key !== "from"))}
        />

        {hasLoadError ? <FormError>{t("pages.case_studies.error.load")}</FormError> : null}

        <section aria-labelledby="case-studies-results" className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="case-studies-results" className="text-sm font-medium text-slate-700" aria-live="polite">
              {t("pages.case_studies.results", { count: list.total })}
            </h2>
            <PageSizeSelect
              options={[...CASE_STUDY_PAGE_SIZES]}
              value={list.size}
              preserve={Object.fromEntries([...new URLSearchParams(location.search)].filter(([key]) => key !== "from"))}
            />
          </div>

          {!hasLoadError && list.studies.length === 0 ? (
            <EmptyState
              title={params.q ? t("pages.case_studies.empty") : t("pages.case_studies.no_items")}
              description={params.q ? t("pages.case_studies.empty_hint") : undefined}
              action={
                params.q ? (
                  <ButtonLink to={location.pathname} variant="outline">
                    {t("pages.case_studies.reset")}
                  </ButtonLink>
                ) : undefined
              }
            />
          ) : null}

          {list.studies.length ? (
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {list.studies.map((study) => (
                <li key={study.id}>
                  <CaseStudyCard study={study} />
                </li>
              ))}
            </ul>
          ) : null}

          {hasMore ? (
            <div className="flex flex-col items-center gap-2">
              <p className="text-sm text-slate-600">
                {t("pages.case_studies.showing", { shown: list.studies.length, total: list.total })}
              </p>
              <Link to={moreHref} preventScrollReset className={buttonClasses({ variant: "outline" })}>
                {t("pages.case_studies.show_more")}
              </Link>
            </div>
          ) : null}

          <Pagination page={list.page} totalPages={list.totalPages} makeHref={pageHref} />
        </section>
      </div>
    </div>
  );
}
