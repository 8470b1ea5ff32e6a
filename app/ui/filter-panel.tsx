// The collapsible filter panel of a list (public catalogue and services, back-office lists):
// a native <details> around a GET form, so filters live in the URL, open and submit
// without JavaScript, and — carrying no `page` — land on page 1.
import { type ReactNode, useId } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button, buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { Field, Select } from "~/ui/field";
import { Icon } from "~/ui/icon";
import { preservedParams } from "~/ui/pagination";

export type FilterPanelProps = {
  title: ReactNode;
  /** The URL parameters the panel's fields set: not carried as hidden fields, and cleared by reset. */
  names: readonly string[];
  /** How many of them are set: the panel starts open when any is. */
  activeCount: number;
  /** Badge beside the title while filters apply ("2 active"); none without it. */
  activeLabel?: ReactNode;
  applyLabel: ReactNode;
  resetLabel: ReactNode;
  /** Grid column classes of the fields; the buttons take a row of their own. */
  columns?: string;
  /** The fields (Field/Select/Checkbox named after `names`). */
  children: ReactNode;
};

export function FilterPanel({
  title,
  names,
  activeCount,
  activeLabel,
  applyLabel,
  resetLabel,
  columns = "sm:grid-cols-2 lg:grid-cols-4",
  children,
}: FilterPanelProps) {
  const location = useLocation();
  // The search, the page size and any other state survive; the page does not.
  const kept = preservedParams(location.search, [...names, "page"]);
  const resetSearch = new URLSearchParams(kept).toString();

  return (
    // Native disclosure: keyboard and screen-reader support without script; open while filters apply.
    <details
      open={activeCount > 0 || undefined}
      className="group rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
        <span>
          {title}
          {activeCount > 0 && activeLabel ? (
            <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs text-white">{activeLabel}</span>
          ) : null}
        </span>
        <Icon name="chevron-down" className="size-5 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <Form
        method="get"
        action={location.pathname}
        preventScrollReset
        className={cn("grid gap-4 border-t border-slate-200 p-4", columns)}
      >
        {kept.map(([key, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a key may repeat
          <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
        ))}
        {children}
        <div className="col-span-full flex flex-wrap justify-end gap-2">
          <Link
            to={{ pathname: location.pathname, search: resetSearch ? `?${resetSearch}` : "" }}
            preventScrollReset
            className={buttonClasses({ variant: "outline" })}
          >
            {resetLabel}
          </Link>
          <Button type="submit" variant="secondary">
            {applyLabel}
          </Button>
        </div>
      </Form>
    </details>
  );
}

export type FilterSelectProps = {
  /** The URL parameter (one of the panel's `names`). */
  name: string;
  label: ReactNode;
  /** The value in the URL now; null: the "all" choice. */
  value: string | null;
  /** The "no filter" choice's label ("All", "Inbox"…). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
};

/** One select of a filter panel: "all", then the options, showing the URL's value. */
export function FilterSelect({ name, label, value, allLabel, options }: FilterSelectProps) {
  const id = useId();
  return (
    <Field id={`${id}-${name}`} label={label} name={name}>
      {/* Keyed by the value, so a reset or a link that changes the URL redraws the choice. */}
      <Select key={value ?? ""} defaultValue={value ?? ""}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export type FilterDateRangeProps = {
  /** The URL's `from` and `to` days (YYYY-MM-DD, "" when absent). */
  from: string;
  to: string;
  fromLabel: ReactNode;
  toLabel: ReactNode;
};

/** A filter panel's date range: `from` and `to` day fields, redrawn when the URL changes them. */
export function FilterDateRange({ from, to, fromLabel, toLabel }: FilterDateRangeProps) {
  return (
    <>
      <Field key={`from-${from}`} label={fromLabel} name="from" type="date" defaultValue={from} />
      <Field key={`to-${to}`} label={toLabel} name="to" type="date" defaultValue={to} />
    </>
  );
}
