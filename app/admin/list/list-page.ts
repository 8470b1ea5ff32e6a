// The props of an AdminListPage that come from the screen's translation keys and its list, so
// no screen spells them out: `<prefix>.title`, `.subtitle`, `.add`, `.search_label`,
// `.search_placeholder`, `.results`, `.empty`, `.empty_hint`, the reset and `.error.load`.
// A screen overrides what it says differently by passing the prop after the spread.
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ADMIN_PAGE_SIZES } from "~/forms/list-params";
import type { PageHeaderProps } from "~/ui/page-header";

export type ListPageOptions = {
  /** The search from the URL; omit it for a list without a search box. */
  q?: string;
  /** A paged list (one page read by the loader); else `total`, the whole list on one page. */
  list?: { total: number; page: number; totalPages: number; size: number };
  total?: number;
  hasLoadError: boolean;
  /**
   * On a screen with a filter panel, how many of its filters are on: the empty state's reset is
   * then the panel's (`<prefix>.filters.reset`), else the search's (`<prefix>.reset`).
   */
  activeFilters?: number;
  /** Opens the screen's editor from the header's "add" button. */
  onAdd?: () => void;
};

export function useListPage(prefix: string, options: ListPageOptions) {
  const { t } = useTranslation();
  const { q, list, hasLoadError, activeFilters, onAdd } = options;
  const add: PageHeaderProps["add"] = onAdd
    ? { label: t(`${prefix}.add`), onClick: onAdd, variant: "secondary" }
    : undefined;
  return {
    title: t(`${prefix}.title`),
    subtitle: t(`${prefix}.subtitle`),
    add,
    search:
      q === undefined
        ? undefined
        : { q, label: t(`${prefix}.search_label`), placeholder: t(`${prefix}.search_placeholder`) },
    count: t(`${prefix}.results`, { count: list ? list.total : (options.total ?? 0) }),
    page: list ? list.page : 1,
    totalPages: list ? list.totalPages : 1,
    pageSize: list ? { options: ADMIN_PAGE_SIZES.options, value: list.size } : undefined,
    isFiltered: (q !== undefined && q !== "") || (activeFilters ?? 0) > 0,
    empty: {
      title: t(`${prefix}.empty`),
      hint: t(`${prefix}.empty_hint`),
      resetLabel: t(activeFilters === undefined ? `${prefix}.reset` : `${prefix}.filters.reset`),
    },
    loadError: hasLoadError ? t(`${prefix}.error.load`) : null,
  };
}

/**
 * A FilterPanel's texts from the screen's keys: `<prefix>.filters.title`, `.apply`, `.reset`, and
 * `.active` (the badge counting the filters on). Spread on the panel beside `names` and `activeCount`.
 */
export function filterPanelTexts(t: TFunction, prefix: string, activeCount: number) {
  return {
    title: t(`${prefix}.filters.title`),
    activeLabel: t(`${prefix}.filters.active`, { count: activeCount }),
    applyLabel: t(`${prefix}.filters.apply`),
    resetLabel: t(`${prefix}.filters.reset`),
  };
}
