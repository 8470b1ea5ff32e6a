// The workbooks of the complaints and the improvement log, for an audit (issue 29 point 3):
// the columns of /admin/incidents/export.xlsx and /admin/improvements/export.xlsx, headers and
// labels in the staff member's language. Instants are written on the site's clock (the one the
// screens show deadlines on), so a deadline reads the same in the workbook as on the screen.
import type { TFunction } from "i18next";
import { SITE_TIME_ZONE } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import type { XlsxColumn } from "~/server/xlsx.server";
import { formatSessionDates, zoneOffsetMinutes } from "~/sessions/format";
import type { AdminImprovementRow, AdminIncidentRow } from "./admin-schema";

/** The instant as the site's wall clock shows it, as the date cell's value (cells have no zone). */
function onSiteClock(instant: string | null): Date | null {
  if (!instant) return null;
  const at = new Date(instant);
  return new Date(at.getTime() + zoneOffsetMinutes(SITE_TIME_ZONE, at) * 60_000);
}

export function incidentXlsxColumns(t: TFunction, lang: Lang): XlsxColumn<AdminIncidentRow>[] {
  const K = "admin.incidents";
  const X = `${K}.xlsx`;
  const yesNo = (value: boolean) => t(`${X}.${value ? "yes" : "no"}`);
  return [
    { header: t(`${X}.opened_at`), kind: "datetime", value: (row) => onSiteClock(row.opened_at) },
    { header: t(`${X}.source`), kind: "text", value: (row) => t(`${K}.sources.${row.source}`), width: 16 },
    { header: t(`${X}.status`), kind: "text", value: (row) => t(`${K}.statuses.${row.status}`), width: 14 },
    { header: t(`${X}.person_name`), kind: "text", value: (row) => row.person_name },
    { header: t(`${X}.person_email`), kind: "text", value: (row) => row.person_email, width: 30 },
    {
      header: t(`${X}.person_language`),
      kind: "text",
      value: (row) => (row.person_language ? t(`languages.${row.person_language}`) : null),
      width: 12,
    },
    { header: t(`${X}.summary`), kind: "text", value: (row) => row.summary, width: 60 },
    {
      header: t(`${X}.session`),
      kind: "text",
      value: (row) =>
        row.course_title_fr && row.start_date && row.end_date
          ? `${pick({ title_fr: row.course_title_fr, title_en: row.course_title_en }, "title", lang)} — ${formatSessionDates(row.start_date, row.end_date, lang)}`
          : null,
      width: 40,
    },
    { header: t(`${X}.acknowledge_by`), kind: "datetime", value: (row) => onSiteClock(row.acknowledge_by) },
    { header: t(`${X}.acknowledged_at`), kind: "datetime", value: (row) => onSiteClock(row.acknowledged_at) },
    { header: t(`${X}.answer_by`), kind: "datetime", value: (row) => onSiteClock(row.answer_by) },
    { header: t(`${X}.answered_at`), kind: "datetime", value: (row) => onSiteClock(row.answered_at) },
    { header: t(`${X}.answer`), kind: "text", value: (row) => row.answer, width: 60 },
    { header: t(`${X}.closed_at`), kind: "datetime", value: (row) => onSiteClock(row.closed_at) },
    {
      header: t(`${X}.overdue`),
      kind: "text",
      value: (row) => yesNo(row.acknowledge_overdue || row.answer_overdue),
      width: 10,
    },
  ];
}

export function improvementXlsxColumns(t: TFunction, lang: Lang): XlsxColumn<AdminImprovementRow>[] {
  const K = "admin.improvements";
  const X = `${K}.xlsx`;
  return [
    { header: t(`${X}.created_at`), kind: "datetime", value: (row) => onSiteClock(row.created_at) },
    { header: t(`${X}.source`), kind: "text", value: (row) => t(`${K}.sources.${row.source}`), width: 18 },
    { header: t(`${X}.source_detail`), kind: "text", value: (row) => row.source_detail, width: 50 },
    { header: t(`${X}.incident`), kind: "text", value: (row) => row.incident_summary, width: 40 },
    {
      header: t(`${X}.course`),
      kind: "text",
      value: (row) =>
        row.course_title_fr
          ? pick({ title_fr: row.course_title_fr, title_en: row.course_title_en }, "title", lang)
          : null,
      width: 32,
    },
    { header: t(`${X}.analysis`), kind: "text", value: (row) => row.analysis, width: 50 },
    { header: t(`${X}.action`), kind: "text", value: (row) => row.action, width: 50 },
    { header: t(`${X}.owner`), kind: "text", value: (row) => row.owner_name },
    { header: t(`${X}.due_on`), kind: "date", value: (row) => row.due_on },
    { header: t(`${X}.checked_on`), kind: "date", value: (row) => row.checked_on },
    { header: t(`${X}.check_note`), kind: "text", value: (row) => row.check_note, width: 50 },
    { header: t(`${X}.status`), kind: "text", value: (row) => t(`${K}.statuses.${row.status}`), width: 14 },
  ];
}
