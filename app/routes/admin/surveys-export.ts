// /admin/surveys/export.xlsx — the surveys the answers tab's filters select (the same URL
// parameters, read by the same parser), as a workbook in the viewer's language with a column per
// course question answered. Governed like the screen by the "surveys" module (decision 022).
import { requireEditorOf } from "~/admin/permissions.server";
import { getViewer } from "~/server/viewer.server";
import { parseAdminSurveyParams } from "~/surveys/admin-schema";
import { surveysWorkbook } from "~/surveys/survey-export.server";
import type { Route } from "./+types/surveys-export";

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "surveys");
  return surveysWorkbook(parseAdminSurveyParams(url.searchParams), getViewer(context).lang);
}
