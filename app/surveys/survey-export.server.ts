// /admin/surveys/export.xlsx (delivery.md §6): the surveys the answers tab's filters select, as
// a workbook in the staff member's language: one row per survey with its course, session,
// trainer, participant, the core answers, then one column per course question the rows
// answered (a rating or a scale as a number, a choice as its label, several joined).

import { formatDateRange } from "~/i18n/format";
import { getFixedT } from "~/i18n/i18n.server";
import { type Lang, pick } from "~/i18n/messages";
import { type XlsxColumn, xlsxResponse } from "~/server/xlsx.server";
import type { AdminSurveyRow } from "./admin-schema";
import { exportAdminSurveys, type SurveyFilter } from "./admin-surveys.server";
import { answerText } from "./answer-text";

export async function surveysWorkbook(filter: SurveyFilter, lang: Lang): Promise<Response> {
  const { rows, questions } = await exportAdminSurveys(filter);
  const t = await getFixedT(lang);
  const say = (key: string) => t(key);
  const K = "admin.surveys.xlsx";
  const yesNo = (value: boolean) => t(value ? `${K}.yes` : `${K}.no`);
  const columns: XlsxColumn<AdminSurveyRow>[] = [
    { header: t(`${K}.course`), kind: "text", value: (row) => pick(row, "course_title", lang), width: 36 },
    { header: t(`${K}.reference`), kind: "text", value: (row) => row.course_reference, width: 14 },
    {
      header: t(`${K}.session`),
      kind: "text",
      value: (row) => formatDateRange(row.start_date, row.end_date, lang),
      width: 22,
    },
    { header: t(`${K}.trainer`), kind: "text", value: (row) => row.trainer },
    { header: t(`${K}.participant`), kind: "text", value: (row) => row.participant || t("admin.surveys.anonymous") },
    { header: t(`${K}.email`), kind: "text", value: (row) => row.email, width: 30 },
    { header: t(`${K}.kind`), kind: "text", value: (row) => t(`admin.surveys.kinds.${row.kind}`), width: 18 },
    { header: t(`${K}.sent`), kind: "datetime", value: (row) => row.invited_at },
    { header: t(`${K}.answered`), kind: "datetime", value: (row) => row.answered_at },
    { header: t(`${K}.satisfaction`), kind: "number", value: (row) => row.satisfaction },
    {
      header: t(`${K}.objectives`),
      kind: "text",
      value: (row) => (row.objectives ? t(`admin.surveys.objectives.${row.objectives}`) : null),
      width: 14,
    },
    { header: t(`${K}.recommend`), kind: "number", value: (row) => row.recommend },
    { header: t(`${K}.comment`), kind: "text", value: (row) => row.comment, width: 48 },
    {
      header: t(`${K}.may_publish`),
      kind: "text",
      value: (row) => (row.answered_at ? yesNo(row.may_publish) : null),
      width: 12,
    },
    ...questions.map(
      (question): XlsxColumn<AdminSurveyRow> => ({
        header: pick(question, "label", lang) || question.label_fr,
        kind: question.question_type === "rating_5" || question.question_type === "scale_10" ? "number" : "text",
        value: (row) =>
          Object.hasOwn(row.extra, question.id) ? answerText(question, row.extra[question.id], lang, say) : null,
        width: question.question_type === "text" ? 40 : 24,
      }),
    ),
  ];
  const today = new Date().toISOString().slice(0, 10);
  return xlsxResponse({ filename: `surveys-${today}.xlsx`, sheet: t(`${K}.sheet`), columns, rows });
}
