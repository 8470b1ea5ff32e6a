// The dashboard's accessibility card (delivery.md §7), for the accessibility module's holders
// alone: the requests still to contact, the overdue first, each with who, which session and the
// contact deadline — a passed one in red and said in words; the list is one click away.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { formatSessionDates } from "~/sessions/format";
import { Badge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { ACCESSIBILITY_HREF, type AccessibilityWatch, type AccessibilityWatchItem } from "./accessibility-schema";

const K = "admin.dashboard.accessibility";

export function AccessibilityWatchCard({ watch }: { watch: AccessibilityWatch }) {
  const { t } = useTranslation();
  if (watch.cases.length === 0) return <p className="text-slate-600">{t(`${K}.empty`)}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        <Link to={ACCESSIBILITY_HREF} className="font-semibold text-primary underline">
          {t(`${K}.count`, { count: watch.total })}
        </Link>
      </p>
      <ul className="flex flex-col gap-3">
        {watch.cases.map((item) => (
          <CaseItem key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}

function CaseItem({ item }: { item: AccessibilityWatchItem }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  return (
    <li
      className={cn(
        "flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm ring-1",
        item.contact_overdue ? "ring-red-300" : "ring-slate-200",
      )}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-secondary">{item.name}</span>
        {item.contact_overdue ? <Badge tone="danger">{t(`${K}.overdue`)}</Badge> : null}
      </p>
      <p className="text-sm text-slate-700">
        {pick({ title_fr: item.course_title_fr, title_en: item.course_title_en }, "title", lang)} —{" "}
        {formatSessionDates(item.start_date, item.end_date, lang)}
      </p>
      <p className={cn("text-sm", item.contact_overdue ? "font-semibold text-red-700" : "text-slate-700")}>
        {t(`${K}.contact_by`, { when: formatDate(item.contact_by, lang) })}
      </p>
    </li>
  );
}
