// Transferring a registration to another session of the same course, from its roster card: the
// course's coming open sessions with their dates, place and seats left (a full one cannot be
// chosen), then one submit. The roster's action answers with a redirect (the card leaves this
// roster) or the refusal, shown here: the target filled up meanwhile, the person is already there.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import type { TransferTarget } from "~/registrations/roster.server";
import { TRANSFER_INTENT } from "~/registrations/roster-schema";
import { formatSessionDates, timeZoneLabel } from "~/sessions/format";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { FormError } from "~/ui/field";

const K = "admin.sessions";

export type TransferDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actionUrl: string;
  registration: { id: string; name: string };
  targets: TransferTarget[];
};

export function TransferDialog({ open, onOpenChange, actionUrl, registration, targets }: TransferDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const fetcher = useFetcher<ActionData>();
  const formId = useId();
  const isBusy = fetcher.state !== "idle";
  const read = useActionAnswer(fetcher, { onSuccess: () => onOpenChange(false) });
  const answer = isBusy ? undefined : read.answer;
  const refusal = answer && !answer.ok ? (answer.errors?.target_session_id ?? answer.formError) : undefined;
  const hasChoice = targets.some((target) => target.seats_left > 0);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isBusy) onOpenChange(next);
      }}
      title={t(`${K}.transfer_title`, { name: registration.name })}
      description={t(`${K}.transfer_hint`)}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
            {t("ui.cancel")}
          </Button>
          {hasChoice ? (
            <Button variant="primary" type="submit" form={formId} loading={isBusy}>
              {t(`${K}.transfer_submit`)}
            </Button>
          ) : null}
        </>
      }
    >
      {targets.length === 0 ? (
        <p className="text-slate-700">{t(`${K}.transfer_none`)}</p>
      ) : (
        <fetcher.Form id={formId} method="post" action={actionUrl} className="flex flex-col gap-3">
          <input type="hidden" name="intent" value={TRANSFER_INTENT} />
          <input type="hidden" name="registration_id" value={registration.id} />
          {refusal ? <FormError revealFor={answer}>{t(refusal)}</FormError> : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t(`${K}.transfer_to`)}</legend>
            {targets.map((target, index) => {
              const isFull = target.seats_left <= 0;
              return (
                <label
                  key={target.id}
                  className={`flex items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 ${isFull ? "opacity-60" : "cursor-pointer hover:bg-slate-50"}`}
                >
                  <input
                    type="radio"
                    name="target_session_id"
                    value={target.id}
                    required
                    disabled={isFull}
                    defaultChecked={!isFull && targets.findIndex((other) => other.seats_left > 0) === index}
                    className="mt-1 size-4"
                  />
                  <span className="flex flex-col">
                    <span className="font-medium text-slate-900">
                      {formatSessionDates(target.start_date, target.end_date, lang)}
                    </span>
                    <span className="text-sm text-slate-600">
                      {[
                        `${formatTime(target.start_time)} (${timeZoneLabel(target.timezone, target.city)})`,
                        target.place ?? t(`${K}.none`),
                        isFull ? t(`${K}.transfer_full`) : t(`${K}.transfer_seats_left`, { count: target.seats_left }),
                      ].join(" · ")}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        </fetcher.Form>
      )}
    </Dialog>
  );
}
