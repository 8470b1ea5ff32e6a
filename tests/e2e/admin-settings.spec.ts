// The settings screens, as an administrator in French and in English: a logo and a favicon
// uploaded are saved at once (each with its own message) and the public page's icon and logo
// change; the site's name and English motto, the brand colour (with the live contrast check
// saying when the site darkens it) and the carousel speed saved → the public home shows them
// at the next request, in English and in French; a refused value is explained and kept; axe on
// both screens. Everything is put back at the end, for the specs that follow.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { readableOnWhite } from "../../app/site/colour";
import { journeyLanguages, type Lang, labelPattern, text } from "./i18n";
import { closePage, expectAccessible, languageTab, newPage, openHydrated, signInAsAdmin } from "./support";
import { expect, test } from "./test";

const png = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function save(page: Page, lang: Lang) {
  await page
    .getByRole("main")
    .getByRole("button", { name: text(lang, "admin.settings.save") })
    .click();
  await expect(page.getByText(text(lang, "admin.settings.success.save")).last()).toBeVisible();
}

for (const lang of journeyLanguages("en")) {
  test(`an admin changes the site's images, name, English motto, brand colour and carousel speed; the public home shows them at once (${lang})`, async ({
    browser,
  }) => {
    // Two screens, two uploads, four saves and the public home twice, on a dev server compiling as it goes.
    test.setTimeout(180_000);
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    const main = admin.getByRole("main");
    const visitor = await newPage(browser, "en");

    // Before: the default icon.
    await visitor.goto("/?lang=en");
    await expect(visitor.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");

    // ---- General settings: the logo and the favicon, saved as soon as they are uploaded.
    await openHydrated(admin, "/admin/settings/general");
    await expect(
      main.getByRole("heading", { level: 1, name: text(lang, "admin.settings.general.title") }),
    ).toBeVisible();
    await expectAccessible(admin);

    const logoGroup = main.getByRole("group", { name: text(lang, "admin.settings.assets.logo"), exact: true });
    // Over 2 MB: refused in the browser with the screen's own text, nothing sent.
    await logoGroup.getByLabel(text(lang, "admin.settings.assets.logo"), { exact: true }).setInputFiles({
      name: "big.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(logoGroup.getByRole("alert")).toHaveText(
      text(lang, "admin.settings.error.file_too_large", { max: 2 }),
    );
    await logoGroup.getByLabel(text(lang, "admin.settings.assets.logo"), { exact: true }).setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: await png(300, 100, { r: 29, g: 78, b: 216 }),
    });
    await expect(admin.getByText(text(lang, "admin.settings.success.logo_upload"))).toBeVisible();
    const logoUrl = await logoGroup.getByRole("img").getAttribute("src");
    expect(logoUrl).toMatch(/^\/uploads\/site-assets\/logo-/);

    const faviconGroup = main.getByRole("group", { name: text(lang, "admin.settings.assets.favicon"), exact: true });
    const faviconInput = faviconGroup.getByLabel(text(lang, "admin.settings.assets.favicon"), { exact: true });
    // The favicon takes .ico, .png and .svg only: a JPEG is refused in the browser with the screen's text.
    await faviconInput.setInputFiles({ name: "icon.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not sent") });
    await expect(faviconGroup.getByRole("alert")).toHaveText(text(lang, "admin.settings.error.invalid_file_type"));
    await faviconInput.setInputFiles({
      name: "favicon.png",
      mimeType: "image/png",
      buffer: await png(64, 64, { r: 242, g: 101, b: 36 }),
    });
    await expect(admin.getByText(text(lang, "admin.settings.success.favicon_upload"))).toBeVisible();
    const faviconUrl = await faviconGroup.getByRole("img").getAttribute("src");
    expect(faviconUrl).toMatch(/^\/uploads\/site-assets\/favicon-/);

    // ---- The site's name and its English motto. A name left empty is refused and explained.
    const appName = main.getByLabel(labelPattern(lang, "admin.settings.fields.app_name"));
    const originalName = await appName.inputValue();
    const form = main.locator("form");
    const english = await languageTab(form, lang, "en");
    const englishMotto = english.getByLabel(labelPattern(lang, "admin.settings.fields.motto"));
    const originalMotto = await englishMotto.inputValue();
    const newName = `Horizon ${lang.toUpperCase()}`;
    const newMotto = `Never stop learning (${lang})`;
    await englishMotto.fill(newMotto);
    await appName.fill("");
    await main.getByRole("button", { name: text(lang, "admin.settings.save") }).click();
    await expect(main.getByText(text(lang, "admin.settings.validation.app_name_required"))).toBeVisible();
    await expect(appName).toBeFocused();
    await appName.fill(newName);
    await save(admin, lang);
    // What was typed in the other tab was kept through the refusal.
    await expect(
      (await languageTab(form, lang, "en")).getByLabel(labelPattern(lang, "admin.settings.fields.motto")),
    ).toHaveValue(newMotto);

    // ---- Advanced settings: the brand colour, with the live contrast check, and the carousel speed.
    await openHydrated(admin, "/admin/settings/advanced");
    await expect(
      main.getByRole("heading", { level: 1, name: text(lang, "admin.settings.advanced.title") }),
    ).toBeVisible();
    await expectAccessible(admin);
    const primary = main.getByRole("textbox", { name: labelPattern(lang, "admin.settings.theme.primary_color") });
    const originalPrimary = await primary.inputValue();
    await primary.fill("#FFD166");
    // Too light for text: the screen says the site will darken it, and to what.
    await expect(main.getByText(readableOnWhite("#ffd166").toUpperCase())).toBeVisible();
    await primary.fill("#1d4ed8");
    await expect(
      main.getByLabel(
        text(lang, "admin.settings.theme.picker", { colour: text(lang, "admin.settings.theme.primary_color") }),
      ),
    ).toHaveValue("#1d4ed8");
    const speed = main.getByLabel(labelPattern(lang, "admin.settings.fields.carousel_speed"));
    const originalSpeed = await speed.inputValue();
    await speed.fill("500");
    await main.getByRole("button", { name: text(lang, "admin.settings.save") }).click();
    await expect(main.getByText(text(lang, "admin.settings.validation.carousel_speed_range"))).toBeVisible();
    await expect(primary).toHaveValue("#1d4ed8");
    await speed.fill("12");
    await save(admin, lang);

    // ---- The public home, at once: English texts on English pages, the French motto on French ones.
    await visitor.goto("/?lang=en");
    await expect(visitor.getByRole("banner").getByText(newName)).toBeVisible();
    await expect(visitor.getByRole("contentinfo").getByText(newMotto)).toBeVisible();
    expect(await visitor.evaluate(() => document.documentElement.style.getPropertyValue("--brand-primary"))).toBe(
      "#1d4ed8",
    );
    await expect(visitor.locator("[data-speed]")).toHaveAttribute("data-speed", "12");
    await expect(visitor.locator('link[rel="icon"]')).toHaveAttribute("href", faviconUrl ?? "");
    await expect(visitor.getByRole("banner").locator(`img[src="${logoUrl}"]`)).toBeVisible();
    await visitor.goto("/?lang=fr");
    await expect(visitor.getByRole("contentinfo").getByText(newName).first()).toBeVisible();
    await expect(visitor.getByRole("contentinfo").getByText(newMotto)).toHaveCount(0);

    // ---- Put everything back (the specs that follow expect the seeded site).
    await speed.fill(originalSpeed);
    await primary.fill(originalPrimary);
    await save(admin, lang);
    await openHydrated(admin, "/admin/settings/general");
    await main.getByLabel(labelPattern(lang, "admin.settings.fields.app_name")).fill(originalName);
    await (await languageTab(main.locator("form"), lang, "en"))
      .getByLabel(labelPattern(lang, "admin.settings.fields.motto"))
      .fill(originalMotto);
    await save(admin, lang);
    for (const group of [faviconGroup, logoGroup]) {
      await group.getByRole("button", { name: text(lang, "ui.upload.remove") }).click();
      await expect(group.getByRole("img")).toHaveCount(0);
      await expect(admin.getByText(text(lang, "admin.settings.success.asset_removed")).last()).toBeVisible();
    }
    await visitor.goto("/?lang=en");
    await expect(visitor.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    await expect(visitor.getByRole("banner").getByText(originalName).first()).toBeVisible();

    await closePage(visitor);
    await closePage(admin);
  });
}
