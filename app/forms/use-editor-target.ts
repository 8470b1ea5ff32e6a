// Which item a list screen's editor dialog is open for: none, a new one, or an existing row.
// Every admin list opens its editor this way; the dialog gets a fresh key per item so a form
// never keeps the previous item's typing. Two modes: in the screen's state (`useEditorTarget`),
// or in the URL (`useEditorTargetInUrl`) for the editors that a link must open, such as the
// public pages' "Edit" links to `?edit=<id>`.
import { useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { searchWithParam } from "~/ui/pagination";

/** `D`: what a new item starts from, when the screen opens it somewhere (a new article in a section). */
export function useEditorTarget<T extends { id: string } = { id: string }, D = never>() {
  const [editing, setEditing] = useState<{ item?: T; draft?: D } | null>(null);
  return {
    openNew: (draft?: D) => setEditing({ draft }),
    openFor: (item: T) => setEditing({ item }),
    /** The dialog's key: a fresh form for each item opened. */
    key: editing === null ? "closed" : (editing.item?.id ?? "new"),
    /** The dialog's open state and its closing. */
    dialog: {
      open: editing !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setEditing(null);
      },
    },
    /** The item being edited; undefined for a new one (or none). */
    item: editing?.item,
    /** What the new item starts from, as given to `openNew`. */
    draft: editing?.draft,
  };
}

export type UrlEditorTargetOptions<T> = {
  /** The URL's `?edit=` as the loader read it: "new", an id, or null. */
  edit: string | null;
  /** The item the loader found for that id (null for "new", none, or an id not found). */
  found: T | null;
  /** Other parameters that belong to the open editor and go with it (a revision shown in it). */
  clears?: readonly string[];
};

/**
 * The editor's target kept in `?edit=`: opening adds a history entry (Back closes the editor,
 * after asking if something is unsaved), closing replaces it, and a link opens the editor.
 */
export function useEditorTargetInUrl<T extends { id: string }>({
  edit,
  found,
  clears = [],
}: UrlEditorTargetOptions<T>) {
  const location = useLocation();
  const navigate = useNavigate();
  const withEdit = (value: string | null) => {
    const search = new URLSearchParams(location.search);
    for (const name of clears) search.delete(name);
    return `${location.pathname}${searchWithParam(search, "edit", value).replace(/^\?$/, "")}`;
  };
  // The editor is unmounted when `?edit=` goes: the dialog cannot give the focus back to the
  // button that opened it by itself, so the hook does.
  const opener = useRef<HTMLElement | null>(null);
  const open = (value: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    navigate(withEdit(value), { preventScrollReset: true });
  };
  return {
    openNew: () => open("new"),
    /** Opens the editor on a row of the list (the loader then reads the whole item). */
    openFor: (row: { id: string }) => open(row.id),
    /** The dialog's key: a fresh form for each item opened. */
    key: edit ?? "closed",
    isOpen: edit === "new" || found !== null,
    close: async () => {
      await navigate(withEdit(null), { replace: true, preventScrollReset: true });
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
    /** The item being edited; undefined for a new one (or none). */
    item: found ?? undefined,
  };
}
