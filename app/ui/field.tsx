import { type ComponentProps, createContext, type ReactNode, useContext, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActionData } from "~/forms/action-data";
import { useRevealAnswer } from "~/forms/use-reveal-answer";
import { formatNumber } from "~/i18n/format";
import { isLang } from "~/i18n/messages";
import { cn } from "~/ui/cn";
import { Icon } from "~/ui/icon";

/** What a control needs to be labelled and described by its Field. */
export type FieldControlProps = {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

// Lets TextInput/TextArea/Select placed inside a Field wire themselves without repeating ids.
const FieldContext = createContext<FieldControlProps | null>(null);

function useFieldControl<P extends { id?: string; name?: string; required?: boolean }>(props: P) {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    name: props.name ?? field.name,
    required: props.required ?? field.required,
    "aria-invalid": field["aria-invalid"],
    "aria-describedby": field["aria-describedby"],
  };
}

export type FieldProps = Omit<ComponentProps<"input">, "children" | "name"> & {
  label: ReactNode;
  name: string;
  /** Already translated message; marks the control invalid and is announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /**
   * Defaults to a TextInput receiving the remaining props. Put a TextArea/Select (auto-wired) here,
   * or a function receiving the wiring props for any other control.
   */
  children?: ReactNode | ((control: FieldControlProps) => ReactNode);
  /** Applies to the wrapper; style the control itself through its own className. */
  className?: string;
};

export function Field({ label, name, error, hint, required, id, children, className, ...inputProps }: FieldProps) {
  const reactId = useId();
  const controlId = id ?? `${name}-${reactId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const control: FieldControlProps = {
    id: controlId,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <FieldContext value={control}>
        {typeof children === "function" ? children(control) : (children ?? <TextInput {...inputProps} />)}
      </FieldContext>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {error ? (
        <p id={errorId} className="flex items-start gap-1 text-sm text-red-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a1 1 0 00-1 1v4a1 1 0 102 0V6a1 1 0 00-1-1zm0 9a1 1 0 100-2 1 1 0 000 2z"
              clipRule="evenodd"
            />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A Field whose control is a TextArea: the rows, the limit (counted, see TextArea) and the default value go to the control. */
export function TextAreaField({
  rows,
  maxLength,
  defaultValue,
  placeholder,
  ...field
}: Omit<FieldProps, "children" | "defaultValue"> & { rows?: number; defaultValue?: string }) {
  return (
    <Field {...field}>
      <TextArea rows={rows} maxLength={maxLength} defaultValue={defaultValue} placeholder={placeholder} />
    </Field>
  );
}

/** A field's hint, which its control is described by. */
export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-xs text-slate-500">
      {children}
    </p>
  );
}

/** The asterisk of a required field, and the word a screen reader says for it. */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-600">
        *
      </span>
      <span className="sr-only"> ({t("ui.required")})</span>
    </>
  );
}

// A component class (app/app.css): every form and filter panel repeats it on each control.
const controlClasses = "field-control";

export function TextInput({ className, ...props }: ComponentProps<"input">) {
  const wired = useFieldControl(props);
  return <input className={cn(controlClasses, "min-h-10", className)} {...wired} />;
}

/**
 * A multi-line text control. `maxLength` is its limit, counted and refused, never cut: the HTML
 * attribute would silently drop what goes past it (a pasted text loses its end), so the control
 * shows a counter ("123 / 2 000", CharacterCount) and the schema's `.max()` refuses the excess
 * with a message that says the limit.
 */
export function TextArea({ className, rows = 4, maxLength, onInput, ...props }: ComponentProps<"textarea">) {
  const wired = useFieldControl(props);
  const initial = props.value ?? props.defaultValue;
  const [length, setLength] = useState(() => sentLength(typeof initial === "string" ? initial : ""));
  const countId = `${wired.id ?? props.name}-count`;
  const describedBy = maxLength ? [wired["aria-describedby"], countId].filter(Boolean).join(" ") : undefined;
  const control = (
    <textarea
      rows={rows}
      className={cn(controlClasses, "min-h-20 resize-y", className)}
      {...wired}
      aria-describedby={describedBy ?? wired["aria-describedby"]}
      onInput={(event) => {
        if (maxLength) setLength(sentLength(event.currentTarget.value));
        onInput?.(event);
      }}
    />
  );
  if (!maxLength) return control;
  return (
    <>
      {control}
      <CharacterCount id={countId} length={length} limit={maxLength} />
    </>
  );
}

/**
 * The length the server counts: a form sends each line break as CR LF (two characters), so
 * a text that fits in the browser's count of one per break could still be refused.
 */
export function sentLength(text: string): number {
  return text.replace(/\r?\n/g, "\r\n").length;
}

/** From this share of the limit on, the count is also said to screen readers as it changes. */
const ANNOUNCE_FROM = 0.9;

/**
 * "123 / 2 000" under a limited text, red past the limit. The limit is part of the control's
 * description (said on focus); near it and past it, what is left or over is announced politely.
 */
export function CharacterCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : "fr";
  const over = length - limit;
  const announcement =
    over > 0
      ? t("ui.count.over", { count: over, number: formatNumber(over, lang) })
      : length >= limit * ANNOUNCE_FROM
        ? t("ui.count.left", { count: limit - length, number: formatNumber(limit - length, lang) })
        : "";
  return (
    <div className="flex justify-end">
      <p id={id} className="sr-only">
        {t("ui.count.limit", { max: formatNumber(limit, lang) })}
      </p>
      <p
        aria-hidden="true"
        className={cn("text-xs tabular-nums", over > 0 ? "font-semibold text-red-700" : "text-slate-500")}
      >
        {`${formatNumber(length, lang)} / ${formatNumber(limit, lang)}`}
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

export function Select({ className, children, ...props }: ComponentProps<"select">) {
  const wired = useFieldControl(props);
  return (
    <div className="relative">
      <select className={cn(controlClasses, "min-h-10 appearance-none pr-9", className)} {...wired}>
        {children}
      </select>
      <Icon
        name="chevron-down"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}

type MessageBoxProps = {
  children?: ReactNode;
  className?: string;
  id?: string;
  /**
   * The form's answer this box tells (ActionData): each new one scrolls the box into view below
   * the sticky header and focuses it, unless the answer names refused fields (useRevealAnswer).
   */
  revealFor?: Partial<ActionData>;
};

/** A checkbox with its label beside it; the other props (name, value, defaultChecked…) go to the input. */
export function Checkbox({
  label,
  className,
  id,
  ...inputProps
}: Omit<ComponentProps<"input">, "type"> & { label: ReactNode }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <input
        id={inputId}
        type="checkbox"
        className="size-4 rounded border-slate-300 text-secondary focus:ring-2 focus:ring-accent/40"
        {...inputProps}
      />
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}

/** Form-level error (not tied to one field). Renders nothing when empty so it can stay in the tree. */
export function FormError(props: MessageBoxProps) {
  return <MessageBox {...props} role="alert" tone="border-red-200 bg-red-50 text-red-800" />;
}

/** Form-level success message, announced politely. Renders nothing when empty. */
export function FormSuccess(props: MessageBoxProps) {
  return <MessageBox {...props} role="status" tone="border-green-200 bg-green-50 text-green-800" />;
}

function MessageBox({
  children,
  className,
  id,
  revealFor,
  role,
  tone,
}: MessageBoxProps & { role: "alert" | "status"; tone: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useRevealAnswer(ref, revealFor);
  if (children === undefined || children === null || children === false || children === "") return null;
  return (
    <div
      ref={ref}
      id={id}
      role={role}
      tabIndex={revealFor ? -1 : undefined}
      className={cn("form-answer rounded-lg border px-4 py-3 text-sm", tone, className)}
    >
      {children}
    </div>
  );
}
