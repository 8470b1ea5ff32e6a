// The /admin/sessions/:id/communications screen (issue 27, delivery.md §4): the session's
// timeline — when each step is planned on the session's clock, what holds it back (below the
// minimum, not confirmed) — then per participant and step: planned (when), sent (and whether the
// e-mail was delivered, failed or bounced), with "send now", "resend" and "preview as this
// participant"; the trainer's pack; the changes told to participants. The route's loader and
// action are in app/routes/admin/session-communications.tsx; the writes in
// admin-communications.server.ts; the model in timeline.server.ts.
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "~/admin/list/data-table";
import {
  sessionAttendanceHref,
  sessionCancelHref,
  sessionEditHref,
  sessionRosterHref,
  sessionWaitlistHref,
} from "~/admin/screen-links";
import { SessionPageHeader } from "~/admin/session-page-header";
import { COMMUNICATION_INTENTS } from "~/communications/admin-schema";
import type { ChangeRow, ParticipantRow, SessionTimeline, TimelineCell } from "~/communications/timeline.server";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { formatOnSessionClock, formatSessionDates } from "~/sessions/format";
import { Badge, type BadgeTone } from "~/ui/badge";
import { EmptyState } from "~/ui/empty-state";
import { type RowAction, RowActions, RowError, useItemIntents } from "~/ui/row-actions";

const K = "admin.communications";
const LINK = "text-sm font-medium text-secondary underline underline-offset-2";

export type CommunicationsScreenProps = { timeline: SessionTimeline };

const STATE_TONE: Record<TimelineCell["state"], BadgeTone> = {
  sent: "success",
  due: "info",
  planned: "neutral",
  held: "warning",
  waiting: "warning",
  unconfirmed: "neutral",
  skipped: "neutral",
  not_applicable: "neutral",
  missed: "danger",
};

/** Staff may send ahead (or despite a hold) what is planned, due, held, waiting, skipped or missed. */
const SENDABLE_STATES: TimelineCell["state"][] = ["due", "planned", "held", "waiting", "missed", "skipped"];

const DELIVERY_TONE = { queued: "info", sent: "success", failed: "danger", bounced: "danger" } as const;

export function CommunicationsScreen({ timeline }: CommunicationsScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { session } = timeline;
  const base = sessionRosterHref(session.id);
  const actionUrl = `${base}/communications`;
  const title = lang === "en" ? session.course_title_en || session.course_title_fr : session.course_title_fr;
  const zone = session.timezone;
  const when = (instant: string) => formatOnSessionClock(instant, lang, zone);

  return (
    <div className="flex flex-col gap-6">
      <SessionPageHeader
        navLabel={t(`${K}.navigation`)}
        sessionId={session.id}
        links={[
          { to: base, label: t(`${K}.back_to_roster`) },
          { to: sessionAttendanceHref(session.id), label: t(`${K}.attendance_board`) },
          { to: sessionWaitlistHref(session.id), label: t("admin.waitlist.title") },
        ]}
        label={t(`${K}.title`)}
        title={title}
      >
        <p className="text-sm text-slate-700">
          {t(`${K}.session_line`, {
            dates: formatSessionDates(session.start_date, session.end_date, lang),
            status: t(`pages.calendar.status.${session.status}`),
            count: session.seats_taken,
            minimum: session.min_participants,
          })}
        </p>
        <p className="flex flex-wrap gap-3 text-sm">
          <a href={`${base}/convocation.pdf?lang=${lang}`} target="_blank" rel="noopener" className={LINK}>
            {t(`${K}.convocation_pdf`)}
          </a>
        </p>
      </SessionPageHeader>

      <Notices timeline={timeline} actionUrl={actionUrl} />
      <Plan timeline={timeline} when={when} />
      <Changes timeline={timeline} actionUrl={actionUrl} when={when} />

      <section aria-labelledby="communications-participants" className="flex flex-col gap-3">
        <h2 id="communications-participants" className="text-xl font-semibold text-secondary">
          {t(`${K}.participants`, { count: timeline.participants.length })}
        </h2>
        {timeline.participants.length === 0 ? (
          <EmptyState title={t(`${K}.empty`)} description={t(`${K}.empty_hint`)} />
        ) : (
          <ParticipantsTable timeline={timeline} actionUrl={actionUrl} when={when} />
        )}
      </section>

      {timeline.trainer ? (
        <section aria-labelledby="communications-trainer" className="flex flex-col gap-3">
          <h2 id="communications-trainer" className="text-xl font-semibold text-secondary">
            {t(`${K}.trainer_heading`)}
          </h2>
          <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
            <p className="mb-2 font-medium text-slate-900">
              {timeline.trainer.name}{" "}
              <span className="text-sm font-normal text-slate-600">{timeline.trainer.email}</span>
            </p>
            <StepCell
              cell={timeline.trainer.cell}
              actionUrl={actionUrl}
              sessionId={session.id}
              person={timeline.trainer.name}
              registrationId={null}
              canSend
              when={when}
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** What holds the timeline back, and the decision it waits for. */
function Notices({ timeline, actionUrl }: { timeline: SessionTimeline; actionUrl: string }) {
  const { t } = useTranslation();
  const intents = useItemIntents(actionUrl);
  const { session } = timeline;
  const box = "flex flex-col gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200";
  const notices: string[] = [];
  if (session.status === "cancelled") notices.push(t(`${K}.notice.cancelled`));
  else {
    if (timeline.heldBelowMinimum)
      notices.push(t(`${K}.notice.held`, { count: session.seats_taken, minimum: session.min_participants }));
    if (session.status === "scheduled") notices.push(t(`${K}.notice.not_confirmed`));
  }
  if (notices.length === 0) return null;
  const canDecide = session.status === "scheduled" || (session.status === "confirmed" && timeline.heldBelowMinimum);
  return (
    <div role="status" className={box}>
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
      {canDecide ? (
        <div className="flex flex-wrap items-center gap-2">
          <RowActions
            intents={intents}
            label={t(`${K}.decision.label`)}
            extra={[
              {
                intent: COMMUNICATION_INTENTS.goAhead,
                label: t(`${K}.decision.go_ahead`),
                variant: "primary",
                confirm: {
                  title: t(`${K}.decision.go_ahead_title`),
                  message: t(`${K}.decision.go_ahead_message`, {
                    count: session.seats_taken,
                    minimum: session.min_participants,
                  }),
                },
              },
            ]}
          />
          <Link to={sessionEditHref(session)} className={LINK}>
            {t(`${K}.decision.move`)}
          </Link>
          <Link to={sessionCancelHref(session.id)} className={LINK}>
            {t(`${K}.decision.cancel`)}
          </Link>
        </div>
      ) : null}
      <RowError intents={intents} />
    </div>
  );
}

/** The session's plan: each step and when it goes, on the session's clock. */
function Plan({ timeline, when }: { timeline: SessionTimeline; when: (instant: string) => string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { settings } = timeline.plan;
  const first = timeline.participants[0]?.cells;
  const planned = (step: TimelineCell["step"]) =>
    (first?.find((cell) => cell.step === step)?.at ?? null) as string | null;
  const rows = [
    {
      key: "convocation",
      at: planned("convocation"),
      rule: t(`${K}.plan.days_before`, { count: settings.convocation_days }),
    },
    { key: "reminder", at: planned("reminder"), rule: t(`${K}.plan.days_before`, { count: settings.reminder_days }) },
    ...(timeline.session.remote_url
      ? [{ key: "remote_link", at: null, rule: t(`${K}.plan.minutes_before`, { count: settings.remote_link_minutes }) }]
      : []),
    ...(timeline.trainer
      ? [
          {
            key: "trainer_pack",
            at: timeline.trainer.cell.at,
            rule: t(`${K}.plan.days_before`, { count: settings.trainer_pack_days }),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="communications-plan" className="flex flex-col gap-2">
      <h2 id="communications-plan" className="text-xl font-semibold text-secondary">
        {t(`${K}.plan.heading`)}
      </h2>
      <p className="text-sm text-slate-700">
        {t(`${K}.plan.first_day`, { day: formatDate(timeline.plan.firstDay, lang, "long") })}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.key} className="rounded-lg bg-white px-4 py-3 text-sm ring-1 ring-slate-200">
            <span className="block font-medium text-slate-900">{t(`${K}.steps.${row.key}`)}</span>
            <span className="block text-slate-700">{row.rule}</span>
            {row.at ? <span className="block text-slate-600">{when(row.at)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function changeText(change: ChangeRow, t: TFunction): string {
  const fields = new Set<string>();
  for (const key of Object.keys(change.after)) {
    if (key.endsWith("date")) fields.add("dates");
    else if (key.endsWith("time")) fields.add("hours");
    else if (key === "timezone") fields.add("timezone");
    else if (key === "location_id") fields.add("place");
    else if (key === "remote_url") fields.add("remote");
    else if (key === "instructor_id") fields.add("trainer");
  }
  return [...fields].map((field) => t(`emails.timeline.change_notice.fields.${field}`)).join(", ");
}

/** The changes participants are (or were) told of, with "send now" for the one waiting. */
function Changes({
  timeline,
  actionUrl,
  when,
}: {
  timeline: SessionTimeline;
  actionUrl: string;
  when: (instant: string) => string;
}) {
  const { t } = useTranslation();
  if (timeline.changes.length === 0) return null;
  return (
    <section aria-labelledby="communications-changes" className="flex flex-col gap-2">
      <h2 id="communications-changes" className="text-xl font-semibold text-secondary">
        {t(`${K}.changes.heading`)}
      </h2>
      <ul className="flex flex-col gap-2">
        {timeline.changes.map((change) => (
          <ChangeItem key={change.id} change={change} actionUrl={actionUrl} when={when} />
        ))}
      </ul>
    </section>
  );
}

function ChangeItem({
  change,
  actionUrl,
  when,
}: {
  change: ChangeRow;
  actionUrl: string;
  when: (instant: string) => string;
}) {
  const { t } = useTranslation();
  const intents = useItemIntents(actionUrl, { changeId: change.id });
  const state =
    change.state === "planned"
      ? t(`${K}.changes.planned`, { when: when(change.notify_at) })
      : change.state === "sent"
        ? t(`${K}.changes.sent`, { when: when(change.sent_at ?? change.notify_at), count: change.told })
        : t(`${K}.changes.void`);
  return (
    <li className="flex flex-col gap-1 rounded-lg bg-white px-4 py-3 text-sm ring-1 ring-slate-200">
      <span className="font-medium text-slate-900">{changeText(change, t)}</span>
      <span className="text-slate-700">
        {t(`${K}.changes.made`, { when: when(change.created_at), by: change.changed_by ?? t(`${K}.changes.someone`) })}
      </span>
      <span className="flex flex-wrap items-center gap-2">
        <Badge
          tone={change.state === "planned" ? "info" : change.state === "sent" ? "success" : "neutral"}
          className="whitespace-normal rounded-lg"
        >
          {state}
        </Badge>
        <a
          href={`${actionUrl}/preview?${new URLSearchParams({ step: "change_notice", occurrence: change.id })}`}
          target="_blank"
          rel="noopener"
          className={LINK}
        >
          {t(`${K}.preview`)}
        </a>
        {change.state === "planned" ? (
          <RowActions
            intents={intents}
            label={t(`${K}.changes.actions`)}
            extra={[{ intent: COMMUNICATION_INTENTS.sendChange, label: t(`${K}.send_now`), variant: "primary" }]}
          />
        ) : null}
      </span>
      <RowError intents={intents} />
    </li>
  );
}

function ParticipantsTable({
  timeline,
  actionUrl,
  when,
}: {
  timeline: SessionTimeline;
  actionUrl: string;
  when: (instant: string) => string;
}) {
  const { t } = useTranslation();
  const cellsOf = (p: ParticipantRow, steps: TimelineCell["step"][]) =>
    p.cells.filter((cell) => steps.includes(cell.step));
  const column = (key: string, steps: TimelineCell["step"][]): DataTableColumn<ParticipantRow> => ({
    key,
    header: t(`${K}.steps.${key}`),
    cell: (p) => {
      const cells = cellsOf(p, steps);
      if (cells.length === 0) return <span className="text-slate-600">{t(`${K}.none`)}</span>;
      return (
        <ul className="flex flex-col gap-3">
          {cells.map((cell) => (
            <li key={`${cell.step}-${cell.occurrence}`}>
              <StepCell
                cell={cell}
                actionUrl={actionUrl}
                sessionId={timeline.session.id}
                person={p.name}
                registrationId={p.id}
                canSend={p.status === "confirmed" || cell.step === "change_notice"}
                when={when}
              />
            </li>
          ))}
        </ul>
      );
    },
  });
  const columns: DataTableColumn<ParticipantRow>[] = [
    {
      key: "participant",
      header: t(`${K}.participant`),
      isRowHeader: true,
      cell: (p) => (
        <span className="flex flex-col gap-0.5">
          <span className="font-medium text-slate-900">{p.name}</span>
          <span className="text-xs text-slate-600">{p.email}</span>
          <span className="text-xs text-slate-600">
            {t(`admin.sessions.status.${p.status}`)} · {p.language.toUpperCase()}
          </span>
        </span>
      ),
    },
    column("convocation", ["convocation"]),
    column("reminder", ["reminder"]),
    ...(timeline.session.remote_url ? [column("remote_link", ["remote_link"])] : []),
    column("change_notice", ["change_notice"]),
  ];
  return (
    <DataTable
      caption={t(`${K}.caption`)}
      isCaptionHidden
      rows={timeline.participants}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.name}
      columns={columns}
      cardsBelow="md"
    />
  );
}

/** One step for one person: its state, when, its e-mails' fate, and what staff can do. */
function StepCell({
  cell,
  actionUrl,
  sessionId,
  person,
  registrationId,
  canSend,
  when,
}: {
  cell: TimelineCell;
  actionUrl: string;
  sessionId: string;
  person: string;
  registrationId: string | null;
  canSend: boolean;
  when: (instant: string) => string;
}) {
  const { t } = useTranslation();
  const fields = {
    step: cell.step,
    ...(registrationId ? { registrationId } : {}),
    ...(cell.occurrence ? { occurrence: cell.occurrence } : {}),
  };
  const intents = useItemIntents(actionUrl, fields);
  const name = t(`${K}.steps.${cell.step}`);
  const forWhom = `${name}, ${person}`;
  const actions: RowAction[] = [];
  if (canSend && SENDABLE_STATES.includes(cell.state) && cell.step !== "change_notice") {
    actions.push({ intent: COMMUNICATION_INTENTS.send, label: t(`${K}.send_now`), variant: "primary" });
  }
  if (canSend && cell.state === "sent") {
    actions.push({
      intent: COMMUNICATION_INTENTS.resend,
      label: t(`${K}.resend`),
      variant: "outline",
      confirm: { title: t(`${K}.resend_title`), message: t(`${K}.resend_message`, { what: name, name: person }) },
    });
  }
  const preview = `${actionUrl}/preview?${new URLSearchParams({
    step: cell.step,
    ...(registrationId ? { registration: registrationId } : {}),
    ...(cell.occurrence ? { occurrence: cell.occurrence } : {}),
  })}`;
  return (
    <div className="flex flex-col items-start gap-1.5">
      {cell.step === "remote_link" || cell.step === "change_notice" ? (
        <span className="text-xs font-medium text-slate-800">
          {cell.step === "remote_link" ? cell.occurrence : cell.at ? when(cell.at) : null}
        </span>
      ) : null}
      {/* The state may be a sentence ("Once the registration is confirmed"): it wraps on a phone. */}
      <Badge tone={STATE_TONE[cell.state]} className="whitespace-normal rounded-lg">
        {t(`${K}.states.${cell.state}`)}
      </Badge>
      {cell.at && cell.state !== "sent" && cell.state !== "not_applicable" && cell.state !== "unconfirmed" ? (
        <span className="text-xs text-slate-600">{t(`${K}.planned_for`, { when: when(cell.at) })}</span>
      ) : null}
      {cell.sends.length > 0 ? (
        <ul className="flex flex-col gap-0.5 text-xs text-slate-700">
          {cell.sends.map((send) => (
            <li key={send.id} className="flex flex-wrap items-center gap-1">
              <span>{t(`${K}.sent_by.${send.trigger}`, { when: when(send.created_at) })}</span>
              <Badge tone={DELIVERY_TONE[send.delivery]}>{t(`${K}.delivery.${send.delivery}`)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <a href={preview} target="_blank" rel="noopener" className={LINK}>
          {t(`${K}.preview`)}
          <span className="sr-only"> — {forWhom}</span>
        </a>
        {cell.step === "convocation" && registrationId ? (
          <a
            href={`/admin/sessions/${sessionId}/convocation.pdf?registration=${registrationId}`}
            target="_blank"
            rel="noopener"
            className={LINK}
          >
            {t(`${K}.pdf`)}
            <span className="sr-only"> — {forWhom}</span>
          </a>
        ) : null}
        {actions.length > 0 ? (
          <RowActions intents={intents} label={t(`${K}.actions_for`, { name: forWhom })} extra={actions} />
        ) : null}
      </div>
      <RowError intents={intents} />
    </div>
  );
}
