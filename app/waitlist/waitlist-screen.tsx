// The /admin/sessions/:id/waitlist screen (issue 28, delivery.md §5): the session's seats (the
// maximum, taken, held by live offers, free), the queue in order with each person's position,
// arrival, priority, status and live offer (its kind, deadline and time left on the session
// clock), the closed entries folded away; per entry "offer now", priority, move to another date
// of the course, register over capacity and skip; and the invitation of the people waiting for
// the course's other dates to this one. The route is app/routes/admin/session-waitlist.tsx; the
// reads and writes admin-waitlist.server.ts.
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/admin/list/data-table";
import { sessionCommunicationsHref, sessionRosterHref } from "~/admin/screen-links";
import { SessionPageHeader } from "~/admin/session-page-header";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import type { Lang } from "~/i18n/messages";
import { formatOnSessionClock, formatSessionDates } from "~/sessions/format";
import { Badge, type BadgeTone } from "~/ui/badge";
import { Button } from "~/ui/button";
import { EditorDialog } from "~/ui/editor-dialog";
import { EmptyState } from "~/ui/empty-state";
import { Field, Select, TextArea } from "~/ui/field";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import {
  convertSchema,
  moveSchema,
  PRIORITY_MAX,
  PRIORITY_MIN,
  prioritySchema,
  STAFF_NOTE_MAX,
  WAITLIST_INTENTS,
} from "~/waitlist/admin-schema";
import type { WaitlistPage, WaitlistRow } from "~/waitlist/admin-waitlist.server";

const K = "admin.waitlist";

export type WaitlistScreenProps = { page: WaitlistPage };

const STATUS_TONE: Record<string, BadgeTone> = {
  waiting: "info",
  offered: "warning",
  accepted: "success",
  converted: "success",
  moved: "neutral",
  skipped: "neutral",
  withdrawn: "neutral",
  declined: "neutral",
  expired: "danger",
  closed: "neutral",
};

type Asking = { kind: "priority" | "move" | "convert"; entry: WaitlistRow } | null;

/** "expires in 5 h" (or in minutes under an hour), from the page's clock. */
function timeLeft(deadline: string, now: string, t: TFunction): string {
  const ms = new Date(deadline).getTime() - new Date(now).getTime();
  if (ms <= 0) return t(`${K}.offer.expiring`);
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 1) return t(`${K}.offer.expires_in_hours`, { count: hours });
  return t(`${K}.offer.expires_in_minutes`, { count: Math.max(1, Math.floor(ms / 60_000)) });
}

export function WaitlistScreen({ page }: WaitlistScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { session } = page;
  const base = sessionRosterHref(session.id);
  const actionUrl = `${base}/waitlist`;
  const title = lang === "en" ? session.course_title_en || session.course_title_fr : session.course_title_fr;
  const zone = session.timezone;
  const when = (instant: string) => formatOnSessionClock(instant, lang, zone);
  const free = session.seats_available - session.seats_taken - session.seats_held;
  const [asking, setAsking] = useState<Asking>(null);
  const close = (open: boolean) => {
    if (!open) setAsking(null);
  };

  return (
    <div className="flex flex-col gap-6">
      <SessionPageHeader
        navLabel={t(`${K}.navigation`)}
        sessionId={session.id}
        links={[
          { to: base, label: t(`${K}.back_to_roster`) },
          { to: sessionCommunicationsHref(session.id), label: t(`${K}.communications`) },
        ]}
        label={t(`${K}.title`)}
        title={title}
      >
        <p className="text-sm text-slate-700">
          {t(`${K}.session_line`, {
            dates: formatSessionDates(session.start_date, session.end_date, lang),
            status: t(`pages.calendar.status.${session.status}`),
          })}
        </p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {(
            [
              ["seats", session.seats_available],
              ["taken", session.seats_taken],
              ["held", session.seats_held],
              ["free", Math.max(free, 0)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="flex gap-1">
              <dt className="text-slate-600">{t(`${K}.seats.${key}`)}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {page.isOpenForOffers ? null : (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {t(`${K}.closed_notice`)}
          </p>
        )}
      </SessionPageHeader>

      {page.isOpenForOffers && page.demand.count > 0 ? <Invite page={page} actionUrl={actionUrl} when={when} /> : null}

      <section aria-labelledby="waitlist-queue" className="flex flex-col gap-3">
        <h2 id="waitlist-queue" className="text-xl font-semibold text-secondary">
          {t(`${K}.queue`, { count: page.queue.length })}
        </h2>
        {page.queue.length === 0 ? (
          <EmptyState title={t(`${K}.empty`)} description={t(`${K}.empty_hint`)} />
        ) : (
          <DataTable
            caption={t(`${K}.caption`)}
            isCaptionHidden
            rows={page.queue}
            rowKey={(entry) => entry.id}
            rowLabel={(entry) => entry.name}
            cardsBelow="md"
            columns={[
              {
                key: "position",
                header: t(`${K}.columns.position`),
                cell: (entry) => <span className="font-semibold text-slate-900">{entry.position}</span>,
              },
              {
                key: "person",
                header: t(`${K}.columns.person`),
                isRowHeader: true,
                cell: (entry) => (
                  <span className="flex flex-col gap-0.5">
                    <span className="font-medium text-slate-900">{entry.name}</span>
                    <span className="text-xs text-slate-600">{entry.email}</span>
                  </span>
                ),
              },
              {
                key: "joined",
                header: t(`${K}.columns.joined`),
                cell: (entry) => <span className="text-sm text-slate-700">{when(entry.created_at)}</span>,
              },
              {
                key: "priority",
                header: t(`${K}.columns.priority`),
                cell: (entry) => (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-haspopup="dialog"
                    onClick={() => setAsking({ kind: "priority", entry })}
                  >
                    {entry.priority}
                    <span className="sr-only">{` — ${t(`${K}.priority.change_for`, { name: entry.name })}`}</span>
                  </Button>
                ),
              },
              {
                key: "status",
                header: t(`${K}.columns.status`),
                cell: (entry) => (
                  <span className="flex flex-col items-start gap-1">
                    <Badge tone={STATUS_TONE[entry.status] ?? "neutral"}>{t(`${K}.status.${entry.status}`)}</Badge>
                    {entry.offer ? (
                      <span className="text-xs text-slate-700">
                        {t(`${K}.offer.${entry.offer.kind}`, { when: when(entry.offer.deadline) })}
                        <span className="block font-medium">{timeLeft(entry.offer.deadline, page.now, t)}</span>
                      </span>
                    ) : null}
                  </span>
                ),
              },
            ]}
            actions={(entry) => (
              <EntryActions
                entry={entry}
                actionUrl={actionUrl}
                canOffer={page.isOpenForOffers && hasFreeSeat(page)}
                onAsk={setAsking}
              />
            )}
          />
        )}
      </section>

      {page.history.length > 0 ? (
        <details className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
          <summary className="cursor-pointer font-medium text-secondary">
            {t(`${K}.history`, { count: page.history.length })}
          </summary>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {page.history.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{entry.name}</span>
                <span className="text-slate-600">{entry.email}</span>
                <Badge tone={STATUS_TONE[entry.status] ?? "neutral"}>{t(`${K}.status.${entry.status}`)}</Badge>
                {entry.closed_at ? <span className="text-slate-600">{when(entry.closed_at)}</span> : null}
                {entry.staff_note ? <span className="text-slate-700">— {entry.staff_note}</span> : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <PriorityDialog asking={asking} onOpenChange={close} actionUrl={actionUrl} />
      <MoveDialog asking={asking} onOpenChange={close} actionUrl={actionUrl} targets={page.targets} />
      <ConvertDialog asking={asking} onOpenChange={close} actionUrl={actionUrl} />
    </div>
  );
}

function EntryActions({
  entry,
  actionUrl,
  canOffer,
  onAsk,
}: {
  entry: WaitlistRow;
  actionUrl: string;
  canOffer: boolean;
  onAsk: (asking: Asking) => void;
}) {
  const { t } = useTranslation();
  const intents = useItemIntents(actionUrl, { id: entry.id });
  return (
    <div className="flex w-48 flex-col items-stretch gap-1.5 [&>*]:justify-center">
      <RowActions
        intents={intents}
        label={t(`${K}.actions_for`, { name: entry.name })}
        className="flex flex-col items-stretch gap-1.5"
        extra={[
          ...(canOffer && entry.status === "waiting"
            ? [{ intent: WAITLIST_INTENTS.offer, label: t(`${K}.offer_now`), variant: "primary" as const }]
            : []),
          {
            intent: WAITLIST_INTENTS.skip,
            label: t(`${K}.skip`),
            variant: "danger" as const,
            confirm: { title: t(`${K}.skip_title`, { name: entry.name }), message: t(`${K}.skip_message`) },
          },
        ]}
      />
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => onAsk({ kind: "move", entry })}>
        {t(`${K}.move.open`)}
      </Button>
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => onAsk({ kind: "convert", entry })}>
        {t(`${K}.convert.open`)}
      </Button>
      <RowError intents={intents} />
    </div>
  );
}

/** A seat nobody holds: "offer a seat now" has one to give (the server checks again). */
function hasFreeSeat(page: WaitlistPage): boolean {
  const { session } = page;
  return session.seats_available - session.seats_taken - session.seats_held > 0;
}

/** The invitation of the people waiting for the course's other dates to this one. */
function Invite({ page, actionUrl, when }: { page: WaitlistPage; actionUrl: string; when: (at: string) => string }) {
  const { t } = useTranslation();
  const intents = useItemIntents(actionUrl);
  const { count, lastInvite } = page.demand;
  return (
    <section
      aria-labelledby="waitlist-invite"
      className="flex flex-col gap-2 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200"
    >
      <h2 id="waitlist-invite" className="font-semibold">
        {t(`${K}.invite.heading`, { count })}
      </h2>
      <p>{t(`${K}.invite.text`)}</p>
      {lastInvite ? <p>{t(`${K}.invite.last`, { count: lastInvite.count, when: when(lastInvite.at) })}</p> : null}
      <RowActions
        intents={intents}
        extra={[
          {
            intent: WAITLIST_INTENTS.invite,
            label: t(`${K}.invite.button`, { count }),
            variant: "primary",
            confirm: { title: t(`${K}.invite.confirm_title`), message: t(`${K}.invite.confirm_message`, { count }) },
          },
        ]}
      />
      <RowError intents={intents} />
    </section>
  );
}

type DialogProps = { asking: Asking; onOpenChange: (open: boolean) => void; actionUrl: string };

function PriorityDialog({ asking, onOpenChange, actionUrl }: DialogProps) {
  const { t } = useTranslation();
  const form = useFetcherForm({ fetcherKey: "waitlist-priority", schema: prioritySchema, onOpenChange });
  const entry = asking?.kind === "priority" ? asking.entry : null;
  return (
    <EditorDialog
      form={form}
      open={entry !== null}
      size="sm"
      title={t(`${K}.priority.title`, { name: entry?.name ?? "" })}
      action={actionUrl}
      intent={WAITLIST_INTENTS.priority}
      id={entry?.id}
      formKey={entry?.id}
      saveLabel={t(`${K}.priority.save`)}
      savingLabel={t(`${K}.saving`)}
    >
      <Field
        label={t(`${K}.priority.label`)}
        name="priority"
        type="number"
        min={PRIORITY_MIN}
        max={PRIORITY_MAX}
        step={1}
        required
        defaultValue={entry?.priority ?? 0}
        hint={t(`${K}.priority.hint`, { min: PRIORITY_MIN, max: PRIORITY_MAX })}
        error={form.error("priority")}
      />
    </EditorDialog>
  );
}

function MoveDialog({ asking, onOpenChange, actionUrl, targets }: DialogProps & { targets: WaitlistPage["targets"] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const form = useFetcherForm({ fetcherKey: "waitlist-move", schema: moveSchema, onOpenChange });
  const entry = asking?.kind === "move" ? asking.entry : null;
  return (
    <EditorDialog
      form={form}
      open={entry !== null}
      title={t(`${K}.move.title`, { name: entry?.name ?? "" })}
      intro={<p className="text-sm text-slate-700">{t(`${K}.move.intro`)}</p>}
      action={actionUrl}
      intent={WAITLIST_INTENTS.move}
      id={entry?.id}
      formKey={entry?.id}
      saveLabel={t(`${K}.move.save`)}
      savingLabel={t(`${K}.saving`)}
      isSaveDisabled={targets.length === 0}
    >
      {targets.length === 0 ? (
        <p className="text-slate-700">{t(`${K}.move.none`)}</p>
      ) : (
        <Field label={t(`${K}.move.label`)} name="target_session_id" required error={form.error("target_session_id")}>
          <Select defaultValue={targets[0]?.id}>
            {targets.map((target) => (
              <option key={target.id} value={target.id}>
                {`${formatSessionDates(target.start_date, target.end_date, lang)} — ${t(`${K}.move.free`, { count: Math.max(target.free, 0) })}`}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </EditorDialog>
  );
}

function ConvertDialog({ asking, onOpenChange, actionUrl }: DialogProps) {
  const { t } = useTranslation();
  const form = useFetcherForm({ fetcherKey: "waitlist-convert", schema: convertSchema, onOpenChange });
  const entry = asking?.kind === "convert" ? asking.entry : null;
  return (
    <EditorDialog
      form={form}
      open={entry !== null}
      title={t(`${K}.convert.title`, { name: entry?.name ?? "" })}
      intro={<p className="text-sm text-slate-700">{t(`${K}.convert.intro`)}</p>}
      action={actionUrl}
      intent={WAITLIST_INTENTS.convert}
      id={entry?.id}
      formKey={entry?.id}
      saveLabel={t(`${K}.convert.save`)}
      savingLabel={t(`${K}.saving`)}
    >
      <Field label={t(`${K}.convert.reason`)} name="reason" required error={form.error("reason")}>
        <TextArea rows={3} maxLength={STAFF_NOTE_MAX} />
      </Field>
    </EditorDialog>
  );
}
