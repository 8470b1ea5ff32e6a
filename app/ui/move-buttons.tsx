// The up and down buttons of one item in an ordered list: the one look and keyboard behaviour
// of every reorder (docs/decisions/017-reorder.md). The list's own code says what a move does:
// ReorderButtons posts the new order at once (a stored list), the in-form lists (text items,
// metrics, images) move the item in the form, stored on save.
// At either end the useless button stays focusable and says it is unavailable (aria-disabled):
// a disabled button would drop the focus of someone who just moved the item to the top.
import type { TFunction } from "i18next";
import type { Ref } from "react";
import { cn } from "~/ui/cn";

export type MoveDirection = "up" | "down";

const ARROWS: Record<MoveDirection, string> = {
  up: "M10 4.5a.75.75 0 0 1 .53.22l4.75 4.75a.75.75 0 1 1-1.06 1.06L10.75 7.06v8.19a.75.75 0 0 1-1.5 0V7.06l-3.47 3.47a.75.75 0 0 1-1.06-1.06l4.75-4.75A.75.75 0 0 1 10 4.5Z",
  down: "M10 15.5a.75.75 0 0 1-.53-.22l-4.75-4.75a.75.75 0 1 1 1.06-1.06l3.47 3.47V4.75a.75.75 0 0 1 1.5 0v8.19l3.47-3.47a.75.75 0 1 1 1.06 1.06l-4.75 4.75a.75.75 0 0 1-.53.22Z",
};

/** The classes of a small square icon button of a list item (move, remove). */
export const itemButtonClasses = cn(
  "inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700",
  "hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-hidden",
  "aria-disabled:cursor-not-allowed aria-disabled:text-slate-300 aria-disabled:hover:bg-white",
);

export type MoveButtonsProps = {
  /** Accessible names: the group's ("Order of …") and each button's ("Move … up"). */
  labels: { group: string; up: string; down: string };
  /** Position in the list (0-based) and the list's length: the ends say they are unavailable. */
  position: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
  /** Lets the list put the focus back on the button pressed once the item has moved. */
  buttonRef?: (direction: MoveDirection) => Ref<HTMLButtonElement>;
  className?: string;
};

/** The buttons' accessible names for an item called `label`: "Order of …", "Move … up", "Move … down". */
export function moveLabels(t: TFunction, label: string): MoveButtonsProps["labels"] {
  return {
    group: t("admin.reorder.group", { label }),
    up: t("admin.reorder.move_up", { label }),
    down: t("admin.reorder.move_down", { label }),
  };
}

export function MoveButtons({ labels, position, count, onMove, buttonRef, className }: MoveButtonsProps) {
  if (count < 2 || position < 0) return null;
  const isAtEnd: Record<MoveDirection, boolean> = { up: position <= 0, down: position >= count - 1 };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not a form's fieldset
    <div role="group" aria-label={labels.group} className={cn("flex gap-1", className)}>
      {(["up", "down"] as const).map((direction) => (
        <button
          key={direction}
          ref={buttonRef?.(direction)}
          type="button"
          aria-label={labels[direction]}
          aria-disabled={isAtEnd[direction] || undefined}
          onClick={() => {
            if (!isAtEnd[direction]) onMove(direction);
          }}
          className={itemButtonClasses}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path fillRule="evenodd" clipRule="evenodd" d={ARROWS[direction]} />
          </svg>
        </button>
      ))}
    </div>
  );
}
