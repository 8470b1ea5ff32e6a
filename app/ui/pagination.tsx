import { type ChangeEvent, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { cn } from "~/ui/cn";

export type PaginationItem = number | "ellipsis";

/**
 * Pages to show: always the first and last, the current one and `siblings` on each side; a gap
 * becomes an ellipsis, except a gap of exactly one page, which is shown (an ellipsis would take
 * the same room and hide a useful link).
 */
export function paginationItems(current: number, total: number, siblings = 1): PaginationItem[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);
  const shown = new Set<number>([1, last]);
  for (let p = page - siblings; p <= page + siblings; p++) {
    if (p >= 1 && p <= last) shown.add(p);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  for (const p of pages) {
    const previous = items.at(-1);
    if (typeof previous === "number") {
      if (p - previous === 2) items.push(previous + 1);
      else if (p - previous > 2) items.push("ellipsis");
    }
    items.push(p);
  }
  return items;
}

/**
 * `?search` string with `key` set (or removed when `value` is null), for building pagination and
 * filter links that keep the rest of the URL state. Page 1 is the default, so callers can pass null
 * for it and keep one canonical URL per list.
 */
export function searchWithParam(search: string | URLSearchParams, key: string, value: string | number | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

export type PaginationProps = {
  page: number;
  totalPages: number;
  /** Link target of a page, e.g. `(p) => searchWithParam(location.search, "page", p === 1 ? null : p)`. */
  makeHref: (page: number) => string;
  siblings?: number;
  className?: string;
};

// A component class (app/app.css), repeated on every page link.
const itemBase = "page-link";

/** Real links, so paging works without JavaScript and the page lives in the URL. Hidden when there is a single page. */
export function Pagination({ page, totalPages, makeHref, siblings = 1, className }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const isFirst = current === 1;
  const isLast = current === totalPages;

  function renderList(itemSiblings: number, listClassName: string) {
    return (
      <ul className={cn("flex items-center justify-center gap-1", listClassName)}>
        <li>
          <StepLink href={isFirst ? null : makeHref(current - 1)} direction="previous">
            {t("ui.pagination.previous")}
          </StepLink>
        </li>
        {paginationItems(current, totalPages, itemSiblings).map((item, index) =>
          item === "ellipsis" ? (
            // Ellipses have no identity; their position is stable for a given page.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={makeHref(item)}
                aria-current={item === current ? "page" : undefined}
                aria-label={t("ui.pagination.page", { page: item })}
                className={cn(
                  itemBase,
                  item === current
                    ? "bg-secondary text-white shadow-sm"
                    : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink href={isLast ? null : makeHref(current + 1)} direction="next">
            {t("ui.pagination.next")}
          </StepLink>
        </li>
      </ul>
    );
  }

  // Phones get a narrower list (no neighbours) so it fits one line; display:none keeps the
  // other copy out of the accessibility tree, so only one list is ever announced.
  return (
    <nav aria-label={t("ui.pagination.label")} className={cn("flex justify-center", className)}>
      {renderList(0, "sm:hidden")}
      {renderList(siblings, "max-sm:hidden")}
    </nav>
  );
}

function StepLink({
  href,
  direction,
  children,
}: {
  href: string | null;
  direction: "previous" | "next";
  children: ReactNode;
}) {
  const arrow = (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path
        fillRule="evenodd"
        d={
          direction === "previous"
            ? "M12.79 5.23a.75.75 0 01-.02 1.06L8.83 10l3.94 3.71a.75.75 0 11-1.04 1.08l-4.5-4.25a.75.75 0 010-1.08l4.5-4.25a.75.75 0 011.06.02z"
            : "M7.21 14.77a.75.75 0 01.02-1.06L11.17 10 7.23 6.29a.75.75 0 111.04-1.08l4.5 4.25a.75.75 0 010 1.08l-4.5 4.25a.75.75 0 01-1.06-.02z"
        }
        clipRule="evenodd"
      />
    </svg>
  );
  const content = (
    <>
      {direction === "previous" ? arrow : null}
      <span className="max-sm:sr-only">{children}</span>
      {direction === "next" ? arrow : null}
    </>
  );
  const classes = cn(itemBase, "gap-1");
  // A disabled step is not a link: nothing to follow, and screen readers hear "dimmed".
  if (href === null) {
    return (
      <span aria-disabled="true" className={cn(classes, "cursor-not-allowed text-slate-300")}>
        {content}
      </span>
    );
  }
  return (
    <Link
      to={href}
      rel={direction === "previous" ? "prev" : "next"}
      className={cn(classes, "text-slate-700 hover:bg-slate-100")}
    >
      {content}
    </Link>
  );
}

export type PageSizeSelectProps = {
  options: readonly number[];
  value: number;
  /** Query parameter name. */
  name?: string;
  /** Query params to carry over; defaults to the current URL's. `page` is always dropped (back to page 1). */
  preserve?: Record<string, string>;
  className?: string;
};

/**
 * A GET form: submits on change with JavaScript, and through its (visually hidden) button without,
 * so the size lands in the URL either way.
 */
export function PageSizeSelect({ options, value, name = "size", preserve, className }: PageSizeSelectProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const hidden = preservedParams(preserve ?? location.search, [name, "page"]);
  const selectId = useId();

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <Form
      method="get"
      action={location.pathname}
      preventScrollReset
      className={cn("inline-flex items-center gap-2 text-sm text-slate-700", className)}
    >
      {hidden.map(([key, val], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a key may repeat (?tag=a&tag=b)
        <input key={`${key}-${index}`} type="hidden" name={key} value={val} />
      ))}
      <label htmlFor={selectId}>{t("ui.pagination.page_size")}</label>
      <select
        // Remount on back/forward so the uncontrolled select follows the URL.
        key={value}
        id={selectId}
        name={name}
        defaultValue={String(value)}
        onChange={handleChange}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm shadow-sm focus:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-hidden"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <button type="submit" className="sr-only focus:not-sr-only focus:rounded focus:px-2 focus:underline">
        {t("ui.pagination.apply")}
      </button>
    </Form>
  );
}

/** Query params as hidden-input pairs, minus the excluded names. Shared with SearchBox. */
export function preservedParams(source: string | Record<string, string>, exclude: string[]): [string, string][] {
  const params = typeof source === "string" ? new URLSearchParams(source) : new URLSearchParams(Object.entries(source));
  return [...params.entries()].filter(([key]) => !exclude.includes(key));
}
