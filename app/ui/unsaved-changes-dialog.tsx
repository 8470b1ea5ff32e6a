// The question useUnsavedChanges asks: discard what was typed and leave, or stay.
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { UnsavedChanges } from "~/forms/use-unsaved-changes";
import { ConfirmDialog } from "~/ui/confirm-dialog";

export function UnsavedChangesDialog({ dialog }: { dialog: UnsavedChanges["dialog"] }) {
  const { t } = useTranslation();
  // ConfirmDialog closes itself after a confirm: that close is not a "stay".
  const hasLeft = useRef(false);
  return (
    <ConfirmDialog
      open={dialog.open}
      onOpenChange={(open) => {
        if (open) return;
        if (hasLeft.current) hasLeft.current = false;
        else dialog.onStay();
      }}
      title={t("ui.unsaved.title")}
      message={t("ui.unsaved.message")}
      confirmLabel={t("ui.unsaved.leave")}
      cancelLabel={t("ui.unsaved.stay")}
      onConfirm={() => {
        hasLeft.current = true;
        dialog.onLeave();
      }}
    />
  );
}
