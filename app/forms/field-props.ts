// The props an editor's field takes from its name alone: its label under the editor's
// translation prefix, its default value (what was typed, after a refused save, else the stored
// value) and its translated error. Spread on <Field>, then add what is the field's own
// (required, type, limits…): `<Field {...field("email")} type="email" required />`.
import type { TFunction } from "i18next";
import type { ActionData } from "~/forms/action-data";

type FormReads = {
  initial: (name: string, stored: string | number | null | undefined) => string;
  error: (name: string) => string | null;
};

export type FieldPropsOf = (
  name: string,
  /** The label's key under the prefix, when it is not the name (`title` for `title_fr`). */
  label?: string,
) => { name: string; label: string; defaultValue: string; error: string | null };

/** `field(name, label?)` for the form `form` of `item` (undefined: a new one), labels under `prefix`. */
export function fieldPropsOf(t: TFunction, form: FormReads, prefix: string, item: object | undefined): FieldPropsOf {
  return (name, label = name) => ({
    name,
    label: t(`${prefix}.${label}`),
    defaultValue: form.initial(
      name,
      item && Object.hasOwn(item, name) ? (item as Record<string, string | number | null>)[name] : undefined,
    ),
    error: form.error(name),
  });
}

/**
 * `field(name, label?)` for a page's own form (a `<Form>` whose answer is the action data, not an
 * editor): after a refusal what was typed, else `stored[name]`, else empty; the answer's error.
 */
export function answerFieldProps(
  t: TFunction,
  answer: ActionData | undefined,
  prefix: string,
  stored: object = {},
): FieldPropsOf {
  const kept = answer && !answer.ok ? answer.values : undefined;
  const form: FormReads = {
    initial: (name, value) => {
      const typed = kept?.[name];
      if (typeof typed === "string") return typed;
      return value === null || value === undefined ? "" : String(value);
    },
    error: (name) => {
      const key = answer?.errors?.[name];
      return key ? t(key) : null;
    },
  };
  return fieldPropsOf(t, form, prefix, stored);
}
