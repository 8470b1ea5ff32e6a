// The home statistics and the help centre, as an administrator in French and in English.
// Stats: with three statistics there is no add button and the screen says why; one deleted after
// confirming, an add started in one tab is refused (max_stats) when another tab filled the third
// place meanwhile; a statistic moved with the keyboard keeps the focus, is announced, stays moved
// after a reload and on the public home; the background image is uploaded and shown behind the
// home's figures. Help: a section and an article added (the form refuses missing titles first),
// the article listed with its preview and found on the public /help in the reader's language; the
// section moved up with the keyboard; deleting the section says it takes its article along.
// axe on both screens and their dialogs. Each run leaves three statistics, as it found them.
import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { journeyLanguages, type Lang, labelPattern, text } from "./i18n";
import {
  closePage,
  expectAccessible,
  languageTab,
  newPage,
  openHydrated,
  signInAsAdmin,
  waitForHydration,
} from "./support";
import { expect, test } from "./test";

/** Fills the statistic editor (both languages) and saves it. */
async function fillStat(dialog: Locator, lang: Lang, titles: { fr: string; en: string }, value: string) {
  const label = (key: string) => labelPattern(lang, `admin.stats.form.${key}`);
  for (const tab of ["fr", "en"] as const) {
    const panel = await languageTab(dialog, lang, tab);
    await panel.getByLabel(label("title")).fill(titles[tab]);
    await panel.getByLabel(label("description")).fill(`${titles[tab]} — description`);
  }
  await dialog.getByLabel(label("value")).fill(value);
  await dialog.getByRole("radio", { name: text(lang, "admin.stats.icons.GraduationCap") }).check();
  await dialog.getByRole("button", { name: text(lang, "admin.stats.form.save") }).click();
}

/** The statistics' cards, in the order shown (the list is named by its heading). */
const statTitles = (main: Locator, lang: Lang) =>
  main.getByRole("list", { name: text(lang, "admin.stats.list_title") }).getByRole("article");

for (const lang of journeyLanguages("fr")) {
  test(`home statistics: a fourth is refused, a move by keyboard reaches the home page, the background shows (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await openHydrated(admin, "/admin/stats");
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.stats.title") })).toBeVisible();
    await expectAccessible(admin);

    // Three statistics: no add button, and the screen says why.
    await expect(statTitles(main, lang)).toHaveCount(3);
    await expect(main.getByText(text(lang, "admin.stats.limit_reached", { max: 3 }))).toBeVisible();
    const add = main.getByRole("button", { name: text(lang, "admin.stats.add") });
    await expect(add).toHaveCount(0);

    // Delete the last one, after confirming.
    const last = statTitles(main, lang).last();
    const lastTitle = (await last.getAttribute("aria-label")) ?? "";
    await last.getByRole("button", { name: text(lang, "admin.stats.delete") }).click();
    const confirm = admin.getByRole("dialog", { name: text(lang, "admin.stats.delete_title") });
    await expect(confirm.getByText(text(lang, "admin.stats.delete_confirm", { title: lastTitle }))).toBeVisible();
    await confirm.getByRole("button", { name: text(lang, "admin.stats.delete") }).click();
    await expect(admin.getByText(text(lang, "admin.stats.success.delete"))).toBeVisible();
    await expect(statTitles(main, lang)).toHaveCount(2);

    // An add begun here; meanwhile another tab takes the third place: this one is refused.
    await add.click();
    const dialog = admin.getByRole("dialog", { name: text(lang, "admin.stats.form.add_title") });
    // Required fields first, in the form.
    await dialog.getByRole("button", { name: text(lang, "admin.stats.form.save") }).click();
    await expect(dialog.getByText(text(lang, "admin.stats.validation.title_required")).first()).toBeVisible();
    await expect(dialog.getByText(text(lang, "admin.stats.validation.icon_required"))).toBeVisible();
    await expectAccessible(admin);

    const other = await admin.context().newPage();
    await openHydrated(other, "/admin/stats");
    await other
      .getByRole("main")
      .getByRole("button", { name: text(lang, "admin.stats.add") })
      .click();
    const otherDialog = other.getByRole("dialog", { name: text(lang, "admin.stats.form.add_title") });
    const third = { fr: `Pays ${stamp}`, en: `Countries ${stamp}` };
    await fillStat(otherDialog, lang, third, "12");
    await expect(other.getByText(text(lang, "admin.stats.success.created"))).toBeVisible();
    await other.close();

    await fillStat(dialog, lang, { fr: `Quatrième ${stamp}`, en: `Fourth ${stamp}` }, "4");
    await expect(dialog.getByRole("alert")).toHaveText(text(lang, "admin.stats.error.max_stats"));
    await dialog.getByRole("button", { name: text(lang, "ui.cancel") }).click();
    await admin.reload();
    await waitForHydration(admin);
    await expect(statTitles(main, lang)).toHaveCount(3);
    await expect(main.getByRole("article", { name: `Fourth ${stamp}` })).toHaveCount(0);
    await expect(main.getByRole("article", { name: `Quatrième ${stamp}` })).toHaveCount(0);

    // Move the first statistic down twice with the keyboard: the focus stays on its button.
    const listStatus = main.getByRole("region", { name: text(lang, "admin.stats.list_title") }).getByRole("status");
    const first = statTitles(main, lang).first();
    const firstTitle = (await first.getAttribute("aria-label")) ?? "";
    const down = main.getByRole("button", { name: text(lang, "admin.reorder.move_down", { label: firstTitle }) });
    await down.focus();
    await admin.keyboard.press("Enter");
    await expect(listStatus).toHaveText(
      text(lang, "admin.reorder.moved", { label: firstTitle, position: 2, total: 3 }),
    );
    await expect(down).toBeFocused();
    await admin.keyboard.press("Space");
    await expect(listStatus).toHaveText(
      text(lang, "admin.reorder.moved", { label: firstTitle, position: 3, total: 3 }),
    );
    await expect(down).toBeFocused();
    await expect(down).toHaveAttribute("aria-disabled", "true");
    await expect(statTitles(main, lang).last()).toHaveAttribute("aria-label", firstTitle);
    const order = await statTitles(main, lang).evaluateAll((items) =>
      items.map((item) => item.getAttribute("aria-label")),
    );
    await expectAccessible(admin);

    // Stored: the order survives a reload, and the home page shows it in the reader's language.
    await expect(async () => {
      await admin.reload();
      const stored = await statTitles(main, lang).evaluateAll((items) =>
        items.map((item) => item.getAttribute("aria-label")),
      );
      expect(stored).toEqual(order);
    }).toPass();
    const visitor = await newPage(browser, lang);
    await visitor.goto(`/?lang=${lang}`);
    const impact = visitor.getByRole("region", { name: text(lang, "home.impact_title") });
    await expect(impact.getByRole("term")).toHaveText(order.map((title) => title ?? ""));
    await expect(impact.getByRole("term").filter({ hasText: third[lang] })).toBeVisible();

    // The background image: uploaded, saved, shown behind the home page's figures.
    await main.getByLabel(text(lang, "admin.stats.background.label"), { exact: true }).setInputFiles({
      name: "background.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 240, g: 200, b: 120 } } })
        .png()
        .toBuffer(),
    });
    const saveBackground = main.getByRole("button", { name: text(lang, "admin.stats.background.save") });
    await expect(saveBackground).toBeEnabled();
    await saveBackground.click();
    await expect(admin.getByText(text(lang, "admin.stats.success.background"))).toBeVisible();
    await visitor.reload();
    await expect(impact).toHaveAttribute("style", /background-image:\s*url\("\/uploads\/stats\/stats-/);

    await closePage(visitor);
    await closePage(admin);
  });

  test(`help centre: a new article appears on /help; a section moves by keyboard; deleting says what goes (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const sectionTitle = { fr: `Rubrique ${stamp}`, en: `Section ${stamp}` };
    const articleTitle = { fr: `Article FR ${stamp}`, en: `Article EN ${stamp}` };
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await openHydrated(admin, "/admin/help");
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.help.title") })).toBeVisible();
    await expectAccessible(admin);

    // A section: titles and descriptions are required in both languages.
    await main.getByRole("button", { name: text(lang, "admin.help.add_section") }).click();
    const sectionDialog = admin.getByRole("dialog", { name: text(lang, "admin.help.section_form.add_title") });
    const save = sectionDialog.getByRole("button", { name: text(lang, "admin.help.form.save") });
    await save.click();
    await expect(sectionDialog.getByText(text(lang, "admin.help.validation.title_required")).first()).toBeVisible();
    for (const tab of ["fr", "en"] as const) {
      const panel = await languageTab(sectionDialog, lang, tab);
      await panel.getByLabel(labelPattern(lang, "admin.help.section_form.title")).fill(sectionTitle[tab]);
      await panel
        .getByLabel(labelPattern(lang, "admin.help.section_form.description"))
        .fill(`${sectionTitle[tab]} — intro`);
    }
    await expectAccessible(admin);
    await save.click();
    await expect(admin.getByText(text(lang, "admin.help.success.section_created"))).toBeVisible();
    const section = main.getByRole("region", { name: sectionTitle[lang] });
    await expect(section).toBeVisible();

    // An article in it, from the section's own button; the rich editor takes the text.
    await section.getByRole("button", { name: new RegExp(text(lang, "admin.help.add_article_here")) }).click();
    const articleDialog = admin.getByRole("dialog", { name: text(lang, "admin.help.article_form.add_title") });
    await expect(articleDialog.getByLabel(labelPattern(lang, "admin.help.article_form.section"))).toHaveValue(
      /[0-9a-f-]{36}/,
    );
    for (const tab of ["fr", "en"] as const) {
      const panel = await languageTab(articleDialog, lang, tab);
      await panel.getByLabel(labelPattern(lang, "admin.help.article_form.title")).fill(articleTitle[tab]);
      const editor = panel.getByRole("textbox", { name: text(lang, "admin.help.article_form.content") });
      await editor.click();
      await editor.pressSequentially(`${tab === "fr" ? "Bonjour" : "Hello"} ${"word ".repeat(30)}`);
    }
    await expectAccessible(admin);
    await articleDialog.getByRole("button", { name: text(lang, "admin.help.form.save") }).click();
    await expect(admin.getByText(text(lang, "admin.help.success.article_created"))).toBeVisible();
    // The section opens on it, with a 100-character preview.
    const article = section.getByRole("article", { name: articleTitle[lang] });
    await expect(article).toBeVisible();
    const preview = (await article.locator("p").first().textContent()) ?? "";
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBe(101);

    // On the public help centre, in the reader's language.
    const visitor = await newPage(browser, lang);
    await visitor.goto(`/help?lang=${lang}&q=${stamp}`);
    await expect(visitor.getByRole("heading", { name: articleTitle[lang] })).toBeVisible();
    await expect(visitor.getByText(lang === "fr" ? /^Bonjour word/ : /^Hello word/)).toBeVisible();

    // The new section is last: move it up with the keyboard; the focus stays with it.
    const up = main.getByRole("button", { name: text(lang, "admin.reorder.move_up", { label: sectionTitle[lang] }) });
    await up.focus();
    await admin.keyboard.press("Enter");
    // Announced: "<section> is now in position n-1 of n".
    await expect(main.getByRole("status").filter({ hasText: sectionTitle[lang] })).toHaveCount(1);
    await expect(up).toBeFocused();
    await expectAccessible(admin);

    // Deleting the section says its article goes with it; then both leave /help.
    await section
      .getByRole("group", { name: text(lang, "admin.help.section_actions", { title: sectionTitle[lang] }) })
      .getByRole("button", { name: text(lang, "admin.help.delete_section") })
      .click();
    const confirm = admin.getByRole("dialog", { name: text(lang, "admin.help.delete_section_title") });
    await expect(
      confirm.getByText(
        text(lang, "admin.help.delete_section_confirm_articles", { title: sectionTitle[lang], count: 1 }),
      ),
    ).toBeVisible();
    await expectAccessible(admin);
    await confirm.getByRole("button", { name: text(lang, "admin.help.delete_section") }).click();
    await expect(admin.getByText(text(lang, "admin.help.success.section_deleted"))).toBeVisible();
    await expect(main.getByRole("region", { name: sectionTitle[lang] })).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: articleTitle[lang] })).toHaveCount(0);

    await closePage(visitor);
    await closePage(admin);
  });
}
