// A form's answer is seen, and a failed request loses nothing (issue 24 §1, §12, §13).
// Contact: at 390 and 1280 px the confirmation, then the rate-limit refusal, are brought into
// view below the sticky header and take the focus; offline, the form stays with what was
// typed and says the spec's NETWORK_ERROR, and sending again once online works. Back office:
// a refused name loses its message as soon as it is typed; offline, the editor stays open
// with what was typed and says the same; saving again once online works (the category is
// archived afterwards, so the catalogue's filter is as it was).
import type { Locator, Page } from "@playwright/test";
import { journeyLanguages, type Lang, labelPattern, text } from "./i18n";
import { closePage, languageTab, newPage, openHydrated, signInAsAdmin, uniqueIp } from "./support";
import { expect, test } from "./test";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The message is inside the viewport and below the sticky header (not hidden under it). */
async function expectInSight(page: Page, message: Locator) {
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
  const box = await message.boundingBox();
  const header = await page.getByRole("banner").boundingBox();
  const viewport = page.viewportSize();
  expect(box && header && viewport).toBeTruthy();
  if (!box || !header || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

async function fillContact(page: Page, lang: Lang, message: string) {
  const main = page.getByRole("main");
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.first_name")).fill("Camille");
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.last_name")).fill("Martin");
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.email")).fill("camille.martin@example.com");
  await main
    .getByRole("combobox", { name: labelPattern(lang, "pages.contact.fields.agency") })
    .selectOption({ index: 1 });
  await main
    .getByRole("combobox", { name: labelPattern(lang, "pages.contact.fields.category") })
    .selectOption("training");
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.message")).fill(message);
}

for (const lang of journeyLanguages("fr")) {
  test(`contact: the answer is brought into view on a phone and a desktop; offline, nothing typed is lost (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const page = await newPage(browser, lang, { ip: uniqueIp() });
    const main = page.getByRole("main");
    const submit = main.getByRole("button", { name: text(lang, "pages.contact.submit") });
    const success = main.getByRole("status").filter({ hasText: text(lang, "pages.contact.success") });
    const message = main.getByLabel(labelPattern(lang, "pages.contact.fields.message"));

    // Offline first (it sends nothing, so it spends none of the allowance): the form stays,
    // with what was typed, and says the spec's text; once online, the same form is sent.
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, "/contact");
    await fillContact(page, lang, `Offline ${stamp}`);
    await page.context().setOffline(true);
    await submit.click();
    const offline = main.getByRole("alert").filter({ hasText: text(lang, "errors.network") });
    await expectInSight(page, offline);
    await expect(message).toHaveValue(`Offline ${stamp}`);
    await expect(main.getByLabel(labelPattern(lang, "pages.contact.fields.first_name"))).toHaveValue("Camille");
    await page.context().setOffline(false);
    await submit.click();
    await expectInSight(page, success);
    await expect(message).toHaveValue("");

    // On a phone, the long form's confirmation is far above the button: it comes into view.
    await page.setViewportSize(PHONE);
    await fillContact(page, lang, `Phone ${stamp}`);
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await expect(message).toHaveValue("");
    await expectInSight(page, success);

    // Messages 3 to 5, then the sixth is refused: the refusal comes into view too, on both sizes.
    for (const n of [3, 4, 5]) {
      await fillContact(page, lang, `Message ${n} ${stamp}`);
      await submit.click();
      await expect(message).toHaveValue("");
    }
    // The refusal's first sentence (the minutes left follow it).
    const tooMany = text(lang, "pages.contact.error.rate_limited", { count: 15 }).split(".")[0];
    const limited = main.getByRole("alert").filter({ hasText: tooMany });
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await fillContact(page, lang, `One too many ${stamp}`);
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      await expectInSight(page, limited);
      await expect(message).toHaveValue(`One too many ${stamp}`);
    }
    await closePage(page);
  });
}

for (const lang of journeyLanguages("en")) {
  test(`back office: a fixed field loses its error as it is typed; offline, the editor keeps what was typed (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const names = { fr: `Réseau ${stamp}`, en: `Network ${stamp}` };
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await openHydrated(admin, "/admin/categories");
    const main = admin.getByRole("main");
    await main.getByRole("button", { name: text(lang, "admin.categories.add") }).click();
    const dialog = admin.getByRole("dialog", { name: text(lang, "admin.categories.form.add_title") });
    const save = dialog.getByRole("button", { name: text(lang, "admin.categories.form.save") });
    const required = text(lang, "admin.categories.validation.name_required");

    // Refused, then fixed: the message goes as the name is typed, before any save.
    await save.click();
    const french = await languageTab(dialog, lang, "fr");
    await expect(french.getByText(required)).toBeVisible();
    await french.getByRole("textbox", { name: labelPattern(lang, "admin.categories.form.name") }).fill(names.fr);
    await expect(french.getByText(required)).toHaveCount(0);
    // The other language's field keeps its message until it is fixed too.
    const english = await languageTab(dialog, lang, "en");
    await expect(english.getByText(required)).toBeVisible();
    await english.getByRole("textbox", { name: labelPattern(lang, "admin.categories.form.name") }).fill(names.en);
    await expect(english.getByText(required)).toHaveCount(0);

    // Offline: the dialog stays open with the names, saying the connection failed.
    await admin.context().setOffline(true);
    await save.click();
    await expect(dialog.getByRole("alert").filter({ hasText: text(lang, "errors.network") })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(english.getByRole("textbox", { name: labelPattern(lang, "admin.categories.form.name") })).toHaveValue(
      names.en,
    );
    const frenchAgain = await languageTab(dialog, lang, "fr");
    await expect(
      frenchAgain.getByRole("textbox", { name: labelPattern(lang, "admin.categories.form.name") }),
    ).toHaveValue(names.fr);

    // Back online, the same save goes through.
    await admin.context().setOffline(false);
    await save.click();
    await expect(dialog).toHaveCount(0);
    const row = main.getByRole("article", { name: names[lang] });
    await expect(row).toBeVisible();

    // Leave the catalogue as it was: the category is archived.
    await row.getByRole("button", { name: text(lang, "admin.categories.archive") }).click();
    const confirm = admin.getByRole("dialog", { name: text(lang, "admin.categories.archive_title") });
    await confirm.getByRole("button", { name: text(lang, "admin.categories.archive") }).click();
    await expect(row.getByText(text(lang, "admin.categories.archived"), { exact: true })).toBeVisible();
    await closePage(admin);
  });
}
