import { type ReactNode, useMemo, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { backOfficeEntry } from "~/admin/permissions.server";
import { keepFormOnFailedWrite } from "~/forms/request-failure";
import { FALLBACK_MESSAGES } from "~/i18n/fallback";
import { createI18n, dictionaryUrl, registerMessages, useDictionary } from "~/i18n/i18n";
import { getMessagesBundle, languageCookie } from "~/i18n/i18n.server";
import { getSiteSeo } from "~/seo/seo.server";
import { siteBaseUrl } from "~/server/config.server";
import { readFlashes } from "~/server/flash.server";
import { getViewer, viewerMiddleware } from "~/server/viewer.server";
import { rootMeta } from "~/shell/meta";
import { usePersonalParts } from "~/shell/personal-parts";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import { Shell } from "~/shell/shell";
import { getSiteChrome } from "~/site/site.server";
import { FlashToasts, ToastProvider } from "~/ui/toast";

// Resolves the signed-in user and the language once per request for every route below;
// each loader and action still checks its own permission with the guards.
export const middleware: Route.MiddlewareFunction[] = [viewerMiddleware];

// In the browser, a write whose request fails on its way (offline, a proxy's 502) answers a
// refusal the form shows, instead of replacing the page with the error view (decision 028).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepFormOnFailedWrite];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, lang } = getViewer(context);
  const [bundle, site, seo, { flashes, clear }, backOffice] = await Promise.all([
    getMessagesBundle(lang),
    getSiteChrome(lang),
    getSiteSeo(lang),
    readFlashes(request),
    backOfficeEntry(user),
  ]);
  const headers = new Headers();
  if (clear) headers.append("Set-Cookie", clear);
  // A shared ?lang= link also becomes the visitor's choice for the next pages.
  if (url.searchParams.has("lang")) headers.append("Set-Cookie", await languageCookie.serialize(lang));
  // The page names its dictionary, the browser fetches that file once (i18n.ts); the server
  // renders from the registry, filled here so the render stays synchronous.
  const dictionary = dictionaryUrl(lang, bundle.hash);
  registerMessages(dictionary, bundle.messages);
  return data(
    {
      user,
      /** The header's back-office link (null: none), by the same rights the back office checks. */
      backOffice,
      lang,
      dictionary,
      site,
      seo,
      flashes,
      // Canonical, hreflang and sharing links: the configured address, never the request's
      // Host, since anonymous pages are cached whole and shared by every visitor.
      publicUrl: siteBaseUrl(),
    },
    { headers },
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const lang = root?.lang ?? "fr";
  // Suspends on a client navigation naming a dictionary not loaded yet (see useDictionary).
  const messages = useDictionary(root?.dictionary) ?? FALLBACK_MESSAGES[lang];
  const i18n = useMemo(() => createI18n(lang, messages), [lang, messages]);
  // The server-rendered page's dictionary, kept as it was: a preload link changed by a later
  // navigation would only fetch again a file useDictionary has already loaded.
  const [preloaded] = useState(root?.dictionary);
  // A route may ask to be served as plain HTML (routes/public/refused.tsx).
  const hydrate = !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
  // A signed-in reader served the shared page gets their own parts now (personal-parts.ts).
  usePersonalParts();
  const theme = root?.site.theme;
  const style = theme
    ? ({
        "--brand-primary": theme.primary,
        "--brand-secondary": theme.secondary,
        "--brand-accent": theme.accent,
      } as React.CSSProperties)
    : undefined;
  return (
    <html lang={lang} style={style} data-i18n={root?.dictionary}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Starts the dictionary's download with the page's; entry.client.tsx awaits it before hydrating. */}
        {preloaded ? <link rel="preload" href={preloaded} as="fetch" crossOrigin="anonymous" /> : null}
        <link rel="icon" href={root?.site.assets.favicon || "/favicon.svg"} />
        <Meta />
        {root ? <SeoLinks publicUrl={root.publicUrl} /> : null}
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50">
        <I18nextProvider i18n={i18n}>
          <ToastProvider>
            {root ? <Shell root={root}>{children}</Shell> : <main id="main">{children}</main>}
            {root?.flashes.length ? <TranslatedFlashes flashes={root.flashes} /> : null}
          </ToastProvider>
        </I18nextProvider>
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

function TranslatedFlashes({ flashes }: { flashes: RootData["flashes"] }) {
  const { t } = useTranslation();
  const translated = useMemo(() => flashes.map((f) => ({ message: t(f.key), tone: f.tone })), [flashes, t]);
  return <FlashToasts flashes={translated} />;
}

/** Canonical URL and language alternates (?lang=) of every public page. */
function SeoLinks({ publicUrl }: { publicUrl: string }) {
  const location = useLocation();
  const matches = useMatches();
  const root = useRootData();
  if (location.pathname.startsWith("/admin")) return null;
  const params = new URLSearchParams(location.search);
  params.delete("lang");
  // A page reachable at several addresses (/about, /pages/about, /{slug}) names its own.
  const canonicalPath =
    matches
      .map((match) => (match.loaderData as { canonicalPath?: string } | undefined)?.canonicalPath)
      .findLast(Boolean) ?? location.pathname;
  const base = `${publicUrl.replace(/\/$/, "")}${canonicalPath}`;
  const withLang = (lang?: string) => {
    const p = new URLSearchParams(params);
    if (lang) p.set("lang", lang);
    const qs = p.toString();
    return qs ? `${base}?${qs}` : base;
  };
  return (
    <>
      <link rel="canonical" href={withLang(root?.lang)} />
      {/* Here rather than in each route's meta: only the layout knows every page's URL. */}
      <meta property="og:url" content={withLang(root?.lang)} />
      <link rel="alternate" hrefLang="fr" href={withLang("fr")} />
      <link rel="alternate" hrefLang="en" href={withLang("en")} />
      <link rel="alternate" hrefLang="x-default" href={withLang()} />
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return rootMeta(loaderData);
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
