// The translation dictionary travels once per visit as its own cacheable file, never inside
// the pages or their navigation data: one request for it across client navigations, the
// page still hydrated without warnings, and the ENG/FRA switch loading the other language's
// dictionary before showing anything (no raw keys).
import type { Page } from "@playwright/test";
import { type Lang, text, textPattern } from "./i18n";
import { closePage, newPage, waitForHydration } from "./support";
import { expect, test } from "./test";

// A long text no visited page shows (the "my data" section of the profile): if it is in a
// page or its data, the whole dictionary is.
const HIDDEN_KEY = "profile.my_data.kept_registrations";
/** What a visitor reads would show "pages.calendar.title" if a text were missing. */
const RAW_KEY = /\b(nav|pages|home|footer|errors)\.[a-z_]+/;
/** A stretch of the text without quotes or ampersands, which HTML would escape. */
const hiddenText = (lang: Lang) => text(lang, HIDDEN_KEY).slice(0, 60);

type Traffic = { dictionaries: string[]; documents: string[]; data: string[]; bodies: Promise<string>[] };

/** Records the dictionary requests and the bodies of the documents and `.data` answers. */
function watchTraffic(page: Page): Traffic {
  const traffic: Traffic = { dictionaries: [], documents: [], data: [], bodies: [] };
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/i18n/")) traffic.dictionaries.push(pathname);
  });
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    const isDocument = response.request().resourceType() === "document";
    if (!isDocument && !pathname.endsWith(".data")) return;
    (isDocument ? traffic.documents : traffic.data).push(pathname);
    traffic.bodies.push(response.text().catch(() => ""));
  });
  return traffic;
}

const other = (lang: Lang): Lang => (lang === "fr" ? "en" : "fr");

for (const lang of ["fr", "en"] as const) {
  test(`the ${lang} dictionary is fetched once, apart from the pages, and the language switch loads the other one`, async ({
    browser,
  }) => {
    const page = await newPage(browser, lang);
    const traffic = watchTraffic(page);

    await page.goto("/");
    await expect(page.getByRole("link", { name: text(lang, "home.cta_contact") })).toBeVisible();
    await waitForHydration(page, "header nav a");
    const nav = page.getByRole("navigation", { name: text(lang, "nav.main") });

    await nav.getByRole("link", { name: text(lang, "nav.courses") }).click();
    await expect(page.getByRole("heading", { level: 1, name: text(lang, "pages.courses.title") })).toBeVisible();
    // Meta tags read the dictionary too.
    await expect(page).toHaveTitle(textPattern(lang, "pages.courses.title"));

    await nav.getByRole("link", { name: text(lang, "nav.calendar") }).click();
    await expect(page.getByRole("heading", { level: 1, name: text(lang, "pages.calendar.title") })).toBeVisible();

    expect(traffic.documents).toEqual(["/"]);
    expect(traffic.data.length).toBeGreaterThanOrEqual(2);
    expect(traffic.dictionaries).toHaveLength(1);
    expect(traffic.dictionaries[0]).toMatch(new RegExp(`^/i18n/${lang}\\.[0-9a-f]{16}\\.json$`));
    for (const body of await Promise.all(traffic.bodies)) expect(body).not.toContain(hiddenText(lang));

    // The file holds it, and a current hash may be cached for good.
    const dictionary = await page.request.get(traffic.dictionaries[0]);
    expect(dictionary.status()).toBe(200);
    expect(dictionary.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await dictionary.text()).toContain(hiddenText(lang));

    // The switch: the other language's texts, title included, once its dictionary is there.
    // The file is held back until the test lets it go, and every text shown meanwhile is
    // recorded: the previous screen must stay until then, never a raw key.
    let releaseDictionary = () => {};
    const dictionaryHeld = new Promise<void>((resolve) => {
      releaseDictionary = resolve;
    });
    await page.route("**/i18n/**", async (route) => {
      await dictionaryHeld;
      await route.continue();
    });
    await page.evaluate((source) => {
      const rawKey = new RegExp(source);
      const seen: string[] = [];
      (window as { rawKeysSeen?: string[] }).rawKeysSeen = seen;
      new MutationObserver(() => {
        const shown = [...document.querySelectorAll("header, main, footer")].map((el) => el.textContent ?? "");
        seen.push(...shown.filter((value) => rawKey.test(value)));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, RAW_KEY.source);
    const dictionaryAsked = page.waitForRequest("**/i18n/**");
    await page.getByRole("button", { name: new RegExp(`^${text(lang, "nav.language_switch")}`) }).click();
    await dictionaryAsked;
    await expect(page.getByRole("heading", { level: 1, name: text(lang, "pages.calendar.title") })).toBeVisible();
    releaseDictionary();
    await expect(
      page.getByRole("heading", { level: 1, name: text(other(lang), "pages.calendar.title") }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", other(lang));
    await expect(page).toHaveTitle(textPattern(other(lang), "pages.calendar.title"));
    await expect(
      page.getByRole("navigation", { name: text(other(lang), "nav.main") }).getByRole("link", {
        name: text(other(lang), "nav.services"),
      }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as { rawKeysSeen?: string[] }).rawKeysSeen)).toEqual([]);
    const visible = (await page.locator("header, main, footer").allInnerTexts()).join("\n");
    expect(visible).not.toMatch(RAW_KEY);
    expect(traffic.dictionaries).toHaveLength(2);
    expect(traffic.dictionaries[1]).toMatch(new RegExp(`^/i18n/${other(lang)}\\.[0-9a-f]{16}\\.json$`));

    // Back to the first language: its dictionary is still in the page, nothing is fetched.
    await page.getByRole("button", { name: new RegExp(`^${text(other(lang), "nav.language_switch")}`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: text(lang, "pages.calendar.title") })).toBeVisible();
    expect(traffic.dictionaries).toHaveLength(2);
    expect(traffic.documents).toEqual(["/"]);
    for (const body of await Promise.all(traffic.bodies)) {
      expect(body).not.toContain(hiddenText("fr"));
      expect(body).not.toContain(hiddenText("en"));
    }
    await closePage(page);
  });
}

test("dictionary files: bad names are 404, other methods 405, an old hash gets today's file uncached", async ({
  request,
}) => {
  for (const name of ["xx.zz.json", "fr.%00.json", "de.0123456789abcdef.json", "fr.json", "fr.0123456789ABCDEF.json"]) {
    expect([400, 404], name).toContain((await request.get(`/i18n/${name}`)).status());
  }
  const page = await (await request.get("/", { headers: { "accept-language": "fr" } })).text();
  const current = /data-i18n="(\/i18n\/fr\.[0-9a-f]{16}\.json)"/.exec(page)?.[1];
  expect(current).toBeTruthy();
  expect((await request.head(current as string)).status()).toBe(200);
  expect((await request.post(current as string)).status()).toBe(405);

  const stale = await request.get("/i18n/fr.0000000000000000.json");
  expect(stale.status()).toBe(200);
  expect(stale.headers()["cache-control"]).toBe("no-cache");
  expect(await stale.text()).toBe(await (await request.get(current as string)).text());
});
