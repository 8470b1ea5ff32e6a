// The dashboard's attendance card (delivery.md §1, drop-out prevention): the open drop-out
// alerts, each with its participant, course and session, what happened in words, a link to the
// session's attendance board and "Dismiss"; and how many justifications wait for a decision.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type AttendanceWatch, JUSTIFICATIONS_HREF, sessionAttendanceHref, type WatchAlert } from "~/attendance/watch";
import { formatDateRange, formatDateTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";

const K = "admin.dashboard.attendance";
/** The dashboard is the admin layout's index route: its action is reached with ?index. */
const DASHBOARD_ACTION = "/admin?index";

export function AttendanceWatchCard({ watch }: { watch: AttendanceWatch }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        {watch.pendingJustifications > 0 ? (
          <Link to={JUSTIFICATIONS_HREF} className="font-semibold text-primary underline">
            {t(`${K}.pending`, { count: watch.pendingJustifications })}
          </Link>
        ) : (
          t(`${K}.no_pending`)
        )}
      </p>
      {watch.alerts.length === 0 ? (
        <p className="text-slate-600">{t(`${K}.no_alerts`)}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t(`${K}.alerts_count`, { count: watch.alertsTotal })}</p>
          <ul className="flex flex-col gap-3">
            {watch.alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} lang={lang} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function AlertItem({ alert, lang }: { alert: WatchAlert; lang: Lang }) {
  const { t } = useTranslation();
  const intents = useItemIntents(DASHBOARD_ACTION, { id: alert.id });
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-secondary">
          {alert.participant} — {t(`${K}.kind.${alert.kind}`)}
        </p>
        <p className="text-sm text-slate-700">
          <Link to={sessionAttendanceHref(alert.session_id)} className="text-primary hover:underline">
            {alert.course_title}
          </Link>{" "}
          ({formatDateRange(alert.start_date, alert.end_date, lang)})
        </p>
        <p className="text-xs text-slate-500">{t(`${K}.raised`, { when: formatDateTime(alert.created_at, lang) })}</p>
        <RowError intents={intents} />
      </div>
      <RowActions
        intents={intents}
        label={t(`${K}.actions_label`, { name: alert.participant })}
        extra={[{ intent: "dismiss", label: t(`${K}.dismiss`), variant: "outline" }]}
      />
    </li>
  );
}
