// Accessibility of the pages issue 3 built (home, catalogue, course page, calendar),
// in French and English, with the shell: no serious or critical axe violation.
import { expect, test } from "@playwright/test";
import { text } from "./i18n";
import { closePage, expectAccessible, newPage } from "./support";

for (const lang of ["fr", "en"] as const) {
  test(`home, catalogue, course page and calendar are accessible (${lang})`, async ({ browser }) => {
    const page = await newPage(browser, lang);

    await page.goto("/");
    await expect(page.getByRole("link", { name: text(lang, "home.cta_contact") })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/formations");
    await expect(page.getByRole("heading", { level: 1, name: text(lang, "pages.courses.title") })).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole("link", { name: new RegExp(text(lang, "pages.courses.card.learn_more")) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/formations\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/calendrier");
    await expect(page.getByRole("heading", { level: 1, name: text(lang, "pages.calendar.title") })).toBeVisible();
    await expectAccessible(page);
    await closePage(page);
  });
}
