import { journeyLanguages, labelPattern, text, textPattern } from "./i18n";
import { ADMIN, closePage, expectAccessible, newPage } from "./support";
import { expect, test } from "./test";

// Demo posts and pages (db/seed/demo.ts).
const PMP_POST = {
  slug: "5-keys-to-passing-the-pmp-exam",
  title: { fr: "5 clés pour réussir l'examen PMP®", en: "5 keys to passing the PMP® exam" },
  search: { fr: "ELIGIBILITE", en: "eligibility" },
  category: { fr: "Conseils et méthodes", en: "Tips and methods" },
};
const DRAFT_POST = "ai-and-professional-training-first-lessons";
const ABOUT_TITLE = { fr: "À propos de Formatio", en: "About Formatio" };

for (const lang of journeyLanguages("fr")) {
  test.describe(`blog, pages and SEO (${lang})`, () => {
    test.setTimeout(120_000);

    test("a visitor searches and filters the blog, then reads a post and goes back", async ({ browser }) => {
      const page = await newPage(browser, lang);
      await page.goto(`/blog?lang=${lang}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: text(lang, "pages.blog.title") })).toBeVisible();
      // Demo: six published posts (one draft is never listed), one page of six. Other specs
      // publish posts of their own, and a failed one may leave its post: at least six.
      const results = main.getByText(
        new RegExp(`^${text(lang, "pages.blog.results", { count: 9999 }).replace("9999", "(\\d+)")}$`),
      );
      await expect(results).toBeVisible();
      const total = Number((await results.textContent())?.match(/\d+/)?.[0]);
      expect(total).toBeGreaterThanOrEqual(6);
      await expect(main.getByRole("heading", { level: 3 })).toHaveCount(6);
      await expectAccessible(page);

      // Search in the reader's language (a word from the post's content, accents ignored in fr).
      await main.getByRole("searchbox", { name: text(lang, "pages.blog.search_label") }).fill(PMP_POST.search[lang]);
      await main.getByRole("button", { name: text(lang, "ui.search.submit") }).click();
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(main.getByText(text(lang, "pages.blog.results", { count: 1 }))).toBeVisible();
      await expect(main.getByRole("link", { name: PMP_POST.title[lang], exact: true })).toBeVisible();

      // A category filter keeps the search.
      await main
        .getByRole("navigation", { name: text(lang, "pages.blog.categories_label") })
        .getByRole("link", { name: PMP_POST.category[lang] })
        .click();
      await expect(page).toHaveURL(/category=.*/);
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(main.getByRole("link", { name: PMP_POST.title[lang], exact: true })).toBeVisible();

      await main.getByRole("link", { name: PMP_POST.title[lang], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${PMP_POST.slug}`));
      await expect(main.getByRole("heading", { level: 1, name: PMP_POST.title[lang] })).toBeVisible();
      await expect(main.getByText(PMP_POST.category[lang])).toBeVisible();
      await expect(main.getByText(text(lang, "pages.blog.by", { name: "Aminata Diallo" }))).toBeVisible();
      await expect(main.getByRole("complementary", { name: text(lang, "pages.blog.author_title") })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2 }).first()).toBeVisible();
      // Sharing tags and the schema.org BlogPosting.
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", PMP_POST.title[lang]);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(ld).toMatchObject({ "@type": "BlogPosting", headline: PMP_POST.title[lang], inLanguage: lang });
      await expectAccessible(page);

      await main.getByRole("link", { name: textPattern(lang, "pages.blog.back") }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(main.getByRole("heading", { level: 1, name: text(lang, "pages.blog.title") })).toBeVisible();
      await closePage(page);
    });

    test("a draft or unknown post is the blog's 404", async ({ browser }) => {
      const page = await newPage(browser, lang);
      const response = await page.goto(`/blog/${DRAFT_POST}?lang=${lang}`);
      expect(response?.status()).toBe(404);
      const main = page.getByRole("main");
      await expect(main.getByText(text(lang, "pages.blog.error.not_found"))).toBeVisible();
      await main.getByRole("link", { name: text(lang, "pages.blog.back") }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await closePage(page);
    });

    test("/about shows the published page with its meta and sharing tags", async ({ browser }) => {
      const page = await newPage(browser, lang);
      await page.goto(`/about?lang=${lang}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: ABOUT_TITLE[lang] })).toBeVisible();
      // The demo page's own meta title already names the site.
      await expect(page).toHaveTitle(`${ABOUT_TITLE[lang]} | Formatio`);
      const og = (property: string) => page.locator(`meta[property="${property}"]`);
      await expect(og("og:title")).toHaveAttribute("content", /Formatio/);
      await expect(og("og:description")).toHaveAttribute("content", /2019/);
      await expect(og("og:type")).toHaveAttribute("content", "website");
      await expect(og("og:url")).toHaveAttribute("content", new RegExp(`/about\\?lang=${lang}$`));
      await expect(og("og:image")).toHaveAttribute("content", /^https?:\/\/.+\/images\/og-default\.png$/);
      await expect(og("og:locale")).toHaveAttribute("content", lang === "fr" ? "fr_FR" : "en_GB");
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/about\\?lang=${lang}$`));
      // Visitors get no edit link.
      await expect(main.getByRole("link", { name: text(lang, "pages.content.edit") })).toHaveCount(0);
      await expectAccessible(page);
      // Its other address names /about as the canonical one.
      await page.goto(`/pages/about?lang=${lang}`);
      await expect(main.getByRole("heading", { level: 1, name: ABOUT_TITLE[lang] })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/about\\?lang=${lang}$`));
      await expect(og("og:url")).toHaveAttribute("content", new RegExp(`/about\\?lang=${lang}$`));
      await closePage(page);
    });

    test("an admin gets the page's edit link to the back office", async ({ browser }) => {
      const page = await newPage(browser, lang);
      await page.goto(`/login?lang=${lang}`);
      const main = page.getByRole("main");
      await main.getByLabel(labelPattern(lang, "auth.login.email")).fill(ADMIN.email);
      await main.getByLabel(labelPattern(lang, "auth.login.password")).fill(ADMIN.password);
      await main.getByRole("button", { name: text(lang, "auth.login.submit") }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto(`/about?lang=${lang}`);
      await expect(main.getByRole("link", { name: text(lang, "pages.content.edit") })).toHaveAttribute(
        "href",
        /^\/admin\/pages\?edit=[0-9a-f-]{36}$/,
      );
      await closePage(page);
    });

    test("an unknown address is the 404 view with the check-the-address hint", async ({ browser }) => {
      const page = await newPage(browser, lang);
      const response = await page.goto(`/no-such-page-anywhere?lang=${lang}`);
      expect(response?.status()).toBe(404);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: text(lang, "errors.not_found.title") })).toBeVisible();
      await expect(main.getByText(text(lang, "pages.error.not_found"))).toBeVisible();
      await expect(main.getByText(text(lang, "pages.error.check_url"))).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expectAccessible(page);
      // The same under /pages/.
      expect((await page.goto(`/pages/no-such-page?lang=${lang}`))?.status()).toBe(404);
      await expect(main.getByText(text(lang, "pages.error.check_url"))).toBeVisible();
      await main.getByRole("link", { name: text(lang, "errors.not_found.back_home") }).click();
      await expect(page).toHaveURL(/\/$/);
      await closePage(page);
    });

    test("the home page describes the organisation; the site map lists sections and pages", async ({ browser }) => {
      const page = await newPage(browser, lang);
      await page.goto(`/?lang=${lang}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Formatio/);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(ld).toMatchObject({ "@type": "EducationalOrganization", name: "Formatio" });

      await page.goto(`/sitemap?lang=${lang}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: text(lang, "pages.sitemap.title") })).toBeVisible();
      await expect(main.getByRole("link", { name: text(lang, "breadcrumbs.courses") }).first()).toBeVisible();
      await expect(main.getByRole("link", { name: ABOUT_TITLE[lang] })).toBeVisible();
      await expect(main.getByRole("link", { name: PMP_POST.title[lang] })).toBeVisible();
      await expectAccessible(page);
      await closePage(page);
    });
  });
}

test("sitemap.xml is valid XML with both languages and no drafts; robots.txt points at it", async ({ page }) => {
  test.setTimeout(120_000);
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  await page.goto("/robots.txt");
  // The browser's own XML parser: a malformed document yields a <parsererror>.
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      locs: [...doc.getElementsByTagNameNS(ns, "loc")].map((el) => el.textContent ?? ""),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  const paths = parsed.locs.map((loc) => new URL(loc).pathname + new URL(loc).search);
  for (const lang of ["fr", "en"]) {
    expect(paths).toContain(`/?lang=${lang}`);
    expect(paths).toContain(`/about?lang=${lang}`);
    expect(paths).toContain(`/blog/${PMP_POST.slug}?lang=${lang}`);
  }
  expect(paths.some((p) => p.startsWith("/formations/"))).toBe(true);
  expect(paths.some((p) => p.startsWith("/services/"))).toBe(true);
  expect(paths.some((p) => p.startsWith("/ressources/"))).toBe(true);
  expect(xml).not.toContain(DRAFT_POST);

  const robots = await page.request.get("/robots.txt");
  const body = await robots.text();
  expect(body).toContain("Disallow: /admin");
  expect(body).toContain("Disallow: /profile");
  expect(body).toContain("Disallow: /api");
  expect(body).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});
