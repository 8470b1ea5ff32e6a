// Attaching the scan of a paper attendance sheet to a sitting (a PDF, a JPEG or a PNG of at most
// 5 MB; the server reads its real type from its bytes and keeps it out of the public uploads).
import { useTranslation } from "react-i18next";
import type { BoardSitting } from "~/attendance/admin-attendance.server";
import { BOARD_INTENTS, scanSchema } from "~/attendance/admin-schema";
import { sittingName } from "~/attendance/board-format";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import type { Lang } from "~/i18n/messages";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field } from "~/ui/field";
import { PRIVATE_DOCUMENT_ACCEPT } from "~/uploads/private-documents";

const K = "admin.attendance.scan";

export function ScanDialog({
  open,
  onOpenChange,
  actionUrl,
  sitting,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actionUrl: string;
  sitting: BoardSitting | null;
}) {
  const { t, i18n } = useTranslation();
  const form = useFetcherForm({ fetcherKey: "attendance-scan", schema: scanSchema, onOpenChange });
  return (
    <EditorDialog
      form={form}
      open={open && sitting !== null}
      size="md"
      title={t(`${K}.title`)}
      intro={
        sitting ? (
          <p className="text-sm text-slate-700">
            {t(`${K}.intro`, { sitting: sittingName(sitting, i18n.language as Lang, t) })}
          </p>
        ) : null
      }
      action={actionUrl}
      intent={BOARD_INTENTS.scan}
      encType="multipart/form-data"
      saveLabel={t(`${K}.submit`)}
      savingLabel={t(`${K}.saving`)}
    >
      {sitting ? <input type="hidden" name="sittingId" value={sitting.id} /> : null}
      <Field
        label={t(`${K}.file`)}
        name="file"
        type="file"
        accept={PRIVATE_DOCUMENT_ACCEPT}
        required
        hint={t(`${K}.hint`)}
        error={form.error("file")}
      />
    </EditorDialog>
  );
}
