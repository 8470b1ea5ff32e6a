// The page a waiting-list offer's e-mailed link opens (routes/public/waitlist-offer.tsx): the
// course and dates, the deadline on the session's clock, and — while the offer is live — the
// one button the link asked for, which posts (opening the link acts on nothing). The answer is
// said in place; once the offer is answered or over, the page says which.
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { formatTime } from "~/i18n/format";
import { isLang, type Lang } from "~/i18n/messages";
import { formatInstantOn, formatSessionDates, timeZoneLabel } from "~/sessions/format";
import { Button, ButtonLink } from "~/ui/button";
import { FormError, FormSuccess } from "~/ui/field";
import type { OfferPage } from "~/waitlist/member-types";

/** Which answer the e-mail's link stands for. */
export type OfferAnswer = "accept" | "decline";

export type OfferScreenProps = { offer: OfferPage; answer: OfferAnswer; token: string };

const K = "waitlist.offer_page";

/** "Sat 1 Mar 2031, 14:00 (Paris)": an instant on the session's clock, named. */
export function deadlineOnSessionClock(
  deadline: string,
  session: { timezone: string; location_city: string | null },
  lang: Lang,
): string {
  return `${formatInstantOn(new Date(deadline), session.timezone, lang)} (${timeZoneLabel(session.timezone, session.location_city)})`;
}

export function OfferScreen({ offer, answer, token }: OfferScreenProps) {
  const { t, i18n } = useTranslation();
  const lang: Lang = isLang(i18n.language) ? i18n.language : "fr";
  const fetcher = useFetcher<ActionData>();
  const read = useActionAnswer(fetcher, { showsSuccess: true });
  const done = read.answer?.ok ? read.answer : undefined;
  const deadline = deadlineOnSessionClock(offer.deadline, offer, lang);

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-dark">{t(`${K}.title`)}</p>
        <h1 className="mt-1 text-2xl font-bold text-secondary">
          {offer.is_public ? (
            <Link to={`/formations/${offer.course_slug}`} className="hover:underline">
              {offer.course_title}
            </Link>
          ) : (
            offer.course_title
          )}
        </h1>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-500">{t(`${K}.dates`)}</dt>
            <dd className="mt-0.5 text-slate-900">{formatSessionDates(offer.start_date, offer.end_date, lang)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-500">{t(`${K}.times`)}</dt>
            <dd className="mt-0.5 text-slate-900">
              {t(`${K}.time_range`, { start: formatTime(offer.start_time), end: formatTime(offer.end_time) })}{" "}
              <span className="text-slate-500">({timeZoneLabel(offer.timezone, offer.location_city)})</span>
            </dd>
          </div>
          {offer.location_name ? (
            <div>
              <dt className="font-semibold text-slate-500">{t(`${K}.place`)}</dt>
              <dd className="mt-0.5 text-slate-900">{offer.location_name}</dd>
            </div>
          ) : null}
        </dl>

        <div className="mt-6 space-y-4" data-offer-state={offer.state}>
          {done ? (
            <FormSuccess revealFor={done}>{t(done.toast ?? `${K}.accepted`)}</FormSuccess>
          ) : offer.state === "live" ? (
            <>
              <p className="text-slate-800">
                {t(offer.kind === "broadcast" ? `${K}.live_broadcast` : `${K}.live_hold`, { deadline })}
              </p>
              {read.formError ? (
                <FormError revealFor={read.answer}>{t(read.formError, read.formErrorParams ?? {})}</FormError>
              ) : null}
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value={answer} />
                <input type="hidden" name="t" value={token} />
                <Button
                  type="submit"
                  size="lg"
                  variant={answer === "decline" ? "outline" : undefined}
                  loading={fetcher.state !== "idle"}
                >
                  {t(answer === "decline" ? `${K}.decline` : `${K}.accept`)}
                </Button>
              </fetcher.Form>
              <p className="text-sm text-slate-600">
                {t(answer === "decline" ? `${K}.decline_hint` : `${K}.accept_hint`)}
              </p>
            </>
          ) : (
            <p className="rounded-lg bg-slate-50 px-4 py-3 text-slate-800 ring-1 ring-slate-200" role="status">
              {t(`${K}.state.${offer.state}`)}
            </p>
          )}
          <ButtonLink to="/profile/registrations" variant="outline">
            {t(`${K}.my_registrations`)}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
