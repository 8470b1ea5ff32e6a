// The French and English versions of a form's texts, one tab each. Both panels stay in the
// form (the hidden one is `hidden`, not unmounted), so both languages are submitted and
// what was typed in either survives a tab switch. A tab whose fields were refused is
// flagged (a visible mark and words for screen readers) and is selected when the refusal
// arrives, so the person sees what to fix.
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isLiveUpdate } from "~/forms/use-live-errors";
import type { FieldErrors } from "~/forms/validate";
import { fieldLanguage } from "~/i18n/field-language";
import { LANGS, type Lang } from "~/i18n/messages";
import { Tabs } from "~/ui/tabs";

export type BilingualFieldsProps = {
  /** One language's fields; called for "fr" and "en". */
  children: (lang: Lang) => ReactNode;
  /**
   * The form's field errors. A field belongs to a language by its name's ending (`title_en`,
   * `photos.0.caption_fr`); each new errors object is a new refusal.
   */
  errors?: FieldErrors;
  /** Accessible name of the tab list; "Content language" by default. */
  label?: string;
  className?: string;
  /** Lays each language's fields in a column, the editors' usual layout. */
  stack?: boolean;
};

const NO_ERRORS: FieldErrors = {};

/** Which languages hold a refused field. */
export function languagesInError(errors: FieldErrors): Record<Lang, boolean> {
  const inError: Record<Lang, boolean> = { fr: false, en: false };
  for (const field of Object.keys(errors)) {
    const lang = fieldLanguage(field);
    if (lang) inError[lang] = true;
  }
  return inError;
}

/** The tab to show after a refusal: the current one if it holds an error, else the first that does. */
function tabAfterRefusal(current: Lang, inError: Record<Lang, boolean>): Lang {
  if (inError[current]) return current;
  return LANGS.find((lang) => inError[lang]) ?? current;
}

export function BilingualFields({ children, errors = NO_ERRORS, label, className, stack }: BilingualFieldsProps) {
  const { t } = useTranslation();
  const inError = languagesInError(errors);
  // Rendered with errors already there (a page drawn from a refused post): start on them.
  const [lang, setLang] = useState<Lang>(() => tabAfterRefusal("fr", inError));

  // Keyed on the errors object, not on what it says: the same refusal twice still shows its tab,
  // and a tab chosen by hand afterwards stays chosen.
  // A field fixed as it is typed (a live update) is no refusal: the tab stays where the person is.
  useEffect(() => {
    if (isLiveUpdate(errors)) return;
    setLang((current) => tabAfterRefusal(current, languagesInError(errors)));
  }, [errors]);

  return (
    <Tabs<Lang>
      label={label ?? t("ui.tabs.label")}
      value={lang}
      onValueChange={setLang}
      keepMounted
      className={className}
      items={LANGS.map((item) => ({
        value: item,
        label: t(`ui.tabs.${item}`),
        content: stack ? <div className="flex flex-col gap-5 pt-2">{children(item)}</div> : children(item),
        hasError: inError[item],
      }))}
    />
  );
}
