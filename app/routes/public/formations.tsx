// /formations — the course catalogue. Search, filters and paging live in the URL
// (?q=&category=&level=&format=&min=&max=&page=&size=) and are done in SQL; the
// action creates a course (admins only).
import { useTranslation } from "react-i18next";
import { adminAction } from "~/admin/action.server";
import { editorRights } from "~/admin/permissions.server";
import { courseActions } from "~/courses/admin-courses.server";
import { CourseCard } from "~/courses/course-card";
import { CourseEditor } from "~/courses/course-editor";
import { CourseFilters } from "~/courses/course-filters";
import { courseSheetContext } from "~/courses/course-sheet.server";
import { listCourses, loadCourseLookups } from "~/courses/courses.server";
import { activeFilterCount, PAGE_SIZES, parseCatalogueParams } from "~/courses/schema";
import { useEditorTarget } from "~/forms/use-editor-target";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { ListEmptyState, ListResults, ListToolbar } from "~/ui/list-results";
import { PageBand } from "~/ui/page-band";
import { PageSizeSelect } from "~/ui/pagination";
import type { Route } from "./+types/formations";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "pages.courses.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, user } = getViewer(context);
  // Editors: admins, and staff roles the permission matrix lets write courses (decision 010).
  const rights = await editorRights(user, "courses");
  const params = parseCatalogueParams(url.searchParams);
  const [catalogue, lookups, sheet] = await Promise.all([
    // Per the spec a failed catalogue read is logged and the list stays empty; the page says so.
    settle("catalogue", listCourses({ ...params, lang, includeDrafts: rights.any })),
    settle("course lookups", loadCourseLookups()),
    // A new course's sheet rule (the head office's) and the referent, for the editor's panel.
    rights.create ? settle("course sheet", courseSheetContext(null)) : null,
  ]);
  return {
    params,
    rights,
    catalogue: catalogue ?? { courses: [], total: 0, isTotalCapped: false, page: 1, totalPages: 1, size: params.size },
    hasLoadError: catalogue === null,
    // The filters' lists for everyone; languages and audiences only feed the admins' editor.
    filters: lookups ? { categories: lookups.categories, levels: lookups.levels, formats: lookups.formats } : null,
    lookups: rights.any ? lookups : null,
    sheet,
  };
}

/** Creates a course (the editor's "add" mode): admins, or a staff role the permission matrix allows. */
export async function action(args: Route.ActionArgs) {
  return adminAction(args, courseActions({ allowed: ["create"], lang: getViewer(args.context).lang }));
}

export default function Formations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { params, rights, catalogue, hasLoadError, filters, lookups, sheet } = loaderData;
  const editor = useEditorTarget();
  const isFiltered = params.q !== "" || activeFilterCount(params) > 0;

  return (
    <>
      <PageBand
        title={t("pages.courses.title")}
        subtitle={t("pages.courses.subtitle")}
        add={rights.create ? { label: t("pages.courses.add"), onClick: () => editor.openNew() } : undefined}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
        <ListToolbar
          q={params.q}
          searchLabel={t("pages.courses.search_label")}
          searchPlaceholder={t("pages.courses.search_placeholder")}
        >
          <CourseFilters
            params={params}
            categories={filters?.categories ?? []}
            levels={filters?.levels ?? []}
            formats={filters?.formats ?? []}
          />
        </ListToolbar>

        <ListResults
          headingId="catalogue-results"
          // Past the count cap the total is a floor: "1 200+ formations".
          count={t(catalogue.isTotalCapped ? "pages.courses.results_capped" : "pages.courses.results", {
            count: catalogue.total,
          })}
          countAside={<PageSizeSelect options={[...PAGE_SIZES]} value={catalogue.size} />}
          items={catalogue.courses}
          itemKey={(course) => course.id}
          renderItem={(course) => <CourseCard course={course} isAdmin={rights.any} />}
          empty={
            <ListEmptyState
              title={t("pages.courses.empty")}
              isFiltered={isFiltered}
              hint={t("pages.courses.empty_hint")}
              resetLabel={t("pages.courses.filters.reset")}
            />
          }
          page={catalogue.page}
          totalPages={catalogue.totalPages}
          loadError={hasLoadError ? t("pages.courses.error.load") : null}
        />

        {rights.create ? (
          <CourseEditor {...editor.dialog} action="/formations" lookups={lookups} sheet={sheet} />
        ) : null}
      </div>
    </>
  );
}
