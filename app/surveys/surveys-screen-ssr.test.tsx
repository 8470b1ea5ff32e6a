// Server-rendered markup of /admin/surveys and its preview: the answers tab in English (the
// filter's summary, a row's participant, course, trainer, status and scores, the workbook link
// keeping the filters), the questions tab (the core explained, a question's type and choices, the
// preview links), and the preview drawn in the participant's language under the staff's banner,
// its form disabled.
import i18next, { type i18n as I18n } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { SessionPageHeader } from "~/admin/session-page-header";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { renderInRouter, textOf } from "../../tests/ssr";
import { type AdminSurveyRow, parseAdminSurveyParams } from "./admin-schema";
import { SurveyPreviewScreen } from "./survey-preview-screen";
import { SurveysScreen, type SurveysScreenProps } from "./surveys-screen";

const instances: Record<"fr" | "en", I18n> = { fr: i18next.createInstance(), en: i18next.createInstance() };

beforeAll(async () => {
  for (const [lng, translation] of [
    ["fr", fr],
    ["en", en],
  ] as const) {
    await instances[lng].use(initReactI18next).init({
      lng,
      resources: { [lng]: { translation } },
      interpolation: { escapeValue: false },
    });
  }
});

const COURSE = "11111111-2222-4333-8444-555555555555";
const QUESTION = "22222222-3333-4444-8555-666666666666";

const row: AdminSurveyRow = {
  id: "7c1f5b8e-2d4a-4e6b-9f0a-1b2c3d4e5f60",
  kind: "end_of_training",
  invited_at: "2031-06-03T14:45:00.000Z",
  closes_at: "2031-06-17T14:45:00.000Z",
  answered_at: "2031-06-03T15:10:00.000Z",
  satisfaction: 4,
  objectives: "partly",
  recommend: 8,
  comment: "Very practical, although the room was far too cold in the afternoons for everybody there.",
  may_publish: true,
  extra: { [QUESTION]: [0, 1] },
  testimonial_id: null,
  session_id: "33333333-4444-4555-8666-777777777777",
  status: "answered",
  participant: "Zoé Lefèvre",
  email: "zoe@example.com",
  course_id: COURSE,
  course_title_fr: "Sécurité incendie",
  course_title_en: "Fire safety",
  course_reference: "FS-1",
  start_date: "2031-06-02",
  end_date: "2031-06-03",
  timezone: "Europe/Paris",
  trainer: "Alice Formatrice",
};

function answers(search = ""): SurveysScreenProps {
  return {
    tab: "answers",
    params: parseAdminSurveyParams(new URLSearchParams(search)),
    list: {
      surveys: [row, { ...row, id: "8c1f5b8e-2d4a-4e6b-9f0a-1b2c3d4e5f60", status: "awaiting", answered_at: null }],
      questions: [],
      summary: { sent: 2, answered: 1, responseRate: 0.5, satisfaction: 4, objectivesMet: 0, recommend: 8 },
      total: 2,
      page: 1,
      totalPages: 1,
      size: 10,
    },
    hasLoadError: false,
    options: { courses: [{ id: COURSE, title: "Fire safety" }], sessions: [], trainers: [] },
  };
}

describe("the surveys screen, server-rendered", () => {
  it("shows the answers with the filter's summary, in English", () => {
    const html = renderInRouter(
      instances.en,
      <SurveysScreen {...answers("?kind=end_of_training")} />,
      "/?kind=end_of_training",
    );
    const text = textOf(html);
    for (const expected of [
      "Surveys sent 2",
      "Response rate 50%",
      "Average satisfaction 4.0 / 5",
      "Objectives met (yes) 0%",
      "Zoé Lefèvre",
      "Fire safety",
      "Alice Formatrice",
      "End of training",
      "4 / 5",
      "Partly",
      "8 / 10",
      "Awaiting an answer",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Sécurité incendie");
    // The comment's excerpt, cut at a word.
    expect(text).toContain("Very practical, although the room was far too cold in the afternoons for…");
    expect(html).toMatch(/href="\/admin\/surveys\/export\.xlsx\?kind=end_of_training"/);
    expect(html).toMatch(/aria-current="page"[^>]*>Answers</);
    // Only an answered survey has an answer to view.
    expect(html.match(/>View</g)).toHaveLength(1);
  });

  it("shows a course's questions with the core explained and the previews linked, in French", () => {
    const props: SurveysScreenProps = {
      tab: "questions",
      params: parseAdminSurveyParams(new URLSearchParams(`?tab=questions&course=${COURSE}`)),
      courses: [{ id: COURSE, title: "Sécurité incendie" }],
      course: { id: COURSE, title: "Sécurité incendie" },
      kind: "end_of_training",
      questions: [
        {
          id: QUESTION,
          question_type: "multiple_choice",
          label_fr: "Boissons préférées",
          label_en: "Favourite drinks",
          choices: [
            { fr: "Café", en: "Coffee" },
            { fr: "Thé", en: "Tea" },
          ],
          is_required: true,
          display_order: 0,
          answered: true,
        },
      ],
      hasLoadError: false,
    };
    const html = renderInRouter(instances.fr, <SurveysScreen {...props} />, `/?tab=questions&course=${COURSE}`);
    const text = textOf(html);
    for (const expected of [
      "questions communes",
      "Boissons préférées",
      "Plusieurs choix",
      "Réponse obligatoire",
      "A des réponses",
      "Café",
      "1 question sur 15 au plus.",
    ])
      expect(text).toContain(expected);
    expect(html).toMatch(/aria-current="page"[^>]*>Questions des formations</);
    expect(html).toContain(`href="/admin/surveys/preview?course=${COURSE}&amp;kind=end_of_training&amp;lang=en"`);
  });

  it("draws the preview in the participant's language under the viewer's banner, disabled", () => {
    const html = renderInRouter(
      instances.fr,
      <SurveyPreviewScreen
        courseId={COURSE}
        preview={{
          lang: "en",
          closes_at: "2031-06-17T14:45:00.000Z",
          messages: { surveys: en.surveys, ui: en.ui },
          survey: {
            id: "preview",
            kind: "end_of_training",
            course_title: "Fire safety",
            dates: "2–3 Jun 2031",
            participant_first_name: "Camille",
            questions: [
              {
                id: QUESTION,
                question_type: "single_choice",
                label_fr: "Créneau",
                label_en: "Preferred slot",
                choices: [
                  { fr: "Matin", en: "Morning" },
                  { fr: "Après-midi", en: "Afternoon" },
                ],
                is_required: false,
              },
            ],
          },
        }}
      />,
    );
    const text = textOf(html);
    expect(text).toContain("Aperçu — les réponses ne sont pas enregistrées.");
    expect(text).toContain(en.surveys.page.title);
    expect(text).toContain("Fire safety");
    expect(text).toContain("Preferred slot");
    expect(text).toContain("Afternoon");
    expect(text).not.toContain("Après-midi");
    expect(html).toMatch(/<fieldset[^>]*disabled/);
    expect(html).not.toMatch(/type="submit"/);
  });
});

describe("a session's pages", () => {
  /** The header under the admin layout, whose loader said which modules are the viewer's. */
  const header = (modules: string[] | null) => {
    const router = createMemoryRouter(
      [
        {
          id: "routes/admin/layout",
          path: "/",
          loader: () => ({ modules }),
          children: [
            {
              index: true,
              element: (
                <SessionPageHeader
                  navLabel="Session pages"
                  links={[{ to: "/admin/sessions/s1", label: "Roster" }]}
                  sessionId="s1"
                  label="Waiting list"
                  title="Fire safety"
                />
              ),
            },
          ],
        },
      ],
      { hydrationData: { loaderData: { "routes/admin/layout": { modules } } } },
    );
    return renderToString(
      <I18nextProvider i18n={instances.en}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
  };

  it("link the session's survey answers for those who run surveys, and only for them", () => {
    expect(header(null)).toContain('href="/admin/surveys?session=s1"');
    expect(header(["sessions", "surveys"])).toContain(">Survey answers<");
    expect(header(["sessions", "attendance"])).not.toContain("/admin/surveys");
  });
});
