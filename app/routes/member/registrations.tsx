// /profile/registrations — the signed-in member's own registrations: upcoming and past, each
// with its session's facts, status, payment and price, the .ics download, and Cancel while
// online cancellation is allowed (memberMayCancel: until the registration deadline, else the day
// before the start). After that, the page says until when it was possible and whom to contact.
// Above them, the waiting lists the member is on (delivery.md §5): their place, a live offer's
// deadline, and the offer's answers or leaving the list, all acting on the member's own entries.
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { z } from "zod";
import { asFormResult } from "~/attendance/form-result.server";
import { type MemberAbsence, memberJustificationSchema } from "~/attendance/justification-schema";
import { listMemberAbsences, submitJustification } from "~/attendance/justifications.server";
import { MemberAbsences } from "~/attendance/member-absences";
import { done, formAction, formIntent, notFound, refused } from "~/forms/form-action.server";
import { pageParam } from "~/forms/list-params";
import { formatAddress } from "~/i18n/address";
import { formatDate, formatDateTime, formatPrice, formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { cancelOwnRegistration } from "~/registrations/lifecycle.server";
import { listMemberRegistrations, type MemberRegistration } from "~/registrations/member.server";
import { clock } from "~/server/clock.server";
import { getViewer, requireUser } from "~/server/viewer.server";
import { formatSessionDates, timeZoneLabel } from "~/sessions/format";
import { todayIso } from "~/sessions/schema";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import { getSiteChrome } from "~/site/site.server";
import { MemberSurveys } from "~/surveys/member-surveys";
import { listOpenMemberSurveys } from "~/surveys/member-surveys.server";
import { Badge, type BadgeTone } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { FormError } from "~/ui/field";
import { Pagination, searchWithParam } from "~/ui/pagination";
import { RowActions, useItemIntents } from "~/ui/row-actions";
import { MemberWaitlist } from "~/waitlist/member-waitlist";
import { isOwnOffer, listMemberWaitlist } from "~/waitlist/member-waitlist.server";
import { acceptOffer, declineOffer, leaveQueue, WAITLIST_ERROR } from "~/waitlist/waitlist.server";
import type { Route } from "./+types/registrations";

const K = "profile.registrations";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, `${K}.title`);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const { lang } = getViewer(context);
  const [registrations, waitlist, site, surveys] = await Promise.all([
    // Own registrations only: the id comes from the session, never from the URL.
    listMemberRegistrations(user.id, {
      lang,
      today: todayIso(),
      pastPage: pageParam.parse(url.searchParams.get("page") ?? undefined),
    }),
    // Own entries only, as above.
    listMemberWaitlist(user.id, lang),
    getSiteChrome(),
    // Own surveys still open, with their signed links.
    listOpenMemberSurveys(user.id, lang, clock().now()),
  ]);
  const shown = [...registrations.upcoming, ...registrations.past].map((registration) => registration.id);
  return {
    ...registrations,
    waitlist,
    surveys,
    absences: await listMemberAbsences(user.id, shown, clock().now()),
    contact: { email: site.contact?.email?.trim() || null, phone: site.contact?.phone?.trim() || null },
  };
}

const cancelSchema = z.object({
  intent: z.literal("cancel", { error: `${K}.error.invalid` }),
  id: z.guid({ error: `${K}.error.not_found` }),
});

const offerSchema = z.object({ offer: z.guid({ error: WAITLIST_ERROR.offerGone }) });
const entrySchema = z.object({ entry: z.guid({ error: "waitlist.errors.entry_gone" }) });

/**
 * Answers the member's own live offer: someone else's (or an unknown id) is the same "no longer
 * open" as an answered one, so the page tells nothing about others' offers.
 */
function answerOwnOffer(work: (offerId: string) => Promise<unknown>, toast: string) {
  return formIntent({
    schema: offerSchema,
    keepsValues: false,
    toast,
    run: async ({ data, actor }) => {
      if (!(await isOwnOffer(data.offer, actor.id))) return notFound(WAITLIST_ERROR.offerGone);
      // The service refuses with its answer (the offer answered or past its time).
      await work(data.offer);
      return done();
    },
  });
}

/** cancelOwnRegistration's refusals, as the page says them. */
const REFUSAL = {
  not_found: { status: 404, key: `${K}.error.not_found` },
  not_allowed: { status: 409, key: `${K}.error.not_allowed` },
  already_cancelled: { status: 409, key: `${K}.error.already_cancelled` },
} as const;

export async function action(args: Route.ActionArgs) {
  return formAction(args, {
    what: "member registration",
    viewer: "signed-in",
    messages: { save: `${K}.error.cancel` },
    intents: {
      // One intent: its schema checks the posted `intent` and the id itself.
      cancel: formIntent({
        schema: cancelSchema,
        invalidMessage: (errors) => errors.id ?? errors.intent ?? `${K}.error.invalid`,
        toast: `${K}.success.cancelled`,
        keepsValues: false,
        // The seat, the status, the inbox message and both e-mails commit together.
        run: async ({ data, actor }) => {
          const result = await cancelOwnRegistration(actor.id, data.id);
          if (result.ok) return done();
          const refusal = REFUSAL[result.error];
          return refused(refusal.status, { formError: refusal.key });
        },
      }),
      // An absence's justification: the document stored privately, the rules in the service.
      justify: formIntent({
        schema: memberJustificationSchema,
        toast: "profile.registrations.absences.sent",
        run: async ({ data, actor }) =>
          asFormResult(
            await submitJustification(
              {
                registrationId: data.registrationId,
                sittingId: data.sittingId,
                reason: data.reason,
                document: data.document,
              },
              { by: actor.id, asStaff: false },
              clock().now(),
            ),
            actor,
          ),
      }),
      // The waiting list: the member's own entries and offers (delivery.md §5).
      accept_offer: answerOwnOffer((offerId) => acceptOffer(offerId), "waitlist.member.accepted"),
      decline_offer: answerOwnOffer((offerId) => declineOffer(offerId), "waitlist.member.declined"),
      withdraw_waitlist: formIntent({
        schema: entrySchema,
        keepsValues: false,
        toast: "waitlist.member.withdrawn",
        run: async ({ data, actor }) => {
          // Owner-checked by the service: someone else's entry is "not there" (null), as a gone one.
          const left = await leaveQueue(data.entry, "withdrawn", { userId: actor.id });
          return left ? done() : notFound("waitlist.errors.entry_gone");
        },
      }),
    },
  });
}

type Contact = { email: string | null; phone: string | null };

export default function MyRegistrations({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  const location = useLocation();
  const { upcoming, past, pastPage, contact, absences, waitlist, surveys } = loaderData;
  const isEmpty = upcoming.length === 0 && pastPage.total === 0 && waitlist.length === 0;

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-secondary">{t(`${K}.title`)}</h1>
      <p className="mt-2 text-slate-700">{t(`${K}.intro`)}</p>

      {isEmpty ? (
        <EmptyState
          className="mt-8"
          title={t(`${K}.empty.title`)}
          description={t(`${K}.empty.description`)}
          action={<ButtonLink to="/calendrier">{t(`${K}.empty.action`)}</ButtonLink>}
        />
      ) : (
        <div className="mt-8 grid gap-10">
          {/* First: a live offer's seat is held for a short while only, a survey closes. */}
          <MemberWaitlist entries={waitlist} lang={lang} />
          <MemberSurveys surveys={surveys} lang={lang} />
          <section aria-labelledby="registrations-upcoming">
            <h2 id="registrations-upcoming" className="text-xl font-bold text-secondary">
              {t(`${K}.upcoming`)}
            </h2>
            {upcoming.length === 0 ? (
              <p className="mt-3 text-slate-600">
                {t(`${K}.no_upcoming`)}{" "}
                <Link to="/calendrier" className="font-semibold text-secondary underline">
                  {t(`${K}.empty.action`)}
                </Link>
              </p>
            ) : (
              <ul className="mt-4 grid gap-4">
                {upcoming.map((registration) => (
                  <RegistrationItem
                    key={registration.id}
                    registration={registration}
                    lang={lang}
                    contact={contact}
                    absences={absences.filter((absence) => absence.registration_id === registration.id)}
                  />
                ))}
              </ul>
            )}
          </section>

          {pastPage.total > 0 ? (
            <section aria-labelledby="registrations-past">
              <h2 id="registrations-past" className="text-xl font-bold text-secondary">
                {t(`${K}.past`)}
              </h2>
              <ul className="mt-4 grid gap-4">
                {past.map((registration) => (
                  <RegistrationItem
                    key={registration.id}
                    registration={registration}
                    lang={lang}
                    contact={contact}
                    absences={absences.filter((absence) => absence.registration_id === registration.id)}
                    isPast
                  />
                ))}
              </ul>
              <Pagination
                className="mt-6"
                page={pastPage.page}
                totalPages={pastPage.totalPages}
                makeHref={(p) => searchWithParam(location.search, "page", p === 1 ? null : p)}
              />
            </section>
          ) : null}
        </div>
      )}
    </section>
  );
}

const STATUS_TONE: Record<MemberRegistration["status"], BadgeTone> = {
  pending: "warning",
  confirmed: "success",
  attended: "info",
  cancelled: "neutral",
};

const PAYMENT_TONE: Record<MemberRegistration["payment_status"], BadgeTone> = {
  pending: "neutral",
  paid: "success",
  refunded: "info",
};

function RegistrationItem({
  registration: r,
  lang,
  contact,
  absences,
  isPast = false,
}: {
  registration: MemberRegistration;
  lang: Lang;
  contact: Contact;
  absences: MemberAbsence[];
  isPast?: boolean;
}) {
  const { t } = useTranslation();
  const intents = useItemIntents("/profile/registrations", { id: r.id });
  const headingId = `registration-${r.id}-title`;
  const place = [
    r.location_name,
    formatAddress({
      address: r.location_address,
      postal_code: r.location_postal_code,
      city: r.location_city,
      country: r.location_country,
    }),
  ]
    .filter(Boolean)
    .join(", ");
  const isActive = r.status === "pending" || r.status === "confirmed";
  const isSessionCancelled = r.session_status === "cancelled";

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-registration-id={r.id}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 id={headingId} className="text-lg leading-snug font-semibold text-secondary">
          {r.is_public ? (
            <Link to={`/formations/${r.course_slug}`} className="hover:underline">
              {r.course_title}
            </Link>
          ) : (
            r.course_title
          )}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge tone={STATUS_TONE[r.status]}>{t(`${K}.status.${r.status}`)}</Badge>
          <Badge tone={PAYMENT_TONE[r.payment_status]}>{t(`${K}.payment.${r.payment_status}`)}</Badge>
          {isSessionCancelled ? <Badge tone="warning">{t(`${K}.session_cancelled`)}</Badge> : null}
        </div>
      </div>

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Fact label={t(`${K}.fields.dates`)}>{formatSessionDates(r.start_date, r.end_date, lang)}</Fact>
        <Fact label={t(`${K}.fields.times`)}>
          {t(`${K}.time_range`, { start: formatTime(r.start_time), end: formatTime(r.end_time) })}{" "}
          <span className="text-slate-500">({timeZoneLabel(r.timezone, r.location_city)})</span>
        </Fact>
        <Fact label={t(`${K}.fields.place`)}>{place || t(`${K}.no_location`)}</Fact>
        <Fact label={t(`${K}.fields.price`)}>
          {r.payment_amount ? formatPrice(r.payment_amount, r.currency, lang) : "—"}
        </Fact>
        <Fact label={t(`${K}.fields.registered_at`)}>{formatDateTime(r.registered_at, lang)}</Fact>
      </dl>

      {!isPast && isActive ? <CancellationLine registration={r} lang={lang} contact={contact} /> : null}

      <MemberAbsences absences={absences} lang={lang} contactEmail={contact.email} />

      {intents.error ? <FormError>{t(intents.error)}</FormError> : null}

      <div className="flex flex-wrap items-center gap-3">
        {r.is_public && !isPast && r.status !== "cancelled" ? (
          // A plain link: a resource route answers with a file, not a page.
          <a
            href={`/sessions/${r.session_id}/ics?lang=${lang}`}
            download
            className="text-sm font-medium text-secondary underline-offset-2 hover:underline"
          >
            {t(`${K}.add_to_calendar`)}
            <span className="sr-only"> — {r.course_title}</span>
          </a>
        ) : null}
        {r.may_cancel ? (
          <RowActions
            intents={intents}
            label={t(`${K}.actions_label`, { title: r.course_title })}
            className="ml-auto flex flex-wrap gap-2"
            extra={[
              {
                intent: "cancel",
                label: t(`${K}.cancel`),
                variant: "danger",
                confirm: {
                  title: t(`${K}.confirm.title`),
                  message: t(`${K}.confirm.message`, {
                    title: r.course_title,
                    dates: formatSessionDates(r.start_date, r.end_date, lang),
                  }),
                  keepLabel: t(`${K}.keep`),
                },
              },
            ]}
          />
        ) : null}
      </div>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** Until when the member may cancel online, or, once past, until when they could and whom to contact. */
function CancellationLine({
  registration: r,
  lang,
  contact,
}: {
  registration: MemberRegistration;
  lang: Lang;
  contact: Contact;
}) {
  const { t } = useTranslation();
  const until = formatDate(r.cancel_until, lang, "long");
  if (r.may_cancel) return <p className="text-sm text-slate-600">{t(`${K}.cancel_until`, { date: until })}</p>;
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
      <p>{t(`${K}.cancel_closed`, { date: until })}</p>
      <p className="mt-1">
        {contact.email ? (
          <>
            {t(`${K}.contact_email`)}{" "}
            <a href={`mailto:${contact.email}`} className="font-semibold text-secondary underline">
              {contact.email}
            </a>
            {" · "}
          </>
        ) : null}
        {contact.phone ? (
          <>
            {t(`${K}.contact_phone`)}{" "}
            <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`} className="font-semibold text-secondary underline">
              {contact.phone}
            </a>
            {" · "}
          </>
        ) : null}
        <Link to="/contact" className="font-semibold text-secondary underline">
          {t(`${K}.contact_page`)}
        </Link>
      </p>
    </div>
  );
}

/** A list that cannot be read says so rather than the generic text. */
export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      title={`${K}.title`}
      loadError={`${K}.error.load`}
      back={{ to: "/profile", label: `${K}.back_to_profile` }}
    />
  );
}
