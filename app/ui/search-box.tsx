import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { Icon } from "~/ui/icon";
import { preservedParams } from "~/ui/pagination";

export type SearchBoxProps = {
  /** Current search, usually read from the URL by the loader. */
  defaultValue?: string;
  placeholder?: string;
  /** Query parameter name. */
  name?: string;
  /** Accessible name of the input; defaults to "Search". */
  label?: string;
  /** Query params to carry over; defaults to the current URL's. `page` is always dropped (back to page 1). */
  preserve?: Record<string, string>;
  className?: string;
};

/** A GET form, so a search is a shareable URL and works without JavaScript. */
export function SearchBox({ defaultValue = "", placeholder, name = "q", label, preserve, className }: SearchBoxProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const inputId = useId();
  const hidden = preservedParams(preserve ?? location.search, [name, "page"]);

  return (
    <Form
      method="get"
      action={location.pathname}
      role="search"
      preventScrollReset
      className={cn("flex w-full items-stretch gap-2", className)}
    >
      {hidden.map(([key, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a key may repeat (?tag=a&tag=b)
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={inputId} className="sr-only">
        {label ?? t("ui.search.label")}
      </label>
      <div className="relative min-w-0 flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          // Remount when the URL's value changes (back/forward), since the input is uncontrolled.
          key={defaultValue}
          id={inputId}
          type="search"
          name={name}
          defaultValue={defaultValue}
          placeholder={placeholder ?? t("ui.search.placeholder")}
          autoComplete="off"
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-sm shadow-sm placeholder:text-slate-400 focus:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-hidden"
        />
      </div>
      <button type="submit" className={buttonClasses({ variant: "secondary" })}>
        {t("ui.search.submit")}
      </button>
    </Form>
  );
}
