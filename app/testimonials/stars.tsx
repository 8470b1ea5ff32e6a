// Star ratings: a read-only display and the form's picker. The picker is a native radio
// group (arrow keys move and select, Tab enters and leaves it) drawn as stars.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/ui/cn";
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from "./schema";

const VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      className={cn("flex gap-0.5 text-amber-500", className)}
      role="img"
      aria-label={t("testimonials.rating_label", { rating, max: RATING_MAX })}
    >
      {VALUES.map((n) => (
        <span key={n} aria-hidden="true" className={n <= rating ? "" : "text-slate-300"}>
          ★
        </span>
      ))}
    </p>
  );
}

export function StarRatingInput({
  name = "rating",
  defaultValue = RATING_DEFAULT,
  legend,
  error,
  errorId,
}: {
  name?: string;
  defaultValue?: number;
  /** Defaults to the member's "Your rating". */
  legend?: string;
  error?: string | null;
  errorId?: string;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(defaultValue);
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="text-sm font-medium text-slate-800">{legend ?? t("testimonials.form.rating")}</legend>
      <div className="flex items-center gap-1">
        {VALUES.map((n) => (
          <label
            key={n}
            className={cn(
              "cursor-pointer rounded-md px-1 text-3xl leading-none transition-colors",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent",
              n <= value ? "text-amber-500" : "text-slate-400 hover:text-amber-300",
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => setValue(n)}
              className="sr-only"
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{t("testimonials.form.star", { count: n })}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600" aria-hidden="true">
          {t("testimonials.form.rating_value", { rating: value, max: RATING_MAX })}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
