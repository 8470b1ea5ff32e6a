// The /admin/attendance/compliance screen: four sections an auditor would question, each
// with its first rows and a "show more" (?more=<section>), each row linked to its session's
// attendance board, and "Nothing to report" when a section is empty.
// The route's loader is in app/routes/admin/attendance-compliance.tsx.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ComplianceSection } from "~/attendance/compliance";
import type { ComplianceReport } from "~/attendance/compliance.server";
import { COMPLIANCE_HREF, sessionAttendanceHref } from "~/attendance/watch";
import { formatDate, formatDateTime, formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { timeZoneLabel } from "~/sessions/format";
import { FormError } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";

const K = "admin.compliance";

type SittingFacts = {
  sitting_id: string;
  date: string;
  start_time: string;
  end_time: string;
  session_id: string;
  timezone: string;
  course_title: string;
};

export type ComplianceScreenProps = { report: ComplianceReport | null; more: ComplianceSection | null };

export function ComplianceScreen({ report }: ComplianceScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  if (!report) {
    return (
      <div className="flex flex-col gap-10">
        <PageHeader title={t(`${K}.title`)} subtitle={t(`${K}.subtitle`)} />
        <FormError>{t(`${K}.error_load`)}</FormError>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={t(`${K}.title`)} subtitle={t(`${K}.subtitle`)} />
      <Section id="unsigned" section={report.unsigned}>
        {(row) => (
          <>
            <SittingLine row={row} lang={lang} />
            <p className="text-sm text-slate-600">
              {row.closed_at
                ? t(`${K}.unsigned.closed_at`, { when: formatDateTime(row.closed_at, lang, row.timezone) })
                : null}{" "}
              {t(`attendance.state.${row.state}`)}
            </p>
          </>
        )}
      </Section>
      <Section id="amended" section={report.amended}>
        {(row) => (
          <>
            <SittingLine row={row} lang={lang} />
            <p className="text-sm text-slate-800">
              {t(`${K}.amended.change`, {
                name: row.participant,
                before: t(`attendance.status.${row.previous_status}`),
                after: t(`attendance.status.${row.status}`),
              })}
            </p>
            <p className="text-sm text-slate-600">
              {t(`${K}.amended.by`, {
                who: row.corrected_by ?? t(`${K}.amended.unknown`),
                when: formatDateTime(row.corrected_at, lang, row.timezone),
              })}
            </p>
            <p className="whitespace-pre-line [overflow-wrap:anywhere] text-sm text-slate-800">
              {t(`${K}.amended.reason`, { reason: row.reason })}
            </p>
          </>
        )}
      </Section>
      <Section id="shared_device" section={report.shared_device}>
        {(row) => (
          <>
            <SittingLine row={row} lang={lang} />
            <p className="text-sm text-slate-800">
              {t(`${K}.shared_device.who`, {
                count: row.names.length,
                names: row.names.join(", "),
                device: row.device,
              })}
            </p>
            {row.first_at && row.last_at ? (
              <p className="text-sm text-slate-600">
                {t(`${K}.shared_device.between`, {
                  from: formatDateTime(row.first_at, lang, row.timezone),
                  to: formatDateTime(row.last_at, lang, row.timezone),
                })}
              </p>
            ) : null}
          </>
        )}
      </Section>
      <Section id="holiday" section={report.holiday}>
        {(row) => (
          <>
            <SittingLine row={row} lang={lang} />
            <p className="text-sm text-slate-600">
              {t(`${K}.holiday.agency`, { agency: row.agency_name, country: row.agency_country })}
            </p>
          </>
        )}
      </Section>
    </div>
  );
}

function SittingLine({ row, lang }: { row: SittingFacts; lang: Lang }) {
  return (
    <p className="font-semibold text-secondary">
      <Link to={sessionAttendanceHref(row.session_id)} className="hover:underline">
        {row.course_title}
      </Link>{" "}
      <span className="font-normal text-slate-700">
        — {formatDate(row.date, lang, "long")}, {formatTime(row.start_time)}–{formatTime(row.end_time)} (
        {timeZoneLabel(row.timezone)})
      </span>
    </p>
  );
}

function Section<T>({
  id,
  section,
  children,
}: {
  id: ComplianceSection;
  section: { rows: T[]; hasMore: boolean };
  children: (row: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `compliance-${id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-section={id}>
      <h2 id={headingId} className="text-xl font-semibold text-secondary">
        {t(`${K}.${id}.title`)}
      </h2>
      <p className="text-sm text-slate-600">{t(`${K}.${id}.hint`)}</p>
      {section.rows.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-slate-700 ring-1 ring-slate-200">{t(`${K}.nothing`)}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {section.rows.map((row, index) => (
            // Rows of a section have no common id (a correction, a sitting, a device): their place is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and redrawn whole
            <li key={index} className="flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              {children(row)}
            </li>
          ))}
        </ul>
      )}
      {section.hasMore ? (
        <Link
          to={`${COMPLIANCE_HREF}?more=${id}#${headingId}`}
          className="text-sm font-semibold text-primary underline"
        >
          {t(`${K}.show_more`)}
        </Link>
      ) : null}
    </section>
  );
}
