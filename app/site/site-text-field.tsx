// One language's version of a site text on the settings screens: a one-line field, or a
// three-line area for the longer texts, limited as the schema limits it.
import type { Lang } from "~/i18n/messages";
import { Field, TextArea } from "~/ui/field";
import { SETTINGS_LIMITS } from "./settings-schema";

export function SiteTextField({
  limit,
  field,
  label,
  hint,
  lang,
  isMultiline,
  defaultValue,
  error,
}: {
  /** The text's name in SETTINGS_LIMITS. */
  limit: keyof typeof SETTINGS_LIMITS;
  /** The posted field (`motto_en`). */
  field: string;
  label: string;
  hint?: string;
  lang: Lang;
  isMultiline: boolean;
  defaultValue: string;
  error: string | null;
}) {
  const maxLength = SETTINGS_LIMITS[limit];
  return (
    <Field
      label={label}
      name={field}
      maxLength={maxLength}
      defaultValue={defaultValue}
      error={error}
      hint={hint}
      lang={lang}
    >
      {isMultiline ? <TextArea rows={3} maxLength={maxLength} defaultValue={defaultValue} lang={lang} /> : undefined}
    </Field>
  );
}
