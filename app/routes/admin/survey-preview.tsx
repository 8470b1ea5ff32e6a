// /admin/surveys/preview?course=&kind=&lang= — a course's survey as its participants will see it
// (delivery.md §6), in French or English, disabled: nothing can be sent, nothing is recorded.
// Governed like /admin/surveys by the matrix's "surveys" module. Without a course it goes back
// to the questions tab; an unknown course is a 404.
import { redirect } from "react-router";
import { requireEditorOf } from "~/admin/permissions.server";
import { clock } from "~/server/clock.server";
import { notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { parseSurveyPreviewParams } from "~/surveys/admin-schema";
import { loadSurveyPreview } from "~/surveys/survey-preview.server";
import { SurveyPreviewScreen } from "~/surveys/survey-preview-screen";
import type { Route } from "./+types/survey-preview";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.surveys.preview.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "surveys");
  const { course, kind, lang } = parseSurveyPreviewParams(url.searchParams, getViewer(context).lang);
  if (!course) throw redirect("/admin/surveys?tab=questions");
  const preview = await loadSurveyPreview(course, kind, lang, clock().now());
  if (!preview) throw notFound();
  return { preview, courseId: course };
}

export default function AdminSurveyPreview({ loaderData }: Route.ComponentProps) {
  return <SurveyPreviewScreen {...loaderData} />;
}
