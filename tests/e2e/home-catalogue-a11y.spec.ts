// Accessibility of the pages issue 3 built (home, catalogue, course page, calendar),
// in French and English, with the shell: no serious or critical axe violation.
import { journeyLanguages, text } from "./i18n";
import { closePage, expectAccessible, newPage } from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("en")) {
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

for (const lang of journeyLanguages("fr")) {
  test(`the home hero searches the catalogue and shows the next session; a card's details open (${lang})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, lang);
    await page.goto("/");
    const hero = page.locator("section").first();
    const next = hero.getByText(text(lang, "home.next_session"));
    await expect(next).toBeVisible();
    // The next session's course is one click away from the first screen.
    await expect(next.locator("..").getByRole("link")).toHaveAttribute("href", /^\/formations\/[a-z0-9-]+$/);

    const search = hero.getByRole("searchbox", { name: text(lang, "home.hero_search_label") });
    await search.fill("Power BI");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/formations\?q=Power\+BI$/);
    const cards = page.getByRole("article");
    await expect(cards.first()).toContainText("Power BI");

    // The card leads with a few facts; the rest opens from "More details".
    const card = cards.first();
    const details = card.getByText(text(lang, "pages.courses.card.more_details"));
    const audience = card.getByText(text(lang, "pages.courses.card.audience"));
    await expect(audience).toBeHidden();
    await details.focus();
    await page.keyboard.press("Enter");
    await expect(audience).toBeVisible();
    await closePage(page);
  });

  test(`on a phone the hero fits the screen: title, search and its button inside 390 px (${lang})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const hero = page.locator("section").first();
    for (const element of [
      hero.getByRole("heading", { level: 1 }),
      hero.getByRole("searchbox"),
      hero.getByRole("button", { name: text(lang, "home.hero_search_submit") }),
    ]) {
      const box = await element.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await closePage(page);
  });
}

for (const lang of journeyLanguages("fr")) {
  test(`the legal notice, from the footer, names the publisher and the declaration (${lang})`, async ({ browser }) => {
    const page = await newPage(browser, lang);
    await page.goto("/");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: text(lang, "footer.links.legal_notice") })
      .click();
    await expect(page).toHaveURL(/\/mentions-legales$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "pages.legal_notice.title") })).toBeVisible();
    await expect(main.getByRole("heading", { name: text(lang, "pages.legal_notice.publisher") })).toBeVisible();
    await expect(main.getByText(text(lang, "pages.legal_notice.not_approval"))).toBeVisible();
    await expectAccessible(page);
    await closePage(page);
  });
}
