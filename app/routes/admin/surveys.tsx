// /admin/surveys — the satisfaction surveys (delivery.md §6): the answers sent back, filtered by
// course, session, trainer, kind and status with their summary and workbook, and each course's
// own questions (added, edited, reordered, removed or archived). Governed by the matrix's
// "surveys" module (decision 022): the loader and the action check. The rules live in
// ~/surveys/admin-surveys.server and ~/surveys/admin-survey-questions.server.
import { adminAction } from "~/admin/action.server";
import { requireEditorOf } from "~/admin/permissions.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { parseAdminSurveyParams } from "~/surveys/admin-schema";
import { surveyQuestionActions } from "~/surveys/admin-survey-questions.server";
import { loadSurveysScreen } from "~/surveys/admin-surveys.server";
import { SurveysScreen } from "~/surveys/surveys-screen";
import type { Route } from "./+types/surveys";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.surveys.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "surveys");
  return loadSurveysScreen(parseAdminSurveyParams(url.searchParams), getViewer(context).lang);
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, surveyQuestionActions(`${args.url.pathname}${args.url.search}`));
}

export default function AdminSurveys({ loaderData }: Route.ComponentProps) {
  return <SurveysScreen {...loaderData} />;
}
