// Messages bundled into the client for the one case the root loader could not
// run (database down): the error page and the shell's basic labels. Named JSON
// imports let the bundler keep only these branches.

import type { Lang, Messages } from "~/i18n/messages";
import { errors as enErrors, meta as enMeta, nav as enNav } from "../../locales/en.json";
import { errors as frErrors, meta as frMeta, nav as frNav } from "../../locales/fr.json";

export const FALLBACK_MESSAGES: Record<Lang, Messages> = {
  fr: { errors: frErrors, meta: frMeta, nav: frNav },
  en: { errors: enErrors, meta: enMeta, nav: enNav },
};
