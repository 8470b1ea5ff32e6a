// One i18next instance per rendered language, fed with the messages the root
// loader sends (locale defaults merged with the admins' edits). The server keeps one
// messages object per language until the translations change, so the instance built for
// it is shared by every request in that language instead of being rebuilt per render.
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Lang, Messages } from "~/i18n/messages";

const instances = new WeakMap<Messages, i18n>();

export function createI18n(lang: Lang, messages: Messages): i18n {
  const shared = instances.get(messages);
  if (shared?.language === lang) return shared;
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instances.set(messages, instance);
  return instance;
}
