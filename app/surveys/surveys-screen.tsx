// The /admin/surveys screen (delivery.md §6): two tabs kept in the URL (`?tab=answers|questions`),
// the answers sent back per session, course and trainer, and each course's own questions. The
// route's loader and action are in app/routes/admin/surveys.tsx.
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { cn } from "~/ui/cn";
import { SURVEY_TABS, type SurveyTab } from "./admin-schema";
import type { SurveysScreenData } from "./admin-surveys.server";
import { AnswersPanel } from "./answers-panel";
import { QuestionsPanel } from "./questions-panel";

export type SurveysScreenProps = SurveysScreenData;

export function SurveysScreen(props: SurveysScreenProps) {
  const tabs = <SurveyTabs current={props.tab} />;
  if (props.tab === "questions") {
    return (
      <QuestionsPanel
        courses={props.courses}
        course={props.course}
        kind={props.kind}
        questions={props.questions}
        hasLoadError={props.hasLoadError}
        tabs={tabs}
      />
    );
  }
  return (
    <AnswersPanel
      params={props.params}
      list={props.list}
      hasLoadError={props.hasLoadError}
      options={props.options}
      tabs={tabs}
    />
  );
}

/**
 * Answers (the default) and questions: links that keep the course and the kind (the questions
 * of the course whose answers were shown, and back), not the page.
 */
function SurveyTabs({ current }: { current: SurveyTab }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav aria-label={t("admin.surveys.tabs.label")} className="flex flex-wrap items-center gap-2">
      {SURVEY_TABS.map((tab) => {
        const search = new URLSearchParams(location.search);
        for (const name of ["page", "q", "session", "trainer", "status"]) search.delete(name);
        if (tab === "answers") search.delete("tab");
        else search.set("tab", tab);
        const query = search.toString();
        const isCurrent = tab === current;
        return (
          <Link
            key={tab}
            to={`${location.pathname}${query ? `?${query}` : ""}`}
            aria-current={isCurrent ? "page" : undefined}
            className={cn(
              "rounded-full px-3 py-1.5 text-sm font-medium",
              isCurrent ? "bg-secondary text-white" : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50",
            )}
          >
            {t(`admin.surveys.tabs.${tab}`)}
          </Link>
        );
      })}
    </nav>
  );
}
