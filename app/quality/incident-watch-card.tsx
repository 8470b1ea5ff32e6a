// The dashboard's incidents card (delivery.md §6): the complaints and low scores still to
// handle, the most urgent first (the overdue lead), each with who and what in a line and what is
// due — "acknowledge by …", "answer by …" — a passed deadline in red and said in words; the list
// is one click away.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { INCIDENTS_HREF, type IncidentWatch, type IncidentWatchItem } from "./admin-schema";

const K = "admin.dashboard.incidents";

export function IncidentWatchCard({ watch }: { watch: IncidentWatch }) {
  const { t } = useTranslation();
  if (watch.incidents.length === 0) return <p className="text-slate-600">{t(`${K}.empty`)}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        <Link to={INCIDENTS_HREF} className="font-semibold text-primary underline">
          {t(`${K}.count`, { count: watch.total })}
        </Link>
      </p>
      <ul className="flex flex-col gap-3">
        {watch.incidents.map((incident) => (
          <IncidentItem key={incident.id} incident={incident} />
        ))}
      </ul>
    </div>
  );
}

function IncidentItem({ incident }: { incident: IncidentWatchItem }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  const isOverdue = incident.acknowledge_overdue || incident.answer_overdue;
  const dues = [
    ...(incident.acknowledged_at === null
      ? [{ key: "acknowledge_by", when: incident.acknowledge_by, isOverdue: incident.acknowledge_overdue }]
      : []),
    { key: "answer_by", when: incident.answer_by, isOverdue: incident.answer_overdue },
  ];
  return (
    <li
      className={cn(
        "flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm ring-1",
        isOverdue ? "ring-red-300" : "ring-slate-200",
      )}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-secondary">{incident.person_name ?? t(`${K}.anonymous`)}</span>
        <Badge tone="neutral">{t(`admin.incidents.sources.${incident.source}`)}</Badge>
        {isOverdue ? <Badge tone="danger">{t(`${K}.overdue`)}</Badge> : null}
      </p>
      <p className="text-sm [overflow-wrap:anywhere] text-slate-700">{incident.summary}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {dues.map((due) => (
          <li key={due.key} className={due.isOverdue ? "font-semibold text-red-700" : "text-slate-700"}>
            {t(`${K}.${due.key}`, { when: formatDateTime(due.when, lang) })}
            {due.isOverdue ? <span className="sr-only"> — {t(`${K}.overdue`)}</span> : null}
          </li>
        ))}
      </ul>
    </li>
  );
}
