// The dashboard (/admin): what is waiting for someone, the coming sessions and their fill,
// this month's figures, registrations per week and the latest changes. Each section shows
// its own load error; every figure that colour marks is said in words too.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuditEntry } from "~/admin/audit-entry";
import {
  CHART_WEEKS,
  type Dashboard,
  type Kpis,
  type QueueItem,
  type Trend,
  trendDirection,
  UPCOMING_DAYS,
  type UpcomingSession,
  type UpcomingSessions,
  type WeeklyRegistrations,
} from "~/admin/dashboard";
import { SESSIONS_DESK_HREF } from "~/admin/screen-links";
import { AttendanceWatchCard } from "~/attendance/watch-card";
import { DecisionCard } from "~/communications/decision-card";
import { ACCESSIBILITY_HREF } from "~/compliance/accessibility-schema";
import { AccessibilityWatchCard } from "~/compliance/accessibility-watch-card";
import { formatDate, formatDateRange, formatNumber } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { INCIDENTS_HREF } from "~/quality/admin-schema";
import { IncidentWatchCard } from "~/quality/incident-watch-card";
import { AT_RISK_DAYS } from "~/registrations/lifecycle";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { FormError } from "~/ui/field";

const K = "admin.dashboard";

function useLang() {
  const { t, i18n } = useTranslation();
  return { t, lang: (i18n.language === "en" ? "en" : "fr") as Lang };
}

function Section({
  id,
  title,
  isFailed,
  aside,
  children,
}: {
  id: string;
  title: string;
  /** The section's read failed: its message instead of its content. */
  isFailed: boolean;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold text-secondary">
          {title}
        </h2>
        {aside}
      </div>
      {isFailed ? <FormError>{t(`${K}.error.section`)}</FormError> : children}
    </section>
  );
}

export function DashboardScreen({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const attendance =
    dashboard.attendance === undefined ? null : (
      <Section id="dashboard-attendance" title={t(`${K}.attendance.title`)} isFailed={dashboard.attendance === null}>
        {dashboard.attendance ? <AttendanceWatchCard watch={dashboard.attendance} /> : null}
      </Section>
    );
  const incidents =
    dashboard.incidents === undefined ? null : (
      <Section
        id="dashboard-incidents"
        title={t(`${K}.incidents.title`)}
        isFailed={dashboard.incidents === null}
        aside={
          <ButtonLink to={INCIDENTS_HREF} variant="outline" size="sm">
            {t(`${K}.incidents.all`)}
          </ButtonLink>
        }
      >
        {dashboard.incidents ? <IncidentWatchCard watch={dashboard.incidents} /> : null}
      </Section>
    );
  const accessibility =
    dashboard.accessibility === undefined ? null : (
      <Section
        id="dashboard-accessibility"
        title={t(`${K}.accessibility.title`)}
        isFailed={dashboard.accessibility === null}
        aside={
          <ButtonLink to={ACCESSIBILITY_HREF} variant="outline" size="sm">
            {t(`${K}.accessibility.all`)}
          </ButtonLink>
        }
      >
        {dashboard.accessibility ? <AccessibilityWatchCard watch={dashboard.accessibility} /> : null}
      </Section>
    );
  const header = (
    <header>
      <h1 className="text-3xl font-bold text-secondary sm:text-4xl">{t("admin.title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t(`${K}.subtitle`)}</p>
    </header>
  );
  if (dashboard.scope === "staff") {
    return (
      <div className="flex flex-col gap-10">
        {header}
        {incidents}
        {accessibility}
        {attendance}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      {header}
      <Section id="dashboard-queues" title={t(`${K}.queues.title`)} isFailed={dashboard.queues === null}>
        <Queues queues={dashboard.queues ?? []} />
      </Section>
      {dashboard.decisions === undefined ? null : (
        <Section id="dashboard-decisions" title={t(`${K}.decisions.title`)} isFailed={dashboard.decisions === null}>
          {dashboard.decisions ? <DecisionCard decisions={dashboard.decisions} /> : null}
        </Section>
      )}
      {incidents}
      {accessibility}
      {attendance}
      <Section id="dashboard-sessions" title={t(`${K}.sessions.title`)} isFailed={dashboard.upcoming === null}>
        {dashboard.upcoming ? <Sessions upcoming={dashboard.upcoming} /> : null}
      </Section>
      <Section id="dashboard-kpis" title={t(`${K}.kpis.title`)} isFailed={dashboard.kpis === null}>
        {dashboard.kpis ? <KpiCards kpis={dashboard.kpis} /> : null}
      </Section>
      <Section id="dashboard-weekly" title={t(`${K}.weekly.title`)} isFailed={dashboard.weekly === null}>
        {dashboard.weekly ? <WeeklyChart weeks={dashboard.weekly} /> : null}
      </Section>
      <Section
        id="dashboard-audit"
        title={t(`${K}.audit.title`)}
        isFailed={dashboard.audit === null}
        aside={
          <ButtonLink to="/admin/audit" variant="outline" size="sm">
            {t(`${K}.audit.all`)}
          </ButtonLink>
        }
      >
        {dashboard.audit?.length ? (
          <ul className="flex flex-col gap-3">
            {dashboard.audit.map((entry) => (
              <li key={entry.id}>
                <AuditEntry entry={entry} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{t(`${K}.audit.empty`)}</p>
        )}
      </Section>
    </div>
  );
}

function Waiting({ days }: { days: number | null }) {
  const { t } = useTranslation();
  if (days === null) return <>{t(`${K}.queues.nothing`)}</>;
  return <>{days === 0 ? t(`${K}.queues.oldest_today`) : t(`${K}.queues.oldest`, { count: days })}</>;
}

function Queues({ queues }: { queues: QueueItem[] }) {
  const { t, lang } = useLang();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {queues.map((queue) => {
        const figure = (
          <>
            <span className="block text-3xl font-bold text-slate-900">{formatNumber(queue.count, lang)}</span>
            <span className="block font-semibold text-secondary">
              {t(`${K}.queues.${queue.key}`, { count: queue.count })}
            </span>
          </>
        );
        return (
          <li
            key={queue.key}
            className={cn(
              "flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1",
              queue.count > 0 ? "ring-amber-300" : "ring-slate-200",
            )}
          >
            {queue.href ? (
              <Link to={queue.href} className="rounded-md hover:underline">
                {figure}
              </Link>
            ) : (
              <div>{figure}</div>
            )}
            <p className="text-sm text-slate-600">
              <Waiting days={queue.oldestDays} />
            </p>
            {queue.parts?.length ? (
              <ul className="flex flex-col gap-1 border-t border-slate-100 pt-2 text-sm">
                {queue.parts.map((part) => (
                  <li key={part.type}>
                    <Link to={part.href} className="text-secondary underline underline-offset-2">
                      {t(`${K}.queues.types.${part.type}`, { count: part.count })}
                    </Link>{" "}
                    <span className="text-slate-600">
                      (<Waiting days={part.oldestDays} />)
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Sessions({ upcoming }: { upcoming: UpcomingSessions }) {
  const { t } = useTranslation();
  if (upcoming.sessions.length === 0) {
    return <p className="text-slate-600">{t(`${K}.sessions.empty`, { count: UPCOMING_DAYS })}</p>;
  }
  const more = upcoming.total - upcoming.sessions.length;
  return (
    <>
      <p className="text-sm text-slate-600">{t(`${K}.sessions.hint`, { days: UPCOMING_DAYS, count: AT_RISK_DAYS })}</p>
      <ul className="flex flex-col gap-3">
        {upcoming.sessions.map((session) => (
          <li key={session.id}>
            <SessionFill session={session} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={SESSIONS_DESK_HREF} className="text-secondary underline">
          {more > 0 ? t(`${K}.sessions.more`, { count: more }) : t(`${K}.sessions.desk`)}
        </Link>
      </p>
    </>
  );
}

const percent = (part: number, whole: number) => Math.min(100, Math.max(0, (part / Math.max(1, whole)) * 100));

function SessionFill({ session }: { session: UpcomingSession }) {
  const { t, lang } = useLang();
  const taken = percent(session.seats_taken, session.seats_available);
  const minimum = percent(session.min_participants, session.seats_available);
  return (
    <article
      aria-labelledby={`session-${session.id}`}
      className={cn(
        "flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1",
        session.is_at_risk ? "ring-red-300" : "ring-slate-200",
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`session-${session.id}`} className="font-semibold">
          <Link to={session.href} className="text-secondary underline-offset-2 hover:underline">
            {session.course_title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {formatDateRange(session.start_date, session.end_date, lang)}
          {session.city ? ` · ${session.city}` : ""}
        </p>
      </div>
      {/* The bar draws the sentence below it: seats taken, and the minimum as a mark. */}
      <div aria-hidden="true" className="relative h-3 rounded-full bg-slate-200">
        <div
          className={cn("h-full rounded-full", session.is_at_risk ? "bg-red-700" : "bg-secondary")}
          style={{ width: `${taken}%` }}
        />
        <div className="absolute -top-1 h-5 w-0.5 bg-slate-800" style={{ left: `calc(${minimum}% - 1px)` }} />
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>
          {t(`${K}.sessions.fill`, {
            count: session.seats_taken,
            taken: formatNumber(session.seats_taken, lang),
            available: formatNumber(session.seats_available, lang),
            min: formatNumber(session.min_participants, lang),
          })}
        </span>
        {session.is_at_risk ? (
          <>
            <Badge tone="danger">{t(`${K}.sessions.at_risk`)}</Badge>
            <span>
              {session.days_until === 0
                ? t(`${K}.sessions.at_risk_today`)
                : t(`${K}.sessions.at_risk_reason`, { count: session.days_until })}
            </span>
          </>
        ) : null}
      </p>
    </article>
  );
}

function TrendText({ trend }: { trend: Trend }) {
  const { t, lang } = useLang();
  const direction = trendDirection(trend);
  const difference = formatNumber(Math.abs(trend.current - trend.previous), lang);
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-sm",
        direction === "up" ? "text-green-800" : direction === "down" ? "text-red-700" : "text-slate-600",
      )}
    >
      <span aria-hidden="true">{direction === "up" ? "▲" : direction === "down" ? "▼" : "="}</span>
      {t(`${K}.kpis.trend.${direction}`, { difference, previous: formatNumber(trend.previous, lang) })}
    </span>
  );
}

function KpiCards({ kpis }: { kpis: Kpis }) {
  const { t, lang } = useLang();
  const cards: { key: keyof Kpis; trend: Trend }[] = [
    { key: "registrations", trend: kpis.registrations },
    { key: "members", trend: kpis.members },
    { key: "subscribers", trend: kpis.subscribers },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ key, trend }) => (
        <div key={key} className="flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-slate-600">{t(`${K}.kpis.${key}`)}</dt>
          <dd className="text-3xl font-bold text-slate-900">{formatNumber(trend.current, lang)}</dd>
          <dd>
            <TrendText trend={trend} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const CHART = { width: 600, height: 180, top: 18, bottom: 22, gap: 10 };

function WeeklyChart({ weeks }: { weeks: WeeklyRegistrations }) {
  const { t, lang } = useLang();
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const busiest = weeks.reduce((best, week) => (week.count > best.count ? week : best), weeks[0]);
  const slot = CHART.width / weeks.length;
  const plot = CHART.height - CHART.top - CHART.bottom;
  const first = weeks[0]?.start ?? "";
  const last = weeks[weeks.length - 1]?.start ?? "";
  const summary =
    total === 0
      ? t(`${K}.weekly.summary_none`, { count: CHART_WEEKS })
      : t(`${K}.weekly.summary`, {
          count: CHART_WEEKS,
          total: formatNumber(total, lang),
          week: formatDate(busiest.start, lang),
          best: formatNumber(busiest.count, lang),
        });
  return (
    <figure className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <figcaption className="text-sm text-slate-700">
        {t(`${K}.weekly.caption`, { count: CHART_WEEKS, from: formatDate(first, lang) })}
      </figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="h-auto w-full"
        preserveAspectRatio="xMidYMid meet"
      >
        <line
          x1={0}
          x2={CHART.width}
          y1={CHART.height - CHART.bottom}
          y2={CHART.height - CHART.bottom}
          className="stroke-slate-400"
        />
        {weeks.map((week, index) => {
          const height = (week.count / max) * plot;
          const x = index * slot + CHART.gap / 2;
          const y = CHART.height - CHART.bottom - height;
          return (
            <g key={week.start}>
              <rect x={x} y={y} width={slot - CHART.gap} height={height} rx={3} className="fill-secondary" />
              <text
                x={x + (slot - CHART.gap) / 2}
                y={y - 4}
                textAnchor="middle"
                className="fill-slate-700"
                fontSize={12}
              >
                {week.count}
              </text>
            </g>
          );
        })}
        <text x={0} y={CHART.height - 4} className="fill-slate-600" fontSize={12}>
          {formatDate(first, lang)}
        </text>
        <text x={CHART.width} y={CHART.height - 4} textAnchor="end" className="fill-slate-600" fontSize={12}>
          {formatDate(last, lang)}
        </text>
      </svg>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-secondary">{t(`${K}.weekly.show_table`)}</summary>
        <table className="mt-2 min-w-64 text-left text-sm">
          <caption className="sr-only">
            {t(`${K}.weekly.caption`, { count: CHART_WEEKS, from: formatDate(first, lang) })}
          </caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 pr-6 font-medium">
                {t(`${K}.weekly.week`)}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t(`${K}.weekly.registrations`)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {weeks.map((week) => (
              <tr key={week.start}>
                <th scope="row" className="py-1 pr-6 font-normal">
                  {formatDate(week.start, lang)}
                </th>
                <td className="py-1 text-right">{formatNumber(week.count, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
