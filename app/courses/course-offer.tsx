// What a course page must say in its first screen (issue 24, "a course page that sells"): the
// price (the early-bird one when it applies), the duration and format, the next date with its
// place and seats left, Register and Request a quote — as a card in the hero on wide screens,
// and as a bar fixed to the bottom of a phone's screen. The Register button and the seats line
// are the registrations domain's, handed in by the page (courses know nothing of registrations).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatPrice } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { formatSessionDates } from "~/sessions/format";
import { ButtonLink } from "~/ui/button";
import type { CourseSession } from "./types";

const K = "pages.courses.offer";

export type CourseOfferProps = {
  course: { id: string; price: string; currency: string; duration_hours: number };
  /** "Présentiel", "Online"…, in the page's language. */
  format: string | null;
  /** The next session a person may register for, if any. */
  next: CourseSession | null;
  /** The next session's seats (LiveSeatsLine) and its Register button. */
  seats?: ReactNode;
  register?: ReactNode;
};

/** The price a registration made today pays: the next session's, else the course's. */
function offerPrice(course: CourseOfferProps["course"], next: CourseSession | null) {
  const price = next?.price ?? course.price;
  const isEarlyBird = Boolean(next?.early_bird_until) && Number(price) < Number(course.price);
  return { price, isEarlyBird };
}

/** The card in the hero: price, facts, next date, seats, Register and Request a quote. */
export function CourseOffer({ course, format, next, seats, register }: CourseOfferProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { price, isEarlyBird } = offerPrice(course, next);
  return (
    <section
      aria-labelledby="course-offer-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 text-slate-800 shadow-xl ring-1 ring-slate-200"
    >
      <h2 id="course-offer-title" className="sr-only">
        {t(`${K}.title`)}
      </h2>
      <div>
        <p className="text-3xl font-extrabold text-secondary">{formatPrice(price, course.currency, lang)}</p>
        {isEarlyBird && next?.early_bird_until ? (
          <p className="mt-1 text-sm font-medium text-green-800">
            {t(`${K}.early_bird`, {
              date: formatDate(next.early_bird_until, lang, "long"),
              price: formatPrice(course.price, course.currency, lang),
            })}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t(`${K}.per_person`)}</p>
        )}
      </div>
      <ul className="flex flex-wrap gap-2 text-sm text-slate-700">
        <li className="rounded-full bg-slate-100 px-3 py-1">
          {t("pages.courses.card.duration", { count: course.duration_hours })}
        </li>
        {format ? <li className="rounded-full bg-slate-100 px-3 py-1">{format}</li> : null}
      </ul>
      <div className="rounded-xl bg-slate-50 p-3 text-sm">
        {next ? (
          <>
            <p className="font-semibold text-slate-900">
              {t(`${K}.next`, { dates: formatSessionDates(next.start_date, next.end_date, lang) })}
            </p>
            <p className="text-slate-700">{next.city ?? next.location_name ?? t(`${K}.online_or_tbc`)}</p>
            {seats}
          </>
        ) : (
          <p className="text-slate-700">{t(`${K}.no_date`)}</p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        {next ? register : null}
        <ButtonLink to={`/contact?course=${course.id}`} variant={next ? "outline" : "primary"} fullWidth>
          {t("pages.courses.card.request_quote")}
        </ButtonLink>
        {next ? (
          <a href="#sessions-title" className="text-center text-sm font-medium text-primary-dark underline">
            {t(`${K}.all_dates`)}
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** The phone's bar, fixed to the bottom of the screen: price, next date, Register, Quote. */
export function CourseOfferBar({ course, next, register }: CourseOfferProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { price } = offerPrice(course, next);
  return (
    <section
      aria-label={t(`${K}.bar_label`)}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-bold text-secondary">{formatPrice(price, course.currency, lang)}</p>
          <p className="truncate text-xs text-slate-600">
            {next
              ? t(`${K}.next`, { dates: formatSessionDates(next.start_date, next.end_date, lang) })
              : t(`${K}.no_date`)}
          </p>
        </div>
        {next ? register : null}
        <ButtonLink to={`/contact?course=${course.id}`} size="sm" variant={next ? "outline" : "primary"}>
          {t(`${K}.quote_short`)}
        </ButtonLink>
      </div>
    </section>
  );
}
