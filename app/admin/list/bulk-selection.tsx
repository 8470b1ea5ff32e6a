// Bulk actions on a list (issue 23 §9), the browser part: which rows of the page are selected,
// a checkbox per row (AdminListPage puts one beside each card; a DataTable inside adds a
// column), and the bar above the results: select the whole page, how many are selected, and
// the actions, each asked first with the count, posted as one intent with `ids[]`, answered
// with one toast ("12 registrations confirmed"). The selection is of the rows shown: a row no
// longer on the page (another page, a filter, a deletion) drops out of it.
import { createContext, type ReactNode, useContext, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { Button, type ButtonVariant } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { BULK_FIELD } from "./bulk";

export type BulkAction = {
  /** Posted as `intent`: a bulkIntent of the screen's spec. */
  intent: string;
  /** The button's and the confirmation's label ("Confirm"). */
  label: string;
  variant?: ButtonVariant;
  /** The question, with the count: "Confirm 12 registrations? Each participant gets an e-mail." */
  confirm: (count: number) => { title: string; message: string };
  /** Red confirmation (a deletion). */
  isDestructive?: boolean;
};

export type BulkOptions<T> = {
  /** Where the intents post: the screen's URL. */
  action: string;
  actions: BulkAction[];
  itemKey: (item: T) => string;
  /** Names a row's checkbox for a screen reader ("Select Jane Doe"). */
  itemLabel: (item: T) => string;
};

type Selection = {
  isSelected: (key: string) => boolean;
  toggle: (key: string) => void;
  /** The checkbox's accessible name for a row. */
  labelOf: (key: string) => string;
};

const SelectionContext = createContext<Selection | null>(null);

/** The selection of the list around, or null outside a list with bulk actions. */
export function useBulkSelection(): Selection | null {
  return useContext(SelectionContext);
}

/** The selection of `items` (the page shown) and the bar; the list's rows read it from context. */
export function useBulk<T>(items: T[], options: BulkOptions<T> | undefined) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const keys = useMemo(() => (options ? items.map(options.itemKey) : []), [items, options]);
  const labels = useMemo(
    () => new Map(options ? items.map((item) => [options.itemKey(item), options.itemLabel(item)]) : []),
    [items, options],
  );
  // Only rows still shown count.
  const selected = keys.filter((key) => chosen.has(key));
  // Here, not in the bar: the bar goes when its action empties the page (all archived), and
  // the answer must still be read (its toast).
  const fetcher = useFetcher<ActionData>();
  useActionAnswer(fetcher, { refusalToast: true, onSuccess: () => setChosen(new Set()) });
  const selection: Selection = {
    isSelected: (key) => chosen.has(key),
    toggle: (key) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    labelOf: (key) => t("admin.bulk.select_row", { name: labels.get(key) ?? key }),
  };
  return {
    selection: options ? selection : null,
    fetcher,
    selected,
    isAllSelected: keys.length > 0 && selected.length === keys.length,
    selectAll: (on: boolean) => setChosen(new Set(on ? keys : [])),
    clear: () => setChosen(new Set()),
  };
}

export type BulkState = ReturnType<typeof useBulk>;

/** Gives the rows of a list their selection. */
export function BulkSelectionProvider({ bulk, children }: { bulk: BulkState; children: ReactNode }) {
  return <SelectionContext value={bulk.selection}>{children}</SelectionContext>;
}

/** One row's checkbox; nothing outside a list with bulk actions. */
export function BulkCheckbox({ itemKey, className }: { itemKey: string; className?: string }) {
  const selection = useBulkSelection();
  if (!selection) return null;
  return (
    <input
      type="checkbox"
      className={className ?? "mt-1 size-5 shrink-0 accent-primary"}
      checked={selection.isSelected(itemKey)}
      onChange={() => selection.toggle(itemKey)}
      aria-label={selection.labelOf(itemKey)}
    />
  );
}

/** Above the results: select the page, the count selected, the actions (disabled with none). */
export function BulkBar({
  bulk,
  options,
}: {
  bulk: BulkState;
  options: Pick<BulkOptions<unknown>, "action" | "actions">;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { fetcher } = bulk;
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const count = bulk.selected.length;
  const question = asking?.confirm(count);

  function post(action: BulkAction) {
    const form = new FormData();
    form.set("intent", action.intent);
    for (const key of bulk.selected) form.append(BULK_FIELD, key);
    return fetcher.submit(form, { method: "post", action: options.action });
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: not a form's fieldset (nothing is submitted from it as a form); a named group of controls
    <div
      role="group"
      aria-label={t("admin.bulk.label")}
      className="flex flex-wrap items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200"
    >
      <label htmlFor={`${id}-all`} className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          id={`${id}-all`}
          type="checkbox"
          className="size-5 accent-primary"
          checked={bulk.isAllSelected}
          onChange={(event) => bulk.selectAll(event.currentTarget.checked)}
        />
        {t("admin.bulk.select_page")}
      </label>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t("admin.bulk.selected", { count })}
      </p>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        {options.actions.map((action) => (
          <Button
            key={action.intent}
            size="sm"
            variant={action.variant ?? "outline"}
            disabled={count === 0 || fetcher.state !== "idle"}
            loading={fetcher.state !== "idle" && fetcher.formData?.get("intent") === action.intent}
            aria-haspopup="dialog"
            onClick={() => setAsking(action)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={question?.title}
        message={question?.message}
        confirmLabel={asking?.label}
        destructive={asking?.isDestructive ?? false}
        onConfirm={() => (asking ? post(asking) : undefined)}
      />
    </div>
  );
}
