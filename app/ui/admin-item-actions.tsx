// The admin bar of a detail page: "Edit" opens the page's editor, "Delete" asks first and then
// posts `intent=delete` to the page's action.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { useToast } from "~/ui/toast";

type DeleteAnswer = { formError?: string };

/**
 * The delete request of one item (`fields` name it when the action serves a whole list). A
 * successful delete redirects; a refused one answers with a `formError` key, which is toasted
 * once and returned so the page can also show it inline.
 */
export function useDeleteIntent(fetcherKey: string, action: string, fields: Record<string, string> = {}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const fetcher = useFetcher<DeleteAnswer>({ key: fetcherKey });
  const toasted = useRef<DeleteAnswer | undefined>(undefined);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer?.formError || toasted.current === answer) return;
    toasted.current = answer;
    toast({ message: t(answer.formError), tone: "error" });
  }, [fetcher.state, fetcher.data, toast, t]);

  return {
    error: fetcher.state === "idle" ? fetcher.data?.formError : undefined,
    submit: () => fetcher.submit({ ...fields, intent: "delete" }, { method: "post", action }),
  };
}

export type AdminItemActionsProps = {
  editLabel: ReactNode;
  onEdit: () => void;
  /** Also the confirm button's label. */
  deleteLabel: string;
  confirmTitle: ReactNode;
  confirmMessage: ReactNode;
  onDelete: () => unknown;
};

/** Edit and delete buttons; delete goes through a confirmation dialog. */
export function AdminItemActions({
  editLabel,
  onEdit,
  deleteLabel,
  confirmTitle,
  confirmMessage,
  onDelete,
}: AdminItemActionsProps) {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} aria-haspopup="dialog">
        {editLabel}
      </Button>
      <Button variant="danger" size="sm" onClick={() => setIsConfirmOpen(true)} aria-haspopup="dialog">
        {deleteLabel}
      </Button>
      {/* Portalled, so it does not sit inside the bar. */}
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title={confirmTitle}
        message={confirmMessage}
        confirmLabel={deleteLabel}
        onConfirm={onDelete}
      />
    </div>
  );
}
