// The shell every back-office list screen shares: header with the add button, search and
// filters, then the results (cards, rows or a DataTable) with their count, page size,
// pagination, empty state and load error. Built from the public lists' pieces (app/ui),
// so both kinds of list behave alike; the screen keeps only its own columns and editors.
import type { ReactNode } from "react";
import { BulkBar, BulkCheckbox, type BulkOptions, BulkSelectionProvider, useBulk } from "~/admin/list/bulk-selection";
import { EmptyState } from "~/ui/empty-state";
import { type ListBody, ListEmptyState, ListResults, ListToolbar } from "~/ui/list-results";
import { PageHeader, type PageHeaderProps } from "~/ui/page-header";
import { PageSizeSelect } from "~/ui/pagination";

export type AdminListPageProps<T> = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The "add" button (opens the screen's editor). */
  add?: PageHeaderProps["add"];
  /** Actions on the whole list beside "add" (an export link). */
  actions?: PageHeaderProps["actions"];
  /** The current search (from the URL) and the search box's texts; omit it for a list too short to search. */
  search?: { q: string; label: string; placeholder: string };
  /** A FilterPanel, a select… beside the search. */
  filters?: ReactNode;
  /** Id of the results' heading (the count). */
  headingId: string;
  /** "12 testimonials". */
  count: ReactNode;
  /** The page size choice; omit it for a list of fixed size. */
  pageSize?: { options: readonly number[]; value: number };
  /** Shown beside the count instead of a page size ("2 of 3" on a list with a limit). */
  countAside?: ReactNode;
  items: T[];
  page: number;
  totalPages: number;
  /** Whether a search or filter is on: the empty state then explains and offers a reset. */
  isFiltered: boolean;
  /** Without `resetLabel` there is nothing to reset (no search or filter): the hint always shows. */
  empty: { title: ReactNode; hint: ReactNode; resetLabel?: ReactNode };
  /** Translated message when the list could not be read. */
  loadError?: string | null;
  /** The screen's dialogs (editor, confirmations), after the list. */
  children?: ReactNode;
  /**
   * Bulk actions: a checkbox beside each card (a DataTable adds a column), and the bar that
   * selects the page and runs an action on the selected rows (bulk-selection.tsx).
   */
  bulk?: BulkOptions<T>;
} & ListBody<T>;

export function AdminListPage<T>({
  title,
  subtitle,
  add,
  actions,
  search,
  filters,
  headingId,
  count,
  pageSize,
  countAside,
  items,
  page,
  totalPages,
  isFiltered,
  empty,
  loadError,
  children,
  bulk: bulkOptions,
  ...body
}: AdminListPageProps<T>) {
  const bulk = useBulk(items, bulkOptions);
  const listBody = body as ListBody<T>;
  const { renderItem } = listBody;
  const rows: ListBody<T> =
    bulkOptions && renderItem
      ? {
          ...listBody,
          renderItem: (item: T) => (
            <div className="flex items-start gap-3">
              <BulkCheckbox itemKey={bulkOptions.itemKey(item)} />
              <div className="min-w-0 flex-1">{renderItem(item)}</div>
            </div>
          ),
        }
      : listBody;
  return (
    <BulkSelectionProvider bulk={bulk}>
      <div className="flex flex-col gap-6">
        <PageHeader title={title} subtitle={subtitle} add={add} actions={actions} />

        {search ? (
          <ListToolbar q={search.q} searchLabel={search.label} searchPlaceholder={search.placeholder}>
            {filters}
          </ListToolbar>
        ) : (
          filters
        )}

        {bulkOptions && items.length > 0 ? <BulkBar bulk={bulk} options={bulkOptions} /> : null}

        <ListResults
          {...rows}
          headingId={headingId}
          count={count}
          countAside={pageSize ? <PageSizeSelect options={pageSize.options} value={pageSize.value} /> : countAside}
          items={items}
          empty={
            empty.resetLabel === undefined ? (
              <EmptyState title={empty.title} description={empty.hint} />
            ) : (
              <ListEmptyState
                title={empty.title}
                isFiltered={isFiltered}
                hint={empty.hint}
                resetLabel={empty.resetLabel}
              />
            )
          }
          page={page}
          totalPages={totalPages}
          loadError={loadError}
        />

        {children}
      </div>
    </BulkSelectionProvider>
  );
}
