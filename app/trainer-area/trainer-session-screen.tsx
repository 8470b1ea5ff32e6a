// /trainer/sessions/:id: one of the trainer's sessions (delivery.md §2). First the sittings to
// act on (today's, and any still open or closed), then every sitting with its state, signed /
// expected and the trainer's co-signature, then the roster with what a trainer needs to know:
// names, company, special requirements, the adaptations agreed with the accessibility referent
// (the list alone: never the case's notes); never an e-mail, a phone or a billing address.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TrainerSession } from "~/attendance/trainer.server";
import { formatAddress } from "~/i18n/address";
import { type Lang, pick } from "~/i18n/messages";
import { formatSessionDates, formatSessionHours } from "~/sessions/format";
import { useLivePage } from "~/shell/use-live-page";
import { SittingPanel, sittingLabel } from "~/trainer-area/sitting-panel";
import { Fact, SITTING_STATE_TONE } from "~/trainer-area/trainer-sessions-screen";
import { Badge } from "~/ui/badge";

const K = "trainer.session";

export type TrainerSessionScreenProps = TrainerSession;

export function TrainerSessionScreen({ session, participants, sittings }: TrainerSessionScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  const title = pick(session.course, "title", lang);
  const place = [session.place, formatAddress(session)].filter(Boolean).join(", ");
  const actionable = sittings.filter((sitting) => sitting.actionable);
  // While a sitting is open, signatures arrive from phones: the marks and counts follow them.
  const { refresh } = useLivePage(sittings.some((sitting) => sitting.state === "open"));

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link to="/trainer" className="text-sm font-semibold text-secondary underline underline-offset-2">
        {t(`${K}.back`)}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-secondary sm:text-3xl">{title}</h1>
      {session.status === "cancelled" ? (
        <Badge tone="danger" className="mt-2">
          {t("trainer.sessions.cancelled")}
        </Badge>
      ) : null}
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
        <Fact label={t("trainer.sessions.dates")}>
          {formatSessionDates(session.start_date, session.end_date, lang)}
        </Fact>
        <Fact label={t("trainer.sessions.hours")}>{formatSessionHours(session)}</Fact>
        <Fact label={t("trainer.sessions.place")}>{place || t("trainer.sessions.no_place")}</Fact>
      </dl>

      <section aria-labelledby="trainer-now" className="mt-8">
        <h2 id="trainer-now" className="text-xl font-bold text-secondary">
          {t(`${K}.now`)}
        </h2>
        {actionable.length === 0 ? (
          <p className="mt-2 text-slate-600">{t(`${K}.nothing_now`)}</p>
        ) : (
          <div className="mt-3 grid gap-4">
            {actionable.map((sitting) => (
              <SittingPanel
                key={sitting.id}
                sitting={sitting}
                participants={participants}
                session={session}
                lang={lang}
                onViewClosed={refresh}
              />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="trainer-sittings" className="mt-10">
        <h2 id="trainer-sittings" className="text-xl font-bold text-secondary">
          {t(`${K}.sittings`)}
        </h2>
        {sittings.length === 0 ? (
          <p className="mt-2 text-slate-600">{t(`${K}.no_sittings`)}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
            {sittings.map((sitting) => (
              <li key={sitting.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                <span className="font-medium text-slate-900 sm:flex-1">{sittingLabel(sitting, t, lang)}</span>
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge tone={SITTING_STATE_TONE[sitting.state] ?? "neutral"}>
                    {t(`attendance.state.${sitting.state}`)}
                  </Badge>
                  <span className="text-slate-600">
                    {t(`${K}.signed_count`, { count: sitting.signed, expected: participants.length })}
                  </span>
                  <Badge tone={sitting.trainer_signed ? "success" : "neutral"}>
                    {sitting.trainer_signed ? t(`${K}.trainer_signed`) : t(`${K}.trainer_not_signed`)}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="trainer-roster" className="mt-10">
        <h2 id="trainer-roster" className="text-xl font-bold text-secondary">
          {t(`${K}.roster`, { count: participants.length })}
        </h2>
        {participants.length === 0 ? (
          <p className="mt-2 text-slate-600">{t(`${K}.no_participants`)}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
            {participants.map((participant) => (
              <li key={participant.id} className="px-4 py-3">
                <p className="font-semibold text-slate-900">{participant.name}</p>
                {participant.company ? <p className="text-sm text-slate-600">{participant.company}</p> : null}
                {participant.special_requirements ? (
                  <p className="mt-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                    <span className="font-semibold">{t(`${K}.special_requirements`)}</span>{" "}
                    {participant.special_requirements}
                  </p>
                ) : null}
                {participant.adaptations.length > 0 ? (
                  <div className="mt-1 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950">
                    <p className="font-semibold">{t(`${K}.adaptations`)}</p>
                    <ul className="mt-1 list-disc pl-5">
                      {participant.adaptations.map((adaptation) => (
                        <li key={adaptation}>{adaptation}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
