// The /admin/sessions/:id screen: a session's facts, its fill (taken / minimum / maximum), its
// registrations with their status and payment moves, the roster CSV and the attendance sheet,
// and the session's own moves (confirm, complete, cancel with a message to the participants).
// The route's loader and action are in app/routes/admin/session.tsx.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { HistoryLink } from "~/admin/history-link";
import {
  calendarDayHref,
  SESSIONS_DESK_HREF,
  sessionAttendanceHref,
  sessionCertificatesHref,
  sessionCommunicationsHref,
  sessionWaitlistHref,
} from "~/admin/screen-links";
import { bpfLabel, type FundingOptions, NO_FUNDING_OPTIONS } from "~/compliance/bpf-categories";
import { formatDate, formatDateTime, formatPrice, formatTime } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { CancelSessionDialog } from "~/registrations/cancel-session-dialog";
import { EnrolDialog } from "~/registrations/enrol-dialog";
import { RegistrationFundingDialog } from "~/registrations/funding-dialog";
import {
  canCancelSession,
  isAtRisk,
  PAYMENT_TRANSITIONS,
  REGISTRATION_TRANSITIONS,
  SESSION_TRANSITIONS,
} from "~/registrations/lifecycle";
import type { Roster, RosterRegistration, RosterSession, TransferTarget } from "~/registrations/roster.server";
import {
  CANCEL_AND_REFUND_INTENT,
  paymentIntent,
  SESSION_FORWARD_STATUSES,
  sessionIntent,
  statusIntent,
} from "~/registrations/roster-schema";
import { SessionFill } from "~/registrations/session-fill";
import { PAYMENT_TONES, REGISTRATION_TONES, SESSION_TONES } from "~/registrations/tones";
import { TransferDialog } from "~/registrations/transfer-dialog";
import { formatSessionDates, timeZoneLabel } from "~/sessions/format";
import { Badge } from "~/ui/badge";
import { Button, buttonClasses } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { type RowAction, RowActions, useItemIntents } from "~/ui/row-actions";

const K = "admin.sessions";

export function RosterScreen({
  roster,
  actionUrl,
  canOpenAttendance = false,
  canOpenCertificates = false,
  fundingOptions = NO_FUNDING_OPTIONS,
}: {
  roster: Roster;
  actionUrl: string;
  /** The viewer may open the attendance board (the "attendance" module): its link is shown. */
  canOpenAttendance?: boolean;
  /** The viewer may open the certificates (the "certificates" module): its link is shown. */
  canOpenCertificates?: boolean;
  /** The funding sources and participant types a registration's funding is chosen among (BPF). */
  fundingOptions?: FundingOptions;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { session, registrations } = roster;
  const title = pick(session.course, "title", lang);
  const active = registrations.filter((r) => r.status !== "cancelled");
  const cancelled = registrations.length - active.length;
  // Cancelled but still marked paid: money the organisation owes back.
  const toSettle = registrations.filter((r) => r.status === "cancelled" && r.payment_status === "paid").length;

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t(`${K}.breadcrumb`)} className="text-sm">
        <Link to={SESSIONS_DESK_HREF} className="text-primary-dark underline-offset-2 hover:underline">
          {t(`${K}.back_to_desk`)}
        </Link>
        <span aria-hidden="true" className="px-2 text-slate-400">
          ·
        </span>
        <Link to={calendarDayHref(session.start_date)} className="text-primary-dark underline-offset-2 hover:underline">
          {t(`${K}.see_in_calendar`)}
        </Link>
      </nav>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium uppercase tracking-wide text-slate-600">{t(`${K}.title`)}</p>
        <h1 className="type-section text-secondary">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={SESSION_TONES[session.status]}>{t(`pages.calendar.status.${session.status}`)}</Badge>
          {isAtRisk(session) ? <Badge tone="warning">{t(`${K}.at_risk`)}</Badge> : null}
          <span className="text-sm text-slate-600">{t(`${K}.reference`, { reference: session.course.reference })}</span>
        </div>
      </header>

      <section aria-labelledby="session-facts" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="session-facts" className="sr-only">
          {t(`${K}.facts`)}
        </h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t(`${K}.dates`)}>{formatSessionDates(session.start_date, session.end_date, lang)}</Fact>
          <Fact label={t(`${K}.times`)}>
            {`${formatTime(session.start_time)} – ${formatTime(session.end_time)} (${timeZoneLabel(session.timezone, session.city)})`}
          </Fact>
          <Fact label={t(`${K}.place`)}>{session.place ?? t(`${K}.none`)}</Fact>
          <Fact label={t(`${K}.trainer`)}>{session.trainer ?? t(`${K}.none`)}</Fact>
          <Fact label={t(`${K}.agency`)}>
            {session.agency === null
              ? t(`${K}.head_office`)
              : session.agency.isHeadOffice
                ? t(`${K}.agency_head_office`, { name: session.agency.name })
                : session.agency.name}
          </Fact>
          <Fact label={t(`${K}.deadline`)}>
            {session.registration_deadline ? formatDate(session.registration_deadline, lang) : t(`${K}.none`)}
          </Fact>
          <Fact label={t(`${K}.course_page`)}>
            <Link to={`/formations/${session.course.slug}`} className="text-primary-dark underline underline-offset-2">
              {t(`${K}.open_course`)}
            </Link>
          </Fact>
        </dl>
        <SessionFill session={session} />
      </section>

      <SessionActions
        session={session}
        actionUrl={actionUrl}
        canOpenAttendance={canOpenAttendance}
        canOpenCertificates={canOpenCertificates}
      />

      <section aria-labelledby="registrations-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="registrations-heading" className="text-xl font-semibold text-secondary">
            {t(`${K}.registrations`, { count: active.length })}
          </h2>
          {cancelled > 0 ? (
            <p className="text-sm text-slate-600">{t(`${K}.cancelled_count`, { count: cancelled })}</p>
          ) : null}
          {toSettle > 0 ? (
            <p
              role="status"
              className="w-full rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              {t(`${K}.to_settle`, { count: toSettle })}
            </p>
          ) : null}
        </div>
        {registrations.length === 0 ? (
          <EmptyState title={t(`${K}.empty`)} description={t(`${K}.empty_hint`)} />
        ) : (
          <ul className="flex flex-col gap-4">
            {registrations.map((registration) => (
              <li key={registration.id}>
                <RegistrationCard
                  registration={registration}
                  targets={roster.targets}
                  currency={session.course.currency}
                  actionUrl={actionUrl}
                  fundingOptions={fundingOptions}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** The downloads and the session's moves. */
function SessionActions({
  session,
  actionUrl,
  canOpenAttendance,
  canOpenCertificates,
}: {
  session: RosterSession;
  actionUrl: string;
  canOpenAttendance: boolean;
  canOpenCertificates: boolean;
}) {
  const { t } = useTranslation();
  const intents = useItemIntents(actionUrl);
  // The dashboard's and the communications screen's "cancel it" open the cancellation at once.
  const [searchParams] = useSearchParams();
  const [isCancelling, setIsCancelling] = useState(searchParams.get("cancel") === "1");
  const [isEnrolling, setIsEnrolling] = useState(false);
  const moves: RowAction[] = SESSION_FORWARD_STATUSES.filter((status) =>
    SESSION_TRANSITIONS[session.status].includes(status),
  ).map((status) => ({ intent: sessionIntent(status), label: t(`${K}.session_to.${status}`), variant: "secondary" }));
  const base = `/admin/sessions/${session.id}`;
  return (
    <section aria-label={t(`${K}.actions`)} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {canOpenAttendance ? (
          <Link to={sessionAttendanceHref(session.id)} className={buttonClasses({ variant: "primary", size: "sm" })}>
            {t(`${K}.attendance_board`)}
          </Link>
        ) : null}
        {canOpenCertificates ? (
          <Link
            to={sessionCertificatesHref(session.id)}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            {t(`${K}.certificates`)}
          </Link>
        ) : null}
        <Link
          to={sessionCommunicationsHref(session.id)}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          {t(`${K}.communications`)}
        </Link>
        <Link to={sessionWaitlistHref(session.id)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          {t(`${K}.waitlist`)}
        </Link>
        <a href={`${base}/roster.xlsx`} download className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t(`${K}.roster_xlsx`)}
        </a>
        <a href={`${base}/roster.csv`} download className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t(`${K}.roster_csv`)}
        </a>
        {/* The sheet carries signatures: the attendance module's, like the board. */}
        {canOpenAttendance ? (
          <a href={`${base}/attendance.pdf`} download className={buttonClasses({ variant: "outline", size: "sm" })}>
            {t(`${K}.attendance_pdf`)}
          </a>
        ) : null}
        {moves.length > 0 ? <RowActions intents={intents} extra={moves} className="contents" /> : null}
        {canCancelSession(session.status) ? (
          <Button variant="secondary" size="sm" onClick={() => setIsEnrolling(true)} aria-haspopup="dialog">
            {t(`${K}.enrol.open`)}
          </Button>
        ) : null}
        {canCancelSession(session.status) ? (
          <Button variant="danger" size="sm" onClick={() => setIsCancelling(true)} aria-haspopup="dialog">
            {t(`${K}.cancel_session`)}
          </Button>
        ) : null}
        <HistoryLink entity="session" id={session.id} label={t(`${K}.title`)} />
      </div>
      {intents.error ? (
        <p role="alert" className="text-sm text-red-700">
          {t(intents.error)}
        </p>
      ) : null}
      <EnrolDialog
        open={isEnrolling}
        onOpenChange={setIsEnrolling}
        actionUrl={actionUrl}
        isFull={session.seats_taken >= session.seats_available}
      />
      <CancelSessionDialog
        // Closes once the session is cancelled (the action's redirect reloads this page).
        open={isCancelling && canCancelSession(session.status)}
        onOpenChange={setIsCancelling}
        actionUrl={actionUrl}
        participants={session.seats_taken}
      />
    </section>
  );
}

function RegistrationCard({
  registration,
  targets,
  currency,
  actionUrl,
  fundingOptions,
}: {
  registration: RosterRegistration;
  targets: TransferTarget[];
  currency: string;
  actionUrl: string;
  fundingOptions: FundingOptions;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [isTransferring, setIsTransferring] = useState(false);
  const [isFunding, setIsFunding] = useState(false);
  const source = fundingOptions.fundingSources.find((option) => option.id === registration.funding_source_id);
  const type = fundingOptions.participantTypes.find((option) => option.id === registration.participant_type_id);
  const canTransfer = registration.status === "pending" || registration.status === "confirmed";
  const intents = useItemIntents(actionUrl, { registration_id: registration.id });
  const isCancelled = registration.status === "cancelled";
  const isPaid = registration.payment_status === "paid";
  const amount = registration.payment_amount ? formatPrice(registration.payment_amount, currency, lang) : "";
  const moves: RowAction[] = [
    // A paid registration being cancelled: refund now, or leave it among the refunds to settle.
    ...(isPaid && REGISTRATION_TRANSITIONS[registration.status].includes("cancelled")
      ? [
          {
            intent: CANCEL_AND_REFUND_INTENT,
            label: t(`${K}.cancel_and_refund`),
            variant: "danger" as const,
            confirm: {
              title: t(`${K}.cancel_registration_title`),
              keepLabel: t(`${K}.keep_registration`),
              message: t(`${K}.cancel_and_refund_confirm`, { name: registration.name, amount }),
            },
          },
          {
            intent: statusIntent("cancelled"),
            label: t(`${K}.cancel_refund_later`),
            variant: "danger" as const,
            confirm: {
              title: t(`${K}.cancel_registration_title`),
              keepLabel: t(`${K}.keep_registration`),
              message: t(`${K}.cancel_refund_later_confirm`, { name: registration.name, amount }),
            },
          },
        ]
      : []),
    ...REGISTRATION_TRANSITIONS[registration.status]
      .filter((status) => !(isPaid && status === "cancelled"))
      .map(
        (status): RowAction => ({
          intent: statusIntent(status),
          label: t(`${K}.status_to.${status}`),
          variant: status === "cancelled" ? "danger" : "secondary",
          ...(status === "cancelled"
            ? {
                confirm: {
                  title: t(`${K}.cancel_registration_title`),
                  keepLabel: t(`${K}.keep_registration`),
                  message: t(`${K}.cancel_registration_confirm`, { name: registration.name }),
                },
              }
            : {}),
        }),
      ),
    ...PAYMENT_TRANSITIONS[registration.payment_status].map(
      (status): RowAction => ({
        intent: paymentIntent(status),
        label: t(`${K}.payment_to.${status}`),
        variant: "outline",
        ...(status === "refunded"
          ? {
              confirm: {
                title: t(`${K}.refund_title`),
                message: t(`${K}.refund_confirm`, { name: registration.name }),
              },
            }
          : {}),
      }),
    ),
  ];
  return (
    <article
      aria-label={registration.name}
      className={`flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${isCancelled ? "opacity-75" : ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-secondary">{registration.name}</h3>
          <Badge tone={REGISTRATION_TONES[registration.status]}>{t(`${K}.status.${registration.status}`)}</Badge>
          <Badge tone={PAYMENT_TONES[registration.payment_status]}>
            {t(`${K}.payment.${registration.payment_status}`)}
          </Badge>
          {isCancelled && isPaid ? <Badge tone="danger">{t(`${K}.refund_to_settle`)}</Badge> : null}
        </div>
        {registration.payment_amount ? (
          <p className="text-sm font-medium text-slate-800">
            {formatPrice(registration.payment_amount, currency, lang)}
          </p>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t(`${K}.email`)}>
          <a href={`mailto:${registration.email}`} className="break-all text-primary-dark underline underline-offset-2">
            {registration.email}
          </a>
        </Fact>
        <Fact label={t(`${K}.phone`)}>
          {registration.phone ? (
            <a
              href={`tel:${registration.phone.replace(/[^\d+]/g, "")}`}
              className="text-primary-dark underline underline-offset-2"
            >
              {registration.phone}
            </a>
          ) : (
            t(`${K}.none`)
          )}
        </Fact>
        <Fact label={t(`${K}.company`)}>{registration.company ?? t(`${K}.none`)}</Fact>
        <Fact label={t(`${K}.position`)}>{registration.position ?? t(`${K}.none`)}</Fact>
        <Fact label={t(`${K}.billing`)}>{registration.billing ?? t(`${K}.none`)}</Fact>
        <Fact label={t(`${K}.registered_on`)}>
          <time dateTime={registration.created_at}>{formatDateTime(registration.created_at, lang)}</time>
        </Fact>
        {/* The BPF's funding (delivery.md §8): what the person said, or staff completed. */}
        <Fact label={t("admin.registrations.funding.source")}>
          {source
            ? [bpfLabel(source, lang), registration.funding_scheme].filter(Boolean).join(" — ")
            : t("admin.registrations.funding.not_given")}
        </Fact>
        <Fact label={t("admin.registrations.funding.type")}>
          {type ? bpfLabel(type, lang) : t("admin.registrations.funding.not_given")}
        </Fact>
        <div className="sm:col-span-2 lg:col-span-3">
          <dt className="text-sm font-medium text-slate-600">{t(`${K}.special_requirements`)}</dt>
          <dd className="whitespace-pre-line text-slate-900">{registration.special_requirements ?? t(`${K}.none`)}</dd>
        </div>
      </dl>
      {intents.error ? (
        <p role="alert" className="text-sm text-red-700">
          {t(intents.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {moves.length > 0 ? (
            <RowActions intents={intents} label={t(`${K}.row_actions`, { name: registration.name })} extra={moves} />
          ) : null}
          {canTransfer ? (
            <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setIsTransferring(true)}>
              {t(`${K}.transfer`)}
            </Button>
          ) : null}
          <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setIsFunding(true)}>
            {t("admin.registrations.funding.open")}
          </Button>
        </div>
        <HistoryLink entity="registration" id={registration.id} label={registration.name} />
      </div>
      {canTransfer ? (
        <TransferDialog
          open={isTransferring}
          onOpenChange={setIsTransferring}
          actionUrl={actionUrl}
          registration={registration}
          targets={targets}
        />
      ) : null}
      <RegistrationFundingDialog
        registration={isFunding ? registration : null}
        options={fundingOptions}
        actionUrl={actionUrl}
        onClose={() => setIsFunding(false)}
      />
    </article>
  );
}
