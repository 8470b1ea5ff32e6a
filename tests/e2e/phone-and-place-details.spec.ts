// What a reader meets in the small print (issue 24 §8, §10): a course's tabs on a 390 px phone
// show that more follow and scroll to them; agencies' addresses read as their country writes
// them; reversed calendar dates are read the right way round, with a word saying so; the
// services' size filter is the editors' own.
import { journeyLanguages, text } from "./i18n";
import { closePage, expectAccessible, isoDate, newPage, signInAsAdmin, waitForHydration } from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("en")) {
  test(`on a phone, a course's tabs show there are more and scroll to them (${lang})`, async ({ browser }) => {
    const page = await newPage(browser, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    // A demo course with all its content tabs (the catalogue's first one depends on what other
    // tests created meanwhile).
    await page.goto(`/formations/data-analysis-with-power-bi?lang=${lang}`);
    await waitForHydration(page, "main [role=tab]");
    const tabs = page.getByRole("tablist", { name: text(lang, "pages.courses.tabs.label") });
    const more = page.getByRole("button", { name: text(lang, "ui.tabs.scroll_forward") });
    const back = page.getByRole("button", { name: text(lang, "ui.tabs.scroll_back") });
    // The demo's courses have more tabs than a phone's width: the last one starts out of sight.
    expect(await tabs.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    await expect(more).toBeVisible();
    await expect(back).toHaveCount(0);
    await more.click();
    await expect.poll(() => tabs.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    await expect(back).toBeVisible();
    // Keyboard users reach the last tab with the arrow keys, and it comes into view.
    await tabs.getByRole("tab").first().focus();
    await page.keyboard.press("End");
    await expect(tabs.getByRole("tab").last()).toBeInViewport();
    await expect(more).toHaveCount(0);
    await expectAccessible(page);
    await closePage(page);
  });

  test(`agencies' addresses follow their country, and reversed calendar dates are put right (${lang})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, lang);
    await page.goto(`/agencies?lang=${lang}`);
    const main = page.getByRole("main");
    await expect(main.getByText("New York, NY 10167", { exact: true })).toBeVisible();
    await expect(main.getByText("London EC4V 4AY", { exact: true })).toBeVisible();
    await expect(main.getByText("75008 Paris", { exact: true })).toBeVisible();
    await expect(main.getByText("NY 10167 New York")).toHaveCount(0);

    await page.goto(`/calendrier?lang=${lang}&from=${isoDate(60)}&to=${isoDate(2)}`);
    const filters = page.getByRole("form", { name: text(lang, "pages.calendar.filters.label") });
    await expect(filters.getByRole("status")).toHaveText(text(lang, "pages.calendar.filters.dates_swapped"));
    await expect(filters.getByLabel(text(lang, "pages.calendar.filters.from"))).toHaveValue(isoDate(2));
    await expect(filters.getByLabel(text(lang, "pages.calendar.filters.to"))).toHaveValue(isoDate(60));
    await expect(page.getByText(text(lang, "pages.calendar.empty.title"))).toHaveCount(0);
    await closePage(page);
  });
}

for (const lang of journeyLanguages("fr")) {
  test(`the services' size filter is for editors only (${lang})`, async ({ browser }) => {
    const visitor = await newPage(browser, lang);
    await visitor.goto(`/services?lang=${lang}`);
    await visitor.getByText(text(lang, "pages.services.filters.title"), { exact: true }).click();
    await expect(visitor.getByLabel(text(lang, "pages.services.filters.tag"))).toBeVisible();
    await expect(visitor.getByLabel(text(lang, "pages.services.filters.size"))).toHaveCount(0);
    await closePage(visitor);

    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await admin.goto("/services");
    await admin.getByText(text(lang, "pages.services.filters.title"), { exact: true }).click();
    await expect(admin.getByLabel(text(lang, "pages.services.filters.size"))).toBeVisible();
    await closePage(admin);
  });
}
