// One i18next instance per rendered language, fed with the messages the root
// loader sends (locale defaults merged with the admins' edits).
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Lang, Messages } from "~/i18n/messages";

export function createI18n(lang: Lang, messages: Messages): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
