// The controls of an in-form list of items (TextListField, a case study's metrics, a survey
// question's choices): each item's move and remove buttons, the "add" button, which stays
// focusable when the list is full and says why instead of adding, and the live region that
// announces each add, move and removal.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ItemList } from "~/forms/use-item-list";
import { Button } from "~/ui/button";
import { Icon } from "~/ui/icon";
import { itemButtonClasses, MoveButtons, moveLabels } from "~/ui/move-buttons";

/**
 * One item's move up / move down buttons and its remove button, each saying what it did; the
 * focus stays on the button pressed, or goes to a neighbour after a removal (useItemList).
 */
export function ItemButtons<T>({
  list,
  itemKey,
  position,
  label,
  movedLabel = label,
  removeLabel,
  removedMessage,
  onChange,
}: {
  list: ItemList<T>;
  itemKey: string;
  /** The item's place in the list (0-based). */
  position: number;
  /** The item's name in the buttons' labels ("Choice 2: Yes"). */
  label: string;
  /** Its name in the announcement of a move, when not `label` (the text typed). */
  movedLabel?: string;
  /** The remove button's accessible name, and what is announced once removed. */
  removeLabel: string;
  removedMessage: string;
  /** Any move or removal: the form's unsaved-changes guard listens. */
  onChange?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <MoveButtons
        labels={moveLabels(t, label)}
        position={position}
        count={list.count}
        onMove={(direction) => {
          const moved = list.move(itemKey, direction);
          if (moved === null) return;
          list.announce(t("admin.reorder.moved", { label: movedLabel, position: moved, total: list.count }));
          onChange?.();
        }}
        buttonRef={(direction) => list.itemControl(itemKey, direction)}
      />
      <button
        type="button"
        ref={list.itemControl(itemKey, "remove")}
        aria-label={removeLabel}
        onClick={() => {
          list.remove(itemKey);
          list.announce(removedMessage);
          onChange?.();
        }}
        className={itemButtonClasses}
      >
        <Icon name="x-mark" className="size-4" />
      </button>
    </>
  );
}

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
