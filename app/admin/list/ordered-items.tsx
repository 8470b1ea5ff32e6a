// The items of a list kept in a chosen order (clients, partners, categories, help sections, key
// figures): the reorder status, or on a filtered list why moving is not offered, then one <li>
// per item. The rows draw their own move buttons from the `reorder` they are given (null while
// filtered: a filtered list is not the whole order).
import type { ReactNode } from "react";
import { type Reorder, ReorderStatus, type UseReorderOptions, useReorder } from "./reorder";

/**
 * A list kept in order, shown whole or filtered (`isWhole`: no search): its reorder, offered on
 * the whole list only since a filtered list is not the whole order, and the items to show (the
 * moved order while whole).
 */
export function useOrderedList<T>({ isWhole, ...options }: UseReorderOptions<T> & { isWhole: boolean }) {
  const reorder = useReorder(options);
  return { items: isWhole ? reorder.items : options.items, reorder: isWhole ? reorder : null };
}

/** What a screen gives each card of its ordered list. */
export type OrderedCardProps = {
  /** The list's reorder; null on a filtered list. */
  reorder: Reorder | null;
  /** The screen's URL, whose action serves the card's intents. */
  actionUrl: string;
  onEdit: () => void;
};

export type OrderedItemsProps<T> = {
  items: T[];
  itemKey: (item: T) => string;
  /** The list's reorder; null on a filtered list, where moving is not offered. */
  reorder: Reorder | null;
  /** Said instead of the reorder status on a filtered list. */
  filteredNote?: ReactNode;
  /** Id of the heading that names the list. */
  labelledBy?: string;
  className: string;
  itemClassName?: string;
  renderItem: (item: T, reorder: Reorder | null) => ReactNode;
};

export function OrderedItems<T>({
  items,
  itemKey,
  reorder,
  filteredNote,
  labelledBy,
  className,
  itemClassName,
  renderItem,
}: OrderedItemsProps<T>) {
  return (
    <>
      {reorder ? (
        <ReorderStatus reorder={reorder} />
      ) : filteredNote ? (
        <p className="text-sm text-slate-600">{filteredNote}</p>
      ) : null}
      <ol aria-labelledby={labelledBy} className={className}>
        {items.map((item) => (
          <li key={itemKey(item)} className={itemClassName}>
            {renderItem(item, reorder)}
          </li>
        ))}
      </ol>
    </>
  );
}
