// The building blocks of every list page, public or back office (app/admin/list/admin-list-page.tsx
// assembles them): the search row above the results, and the results section itself (count,
// grid, list or table, empty state, pagination, load error).
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { EmptyState } from "~/ui/empty-state";
import { FormError } from "~/ui/field";
import { Pagination, searchWithParam } from "~/ui/pagination";
import { SearchBox } from "~/ui/search-box";

export type ListToolbarProps = {
  /** Current search, read from the URL by the loader. */
  q: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** "inline" puts the filters beside the search on large screens; "stacked" below it. */
  layout?: "stacked" | "inline";
  /** The page's own filters (a panel, a select, category links...). */
  children?: ReactNode;
};

/** The search box and the page's filters, above the results. */
export function ListToolbar({ q, searchLabel, searchPlaceholder, layout = "stacked", children }: ListToolbarProps) {
  const isInline = layout === "inline";
  return (
    <div className={cn("flex flex-col gap-4", isInline && "lg:flex-row lg:items-center")}>
      <SearchBox
        className={isInline ? "lg:flex-1" : undefined}
        defaultValue={q}
        label={searchLabel}
        placeholder={searchPlaceholder}
      />
      {children}
    </div>
  );
}

export type ListEmptyStateProps = {
  title: ReactNode;
  /** With a search or filters on, the empty state explains why and offers to clear them. */
  isFiltered: boolean;
  hint: ReactNode;
  resetLabel: ReactNode;
};

/** "Nothing found": with filters on, a hint and a link back to the unfiltered list. */
export function ListEmptyState({ title, isFiltered, hint, resetLabel }: ListEmptyStateProps) {
  const location = useLocation();
  return (
    <EmptyState
      title={title}
      description={isFiltered ? hint : undefined}
      action={
        isFiltered ? (
          <ButtonLink to={location.pathname} variant="outline">
            {resetLabel}
          </ButtonLink>
        ) : undefined
      }
    />
  );
}

/** How the items are drawn: one card each in a grid or a list, or all at once (a DataTable). */
export type ListBody<T> =
  | {
      itemKey: (item: T) => string;
      renderItem: (item: T) => ReactNode;
      /** "grid": cards in up to three columns; "list": one item per row (back-office lists). */
      layout?: "grid" | "list";
      renderItems?: never;
    }
  | { renderItems: (items: T[]) => ReactNode; itemKey?: never; renderItem?: never; layout?: never };

export type ListResultsProps<T> = {
  /** Id of the count heading, which names the section. */
  headingId: string;
  /** "12 results"; announced politely when it changes. */
  count: ReactNode;
  /** Shown beside the count, e.g. a PageSizeSelect. */
  countAside?: ReactNode;
  items: T[];
  /** Shown instead of the items when there are none (null for nothing); not after a load error. */
  empty: ReactNode;
  page: number;
  totalPages: number;
  /** Translated load-failure message, shown above the results. */
  loadError?: string | null;
} & ListBody<T>;

/** Load error, result count, items (or empty state) and pagination links that keep the rest of the URL. */
export function ListResults<T>({
  headingId,
  count,
  countAside,
  items,
  itemKey,
  renderItem,
  renderItems,
  empty,
  page,
  totalPages,
  loadError,
  layout = "grid",
}: ListResultsProps<T>) {
  const location = useLocation();
  const heading = (
    <h2 id={headingId} className="text-sm font-medium text-slate-700" aria-live="polite">
      {count}
    </h2>
  );
  return (
    <>
      {loadError ? <FormError>{loadError}</FormError> : null}

      <section aria-labelledby={headingId} className="flex flex-col gap-6">
        {countAside ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            {heading}
            {countAside}
          </div>
        ) : (
          heading
        )}

        {items.length === 0 ? (
          // After a failed load "nothing found" would be untrue: the error above says it all.
          loadError ? null : (
            empty
          )
        ) : renderItems ? (
          renderItems(items)
        ) : (
          <ul
            className={
              layout === "grid" ? "grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-4"
            }
          >
            {items.map((item) => (
              <li key={itemKey?.(item)}>{renderItem?.(item)}</li>
            ))}
          </ul>
        )}

        <Pagination
          page={page}
          totalPages={totalPages}
          makeHref={(target) => searchWithParam(location.search, "page", target === 1 ? null : target)}
        />
      </section>
    </>
  );
}

export type RelatedSectionProps<T> = {
  title: ReactNode;
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

/** "Related" cards under a detail page; renders nothing when there are none. */
export function RelatedSection<T>({ title, items, itemKey, renderItem }: RelatedSectionProps<T>) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="flex flex-col gap-6">
      <h2 id="related-title" className="text-2xl font-bold text-secondary">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </section>
  );
}
