// One session in the calendar grid: course link, seats, dates, place, instructor
// and the actions (register, add to calendar, edit for admins).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatTime } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { formatSessionDates, timeZoneLabel } from "~/sessions/format";
import { SessionIcsLink } from "~/sessions/ics-link";
import { RosterLink } from "~/sessions/roster-link";
import type { CalendarSession } from "~/sessions/sessions.server";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card, CardBody } from "~/ui/card";

export function SeatsBadge({ seatsAvailable, seatsTaken }: { seatsAvailable: number; seatsTaken: number }) {
  const { t } = useTranslation();
  if (seatsTaken >= seatsAvailable) return <Badge tone="danger">{t("pages.calendar.card.full")}</Badge>;
  return <Badge tone="success">{t("pages.calendar.card.seats_left", { count: seatsAvailable - seatsTaken })}</Badge>;
}

const ICONS = {
  date: "M6.75 3v2.25M17.25 3v2.25M3 18.75V7.5a2.25 2.25 0 012.25-2.25h13.5A2.25 2.25 0 0121 7.5v11.25M3 18.75A2.25 2.25 0 005.25 21h13.5A2.25 2.25 0 0021 18.75M3 18.75v-7.5A2.25 2.25 0 015.25 9h13.5A2.25 2.25 0 0121 11.25v7.5",
  time: "M12 6v6h4.5m4.5 0a9 9 0 11-18 0 9 9 0 0118 0z",
  place: "M15 10.5a3 3 0 11-6 0 3 3 0 016 0zM19.5 10.5c0 7.14-7.5 11.25-7.5 11.25S4.5 17.64 4.5 10.5a7.5 7.5 0 1115 0z",
  person:
    "M15.75 6a3.75 3.75 0 11-7.5 0 3.75 3.75 0 017.5 0zM4.5 20.12a7.5 7.5 0 0115 0A17.93 17.93 0 0112 21.75c-2.68 0-5.22-.58-7.5-1.63z",
};

type IconName = keyof typeof ICONS;

/**
 * The card icons' shapes, once per page: each card then points at them (<use>) instead of
 * repeating four paths, which made up a quarter of the calendar's markup. Render it once
 * wherever SessionCards are listed.
 */
export function SessionIconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {(Object.keys(ICONS) as IconName[]).map((name) => (
        <symbol key={name} id={`session-icon-${name}`} viewBox="0 0 24 24">
          <path strokeLinecap="round" strokeLinejoin="round" d={ICONS[name]} />
        </symbol>
      ))}
    </svg>
  );
}

function Icon({ name }: { name: IconName }) {
  return (
    // Fill, stroke and colour are inherited by the symbol's path through <use>.
    <svg
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className="mt-0.5 size-4 shrink-0 text-slate-400"
    >
      <use href={`#session-icon-${name}`} />
    </svg>
  );
}

export type SessionCardProps = {
  session: CalendarSession;
  lang: Lang;
  isAdmin: boolean;
  onEdit?: (session: CalendarSession) => void;
  /** The Register button, from the registrations domain (sessions know nothing of it). */
  register?: ReactNode;
  /** The seats badge, when the page's own count may be outdated (the registrations domain's LiveSeatsBadge). */
  seats?: ReactNode;
};

export function SessionCard({ session, lang, isAdmin, onEdit, register, seats }: SessionCardProps) {
  const { t } = useTranslation();
  const title = pick(session, "course_title", lang);
  const placeName = session.location_city || session.location_name;
  const headingId = `session-${session.id}-title`;
  return (
    <Card interactive className="w-full">
      <CardBody>
        <div className="flex flex-wrap items-center gap-2">
          {/* A cancelled session has no seats to offer: its badge says cancelled instead. */}
          {session.status === "cancelled"
            ? null
            : (seats ?? (
                <SeatsBadge
                  seatsAvailable={session.seats_available}
                  seatsTaken={session.seats_taken + (session.seats_held ?? 0)}
                />
              ))}
          {isAdmin && !session.course_is_published ? (
            <Badge tone="neutral">{t("pages.calendar.status.draft")}</Badge>
          ) : null}
          {session.status === "cancelled" ? (
            <Badge tone="warning">{t("pages.calendar.status.cancelled")}</Badge>
          ) : session.status === "completed" ? (
            <Badge tone="neutral">{t("pages.calendar.status.completed")}</Badge>
          ) : session.status === "confirmed" ? (
            <Badge tone="info">{t("pages.calendar.status.confirmed")}</Badge>
          ) : null}
        </div>
        <h2 id={headingId} className="text-lg leading-snug font-semibold text-secondary">
          <Link to={`/formations/${session.course_slug}`} className="hover:underline">
            {title}
          </Link>
        </h2>
        <dl className="space-y-2 text-sm text-slate-700">
          <div className="flex gap-2">
            <Icon name="date" />
            <dt className="sr-only">{t("pages.calendar.card.dates")}</dt>
            <dd>{formatSessionDates(session.start_date, session.end_date, lang)}</dd>
          </div>
          <div className="flex gap-2">
            <Icon name="time" />
            <dt className="sr-only">{t("pages.calendar.card.time")}</dt>
            <dd>
              {t("pages.calendar.card.time_range", {
                start: formatTime(session.start_time),
                end: formatTime(session.end_time),
              })}{" "}
              <span className="text-slate-500">({timeZoneLabel(session.timezone, session.location_city)})</span>
            </dd>
          </div>
          <div className="flex gap-2">
            <Icon name="place" />
            <dt className="sr-only">{t("pages.calendar.card.place")}</dt>
            <dd>
              {placeName || <span className="text-slate-500">{t("pages.calendar.card.no_location")}</span>}
              {session.location_address ? (
                <span className="block text-slate-500">{session.location_address}</span>
              ) : null}
            </dd>
          </div>
          {session.instructor_name ? (
            <div className="flex gap-2">
              <Icon name="person" />
              <dt className="sr-only">{t("pages.calendar.card.instructor")}</dt>
              <dd>{session.instructor_name}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {register}
          <SessionIcsLink session={session} label={title} lang={lang} />
          <RosterLink sessionId={session.id} label={title} />
          {isAdmin && onEdit ? (
            <Button variant="outline" size="sm" className="ml-auto" onClick={() => onEdit(session)}>
              {t("pages.calendar.card.edit")}
              <span className="sr-only"> — {title}</span>
            </Button>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
