// The catalogue's filters (category, level, format, price range and its currency) in the
// shared FilterPanel.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  activeFilterCount,
  type CatalogueParams,
  COURSE_CURRENCIES,
  DEFAULT_CURRENCY,
  PRICE_RANGE,
} from "~/courses/schema";
import type { CourseLookup } from "~/courses/types";
import { type Lang, pick } from "~/i18n/messages";
import { Field, Select } from "~/ui/field";
import { FilterPanel } from "~/ui/filter-panel";

const FILTER_NAMES = ["category", "level", "format", "min", "max", "currency"];

export type CourseFiltersProps = {
  params: CatalogueParams;
  categories: CourseLookup[];
  levels: CourseLookup[];
  formats: CourseLookup[];
};

export function CourseFilters({ params, categories, levels, formats }: CourseFiltersProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const id = useId();
  const active = activeFilterCount(params);

  const options = (items: CourseLookup[]) =>
    items.map((item) => (
      <option key={item.id} value={item.id}>
        {pick(item, "name", lang)}
      </option>
    ));

  return (
    <FilterPanel
      title={t("pages.courses.filters.title")}
      names={FILTER_NAMES}
      activeCount={active}
      activeLabel={t("pages.courses.filters.active", { count: active })}
      applyLabel={t("pages.courses.filters.apply")}
      resetLabel={t("pages.courses.filters.reset")}
      columns="sm:grid-cols-2 lg:grid-cols-6"
    >
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
      {/* Prices are compared within one currency: a range in euros leaves out courses in F CFA. */}
      <Field
        id={`${id}-currency`}
        label={t("pages.courses.filters.currency")}
        name="currency"
        hint={t("pages.courses.filters.currency_hint")}
      >
        <Select key={params.currency ?? ""} defaultValue={params.currency ?? DEFAULT_CURRENCY}>
          {COURSE_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {currencyName(code, lang)}
            </option>
          ))}
        </Select>
      </Field>
    </FilterPanel>
  );
}

/** "euro (EUR)", "franc CFA (BCEAO) (XOF)": the reader's language, the code to be sure. */
function currencyName(code: string, lang: Lang): string {
  const name = new Intl.DisplayNames([lang], { type: "currency" }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}
