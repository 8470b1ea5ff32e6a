// The catalogue's collapsible filter panel: a GET form, so filters live in the
// URL, work without JavaScript, and (with no `page` field) go back to page 1.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { activeFilterCount, type CatalogueParams, PRICE_RANGE } from "~/courses/schema";
import type { CourseLookup } from "~/courses/types";
import { type Lang, pick } from "~/i18n/messages";
import { Button, buttonClasses } from "~/ui/button";
import { Field, Select } from "~/ui/field";
import { preservedParams } from "~/ui/pagination";

const FILTER_KEYS = ["category", "level", "format", "min", "max", "page"];

export type CourseFiltersProps = {
  params: CatalogueParams;
  categories: CourseLookup[];
  levels: CourseLookup[];
  formats: CourseLookup[];
};

export function CourseFilters({ params, categories, levels, formats }: CourseFiltersProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const location = useLocation();
  const id = useId();
  const active = activeFilterCount(params);
  // Search and page size survive a filter change; the page does not.
  const kept = preservedParams(location.search, FILTER_KEYS);
  const resetSearch = new URLSearchParams(kept).toString();

  const options = (items: CourseLookup[]) =>
    items.map((item) => (
      <option key={item.id} value={item.id}>
        {pick(item, "name", lang)}
      </option>
    ));

  return (
    // Native disclosure: keyboard and screen-reader support without script; open while filters apply.
    <details open={active > 0 || undefined} className="group rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
        <span>
          {t("pages.courses.filters.title")}
          {active > 0 ? (
            <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs text-white">
              {t("pages.courses.filters.active", { count: active })}
            </span>
          ) : null}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="size-5 text-slate-500 transition-transform group-open:rotate-180"
        >
          <path
            fillRule="evenodd"
            d="M5.23 7.21a.75.75 0 011.06.02L10 11.17l3.71-3.94a.75.75 0 111.08 1.04l-4.25 4.5a.75.75 0 01-1.08 0l-4.25-4.5a.75.75 0 01.02-1.06z"
            clipRule="evenodd"
          />
        </svg>
      </summary>
      <Form
        method="get"
        action={location.pathname}
        preventScrollReset
        className="grid gap-4 border-t border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        {kept.map(([key, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a key may repeat
          <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
        ))}
        <Field id={`${id}-category`} label={t("pages.courses.filters.category")} name="category">
          <Select key={params.category ?? ""} defaultValue={params.category ?? ""}>
            <option value="">{t("pages.courses.filters.all")}</option>
            {options(categories)}
          </Select>
        </Field>
        <Field id={`${id}-level`} label={t("pages.courses.filters.level")} name="level">
          <Select key={params.level ?? ""} defaultValue={params.level ?? ""}>
            <option value="">{t("pages.courses.filters.all")}</option>
            {options(levels)}
          </Select>
        </Field>
        <Field id={`${id}-format`} label={t("pages.courses.filters.format")} name="format">
          <Select key={params.format ?? ""} defaultValue={params.format ?? ""}>
            <option value="">{t("pages.courses.filters.all")}</option>
            {options(formats)}
          </Select>
        </Field>
        <Field
          key={`min-${params.min ?? ""}`}
          id={`${id}-min`}
          label={t("pages.courses.filters.price_min")}
          name="min"
          type="number"
          inputMode="decimal"
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step="0.01"
          placeholder={String(PRICE_RANGE.min)}
          defaultValue={params.min ?? ""}
        />
        <Field
          key={`max-${params.max ?? ""}`}
          id={`${id}-max`}
          label={t("pages.courses.filters.price_max")}
          name="max"
          type="number"
          inputMode="decimal"
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step="0.01"
          placeholder={String(PRICE_RANGE.max)}
          defaultValue={params.max ?? ""}
        />
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2 lg:col-span-5">
          <Link
            to={{ pathname: location.pathname, search: resetSearch ? `?${resetSearch}` : "" }}
            preventScrollReset
            className={buttonClasses({ variant: "outline" })}
          >
            {t("pages.courses.filters.reset")}
          </Link>
          <Button type="submit" variant="secondary">
            {t("pages.courses.filters.apply")}
          </Button>
        </div>
      </Form>
    </details>
  );
}
