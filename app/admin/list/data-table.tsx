// The back office's table of rows: column definitions, an accessible table (caption, column
// and row headers) in a scrollable region a phone can pan, and rows that switch to inline
// edit one at a time (the roles and translations screens). Each row posts with its own
// fetcher and reads the ActionData answer: field errors inline, a toast and back to reading
// on success. Escape cancels; focus then returns to the row's edit button.
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
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const tableId = useId();
  const [editingKey, setEditingKey] = useState<string | null>(inlineEdit ? defaultEditingKey : null);
  const hasActions = Boolean(actions || inlineEdit);
  // Inside a list with bulk actions (AdminListPage's `bulk`), a first column of checkboxes.
  const isSelectable = useBulkSelection() !== null;
  const headerId = (key: string) => `${tableId}-col-${key}`;

  return (
    <section
      aria-labelledby={`${tableId}-caption`}
      // A keyboard user scrolls a wide table on a small screen by focusing its region.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-hidden"
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption
          id={`${tableId}-caption`}
          className={cn(isCaptionHidden ? "sr-only" : "px-4 py-3 text-left font-semibold text-slate-800")}
        >
          {caption}
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {isSelectable ? (
              <th scope="col" className="w-10 px-4 py-3">
                <span className="sr-only">{t("admin.bulk.select")}</span>
              </th>
            ) : null}
            {columns.map((column) => (
              <th key={column.key} id={headerId(column.key)} scope="col" className={cn("px-4 py-3", column.className)}>
                {column.header}
              </th>
            ))}
            {hasActions ? (
              <th scope="col" className="px-4 py-3 text-right">
                {t("admin.list.actions")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
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
      className={cn("align-top", isEditing && "bg-slate-50")}
      onKeyDown={(event) => {
        if (isEditing && event.key === "Escape" && !isSaving) {
          event.preventDefault();
          stop();
        }
      }}
    >
      {selectionKey !== null ? (
        <td className="px-4 py-3">
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
        const cellClass = cn("px-4 py-3 text-slate-700", column.className);
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
          <th key={column.key} id={rowHeaderId} scope="row" className={cn(cellClass, "font-medium text-slate-900")}>
            {body}
          </th>
        ) : (
          <td key={column.key} className={cellClass}>
            {body}
          </td>
        );
      })}
      {hasActions ? (
        <td className="px-4 py-3 text-right">
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
            actions(row, inline)
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
