// Marking a participant for a sitting (open or closed: the mark is written over) or correcting
// it once the sitting is locked (a reason required; the correction is added, never written
// over). The dialog shows the values that count now and every earlier correction: who, when,
// old → new and why, so what was recorded before stays in sight.
import { useTranslation } from "react-i18next";
import { ATTENDANCE_STATUSES } from "#db/schema";
import type { BoardCell, BoardParticipant, BoardSitting } from "~/attendance/admin-attendance.server";
import { BOARD_INTENTS, boardCorrectionSchema, boardMarkSchema } from "~/attendance/admin-schema";
import { hoursOf, markText, sittingName } from "~/attendance/board-format";
import { FROZEN_STATES } from "~/attendance/rules";
import { REASON_MAX } from "~/attendance/schema";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { formatDateTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, Select, TextArea } from "~/ui/field";

const K = "admin.attendance.mark";

export type MarkTarget = { participant: BoardParticipant; sitting: BoardSitting };

export function MarkDialog({
  open,
  onOpenChange,
  actionUrl,
  target,
  zone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actionUrl: string;
  target: MarkTarget | null;
  zone: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const isCorrection = target ? (FROZEN_STATES as readonly string[]).includes(target.sitting.state) : false;
  const form = useFetcherForm({
    fetcherKey: "attendance-mark",
    schema: isCorrection ? boardCorrectionSchema : boardMarkSchema,
    onOpenChange,
  });
  const cell = target?.participant.cells.find((c) => c.sitting_id === target.sitting.id);
  const { error, initial } = form;
  return (
    <EditorDialog
      form={form}
      open={open && target !== null}
      size="md"
      // A fresh form per participant and sitting: never the previous one's typing.
      formKey={target ? `${target.participant.id}-${target.sitting.id}` : undefined}
      title={t(isCorrection ? `${K}.correct_title` : `${K}.title`)}
      intro={
        target ? (
          <div className="flex flex-col gap-2 text-sm text-slate-700">
            <p>{t(`${K}.who`, { name: target.participant.name, sitting: sittingName(target.sitting, lang, t) })}</p>
            <p>
              {cell
                ? t(`${K}.current`, { mark: markText(cell, t), duration: hoursOf(cell.minutes_attended) })
                : t(`${K}.current_none`)}
            </p>
            {isCorrection ? <p>{t(`${K}.correction_note`)}</p> : null}
            {cell && cell.history.length > 0 ? <History cell={cell} lang={lang} zone={zone} /> : null}
          </div>
        ) : null
      }
      action={actionUrl}
      intent={isCorrection ? BOARD_INTENTS.correct : BOARD_INTENTS.mark}
      saveLabel={t(isCorrection ? `${K}.correct_submit` : `${K}.submit`)}
      savingLabel={t(`${K}.saving`)}
    >
      {target ? (
        <>
          <input type="hidden" name="sittingId" value={target.sitting.id} />
          <input type="hidden" name="registrationId" value={target.participant.id} />
        </>
      ) : null}
      <Field label={t(`${K}.status`)} name="status" required error={error("status")}>
        <Select defaultValue={initial("status", cell?.status ?? "present")}>
          {ATTENDANCE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`attendance.status.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t(`${K}.late_minutes`)}
          name="late_minutes"
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={initial("late_minutes", cell?.late_minutes)}
          hint={t(`${K}.late_hint`)}
          error={error("late_minutes")}
        />
        <Field
          label={t(`${K}.left_early_minutes`)}
          name="left_early_minutes"
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={initial("left_early_minutes", cell?.left_early_minutes)}
          hint={t(`${K}.left_early_hint`)}
          error={error("left_early_minutes")}
        />
      </div>
      <Field
        label={t(`${K}.minutes_attended`)}
        name="minutes_attended"
        type="number"
        min={0}
        inputMode="numeric"
        defaultValue={initial("minutes_attended", null)}
        hint={t(`${K}.minutes_hint`, { planned: target?.sitting.planned_minutes ?? 0 })}
        error={error("minutes_attended")}
      />
      {isCorrection ? (
        <Field label={t(`${K}.reason`)} name="reason" required hint={t(`${K}.reason_hint`)} error={error("reason")}>
          <TextArea rows={3} maxLength={REASON_MAX} defaultValue={initial("reason", "")} />
        </Field>
      ) : null}
    </EditorDialog>
  );
}

function History({ cell, lang, zone }: { cell: BoardCell; lang: Lang; zone: string }) {
  const { t } = useTranslation();
  const status = (value: string) => t(`attendance.status.${value}`);
  return (
    <section aria-label={t(`${K}.history`)} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <h3 className="mb-2 font-medium text-slate-900">{t(`${K}.history`)}</h3>
      <ol className="flex flex-col gap-2">
        {cell.history.map((entry) => (
          <li key={entry.id}>
            <p>
              {t(`${K}.history_entry`, {
                when: formatDateTime(entry.created_at, lang, zone),
                who: entry.by ?? t(`${K}.someone`),
                from: `${status(entry.previous_status)} (${hoursOf(entry.previous_minutes_attended)})`,
                to: `${status(entry.status)} (${hoursOf(entry.minutes_attended)})`,
              })}
            </p>
            <p className="text-slate-600">{t(`${K}.history_reason`, { reason: entry.reason })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
