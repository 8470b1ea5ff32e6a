import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { FormError } from "~/ui/field";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button; the default, since this dialog mostly guards deletions. */
  destructive?: boolean;
  /** May return a promise (e.g. `fetcher.submit(...)`): the dialog stays open and busy until it settles. */
  onConfirm: () => unknown;
};

/** Asks before a destructive action. Closes on success; on failure stays open with a generic error. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = true,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  function handleOpenChange(next: boolean) {
    // Closing mid-request would hide whether the action happened.
    if (isBusy) return;
    if (!next) setHasFailed(false);
    onOpenChange(next);
  }

  async function handleConfirm() {
    setIsBusy(true);
    setHasFailed(false);
    try {
      await onConfirm();
      setIsBusy(false);
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
      // As the description, the message is read out with the title when the dialog opens.
      description={message}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={isBusy}>
            {cancelLabel ?? t("ui.cancel")}
          </Button>
          <Button variant={destructive ? "danger" : "primary"} onClick={handleConfirm} loading={isBusy}>
            {confirmLabel ?? t("ui.confirm")}
          </Button>
        </>
      }
    >
      {hasFailed ? <FormError>{t("ui.error_generic")}</FormError> : null}
    </Dialog>
  );
}
