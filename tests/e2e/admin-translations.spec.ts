// The translations screen, as an administrator in French and in English: a search brings the
// list back to page 1; a public text is edited inline (an edit dropping a {{variable}} is
// refused first) and a visitor's next page — and the dictionary file it names — shows it; reset
// to default after confirming brings the locale file's text back on the site; a key is added in
// the modal (its required fields refused first). axe on the list, the open row and the dialogs.
import type { Page } from "@playwright/test";
import { journeyLanguages, type Lang, labelPattern, literally, text } from "./i18n";
import { closePage, expectAccessible, newPage, signInAsAdmin } from "./support";
import { expect, test } from "./test";

/** The home page's buttons, one per language so the two runs share nothing. */
const EDITED: Record<Lang, { key: string; field: Lang }> = {
  fr: { key: "home.cta_courses", field: "fr" },
  en: { key: "home.cta_contact", field: "en" },
};

/** What an anonymous visitor's home page shows, and the dictionary file the page names. */
async function visitHome(page: Page, lang: Lang) {
  await page.goto(`/?lang=${lang}`);
  const html = await (await page.request.get(`/?lang=${lang}`)).text();
  const dictionary = /data-i18n="(\/i18n\/[a-z]{2}\.[0-9a-f]{16}\.json)"/.exec(html)?.[1];
  expect(dictionary).toBeTruthy();
  return (await page.request.get(dictionary as string)).text();
}

for (const lang of journeyLanguages("en")) {
  test(`an admin edits a public text inline, the site shows it at once, then resets it; a key is added (${lang})`, async ({
    browser,
  }) => {
    // The dev server compiles the public and admin pages on their first visit.
    test.setTimeout(180_000);
    const { key, field } = EDITED[lang];
    const newText = lang === "fr" ? "Parcourir le catalogue" : "Talk to our team";
    const visitor = await newPage(browser, lang);
    const original = text(lang, key);
    await visitHome(visitor, lang);
    await expect(visitor.getByRole("link", { name: original, exact: true }).first()).toBeVisible();

    const page = await newPage(browser, lang);
    await signInAsAdmin(page, lang);
    // A later page, to see the search bring the list back to page 1.
    await page.goto("/admin/translations?page=3");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.translations.title") })).toBeVisible();
    await expect(
      main.getByRole("heading", { name: text(lang, "admin.translations.completeness.title") }),
    ).toBeVisible();
    await expectAccessible(page);

    const search = main.getByRole("searchbox", { name: text(lang, "admin.translations.search_label") });

    // An edit that drops a variable is refused, the row stays open with what was typed.
    await search.fill("footer.rights");
    await search.press("Enter");
    await expect(page).toHaveURL(/\?q=footer\.rights$/);
    const rights = main.getByRole("row", { name: /footer\.rights/ });
    await expect(async () => {
      await rights.getByRole("button", { name: text(lang, "admin.translations.edit") }).click();
      await expect(rights.getByRole("textbox").first()).toBeVisible({ timeout: 2000 });
    }).toPass();
    const rightsField = rights.getByRole("textbox", {
      name: new RegExp(`^${literally(text(lang, `admin.translations.columns.${lang}`))}`),
    });
    await rightsField.fill("© All rights reserved");
    await rights.getByRole("button", { name: text(lang, "admin.list.save") }).click();
    await expect(rights.getByText(text(lang, "admin.translations.validation.placeholders"))).toBeVisible();
    await expect(rightsField).toHaveValue("© All rights reserved");
    await expectAccessible(page);
    await rights.getByRole("button", { name: text(lang, "ui.cancel") }).click();
    await expect(rights.getByRole("textbox")).toHaveCount(0);

    // The public text, edited inline.
    await search.fill(key);
    await search.press("Enter");
    const row = main.getByRole("row", { name: new RegExp(literally(key)) });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: text(lang, "admin.translations.edit") }).click();
    const control = row.getByRole("textbox", {
      name: new RegExp(`^${literally(text(lang, `admin.translations.columns.${field}`))}`),
    });
    await expect(row.getByRole("textbox").first()).toBeFocused();
    await control.fill(newText);
    await row.getByRole("button", { name: text(lang, "admin.list.save") }).click();
    await expect(page.getByText(text(lang, "admin.translations.success.saved"))).toBeVisible();
    await expect(row.getByText(newText)).toBeVisible();
    await expect(row.getByText(text(lang, "admin.translations.origin.edited"))).toBeVisible();

    // The visitor's next page shows it, and so does the dictionary file that page names.
    const dictionary = await visitHome(visitor, lang);
    await expect(visitor.getByRole("link", { name: newText, exact: true }).first()).toBeVisible();
    expect(dictionary).toContain(newText);

    // Reset to default, after confirming: the locale file's text is back on the site.
    await row.getByRole("button", { name: text(lang, "admin.translations.reset") }).click();
    const confirm = page.getByRole("dialog", { name: text(lang, "admin.translations.reset_title") });
    await expect(confirm.getByText(original, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: text(lang, "admin.translations.reset") }).click();
    await expect(page.getByText(text(lang, "admin.translations.success.reset"))).toBeVisible();
    await expect(row.getByText(text(lang, "admin.translations.origin.edited"))).toHaveCount(0);
    await visitHome(visitor, lang);
    await expect(visitor.getByRole("link", { name: original, exact: true }).first()).toBeVisible();

    // A new key, in the modal: its required fields first, then saved and shown in the list.
    const newKey = `home.e2e_note_${lang}`;
    await main.getByRole("button", { name: text(lang, "admin.translations.add") }).click();
    const dialog = page.getByRole("dialog", { name: text(lang, "admin.translations.form.add_title") });
    await dialog.getByRole("button", { name: text(lang, "admin.translations.form.save") }).click();
    await expect(dialog.getByText(text(lang, "admin.translations.validation.category_required"))).toBeVisible();
    await expect(dialog.getByText(text(lang, "admin.translations.validation.key_required"))).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel(labelPattern(lang, "admin.translations.form.category")).selectOption({ label: "home" });
    await dialog.getByLabel(labelPattern(lang, "admin.translations.form.key")).fill(newKey);
    await dialog.getByLabel(labelPattern(lang, "admin.translations.form.fr")).fill("Note de test");
    await dialog.getByLabel(labelPattern(lang, "admin.translations.form.en")).fill("Test note");
    await dialog.getByRole("button", { name: text(lang, "admin.translations.form.save") }).click();
    await expect(page.getByText(text(lang, "admin.translations.success.created"))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`\\?q=${literally(newKey)}$`));
    const added = main.getByRole("row", { name: new RegExp(literally(newKey)) });
    await expect(added.getByText(text(lang, "admin.translations.origin.added"))).toBeVisible();

    await closePage(visitor);
    await closePage(page);
  });
}
