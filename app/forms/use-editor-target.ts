// Which item a list screen's editor dialog is open for: none, a new one, or an existing row.
// Every admin list opens its editor this way; the dialog gets a fresh key per item so a form
// never keeps the previous item's typing.
import { useState } from "react";

export function useEditorTarget<T extends { id: string }>() {
  const [editing, setEditing] = useState<T | "new" | null>(null);
  return {
    openNew: () => setEditing("new"),
    openFor: (item: T) => setEditing(item),
    /** The dialog's key: a fresh form for each item opened. */
    key: editing === null ? "closed" : editing === "new" ? "new" : editing.id,
    /** The dialog's open state and its closing. */
    dialog: {
      open: editing !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setEditing(null);
      },
    },
    /** The item being edited; undefined for a new one (or none). */
    item: editing !== null && editing !== "new" ? editing : undefined,
  };
}
