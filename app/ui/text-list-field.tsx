// An editable list of short texts inside a form (a case study's tasks, actions, results, next
// steps): add an item, type it, remove it, move it up or down with the shared move buttons. The
// texts are submitted as `name.0`, `name.1`… in the order shown (parseForm reads an array); the
// schema trims them and drops the empty ones.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useItemList } from "~/forms/use-item-list";
import { cn } from "~/ui/cn";
import { ItemButtons, ListAddButton, ListAnnouncement } from "~/ui/item-list-controls";

export type TextListFieldProps = {
  /** The list's name: its texts are submitted as `${name}.${index}`. */
  name: string;
  /** The fieldset's legend: names the list ("Tasks (French)"). */
  label: string;
  defaultItems?: readonly string[];
  /** Already translated error about the list (too many items, an item too long). */
  error?: string | null;
  hint?: string;
  maxItems?: number;
  maxLength?: number;
  /** Any change (typed, added, removed, moved): the form's unsaved-changes guard listens. */
  onChange?: () => void;
  className?: string;
};

const K = "ui.item_list";

export function TextListField({
  name,
  label,
  defaultItems = [],
  error,
  hint,
  maxItems = Number.POSITIVE_INFINITY,
  maxLength,
  onChange,
  className,
}: TextListFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const list = useItemList<string>(defaultItems);
  const itemLabel = (n: number) => t(`${K}.item`, { list: label, n });
  const isFull = list.count >= maxItems;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

  return (
    <fieldset className={cn("flex flex-col gap-2", className)} aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {list.count === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-500">
          {t(`${K}.empty`)}
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {list.items.map((item, index) => {
            const n = index + 1;
            const inputId = `${id}-${item.key}`;
            return (
              <li key={item.key} className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
                <label htmlFor={inputId} className="sr-only">
                  {itemLabel(n)}
                </label>
                <input
                  id={inputId}
                  ref={list.itemControl(item.key, "text")}
                  name={`${name}.${index}`}
                  value={item.value}
                  maxLength={maxLength}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    list.update(item.key, () => value);
                    onChange?.();
                  }}
                  className="field-control min-w-0 flex-1 basis-full sm:basis-auto"
                />
                <ItemButtons
                  list={list}
                  itemKey={item.key}
                  position={index}
                  label={itemLabel(n)}
                  movedLabel={item.value || itemLabel(n)}
                  removeLabel={t(`${K}.remove`, { label: itemLabel(n) })}
                  removedMessage={t(`${K}.removed`, { label: itemLabel(n) })}
                  onChange={onChange}
                />
              </li>
            );
          })}
        </ol>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ListAddButton
        list={list}
        isFull={isFull}
        fullMessage={t(`${K}.max`, { max: maxItems })}
        onAdd={() => {
          const position = list.add("", "text");
          list.announce(t(`${K}.added`, { position }));
          onChange?.();
        }}
      >
        {t(`${K}.add`, { list: label })}
      </ListAddButton>
      <ListAnnouncement list={list} />
    </fieldset>
  );
}
