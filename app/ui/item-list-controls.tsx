// The controls under an in-form list of items (TextListField, a case study's metrics): the "add"
// button, which stays focusable when the list is full and says why instead of adding, and the
// live region that announces each add, move and removal.
import type { ReactNode } from "react";
import type { ItemList } from "~/forms/use-item-list";
import { Button } from "~/ui/button";

export function ListAddButton<T>({
  list,
  isFull,
  fullMessage,
  onAdd,
  children,
}: {
  list: ItemList<T>;
  isFull: boolean;
  /** Announced instead of adding when the list is full. */
  fullMessage: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <div>
      <Button
        ref={list.controlRef("add")}
        variant="outline"
        size="sm"
        aria-disabled={isFull || undefined}
        onClick={() => {
          if (isFull) list.announce(fullMessage);
          else onAdd();
        }}
      >
        {children}
      </Button>
    </div>
  );
}

export function ListAnnouncement<T>({ list }: { list: ItemList<T> }) {
  return (
    <p aria-live="polite" className="sr-only">
      {list.announcement}
    </p>
  );
}
