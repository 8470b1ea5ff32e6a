// A course page that sells (issue 24): at 1280 px its first screen holds the price, the
// duration, the next date with its seats, Register and Request a quote; at 390 px a bar fixed
// to the bottom of the screen keeps the price, Register and Quote in reach. Every date shows its price.
import { journeyLanguages, text, textPattern } from "./i18n";
import { closePage, expectAccessible, newPage } from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("fr")) {
  test(`a course's offer is in the first screen, and in a bar on a phone (${lang})`, async ({ browser }) => {
    const page = await newPage(browser, lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    // A course with a date open for registration: the calendar's first card.
    await page.goto("/calendrier");
    await page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/formations\/[^/?]+$/);

    const offer = page.getByRole("region", { name: text(lang, "pages.courses.offer.title") });
    await expect(offer).toBeVisible();
    const register = offer.getByRole("button", { name: text(lang, "pages.courses.registration.register") });
    const quote = offer.getByRole("link", { name: text(lang, "pages.courses.card.request_quote") });
    await expect(register).toBeVisible();
    await expect(quote).toHaveAttribute("href", /\/contact\?course=/);
    await expect(offer.getByText(textPattern(lang, "pages.courses.offer.next", { dates: "" }))).toBeVisible();
    // All of it above the fold.
    for (const part of [offer.getByText(/\d/).first(), register, quote]) {
      const box = await part.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(800);
    }
    // The phone's bar is for phones.
    const bar = page.getByRole("region", { name: text(lang, "pages.courses.offer.bar_label") });
    await expect(bar).toBeHidden();
    // Every date of the list says its price.
    const dates = page.getByRole("region", { name: text(lang, "pages.courses.sessions.title") }).getByRole("listitem");
    const count = await dates.count();
    for (let index = 0; index < count; index += 1) await expect(dates.nth(index)).toContainText(/\d/);
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("button", { name: text(lang, "pages.courses.registration.register") })).toBeVisible();
    await expect(bar.getByRole("link", { name: text(lang, "pages.courses.offer.quote_short") })).toBeVisible();
    const barBox = await bar.boundingBox();
    expect(barBox && Math.round(barBox.y + barBox.height)).toBe(800);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await closePage(page);
  });
}
