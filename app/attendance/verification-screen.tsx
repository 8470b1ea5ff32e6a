// /verify/{code} for an attendance sheet: what the sheet covers and whether its locked data is
// unchanged since it was locked, for anyone holding the sheet (a funder, an auditor).
import { useTranslation } from "react-i18next";
import type { Lang } from "~/i18n/messages";
import { formatSessionDates, timeZoneLabel } from "~/sessions/format";
import { Badge } from "~/ui/badge";
import type { AttendanceVerification } from "./verify.server";

const K = "verify";

function hours(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")}`;
}

export function VerificationScreen({ verification: v }: { verification: AttendanceVerification }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const complete = v.lockedSittings === v.sittings;
  const rows: [string, string][] = [
    [t(`${K}.fields.type`), t(`${K}.types.attendance_sheet`)],
    [t(`${K}.fields.course`), `${v.course} (${v.reference})`],
    [
      t(`${K}.fields.dates`),
      `${formatSessionDates(v.startDate, v.endDate, lang)} (${timeZoneLabel(v.timezone, v.city)})`,
    ],
    [t(`${K}.fields.agency`), v.agency ?? t(`${K}.none`)],
    [t(`${K}.fields.trainer`), v.trainer ?? t(`${K}.none`)],
    [t(`${K}.fields.planned`), hours(v.plannedMinutes)],
    [t(`${K}.fields.locked`), t(`${K}.locked_of`, { count: v.lockedSittings, total: v.sittings })],
  ];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="type-title text-secondary">{t(`${K}.title`)}</h1>
        <p className="mt-2 text-slate-600">{t(`${K}.intro`, { code: v.code })}</p>
      </header>
      <div
        role="status"
        className={`rounded-lg p-4 ring-1 ${v.intact ? "bg-emerald-50 ring-emerald-200" : "bg-red-50 ring-red-200"}`}
      >
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <Badge tone={v.intact ? "success" : "danger"}>{v.intact ? t(`${K}.intact`) : t(`${K}.altered`)}</Badge>
          {v.intact ? t(`${K}.intact_text`) : t(`${K}.altered_text`)}
        </p>
        {complete ? null : <p className="mt-2 text-sm text-slate-700">{t(`${K}.incomplete`)}</p>}
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="[overflow-wrap:anywhere] text-slate-900">{value}</dd>
          </div>
        ))}
        <dt className="font-semibold text-slate-600">{t(`${K}.fields.fingerprint`)}</dt>
        <dd className="break-all font-mono text-sm text-slate-900">{v.fingerprint ?? t(`${K}.none`)}</dd>
      </dl>
      <p className="text-sm text-slate-600">{t(`${K}.how`)}</p>
    </div>
  );
}
