// The "Waiting lists" section of /profile/registrations (delivery.md §5): the member's active
// entries, each with its course, dates and place in the queue; a live offer says until when the
// seat is held, with "I take the seat" and "I no longer need it"; any entry can be left (asked
// first). The buttons post to the page's own action (accept_offer, decline_offer,
// withdraw_waitlist), which acts only on the viewer's own entries.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { formatSessionDates, timeZoneLabel } from "~/sessions/format";
import { Badge } from "~/ui/badge";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import type { MemberWaitlistItem } from "~/waitlist/member-types";
import { deadlineOnSessionClock } from "~/waitlist/offer-screen";

const K = "profile.registrations.waitlist";

/** Nothing when the member waits nowhere: the page's own empty state already points to the calendar. */
export function MemberWaitlist({ entries, lang }: { entries: MemberWaitlistItem[]; lang: Lang }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="registrations-waitlist">
      <h2 id="registrations-waitlist" className="text-xl font-bold text-secondary">
        {t(`${K}.title`)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(`${K}.intro`)}</p>
      <ul className="mt-4 grid gap-4">
        {entries.map((entry) => (
          <WaitlistItem key={entry.id} entry={entry} lang={lang} />
        ))}
      </ul>
    </section>
  );
}

function WaitlistItem({ entry, lang }: { entry: MemberWaitlistItem; lang: Lang }) {
  const { t } = useTranslation();
  // The entry's id for leaving; the live offer's for answering it.
  const intents = useItemIntents("/profile/registrations", {
    entry: entry.id,
    ...(entry.offer ? { offer: entry.offer.id } : {}),
  });
  const headingId = `waitlist-${entry.id}-title`;
  const dates = formatSessionDates(entry.start_date, entry.end_date, lang);
  const offer = entry.offer;

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-waitlist-entry-id={entry.id}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 id={headingId} className="text-lg leading-snug font-semibold text-secondary">
          {entry.is_public ? (
            <Link to={`/formations/${entry.course_slug}`} className="hover:underline">
              {entry.course_title}
            </Link>
          ) : (
            entry.course_title
          )}
        </h3>
        <Badge tone={offer ? "success" : "info"}>
          {offer ? t(`${K}.offered`) : t(`${K}.position`, { position: entry.position })}
        </Badge>
      </div>
      <p className="text-sm text-slate-800">
        {dates} ·{" "}
        {t("profile.registrations.time_range", {
          start: formatTime(entry.start_time),
          end: formatTime(entry.end_time),
        })}{" "}
        <span className="text-slate-500">({timeZoneLabel(entry.timezone, entry.location_city)})</span>
      </p>
      {offer ? (
        <p className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-900 ring-1 ring-green-200">
          {t(offer.kind === "broadcast" ? `${K}.broadcast_until` : `${K}.held_until`, {
            deadline: deadlineOnSessionClock(offer.deadline, entry, lang),
          })}
        </p>
      ) : null}
      <RowError intents={intents} />
      <RowActions
        intents={intents}
        label={t(`${K}.actions_label`, { title: entry.course_title })}
        className="flex flex-wrap gap-2"
        extra={[
          ...(offer
            ? [
                { intent: "accept_offer", label: t(`${K}.accept`) },
                {
                  intent: "decline_offer",
                  label: t(`${K}.decline`),
                  variant: "outline" as const,
                  confirm: {
                    title: t(`${K}.confirm_decline.title`),
                    message: t(`${K}.confirm_decline.message`, { title: entry.course_title, dates }),
                    keepLabel: t(`${K}.keep_offer`),
                  },
                },
              ]
            : [
                {
                  intent: "withdraw_waitlist",
                  label: t(`${K}.withdraw`),
                  variant: "danger" as const,
                  confirm: {
                    title: t(`${K}.confirm_withdraw.title`),
                    message: t(`${K}.confirm_withdraw.message`, { title: entry.course_title, dates }),
                    keepLabel: t(`${K}.keep_place`),
                  },
                },
              ]),
        ]}
      />
    </li>
  );
}
