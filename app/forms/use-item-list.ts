// The state of a repeatable group inside a form (a case study's tasks, metrics, images): items
// added, removed and moved up or down in the form, submitted in the order shown under indexed
// names (`metrics.0.value`, `tasks_fr.1`: parseForm reads them back as arrays) and stored on
// save. Moves keep the focus on the button pressed (as the stored lists' ReorderButtons do), a
// removal hands it to the next item's remove button (or the add button), and each change is
// announced in the list's live region.
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type { MoveDirection } from "~/ui/move-buttons";

type Keyed<T> = { key: string; value: T };

/** Where the focus goes after the next render. */
type FocusTarget = { key: string; control: string } | { control: "add" } | null;

export function useItemList<T>(initial: readonly T[]) {
  const nextKey = useRef(0);
  const keyed = (value: T): Keyed<T> => ({ key: `item-${nextKey.current++}`, value });
  const [items, setItems] = useState<Keyed<T>[]>(() => initial.map(keyed));
  const [announcement, setAnnouncement] = useState("");
  const controls = useRef(new Map<string, HTMLElement>());
  const focusTarget = useRef<FocusTarget>(null);

  // After the list has been redrawn: React may have moved the item's nodes (which drops the focus).
  useLayoutEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    const id = "key" in target ? `${target.key}:${target.control}` : target.control;
    controls.current.get(id)?.focus();
  });

  /** Adds an item at the end; `focus` names its control that takes the focus (its first field). */
  function add(value: T, focus: string) {
    const item = keyed(value);
    setItems((list) => [...list, item]);
    focusTarget.current = { key: item.key, control: focus };
    return items.length + 1;
  }

  function remove(key: string) {
    const index = items.findIndex((item) => item.key === key);
    if (index < 0) return;
    const next = items.filter((item) => item.key !== key);
    setItems(next);
    const neighbour = next[index] ?? next[index - 1];
    focusTarget.current = neighbour ? { key: neighbour.key, control: "remove" } : { control: "add" };
  }

  /** Moves an item one step; returns its new position (1-based), or null at the end it moves towards. */
  function move(key: string, direction: MoveDirection): number | null {
    const from = items.findIndex((item) => item.key === key);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= items.length) return null;
    const next = [...items];
    [next[from], next[to]] = [next[to], next[from]];
    setItems(next);
    focusTarget.current = { key, control: direction };
    return to + 1;
  }

  /** Changes one item's value (a typed text). */
  const update = useCallback((key: string, change: (value: T) => T) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, value: change(item.value) } : item)));
  }, []);

  /** Registers a control (an item's field or button, or "add") the focus may be sent to. */
  const controlRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) controls.current.set(id, element);
      else controls.current.delete(id);
    },
    [],
  );

  return {
    items,
    count: items.length,
    add,
    remove,
    move,
    update,
    announcement,
    announce: setAnnouncement,
    /** `itemControl(key, "remove")` for an item's control, `controlRef("add")` for the list's own. */
    itemControl: (key: string, control: string) => controlRef(`${key}:${control}`),
    controlRef,
  };
}

export type ItemList<T> = ReturnType<typeof useItemList<T>>;

/**
 * The items of a list as a refused post sent them back (`values` of the answer), read from its
 * indexed names: `valuesList(values, "metrics", ["label_fr", "value"])` → [{ label_fr, value }…].
 * Null when the answer holds none of them (start from the stored items then).
 */
export function valuesList<F extends string>(
  values: Record<string, string> | undefined,
  name: string,
  fields: readonly F[],
): Record<F, string>[] | null {
  if (!values) return null;
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(\\d{1,4})\\.(\\w+)$`);
  const rows = new Map<number, Record<F, string>>();
  for (const [key, value] of Object.entries(values)) {
    const match = pattern.exec(key);
    if (!match || !(fields as readonly string[]).includes(match[2])) continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? (Object.fromEntries(fields.map((field) => [field, ""])) as Record<F, string>);
    row[match[2] as F] = value;
    rows.set(index, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** The texts of a list of strings (`tasks_fr.0`, `tasks_fr.1`…) as a refused post sent them back. */
export function valuesTexts(values: Record<string, string> | undefined, name: string): string[] | null {
  if (!values) return null;
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(\\d{1,4})$`);
  return Object.entries(values)
    .map(([key, value]) => [pattern.exec(key)?.[1], value] as const)
    .filter((entry): entry is readonly [string, string] => entry[0] !== undefined)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, value]) => value);
}
