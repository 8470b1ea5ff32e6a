// A sitting the trainer acts on (delivery.md §1–§2): open it on its day, show the rotating QR
// code or hand the device round (kiosk), mark each participant (present, late N min, left early
// N min, absent, minutes attended), co-sign, and close once co-signed. Each form tells its
// answer in place; the page's loader runs again after each write, so counts follow.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SignaturePad } from "~/attendance/signature-pad";
import type { TrainerParticipant, TrainerSitting } from "~/attendance/trainer.server";
import { formatDate, formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { KioskView } from "~/trainer-area/kiosk-view";
import { QrView } from "~/trainer-area/qr-view";
import { TRAINER_MARKS, type TrainerMark } from "~/trainer-area/schema";
import { SITTING_STATE_TONE } from "~/trainer-area/trainer-sessions-screen";
import { useSittingForm } from "~/trainer-area/use-sitting-form";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { FormError, FormSuccess, Select, TextInput } from "~/ui/field";

const K = "trainer.session";

export type SittingPanelProps = {
  sitting: TrainerSitting;
  participants: TrainerParticipant[];
  session: { sign_by_qr: boolean; sign_by_kiosk: boolean; timezone: string; city: string | null };
  lang: Lang;
  /** The QR code or kiosk view was closed: the page reads its data again (signatures came in meanwhile). */
  onViewClosed?: () => void;
};

/** "Morning, Mon 10 Mar 2031, 09:00–12:30": how the trainer names a sitting. */
export function sittingLabel(
  sitting: Pick<TrainerSitting, "period" | "date" | "start_time" | "end_time">,
  t: (key: string) => string,
  lang: Lang,
) {
  return `${t(`attendance.period.${sitting.period}`)}, ${formatDate(sitting.date, lang, "weekday")}, ${formatTime(sitting.start_time)}–${formatTime(sitting.end_time)}`;
}

export function SittingPanel({ sitting, participants, session, lang, onViewClosed }: SittingPanelProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<"page" | "qr" | "kiosk">("page");
  const headingId = `sitting-${sitting.id}`;
  const isOpen = sitting.state === "open";
  const isMarkable = sitting.state === "open" || sitting.state === "closed";
  const signed = new Set(sitting.signatures.map((signature) => signature.registration_id));

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      data-sitting-id={sitting.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-secondary">
          {sittingLabel(sitting, t, lang)}
        </h3>
        <Badge tone={SITTING_STATE_TONE[sitting.state] ?? "neutral"}>{t(`attendance.state.${sitting.state}`)}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t(`${K}.signed_count`, { count: sitting.signed, expected: participants.length })}
      </p>

      {sitting.state === "scheduled" ? <OpenForm sittingId={sitting.id} /> : null}

      {isMarkable ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          {isOpen && session.sign_by_qr ? (
            <Button onClick={() => setView("qr")} size="lg">
              {t(`${K}.show_qr`)}
            </Button>
          ) : null}
          {session.sign_by_kiosk ? (
            <Button variant="outline" size="lg" onClick={() => setView("kiosk")}>
              {t(`${K}.kiosk`)}
            </Button>
          ) : null}
        </div>
      ) : null}
      {sitting.state === "closed" && session.sign_by_kiosk ? (
        <p className="mt-2 text-sm text-slate-600">{t(`${K}.kiosk_late_hint`)}</p>
      ) : null}

      {isMarkable ? (
        <>
          <h4 className="mt-6 text-base font-semibold text-secondary">{t(`${K}.marks`)}</h4>
          {participants.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t(`${K}.no_participants`)}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200">
              {participants.map((participant) => (
                <MarkRow
                  key={participant.id}
                  sitting={sitting}
                  participant={participant}
                  hasSigned={signed.has(participant.id)}
                  signedLate={sitting.signatures.some((s) => s.registration_id === participant.id && s.late)}
                />
              ))}
            </ul>
          )}
          <CoSignForm sitting={sitting} />
          {isOpen ? <CloseForm sitting={sitting} /> : null}
        </>
      ) : null}

      {view === "qr" ? (
        <QrView
          sittingId={sitting.id}
          onClose={() => {
            setView("page");
            onViewClosed?.();
          }}
        />
      ) : null}
      {view === "kiosk" ? (
        <KioskView
          sitting={sitting}
          participants={participants.filter((participant) => !signed.has(participant.id))}
          title={sittingLabel(sitting, t, lang)}
          onLeave={() => {
            setView("page");
            onViewClosed?.();
          }}
        />
      ) : null}
    </section>
  );
}

function OpenForm({ sittingId }: { sittingId: string }) {
  const { t } = useTranslation();
  // Once open, this form is gone: its success is a toast.
  const form = useSittingForm({ showsSuccess: false });
  return (
    <form.fetcher.Form method="post" className="mt-4 space-y-2">
      <input type="hidden" name="intent" value="open" />
      <input type="hidden" name="sittingId" value={sittingId} />
      <p className="text-sm text-slate-600">{t(`${K}.open_hint`)}</p>
      <Button type="submit" size="lg" loading={form.isBusy}>
        {t(`${K}.open`)}
      </Button>
      <FormError revealFor={form.answer}>{form.formError ? t(form.formError) : null}</FormError>
    </form.fetcher.Form>
  );
}

function MarkRow({
  sitting,
  participant,
  hasSigned,
  signedLate,
}: {
  sitting: TrainerSitting;
  participant: TrainerParticipant;
  hasSigned: boolean;
  signedLate: boolean;
}) {
  const { t } = useTranslation();
  const form = useSittingForm();
  const record = sitting.records.find((row) => row.registration_id === participant.id);
  const typed = form.values as Record<string, string> | undefined;
  const initial = (typed?.status ?? record?.status ?? (hasSigned ? "present" : "absent")) as TrainerMark;
  // What the trainer picks wins; until then the mark follows the page's data, which moves as
  // participants sign (a signature arriving after the page opened turns "absent" into "present").
  const [chosen, setStatus] = useState<TrainerMark | null>(null);
  const status = chosen ?? ((TRAINER_MARKS as readonly string[]).includes(initial) ? initial : "absent");
  const id = `mark-${sitting.id}-${participant.id}`;
  const minutesField = (name: string, label: string, value: number | null | undefined, placeholder?: number | null) => (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={`${id}-${name}`} className="font-medium text-slate-700">
        {label}
        <span className="sr-only"> — {participant.name}</span>
      </label>
      <TextInput
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={1440}
        defaultValue={typed?.[name] ?? (value === null || value === undefined ? "" : String(value))}
        placeholder={placeholder === null || placeholder === undefined ? undefined : String(placeholder)}
        aria-invalid={form.errors[name] ? true : undefined}
        className="w-28"
      />
      {form.errors[name] ? <span className="text-red-700">{t(form.errors[name])}</span> : null}
    </div>
  );
  return (
    <li className="py-3" data-registration-id={participant.id}>
      <form.fetcher.Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="mark" />
        <input type="hidden" name="sittingId" value={sitting.id} />
        <input type="hidden" name="registrationId" value={participant.id} />
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{participant.name}</span>
          {hasSigned ? (
            <Badge tone={signedLate ? "warning" : "success"}>
              {signedLate ? t("attendance.signed_late") : t(`${K}.signed`)}
            </Badge>
          ) : (
            <Badge tone="neutral">{t(`${K}.not_signed`)}</Badge>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={`${id}-status`} className="font-medium text-slate-700">
              {t(`${K}.mark`)}
              <span className="sr-only"> — {participant.name}</span>
            </label>
            <Select
              id={`${id}-status`}
              name="status"
              value={status}
              onChange={(event) => setStatus(event.target.value as TrainerMark)}
            >
              {TRAINER_MARKS.map((mark) => (
                <option key={mark} value={mark}>
                  {t(`attendance.status.${mark}`)}
                </option>
              ))}
            </Select>
          </div>
          {status === "late" ? minutesField("late_minutes", t(`${K}.late_minutes`), record?.late_minutes) : null}
          {status === "left_early"
            ? minutesField("left_early_minutes", t(`${K}.left_early_minutes`), record?.left_early_minutes)
            : null}
          {/* Left empty, the minutes follow the mark (planned less late or early minutes); the
              recorded figure is the placeholder, so a new mark is never pinned to an old count. */}
          {minutesField("minutes_attended", t(`${K}.minutes_attended`), null, record?.minutes_attended)}
          <Button type="submit" variant="secondary" loading={form.isBusy}>
            {t(`${K}.save_mark`)}
            <span className="sr-only"> — {participant.name}</span>
          </Button>
        </div>
        <p className="text-xs text-slate-500">{t(`${K}.minutes_hint`)}</p>
        <FormSuccess revealFor={form.answer}>{form.isOk && form.answer ? t(`${K}.success.marked`) : null}</FormSuccess>
        <FormError revealFor={form.answer}>{form.formError ? t(form.formError) : null}</FormError>
      </form.fetcher.Form>
    </li>
  );
}

function CoSignForm({ sitting }: { sitting: TrainerSitting }) {
  const { t } = useTranslation();
  const form = useSittingForm();
  if (sitting.trainer_signed) {
    return (
      <div className="mt-6">
        <FormSuccess revealFor={form.answer}>{t(`${K}.co_signed`)}</FormSuccess>
      </div>
    );
  }
  return (
    <form.fetcher.Form method="post" className="mt-6 space-y-3">
      <input type="hidden" name="intent" value="co_sign" />
      <input type="hidden" name="sittingId" value={sitting.id} />
      <h4 className="text-base font-semibold text-secondary">{t(`${K}.co_sign_title`)}</h4>
      <p className="text-sm text-slate-600">{t(`${K}.co_sign_hint`)}</p>
      <SignaturePad label={t(`${K}.co_sign_label`)} error={form.errors.strokes ? t(form.errors.strokes) : undefined} />
      <Button type="submit" loading={form.isBusy}>
        {t(`${K}.co_sign`)}
      </Button>
      <FormError revealFor={form.answer}>{form.formError && !form.errors.strokes ? t(form.formError) : null}</FormError>
    </form.fetcher.Form>
  );
}

function CloseForm({ sitting }: { sitting: TrainerSitting }) {
  const { t } = useTranslation();
  // Once closed, this form is gone: its success is a toast.
  const form = useSittingForm({ showsSuccess: false });
  return (
    <form.fetcher.Form method="post" className="mt-6 space-y-2 border-t border-slate-200 pt-4">
      <input type="hidden" name="intent" value="close" />
      <input type="hidden" name="sittingId" value={sitting.id} />
      <p className="text-sm text-slate-600">
        {sitting.trainer_signed ? t(`${K}.close_hint`) : t(`${K}.close_needs_signature`)}
      </p>
      <Button type="submit" variant="danger" loading={form.isBusy}>
        {t(`${K}.close`)}
      </Button>
      <FormError revealFor={form.answer}>{form.formError ? t(form.formError) : null}</FormError>
    </form.fetcher.Form>
  );
}
