// Every page reads in both languages. The journeys run each in one language (journeyLanguages
// in ./i18n, decision 021); this walk is what proves the other one, over plain HTTP: every URL
// of the sitemap in French and in English, the member pages and every back-office screen. Each
// answers 200 in the asked language (`<html lang>`), shows its navigation in that language and
// no raw translation key.
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { ADMIN_LINKS } from "../../app/admin/links";
import { type Lang, text } from "./i18n";
import { ADMIN, uniqueIp } from "./support";
import { expect, test } from "./test";

const LANGS = ["fr", "en"] as const;

// A raw key is a key of the locale files shown as it is: a text missing in that language. (Text
// that merely looks like a key, such as a key an admin just added, named in the audit log, is
// not one of them.)
type Tree = { [key: string]: string | Tree };
function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === "string" ? [`${prefix}${name}`] : keysOf(value, `${prefix}${name}.`),
  );
}
const KNOWN_KEYS = new Set(keysOf(JSON.parse(fs.readFileSync(path.join("locales", "fr.json"), "utf8"))));
const KEY_LIKE = /\b[a-z][a-z0-9_]*(?:\.[a-z0-9_]+){1,6}\b/g;
const rawKeyIn = (body: string) => body.match(KEY_LIKE)?.find((candidate) => KNOWN_KEYS.has(candidate));

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", nbsp: " " };

/** What a person reads on the page: the body without scripts, styles and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|quot|lt|gt|nbsp);/g, (_, name: string) => ENTITIES[name] ?? " ")
    .replace(/\s+/g, " ");
}

// Screens whose content names keys: the translations screen lists them, and the audit log and
// the dashboard's recent activity name the ones an administrator edited.
const SHOWS_KEYS = new Set(["/admin/translations", "/admin/audit", "/admin"]);
/** The page at `url` is there, in `lang`, with `expected` shown and no raw key. */
async function expectPageIn(request: APIRequestContext, url: string, lang: Lang, expected: string) {
  const answer = await request.get(url, { headers: { "accept-language": lang } });
  expect(answer.status(), url).toBe(200);
  const html = await answer.text();
  expect(html, url).toContain(`<html lang="${lang}"`);
  const body = visibleText(html);
  expect(body, url).toContain(expected);
  if (!SHOWS_KEYS.has(url)) expect(rawKeyIn(body), `raw translation key on ${url}`).toBeUndefined();
}

test("every URL of the sitemap reads in French and in English", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replaceAll("&amp;", "&"));
    return { path: `${url.pathname}${url.search}`, lang: url.searchParams.get("lang") as Lang };
  });
  // Both languages of every entry, and enough entries to be the whole site.
  expect(urls.filter((u) => u.lang === "fr").length).toBeGreaterThan(20);
  expect(urls.filter((u) => u.lang === "en").length).toBe(urls.filter((u) => u.lang === "fr").length);
  for (const url of urls) await expectPageIn(request, url.path, url.lang, text(url.lang, "nav.courses"));
});

for (const lang of LANGS) {
  test(`the member pages and every back-office screen read in ${lang === "fr" ? "French" : "English"}`, async ({
    baseURL,
    playwright,
  }) => {
    // A client of its own: its cookies are the administrator's, its address its own.
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueIp(), Origin: baseURL ?? "" },
    });
    const signedIn = await request.post("/login", { form: { email: ADMIN.email, password: ADMIN.password } });
    expect(signedIn.status()).toBe(200);
    // The stored language of the person decides the signed-in pages.
    await request.post("/language", { form: { lang, redirectTo: "/" } });

    for (const url of ["/profile", "/profile/registrations", "/profile/documents", "/profile/delete"]) {
      await expectPageIn(request, url, lang, text(lang, "nav.courses"));
    }
    await expectPageIn(request, "/admin", lang, text(lang, "admin.links.dashboard"));
    for (const link of ADMIN_LINKS) await expectPageIn(request, link.to, lang, text(lang, `admin.links.${link.key}`));
    await request.dispose();
  });
}
