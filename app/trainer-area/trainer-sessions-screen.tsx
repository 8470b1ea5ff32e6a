// /trainer: the trainer's own sessions (delivery.md §2), upcoming then past, each with its
// course, dates and hours on the session's clock, place, expected participants and, on the day,
// the state of today's sittings. Each list pages in the URL (?upcoming=, ?past=).
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { TrainerSessionRow } from "~/attendance/trainer.server";
import type { Lang } from "~/i18n/messages";
import { pick } from "~/i18n/messages";
import type { Page } from "~/server/paging.server";
import { formatSessionDates, formatSessionHours } from "~/sessions/format";
import { PAST_PAGE_PARAM, UPCOMING_PAGE_PARAM } from "~/trainer-area/schema";
import { Badge, type BadgeTone } from "~/ui/badge";
import { EmptyState } from "~/ui/empty-state";
import { Pagination, searchWithParam } from "~/ui/pagination";

const K = "trainer.sessions";

export type TrainerSessionsScreenProps = { upcoming: Page<TrainerSessionRow>; past: Page<TrainerSessionRow> };

export const SITTING_STATE_TONE: Record<string, BadgeTone> = {
  scheduled: "neutral",
  open: "success",
  closed: "info",
  locked: "neutral",
  amended: "warning",
  cancelled: "danger",
};

export function TrainerSessionsScreen({ upcoming, past }: TrainerSessionsScreenProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const isEmpty = upcoming.total === 0 && past.total === 0;
  const lists = [
    {
      id: "trainer-upcoming",
      title: `${K}.upcoming`,
      page: upcoming,
      param: UPCOMING_PAGE_PARAM,
      none: `${K}.no_upcoming`,
    },
    { id: "trainer-past", title: `${K}.past`, page: past, param: PAST_PAGE_PARAM, none: `${K}.no_past` },
  ];
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-secondary">{t(`${K}.title`)}</h1>
      <p className="mt-2 text-slate-700">{t(`${K}.intro`)}</p>
      {isEmpty ? (
        <EmptyState className="mt-8" title={t(`${K}.empty.title`)} description={t(`${K}.empty.description`)} />
      ) : (
        <div className="mt-8 grid gap-10">
          {lists.map((list) => (
            <section key={list.id} aria-labelledby={list.id}>
              <h2 id={list.id} className="text-xl font-bold text-secondary">
                {t(list.title)}
              </h2>
              {list.page.total === 0 ? (
                <p className="mt-3 text-slate-600">{t(list.none)}</p>
              ) : (
                <ul className="mt-4 grid gap-4">
                  {list.page.rows.map((row) => (
                    <SessionItem key={row.id} row={row} />
                  ))}
                </ul>
              )}
              <Pagination
                className="mt-6"
                page={list.page.page}
                totalPages={list.page.totalPages}
                makeHref={(p) => searchWithParam(location.search, list.param, p === 1 ? null : p)}
              />
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

function SessionItem({ row }: { row: TrainerSessionRow }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  const title = pick(row.course, "title", lang);
  const headingId = `trainer-session-${row.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-session-id={row.id}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 id={headingId} className="text-lg leading-snug font-semibold text-secondary">
          <Link to={`/trainer/sessions/${row.id}`} className="hover:underline">
            {title}
          </Link>
        </h3>
        {row.status === "cancelled" ? <Badge tone="danger">{t(`${K}.cancelled`)}</Badge> : null}
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Fact label={t(`${K}.dates`)}>{formatSessionDates(row.start_date, row.end_date, lang)}</Fact>
        <Fact label={t(`${K}.hours`)}>{formatSessionHours({ ...row, city: row.city })}</Fact>
        <Fact label={t(`${K}.place`)}>{[row.place, row.city].filter(Boolean).join(", ") || t(`${K}.no_place`)}</Fact>
        <Fact label={t(`${K}.participants_label`)}>{t(`${K}.participants`, { count: row.participants })}</Fact>
      </dl>
      {row.today.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-700">{t(`${K}.today`)}</span>
          {row.today.map((sitting) => (
            <Badge key={sitting.id} tone={SITTING_STATE_TONE[sitting.state] ?? "neutral"}>
              {t(`attendance.period.${sitting.period}`)} — {t(`attendance.state.${sitting.state}`)}
            </Badge>
          ))}
        </div>
      ) : null}
      <div>
        <Link
          to={`/trainer/sessions/${row.id}`}
          className="text-sm font-semibold text-secondary underline underline-offset-2"
        >
          {t(`${K}.open_session`)}
          <span className="sr-only"> — {title}</span>
        </Link>
      </div>
    </li>
  );
}

export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
