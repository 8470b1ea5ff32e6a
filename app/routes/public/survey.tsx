// /surveys/:surveyId?t= — the page a survey's e-mailed link opens (delivery.md §6). The link's
// signed token is the proof (no sign-in: it is often opened on a phone); a wrong id or token is
// the 404 page. Personal: never indexed nor cached. One answer per survey, refused once closed.
import { done, formAction, publicIntent, notFound as refusedNotFound } from "~/forms/form-action.server";
import { clock } from "~/server/clock.server";
import { notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { surveyAnswerSchema } from "~/surveys/schema";
import { isSurveyLinkValid } from "~/surveys/survey-emails.server";
import { SurveyScreen } from "~/surveys/survey-screen";
import { answerSurvey, loadSurveyPage, questionsOfSurvey } from "~/surveys/surveys.server";
import type { Route } from "./+types/survey";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export const handle = {
  breadcrumb: (data: { page?: { survey: { course_title: string } } } | undefined) => data?.page?.survey.course_title,
};

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...keyMeta(matches[0]?.loaderData as never, "surveys.page.meta_title"),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { lang } = getViewer(context);
  const token = url.searchParams.get("t") ?? "";
  const page = await loadSurveyPage(params.surveyId, token, lang, clock().now());
  if (!page) throw notFound();
  return { page, token };
}

export async function action(args: Route.ActionArgs) {
  const { lang } = getViewer(args.context);
  const surveyId = args.params.surveyId;
  // The form's schema is the survey's: its course's own questions as they are now.
  const questions = await questionsOfSurvey(surveyId);
  return formAction(args, {
    what: "survey answer",
    viewer: "anyone",
    messages: { save: "surveys.page.error" },
    headers: PRIVATE,
    intents: {
      answer: publicIntent({
        schema: surveyAnswerSchema(questions ?? []),
        invalidMessage: "surveys.page.invalid",
        run: async ({ data }) => {
          if (!questions || !(await isSurveyLinkValid(surveyId, data.t)))
            return refusedNotFound("surveys.page.invalid_link");
          // The service refuses with its answer (already answered, closed).
          await answerSurvey(surveyId, data, questions, lang, clock().now());
          return done({ toast: "surveys.page.thanks" });
        },
      }),
    },
  });
}

export default function SurveyPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SurveyScreen {...loaderData} actionData={actionData} />;
}
