// A question answered by picking: one radio (or checkbox, for several answers) per choice, drawn
// as large buttons a thumb can hit on a phone, in a fieldset whose legend is the question; the
// refusal is said under it and describes the group. Works without scripts (plain inputs).
import { type ReactNode, useId } from "react";
import { cn } from "~/ui/cn";
import { RequiredMark } from "~/ui/field";

export type ChoiceOption = { value: string; label: ReactNode };

export function ChoiceGroup({
  legend,
  hint,
  name,
  options,
  defaultValue,
  multiple = false,
  required,
  error,
  disabled,
  compact = false,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  /** A multiple choice posts `name[]`, read as a list. */
  name: string;
  options: ChoiceOption[];
  /** The value (or values) checked at first: what was posted, when the form comes back refused. */
  defaultValue?: string | readonly string[];
  multiple?: boolean;
  required?: boolean;
  /** Already translated. */
  error?: string | null;
  disabled?: boolean;
  /** Small square buttons in one wrapping row (a 0–10 scale). */
  compact?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const checked = new Set(typeof defaultValue === "string" ? [defaultValue] : (defaultValue ?? []));
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend className="mb-2 text-base font-semibold text-slate-900">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-2 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={cn("flex flex-wrap gap-2", compact ? "" : "flex-col sm:flex-row")}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white text-sm font-medium text-slate-800",
              "has-[:checked]:border-secondary has-[:checked]:bg-secondary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/60",
              compact ? "min-h-11 min-w-11 justify-center px-2" : "min-h-11 px-3 py-2",
              error ? "border-red-400" : "",
            )}
          >
            <input
              type={multiple ? "checkbox" : "radio"}
              name={multiple ? `${name}[]` : name}
              value={option.value}
              defaultChecked={checked.has(option.value)}
              className={compact ? "sr-only" : "size-4 text-secondary"}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
