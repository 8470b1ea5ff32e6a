// A field error travels as one string, a translation key (FieldErrors, ActionData), and is
// translated where it is shown, by some forty call sites that know nothing of the refusal. Some
// messages need a value the refusal knows: a "too long" error says its limit, taken from the
// schema's `.max()`. Such an error is the key followed by its values, `key|max=2000`: i18next
// finds no such key and hands it to `parseMissingKeyHandler`, which translates the key with
// the values in the reader's number format (`translateKeyWithValues`), so every `t(error)`
// says the limit: "2 000 caractères au plus".
import type { i18n } from "i18next";
import { formatNumber } from "~/i18n/format";
import { isLang } from "~/i18n/messages";

const SEPARATOR = "|";

/** The error key carrying numeric values for its placeholders (`{{max}}`). */
export function keyWithValues(key: string, values: Record<string, number>): string {
  const pairs = Object.entries(values).map(([name, value]) => `${name}=${value}`);
  return pairs.length === 0 ? key : `${key}${SEPARATOR}${pairs.join("&")}`;
}

/** The key and the values of `keyWithValues`'s result; a plain key has no values. */
export function splitKeyValues(text: string): { key: string; values: Record<string, number> | undefined } {
  const at = text.indexOf(SEPARATOR);
  if (at < 0) return { key: text, values: undefined };
  const values: Record<string, number> = {};
  for (const pair of text.slice(at + 1).split("&")) {
    const [name, value] = pair.split("=");
    const number = Number(value);
    if (name && Number.isFinite(number)) values[name] = number;
  }
  return { key: text.slice(0, at), values };
}

/**
 * For i18next's `parseMissingKeyHandler`: a key with values is translated with them (they win
 * over the caller's: the refusal knows the limit); any other missing key is said as it is.
 */
export function translateKeyWithValues(instance: () => i18n) {
  return (missing: string, _defaultValue?: string, options?: Record<string, unknown>): string => {
    const { key, values } = splitKeyValues(missing);
    if (!values) return missing;
    const { language, t } = instance();
    const lang = isLang(language) ? language : "fr";
    const formatted = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, formatNumber(value, lang)]),
    );
    return t(key, { ...options, ...formatted });
  };
}
