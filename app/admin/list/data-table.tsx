// The back office's table of rows: column definitions, an accessible table (caption, column
// and row headers), and rows that switch to inline edit one at a time (the roles and
// translations screens). Where its box is too narrow for the columns (a phone; the roles'
// many columns anywhere) the rows are laid out as cards, each cell under its column's name,
// through the `cards:` variant (app/app.css, decision 027); wider, it is a table in a region
// that scrolls if it must. Each row posts with its own fetcher and reads the ActionData
// answer: field errors inline, a toast and back to reading on success. Escape cancels; focus
// then returns to the row's edit button.
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { BulkCheckbox, useBulkSelection } from "~/admin/list/bulk-selection";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";

/** What a column's inline-edit control spreads on itself. */
export type InlineControlProps = {
  /** The row's form: a <form> cannot wrap a table row, so each control names it. */
  form: string;
  name: string;
  id: string;
  /** The column header and the row header: "French text, home.title". */
  "aria-labelledby": string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

export type DataTableColumn<T> = {
  /** Also the posted field name of its inline-edit control. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a `th scope="row"`): the key, the e-mail… One per table. */
  isRowHeader?: boolean;
  /** Its control in inline edit (e.g. `<TextArea {...control} defaultValue={row.text_fr} />`); without it the cell stays as read. */
  edit?: (row: T, control: InlineControlProps) => ReactNode;
  /** Classes of its cells (width, alignment). */
  className?: string;
};

/** Handed to `actions` so a RowActions' edit button opens the inline edit and gets the focus back. */
export type InlineEditHandle = {
  start: () => void;
  ref: Ref<HTMLButtonElement>;
};

export type DataTableProps<T> = {
  /** Names the table (and its scroll region); `isCaptionHidden` keeps it for screen readers only. */
  caption: string;
  isCaptionHidden?: boolean;
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Plain text naming a row, for its buttons' accessible names ("Edit home.title"). */
  rowLabel: (row: T) => string;
  /** Rows become editable in place: their controls post `intent` and `fields(row)` to `action`. */
  inlineEdit?: {
    action: string;
    /** Default "update". */
    intent?: string;
    /** Hidden fields naming the row, e.g. `{ id: row.id }`. */
    fields: (row: T) => Record<string, string>;
  };
  /** The last column's buttons (a RowActions); without it, an edit button when rows are editable. */
  actions?: (row: T, inline: InlineEditHandle | null) => ReactNode;
  /** A row open in edit mode from the start (a link such as `?edit=<key>`). */
  defaultEditingKey?: string | null;
  /**
   * Below which width of its box the rows become cards: "md" (48rem, the default) for most
   * tables, "lg" (60rem) for one whose columns need the whole width (app/app.css's `cards:`).
   */
  cardsBelow?: "md" | "lg";
};

export function DataTable<T>({
  caption,
  isCaptionHidden = false,
  columns,
  rows,
  rowKey,
  rowLabel,
  inlineEdit,
  actions,
  defaultEditingKey = null,
  cardsBelow = "md",
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const tableId = useId();
  const [editingKey, setEditingKey] = useState<string | null>(inlineEdit ? defaultEditingKey : null);
  const hasActions = Boolean(actions || inlineEdit);
  // Inside a list with bulk actions (AdminListPage's `bulk`), a first column of checkboxes.
  const isSelectable = useBulkSelection() !== null;
  const headerId = (key: string) => `${tableId}-col-${key}`;

  return (
    // The region is the `cards:` variant's container: its width, not the screen's, decides.
    <section
      aria-labelledby={`${tableId}-caption`}
      data-cards={cardsBelow}
      // A keyboard user scrolls a wide table on a small screen by focusing its region.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      className="@container overflow-x-auto rounded-xl focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-hidden"
    >
      {/* Explicit roles: some browsers drop a table's semantics once its parts are laid out as
          blocks and grids (the cards), which would lose the caption and the headers. */}
      <table
        // biome-ignore lint/a11y/noRedundantRoles: kept when the cards change the table's display
        role="table"
        className="min-w-full divide-y divide-slate-200 rounded-xl bg-white text-left text-sm shadow-sm ring-1 ring-slate-200 cards:block cards:divide-y-0 cards:bg-transparent cards:shadow-none cards:ring-0"
      >
        <caption
          id={`${tableId}-caption`}
          className={cn(isCaptionHidden ? "sr-only" : "px-4 py-3 text-left font-semibold text-slate-800 cards:block")}
        >
          {caption}
        </caption>
        {/* Cards name each cell themselves: the header row is then for screen readers only. */}
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase cards:sr-only">
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the cards change the table's display */}
          <tr role="row">
            {isSelectable ? (
              // biome-ignore lint/a11y/noRedundantRoles: kept when the cards change the table's display
              <th scope="col" role="columnheader" className="w-10 px-4 py-3">
                <span className="sr-only">{t("admin.bulk.select")}</span>
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.key}
                id={headerId(column.key)}
                scope="col"
                // biome-ignore lint/a11y/noRedundantRoles: kept when the cards change the table's display
                role="columnheader"
                className={cn("px-4 py-3", column.className)}
              >
                {column.header}
              </th>
            ))}
            {hasActions ? (
              // biome-ignore lint/a11y/noRedundantRoles: kept when the cards change the table's display
              <th scope="col" role="columnheader" className="px-4 py-3 text-right">
                {t("admin.list.actions")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody
          // biome-ignore lint/a11y/noRedundantRoles: kept when the cards change the table's display
          role="rowgroup"
          className="divide-y divide-slate-200 cards:flex cards:flex-col cards:gap-3 cards:divide-y-0"
        >
          {rows.map((row, index) => {
            const key = rowKey(row);
            return (
              <DataTableRow
                key={key}
                row={row}
                // By position, not key: ids go in space-separated aria lists.
                rowId={`${tableId}-row-${index}`}
                columns={columns}
                headerId={headerId}
                label={rowLabel(row)}
                inlineEdit={inlineEdit}
                actions={actions}
                hasActions={hasActions}
                isEditing={editingKey === key}
                selectionKey={isSelectable ? key : null}
                // One row at a time: opening another drops the first one's unsaved edit.
                onStart={() => setEditingKey(key)}
                onStop={() => setEditingKey((current) => (current === key ? null : current))}
              />
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

type DataTableRowProps<T> = {
  row: T;
  rowId: string;
  columns: DataTableColumn<T>[];
  headerId: (key: string) => string;
  label: string;
  inlineEdit: DataTableProps<T>["inlineEdit"];
  actions: DataTableProps<T>["actions"];
  hasActions: boolean;
  isEditing: boolean;
  /** The row's key when the rows can be selected (a checkbox cell first). */
  selectionKey: string | null;
  onStart: () => void;
  onStop: () => void;
};

function DataTableRow<T>({
  row,
  rowId,
  columns,
  headerId,
  label,
  inlineEdit,
  actions,
  hasActions,
  isEditing,
  selectionKey,
  onStart,
  onStop,
}: DataTableRowProps<T>) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>();
  const rowRef = useRef<HTMLTableRowElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Focus goes back to the edit button only when this row's own save or cancel ended the edit.
  const shouldReturnFocus = useRef(false);
  const formId = `${rowId}-form`;
  const isSaving = fetcher.state !== "idle";
  // Saved: toast the answer's message and go back to reading (the loader has the new values).
  const read = useActionAnswer(fetcher, {
    onSuccess: () => {
      shouldReturnFocus.current = isEditing;
      onStop();
    },
  });
  // An answer acted on (success) or dismissed (cancel) is not shown again.
  const answer = isEditing ? read.answer : undefined;
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};

  function stop() {
    read.dismiss();
    shouldReturnFocus.current = true;
    onStop();
  }

  // Entering edit: the first control takes the focus. Leaving it: the edit button does.
  useEffect(() => {
    if (isEditing) {
      rowRef.current?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
    } else if (shouldReturnFocus.current) {
      shouldReturnFocus.current = false;
      editButton.current?.focus();
    }
  }, [isEditing]);

  // A refused save: the first field in error takes the focus, its message is read with it.
  useEffect(() => {
    if (!answer || answer.ok || !answer.errors) return;
    const first = Object.keys(answer.errors)[0];
    if (first) document.getElementById(`${rowId}-${first}`)?.focus();
  }, [answer, rowId]);

  const rowHeader = columns.find((column) => column.isRowHeader);
  const rowHeaderId = `${rowId}-header`;
  const inline: InlineEditHandle | null = inlineEdit ? { start: onStart, ref: editButton } : null;

  return (
    <tr
      ref={rowRef}
      // biome-ignore lint/a11y/noRedundantRoles: kept when the cards change the table's display
      role="row"
      className={cn(
        "align-top",
        // A card: the row's name on top, its cells in as many columns as fit, its buttons below.
        "cards:grid cards:grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] cards:gap-x-4 cards:gap-y-3 cards:rounded-xl cards:bg-white cards:p-4 cards:shadow-sm cards:ring-1 cards:ring-slate-200",
        isEditing && "bg-slate-50 cards:bg-slate-50",
      )}
      onKeyDown={(event) => {
        if (isEditing && event.key === "Escape" && !isSaving) {
          event.preventDefault();
          stop();
        }
      }}
    >
      {selectionKey !== null ? (
        // biome-ignore lint/a11y/noRedundantRoles: kept when the cards change the table's display
        <td role="cell" className="px-4 py-3 cards:col-span-full cards:p-0">
          <BulkCheckbox itemKey={selectionKey} className="size-5 accent-primary" />
        </td>
      ) : null}
      {columns.map((column) => {
        const isEditable = isEditing && column.edit;
        const error = errors[column.key];
        const controlId = `${rowId}-${column.key}`;
        const content = isEditable
          ? column.edit?.(row, {
              form: formId,
              name: column.key,
              id: controlId,
              "aria-labelledby":
                `${headerId(column.key)} ${rowHeader && rowHeader !== column ? rowHeaderId : ""}`.trim(),
              "aria-invalid": error ? true : undefined,
              "aria-describedby": error ? `${controlId}-error` : undefined,
            })
          : column.cell(row);
        const cellClass = cn(
          "px-4 py-3 text-slate-700 cards:block cards:min-w-0 cards:p-0",
          column.className,
          // A card's cells read from the left, whatever the column's alignment as a table.
          "cards:text-left",
        );
        const body = (
          <>
            {content}
            {isEditable && error ? (
              <p id={`${controlId}-error`} className="mt-1 text-sm text-red-700">
                {t(error)}
              </p>
            ) : null}
          </>
        );
        return column === rowHeader ? (
          <th
            key={column.key}
            id={rowHeaderId}
            scope="row"
            // biome-ignore lint/a11y/noRedundantRoles: kept when the cards change the table's display
            role="rowheader"
            className={cn(cellClass, "font-medium text-slate-900 cards:col-span-full cards:text-base")}
          >
            {body}
          </th>
        ) : (
          // biome-ignore lint/a11y/noRedundantRoles: kept when the cards change the table's display
          <td key={column.key} role="cell" className={cellClass}>
            {/* A card's cell says which column it is; the table's header row says it otherwise
                (and to screen readers in both layouts, hence hidden from them here). */}
            <span
              aria-hidden="true"
              className="hidden text-xs font-semibold tracking-wide text-slate-500 uppercase cards:mb-0.5 cards:block"
            >
              {column.header}
            </span>
            {/* Its own box, so the cell's text is the value alone, apart from the card's label. */}
            <div>{body}</div>
          </td>
        );
      })}
      {hasActions ? (
        // As a table, the buttons stay on one line instead of stacking into a tall row; on a
        // card they go below the cells.
        <td
          // biome-ignore lint/a11y/noRedundantRoles: kept when the cards change the table's display
          role="cell"
          className="px-4 py-3 text-right cards:col-span-full cards:p-0 cards:text-left"
        >
          {isEditing && inlineEdit ? (
            <fetcher.Form
              id={formId}
              method="post"
              action={inlineEdit.action}
              className="flex flex-wrap justify-end gap-2"
            >
              <input type="hidden" name="intent" value={inlineEdit.intent ?? "update"} />
              {Object.entries(inlineEdit.fields(row)).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <Button variant="outline" size="sm" onClick={stop} disabled={isSaving}>
                {t("ui.cancel")}
              </Button>
              <Button type="submit" size="sm" loading={isSaving}>
                {isSaving ? t("admin.list.saving") : t("admin.list.save")}
              </Button>
              {answer && !answer.ok && answer.formError ? (
                <p role="alert" className="basis-full text-sm text-red-700">
                  {t(answer.formError)}
                </p>
              ) : null}
            </fetcher.Form>
          ) : actions ? (
            // As wide as the buttons side by side: the table gives the column that width.
            <div className="ml-auto w-max cards:ml-0 cards:w-auto">{actions(row, inline)}</div>
          ) : inline ? (
            <Button
              ref={editButton}
              variant="outline"
              size="sm"
              onClick={onStart}
              aria-label={t("admin.list.edit_row", { row: label })}
            >
              {t("admin.list.edit")}
            </Button>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
