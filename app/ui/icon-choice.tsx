// A picture chosen by sight (a category's or a key figure's icon): one radio per picture with its
// drawing and its name, in a grid, the refusal said under it.
import type { ReactNode } from "react";
import { cn } from "~/ui/cn";
import { RequiredMark } from "~/ui/field";

export type IconChoiceOption = { value: string; label: ReactNode; icon: ReactNode };

export function IconChoice({
  legend,
  name,
  options,
  defaultValue,
  required,
  error,
  errorId,
}: {
  legend: ReactNode;
  name: string;
  options: IconChoiceOption[];
  defaultValue: string;
  required?: boolean;
  /** Already translated. */
  error: string | null;
  /** The id of the refusal, which the group is described by. */
  errorId: string;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value || "none"}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800",
              "has-[:checked]:border-secondary has-[:checked]:bg-secondary/5 has-[:checked]:font-semibold",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              required={required}
              aria-invalid={error ? true : undefined}
              className="size-4 text-secondary"
            />
            {option.icon}
            {option.label}
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
