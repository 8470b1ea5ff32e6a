// Cancelling a session: the message its participants receive, then a confirmation. The roster
// posts it for its own session; the sessions desk for a row's (`sessionId`, posted as `id`).
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { CANCEL_MESSAGE_MAX, CANCEL_SESSION_INTENT } from "~/registrations/roster-schema";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { Field, FormError, TextArea } from "~/ui/field";

const K = "admin.sessions";

export type CancelSessionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actionUrl: string;
  /** Registered participants, told in the confirmation. */
  participants: number;
  /** The session, when the action serves several (the desk). */
  sessionId?: string;
};

export function CancelSessionDialog({
  open,
  onOpenChange,
  actionUrl,
  participants,
  sessionId,
}: CancelSessionDialogProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>();
  const formId = useId();
  const isBusy = fetcher.state !== "idle";
  // The roster's action redirects (the page reloads, cancelled); the desk's answers: close then.
  const read = useActionAnswer(fetcher, { onSuccess: () => onOpenChange(false) });
  const answer = isBusy ? undefined : read.answer;
  const error = answer && !answer.ok ? answer.errors?.message : undefined;
  const formError = answer && !answer.ok && !error ? answer.formError : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isBusy) onOpenChange(next);
      }}
      title={t(`${K}.cancel_title`)}
      // What happens, in the body above the participants' message.
      message={t(`${K}.cancel_confirm`, { count: participants })}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
            {t(`${K}.keep_session`)}
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={isBusy}>
            {t(`${K}.cancel_submit`)}
          </Button>
        </>
      }
    >
      <fetcher.Form id={formId} method="post" action={actionUrl} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value={CANCEL_SESSION_INTENT} />
        {sessionId ? <input type="hidden" name="id" value={sessionId} /> : null}
        {formError ? <FormError revealFor={answer}>{t(formError)}</FormError> : null}
        <Field
          label={t(`${K}.cancel_message`)}
          name="message"
          required
          hint={t(`${K}.cancel_message_hint`)}
          error={error ? t(error) : undefined}
        >
          <TextArea rows={5} maxLength={CANCEL_MESSAGE_MAX} defaultValue={answer?.values?.message ?? ""} />
        </Field>
      </fetcher.Form>
    </Dialog>
  );
}
