// The header holds any logo (issue 24 §11): an administrator uploads a very wide logo, and on
// French pages at 1024, 1280 and 1440 px the brand never overlaps the first menu entry, for a
// visitor (five entries) as for the signed-in administrator (seven, whose bar folds into the
// phone menu below 1280 px). The logo is removed at the end, for the specs that follow.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { journeyLanguages, text } from "./i18n";
import { closePage, newPage, openHydrated, signInAsAdmin } from "./support";
import { expect, test } from "./test";

const WIDTHS = [1024, 1280, 1440];

/** The brand's and the first menu entry's boxes, when the bar shows the menu. */
async function brandAndFirstEntry(page: Page) {
  const banner = page.getByRole("banner");
  const brand = await banner.locator('a[href="/"]').first().boundingBox();
  const firstEntry = banner.getByRole("navigation").getByRole("link").first();
  const entry = (await firstEntry.isVisible()) ? await firstEntry.boundingBox() : null;
  return { brand, entry };
}

for (const lang of journeyLanguages("fr")) {
  test(`a very wide logo never covers the menu, whatever the width (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await openHydrated(admin, "/admin/settings/general");
    const logoGroup = admin
      .getByRole("main")
      .getByRole("group", { name: text(lang, "admin.settings.assets.logo"), exact: true });
    // 16:1, the shape of a logo with the organisation's name set in it.
    const wide = await sharp({
      create: { width: 1600, height: 100, channels: 3, background: { r: 186, g: 78, b: 28 } },
    })
      .png()
      .toBuffer();
    await logoGroup
      .getByLabel(text(lang, "admin.settings.assets.logo"), { exact: true })
      .setInputFiles({ name: "wide-logo.png", mimeType: "image/png", buffer: wide });
    await expect(admin.getByText(text(lang, "admin.settings.success.logo_upload"))).toBeVisible();

    const visitor = await newPage(browser, lang);
    for (const page of [visitor, admin]) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/formations?lang=${lang}`);
        const banner = page.getByRole("banner");
        await expect(banner.locator('a[href="/"] img')).toBeVisible();
        const { brand, entry } = await brandAndFirstEntry(page);
        expect(brand, `brand at ${width}`).not.toBeNull();
        // The logo keeps its place: at most 2.5rem high, inside the bar.
        const logo = await banner.locator('a[href="/"] img').boundingBox();
        expect(logo?.height ?? 0, `logo height at ${width}`).toBeLessThanOrEqual(40);
        if (entry && brand) {
          expect(brand.x + brand.width, `brand's right edge before the first entry at ${width}`).toBeLessThanOrEqual(
            entry.x,
          );
        } else {
          // No room for the whole bar: the phone menu's button, beside the brand.
          const menu = banner.getByRole("button", { name: text(lang, "nav.open_menu") });
          await expect(menu, `menu button at ${width}`).toBeVisible();
          const button = await menu.boundingBox();
          expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeLessThanOrEqual(button?.x ?? 0);
        }
        // Nothing sticks out sideways.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `scroll at ${width}`,
        ).toBeLessThanOrEqual(width);
      }
    }
    // A visitor's five entries fit beside the logo from 1024 px on.
    await visitor.setViewportSize({ width: 1024, height: 800 });
    await visitor.goto(`/formations?lang=${lang}`);
    await expect(visitor.getByRole("banner").getByRole("navigation").getByRole("link").first()).toBeVisible();
    await closePage(visitor);

    // Put the seeded site back.
    await admin.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(admin, "/admin/settings/general");
    await logoGroup.getByRole("button", { name: text(lang, "ui.upload.remove") }).click();
    await expect(logoGroup.getByRole("img")).toHaveCount(0);
    await closePage(admin);
  });
}
