// The browser half of the back office's one way to reorder a list (docs/decisions/017-reorder.md):
// "Move <item> up" and "Move <item> down" buttons on each row. A move shows at once, keeps the
// focus on the moved row's button, is announced in a live region ("… moved to position 2 of 3"),
// and posts the whole new order to the screen's `reorder` intent (app/admin/reorder.server.ts).
// Moves made while a save is on its way are sent after it, latest order only; a refusal (the
// list changed meanwhile) puts the stored order back, reloads the list and says why.
//
//   const reorder = useReorder({ items, itemKey: (s) => s.id, itemLabel: (s) => s.title, action });
//   <ReorderStatus reorder={reorder} />
//   {reorder.items.map((s) => <li key={s.id}>{s.title} <ReorderButtons reorder={reorder} itemKey={s.id} /></li>)}
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useRevalidator } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { cn } from "~/ui/cn";
import { MoveButtons, type MoveDirection, moveLabels } from "~/ui/move-buttons";

export type ReorderDirection = MoveDirection;

export type UseReorderOptions<T> = {
  /** The rows as the loader gave them, in their stored order. */
  items: T[];
  itemKey: (item: T) => string;
  /** Plain text naming a row in the buttons' names and the announcement. */
  itemLabel: (item: T) => string;
  /** The route whose action has the `reorder` intent. */
  action: string;
  /** Default "reorder". */
  intent?: string;
  /** The owner of a scoped list (a help section's id for its articles), posted as `scope`. */
  scope?: string;
};

/** The new order when `key` moves one step `direction`, or null at the end it moves towards. */
export function movedOrder(order: readonly string[], key: string, direction: ReorderDirection): string[] | null {
  const from = order.indexOf(key);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return null;
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** The stored order unless the one shown holds exactly the same rows (then the one shown). */
function reconcile(shown: readonly string[], stored: readonly string[]): string[] {
  const set = new Set(stored);
  return shown.length === stored.length && shown.every((key) => set.has(key)) ? [...shown] : [...stored];
}

export function useReorder<T>({ items, itemKey, itemLabel, action, intent = "reorder", scope }: UseReorderOptions<T>) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>();
  const revalidator = useRevalidator();
  const storedKeys = useMemo(() => items.map(itemKey), [items, itemKey]);
  const storedSignature = storedKeys.join(" ");
  const [order, setOrder] = useState<string[]>(storedKeys);
  const [announcement, setAnnouncement] = useState("");
  // The latest order not sent yet (moves made while a save is on its way).
  const queued = useRef<string[] | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusRequest = useRef<{ key: string; direction: ReorderDirection } | null>(null);
  const isSaving = fetcher.state !== "idle";

  // The loader's list changed (after a save, another person's edit, an added row): follow it,
  // unless a move of ours is still to be stored.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the stored order's content
  useEffect(() => {
    if (isSaving || queued.current) return;
    setOrder((shown) => reconcile(shown, storedKeys));
  }, [storedSignature, isSaving]);

  const send = useCallback(
    (keys: string[]) => {
      const body = new FormData();
      body.set("intent", intent);
      if (scope !== undefined) body.set("scope", scope);
      for (const key of keys) body.append("ids[]", key);
      fetcher.submit(body, { method: "post", action });
    },
    [fetcher, intent, scope, action],
  );

  // A save answered: send the moves made meanwhile, or undo everything after a refusal.
  useActionAnswer(fetcher, {
    successToast: false,
    refusalToast: "admin.reorder.error.save",
    onSuccess: () => {
      const next = queued.current;
      queued.current = null;
      if (next) send(next);
    },
    onRefusal: (answer) => {
      queued.current = null;
      setAnnouncement(t(answer.formError ?? "admin.reorder.error.save"));
      setOrder(storedKeys);
      // A refused action does not reload the page's data: the list may have changed, show it.
      revalidator.revalidate();
    },
  });

  const byKey = useMemo(() => new Map(items.map((item) => [itemKey(item), item])), [items, itemKey]);
  const shown = reconcile(order, storedKeys);
  const orderedItems = shown.map((key) => byKey.get(key)).filter((item): item is T => item !== undefined);

  function move(key: string, direction: ReorderDirection) {
    const next = movedOrder(shown, key, direction);
    const item = byKey.get(key);
    if (!next || !item) return;
    setOrder(next);
    focusRequest.current = { key, direction };
    setAnnouncement(
      t("admin.reorder.moved", { label: itemLabel(item), position: next.indexOf(key) + 1, total: next.length }),
    );
    if (isSaving) queued.current = next;
    else send(next);
  }

  // React may move the other row's nodes, or this one's (which loses the focus): put the focus
  // back on the button that was pressed, now in its new place.
  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    buttons.current.get(`${request.key}:${request.direction}`)?.focus();
  });

  return {
    items: orderedItems,
    count: shown.length,
    isSaving,
    announcement,
    /** Position (0-based) of a row in the order shown. */
    position: (key: string) => shown.indexOf(key),
    label: (key: string) => {
      const item = byKey.get(key);
      return item ? itemLabel(item) : "";
    },
    move,
    /** Registers a button so the focus can return to it after a move. */
    buttonRef: (key: string, direction: ReorderDirection) => (element: HTMLButtonElement | null) => {
      const id = `${key}:${direction}`;
      if (element) buttons.current.set(id, element);
      else buttons.current.delete(id);
    },
  };
}

export type Reorder = ReturnType<typeof useReorder>;

/**
 * A row's two buttons (the shared MoveButtons): at either end of the list the useless one stays
 * focusable but says it is unavailable.
 */
export function ReorderButtons({
  reorder,
  itemKey,
  className,
}: {
  reorder: Reorder;
  itemKey: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const label = reorder.label(itemKey);
  return (
    <MoveButtons
      labels={moveLabels(t, label)}
      position={reorder.position(itemKey)}
      count={reorder.count}
      onMove={(direction) => reorder.move(itemKey, direction)}
      buttonRef={(direction) => reorder.buttonRef(itemKey, direction)}
      className={className}
    />
  );
}

/**
 * The list's live region: each move is announced (and shown) here. Render it once per list,
 * before the moves happen (a live region must already be in the page to be read out).
 */
export function ReorderStatus({ reorder, className }: { reorder: Reorder; className?: string }) {
  return (
    <p role="status" className={cn("min-h-5 text-sm text-slate-600", className)}>
      {reorder.announcement}
    </p>
  );
}
