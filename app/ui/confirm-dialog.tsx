import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { FormError, TextInput } from "~/ui/field";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  /**
   * What the button that closes without acting says. When the action itself is a cancellation,
   * "Cancel" beside "Cancel my registration" is a riddle: say what is kept ("Keep my registration").
   */
  cancelLabel?: string;
  /** Red confirm button; the default, since this dialog mostly guards deletions. */
  destructive?: boolean;
  /**
   * May return a promise (e.g. `fetcher.submit(...)`): the dialog stays open and busy until it
   * settles. Gets what was typed, for a typed confirmation (the server checks it again).
   */
  onConfirm: (typed: string) => unknown;
  /**
   * The typed confirmation of a grave action: the exact text (e.g. the user's e-mail) to type
   * before the confirm button is enabled.
   */
  confirmText?: string;
};

/**
 * Asks before a destructive action: the question as the title, what will happen as the body.
 * Closes on success; on failure stays open with a generic error.
 * Escape and cancel close it; focus then returns to the button that opened it (Dialog).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = true,
  onConfirm,
  confirmText,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const [typed, setTyped] = useState("");
  const typedId = useId();
  // Exactly, with no trimming or case folding: the point is to make the person read it.
  const isTypedMatch = confirmText === undefined || typed === confirmText;

  function handleOpenChange(next: boolean) {
    // Closing mid-request would hide whether the action happened.
    if (isBusy) return;
    if (!next) {
      setHasFailed(false);
      setTyped("");
    }
    onOpenChange(next);
  }

  async function handleConfirm() {
    if (!isTypedMatch) return;
    setIsBusy(true);
    setHasFailed(false);
    try {
      await onConfirm(typed);
      setIsBusy(false);
      setTyped("");
      onOpenChange(false);
    } catch (error) {
      console.error(error);
      setIsBusy(false);
      setHasFailed(true);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={title}
      // The body, read out with the title when the dialog opens (Dialog's message).
      message={message}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={isBusy}>
            {cancelLabel ?? t("ui.cancel")}
          </Button>
          <Button
            variant={destructive ? "danger" : "primary"}
            onClick={handleConfirm}
            loading={isBusy}
            disabled={!isTypedMatch}
          >
            {confirmLabel ?? t("ui.confirm")}
          </Button>
        </>
      }
    >
      {confirmText === undefined && !hasFailed ? null : (
        <div className="flex flex-col gap-3">
          {confirmText === undefined ? null : (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={typedId} className="text-sm font-medium text-slate-800">
                {t("ui.confirm_dialog.type_to_confirm")} <strong className="font-mono break-all">{confirmText}</strong>
              </label>
              <TextInput
                id={typedId}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    void handleConfirm();
                  }
                }}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                // Focused first (Radix keeps a focus already inside the dialog): typing is the next step.
                autoFocus
              />
            </div>
          )}
          {hasFailed ? <FormError>{t("ui.error_generic")}</FormError> : null}
        </div>
      )}
    </Dialog>
  );
}
