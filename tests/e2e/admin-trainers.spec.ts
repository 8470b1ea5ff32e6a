// The trainers screen, as an administrator in French and in English: add a trainer (the
// form refuses a bad address first), find their card, see them on the public /trainers page,
// deactivate them after the confirmation, and see them leave /trainers while their card
// stays, marked inactive. Then a demo trainer's English position, written in the editor's
// English tab, shows on /trainers for English readers while French readers keep the French one.
import { journeyLanguages, labelPattern, text } from "./i18n";
import { closePage, expectAccessible, languageTab, newPage, openHydrated, signInAsAdmin } from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("en")) {
  test(`an admin adds a trainer, who shows on /trainers until deactivated (${lang})`, async ({ browser }) => {
    const page = await newPage(browser, lang);
    const stamp = Date.now();
    const name = `Formatrice ${lang.toUpperCase()} ${stamp}`;
    const email = `trainer-${lang}-${stamp}@example.com`;
    await signInAsAdmin(page, lang);
    await page.goto("/admin/trainers");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.trainers.title") })).toBeVisible();
    await expectAccessible(page);

    // Add: a bad address is refused in the form; then saved.
    const opener = main.getByRole("button", { name: text(lang, "admin.trainers.add") });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: text(lang, "admin.trainers.form.add_title") });
    const field = (key: string) => dialog.getByLabel(labelPattern(lang, `admin.trainers.form.${key}`));
    await field("full_name").fill(name);
    await field("email").fill("not an address");
    await field("company").fill("Atelier Conseil");
    await field("website").fill("https://atelier.example.com");
    // The card's texts in the French tab; the English one is left empty (French shown instead).
    const french = await languageTab(dialog, lang, "fr");
    await french.getByLabel(labelPattern(lang, "admin.trainers.form.position")).fill("Coach");
    await french
      .getByLabel(labelPattern(lang, "admin.trainers.form.specialties"))
      .fill(" Leadership, , Prise de parole ,leadership");
    await expect(dialog.getByRole("checkbox", { name: text(lang, "admin.trainers.form.is_active") })).toBeChecked();
    const save = dialog.getByRole("button", { name: text(lang, "admin.trainers.form.save") });
    await save.click();
    await expect(dialog.getByText(text(lang, "admin.trainers.validation.email_invalid"))).toBeVisible();
    await expect(field("email")).toBeFocused();
    await field("email").fill(email);
    await expectAccessible(page);
    await save.click();
    await expect(page.getByText(text(lang, "admin.trainers.success.created"))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The card, found by search (the URL keeps it): chips trimmed, empties and repeats dropped.
    const search = main.getByRole("searchbox", { name: text(lang, "admin.trainers.search_label") });
    await search.fill(email);
    await search.press("Enter");
    await expect(page).toHaveURL(/q=trainer-/);
    const card = main.getByRole("article", { name });
    const chips = card.getByRole("list", { name: text(lang, "admin.trainers.specialties") }).getByRole("listitem");
    await expect(chips).toHaveText(["Leadership", "Prise de parole"]);
    await expect(card.getByText(email)).toBeVisible();
    await expect(card.getByText("Coach · Atelier Conseil")).toBeVisible();
    await expect(card.getByText(text(lang, "admin.trainers.invited"))).toBeVisible();

    // On the public directory.
    const visitor = await newPage(browser, lang);
    await visitor.goto("/trainers");
    await expect(visitor.getByRole("heading", { name })).toBeVisible();

    // Deactivate: asked first (cancel keeps them), then done; the card stays, marked inactive.
    const deactivate = card.getByRole("button", { name: text(lang, "admin.trainers.deactivate") });
    await deactivate.click();
    let confirm = page.getByRole("dialog", { name: text(lang, "admin.trainers.deactivate_title") });
    await expect(confirm.getByText(text(lang, "admin.trainers.deactivate_confirm"))).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: text(lang, "ui.cancel") }).click();
    await expect(confirm).toBeHidden();
    await expect(deactivate).toBeFocused();
    await deactivate.click();
    confirm = page.getByRole("dialog", { name: text(lang, "admin.trainers.deactivate_title") });
    await confirm.getByRole("button", { name: text(lang, "admin.trainers.deactivate") }).click();
    await expect(page.getByText(text(lang, "admin.trainers.success.deactivated"))).toBeVisible();
    await expect(card.getByText(text(lang, "admin.trainers.inactive"), { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: text(lang, "admin.trainers.reactivate") })).toBeVisible();

    // Gone from the public directory.
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.getByRole("heading", { name })).toHaveCount(0);
    await closePage(visitor);
    await closePage(page);
  });
}

// One demo trainer per language of the admin screen, so the two runs never edit the same row.
const DEMO_TRAINER = { fr: "Marc Lefèvre", en: "Sophie Tremblay" } as const;

for (const lang of journeyLanguages("fr")) {
  test(`an admin writes a trainer's English position: English pages show it, French pages the French one (${lang})`, async ({
    browser,
  }) => {
    const name = DEMO_TRAINER[lang];
    const englishPosition = `Lead trainer ${Date.now()}`;
    const page = await newPage(browser, lang);
    await signInAsAdmin(page, lang);
    await openHydrated(page, `/admin/trainers?q=${encodeURIComponent(name)}`);
    const main = page.getByRole("main");
    const card = main.getByRole("article", { name });
    const dialog = page.getByRole("dialog", { name: text(lang, "admin.trainers.form.edit_title") });
    const position = (panel: Awaited<ReturnType<typeof languageTab>>) =>
      panel.getByLabel(labelPattern(lang, "admin.trainers.form.position"));
    const save = async () => {
      await dialog.getByRole("button", { name: text(lang, "admin.trainers.form.save") }).click();
      await expect(page.getByText(text(lang, "admin.trainers.success.updated")).first()).toBeVisible();
      await expect(dialog).toBeHidden();
    };

    // The editor shows each language's stored position in its tab.
    await card.getByRole("button", { name: text(lang, "admin.trainers.edit") }).click();
    const frenchPosition = await position(await languageTab(dialog, lang, "fr")).inputValue();
    expect(frenchPosition).not.toBe("");
    const english = await languageTab(dialog, lang, "en");
    await expect(english.getByText(text(lang, "admin.trainers.form.english_hint"))).toBeVisible();
    const demoEnglishPosition = await position(english).inputValue();
    await position(english).fill(englishPosition);
    await expectAccessible(page);
    await save();

    // The public directory: English readers get the English position, French readers the French one.
    const visitor = await newPage(browser, lang);
    await visitor.goto("/trainers?lang=en");
    await expect(visitor.getByText(`${englishPosition} - Formatio`)).toBeVisible();
    await expect(visitor.getByText(`${frenchPosition} - Formatio`)).toHaveCount(0);
    await visitor.goto("/trainers?lang=fr");
    await expect(visitor.getByText(`${frenchPosition} - Formatio`)).toBeVisible();
    await expect(visitor.getByText(englishPosition)).toHaveCount(0);
    await closePage(visitor);

    // The demo's English position back, as found.
    await card.getByRole("button", { name: text(lang, "admin.trainers.edit") }).click();
    await position(await languageTab(dialog, lang, "en")).fill(demoEnglishPosition);
    await save();
    await closePage(page);
  });
}
