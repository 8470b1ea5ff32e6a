// Server-rendered markup for component tests (no DOM library: renderToString shows the
// attributes and form fields the code relies on), inside a memory router at `url`, with the
// toast area the kit's hooks need.
import i18next, { type i18n as I18n, type TFunction } from "i18next";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll } from "vitest";
import { ToastProvider } from "~/ui/toast";
import en from "../locales/en.json";
import fr from "../locales/fr.json";

export function renderInRouter(i18n: I18n, node: ReactNode, url = "/"): string {
  const router = createMemoryRouter([{ path: "/", element: node }], { initialEntries: [url] });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nextProvider>,
  );
}

/**
 * The test file's own i18next, in English, set up before its tests with `translation`: inline
 * texts keep a test independent of the locale files' wording; pass the locale file to read its own.
 */
export function testI18n(translation: object): I18n {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: "en",
      resources: { en: { translation } },
      interpolation: { escapeValue: false },
    });
  });
  return i18n;
}

/**
 * An i18next over the site's own locale file for `lang`, set up before the file's tests: for a
 * test that reads the real wording (the two locale files are the product's texts).
 */
export function testI18nFromLocales(lang: "fr" | "en"): I18n {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: lang,
      resources: { [lang]: { translation: lang === "fr" ? fr : en } },
      interpolation: { escapeValue: false },
    });
  });
  return i18n;
}

/**
 * A `t` over the site's own locale file for `lang`, for what a server renders without React
 * (PDFs, e-mails): the product's real wording, missing keys left as keys.
 */
export async function localeT(lang: "fr" | "en"): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: lang === "fr" ? fr : en } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

/** `renderInRouter` over the file's own i18next (see `testI18n`). */
export function ssrRenderer(translation: object) {
  const i18n = testI18n(translation);
  return (node: ReactNode, url?: string) => renderInRouter(i18n, node, url);
}

/** The text a reader gets: tags dropped, entities decoded, spaces collapsed. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&gt;/g, ">")
    .replace(/&lt;/g, "<")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
