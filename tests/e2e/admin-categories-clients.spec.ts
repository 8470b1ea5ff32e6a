// Course categories and clients, as an administrator in French and in English.
// Categories: the editor refuses missing names; a demo category archived after confirming is
// marked, loses its archive button and leaves the public catalogue's category filter; restored
// from its editor (Active ticked) it is back in the filter; the first category moved down with
// the keyboard keeps the focus, is announced, stays moved after a reload, then is moved back.
// Clients: one added with an uploaded logo is last in the home page's logo carousel, moved up
// with the keyboard it is one place earlier there too (also after a reload), and deleted after confirming it leaves
// the carousel. axe on both lists and their dialogs. Each run leaves the demo data as it found it.
import type { Locator, Page } from "@playwright/test";
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

/** The rows' names (each row is an article named by its heading), in the order shown. */
const rowNames = (main: Locator, headingKey: string, lang: Lang, count: number) =>
  main
    .getByRole("region", { name: text(lang, headingKey, { count }) })
    .getByRole("article")
    .evaluateAll((items) => items.map((item) => item.querySelector("h3")?.textContent ?? ""));

/** Presses `key` on the focused move button and waits until the new order is stored. */
async function moveAndSave(page: Page, key: string, path: string) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(path),
  );
  await page.keyboard.press(key);
  await saved;
}

/** The public catalogue's category filter choices, for a visitor in `lang`. */
async function catalogueCategories(visitor: Page, lang: Lang): Promise<string[]> {
  await visitor.goto(`/formations?lang=${lang}`);
  const select = visitor.getByRole("main").locator('select[name="category"]');
  return (await select.locator("option").allTextContents()).map((option) => option.trim());
}

// A different demo category per language, so the two runs do not undo each other's checks.
const ARCHIVED = { fr: "Communication et langues", en: "Quality, health, safety and environment" } as const;

for (const lang of journeyLanguages("en")) {
  test(`categories: archived leaves the catalogue filter, restored comes back, keyboard reorder persists (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await openHydrated(admin, "/admin/categories");
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.categories.title") })).toBeVisible();
    const rows = main.getByRole("article");
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(7);
    await expectAccessible(admin);

    // The editor: both names are required, said in the form.
    await main.getByRole("button", { name: text(lang, "admin.categories.add") }).click();
    const addDialog = admin.getByRole("dialog", { name: text(lang, "admin.categories.form.add_title") });
    await addDialog.getByRole("button", { name: text(lang, "admin.categories.form.save") }).click();
    await expect(addDialog.getByText(text(lang, "admin.categories.validation.name_required")).first()).toBeVisible();
    await expect(addDialog.getByRole("radio", { name: text(lang, "admin.categories.icons.Briefcase") })).toBeVisible();
    await expectAccessible(admin);
    await addDialog.getByRole("button", { name: text(lang, "ui.cancel") }).click();
    await expect(addDialog).toHaveCount(0);

    // Archive a demo category, after confirming: marked, and its archive button gone.
    const name = ARCHIVED[lang];
    const visitor = await newPage(browser, lang);
    expect(await catalogueCategories(visitor, lang)).toContain(name);
    const row = main.getByRole("article", { name });
    await row.getByRole("button", { name: text(lang, "admin.categories.archive") }).click();
    const confirm = admin.getByRole("dialog", { name: text(lang, "admin.categories.archive_title") });
    await expect(confirm.getByText(text(lang, "admin.categories.archive_confirm", { name }))).toBeVisible();
    await expectAccessible(admin);
    await confirm.getByRole("button", { name: text(lang, "admin.categories.archive") }).click();
    await expect(admin.getByText(text(lang, "admin.categories.success.archived"))).toBeVisible();
    await expect(row.getByText(text(lang, "admin.categories.archived"), { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: text(lang, "admin.categories.archive") })).toHaveCount(0);
    expect(await catalogueCategories(visitor, lang)).not.toContain(name);

    // Restored from its editor: back in the catalogue's filter.
    await row.getByRole("button", { name: text(lang, "admin.categories.edit") }).click();
    const editDialog = admin.getByRole("dialog", { name: text(lang, "admin.categories.form.edit_title") });
    const panel = await languageTab(editDialog, lang, lang);
    await expect(panel.getByLabel(labelPattern(lang, "admin.categories.form.name"))).toHaveValue(name);
    await editDialog.getByLabel(text(lang, "admin.categories.form.is_active")).check();
    await editDialog.getByRole("button", { name: text(lang, "admin.categories.form.save") }).click();
    await expect(admin.getByText(text(lang, "admin.categories.success.updated"))).toBeVisible();
    await expect(row.getByText(text(lang, "admin.categories.archived"), { exact: true })).toHaveCount(0);
    expect(await catalogueCategories(visitor, lang)).toContain(name);

    // The first category moved down twice with the keyboard: focus kept, announced, stored.
    const before = await rowNames(main, "admin.categories.results", lang, count);
    const first = before[0];
    const status = main.getByRole("status");
    const down = main.getByRole("button", { name: text(lang, "admin.reorder.move_down", { label: first }) });
    await down.focus();
    await moveAndSave(admin, "Enter", "/admin/categories");
    await expect(status).toHaveText(text(lang, "admin.reorder.moved", { label: first, position: 2, total: count }));
    await expect(down).toBeFocused();
    await moveAndSave(admin, "Space", "/admin/categories");
    await expect(status).toHaveText(text(lang, "admin.reorder.moved", { label: first, position: 3, total: count }));
    await expect(down).toBeFocused();
    const moved = [before[1], before[2], first, ...before.slice(3)];
    await expect(async () => {
      await admin.reload();
      await waitForHydration(admin);
      expect(await rowNames(main, "admin.categories.results", lang, count)).toEqual(moved);
    }).toPass();
    // The catalogue's filter follows the order.
    expect((await catalogueCategories(visitor, lang)).slice(1, 4)).toEqual(moved.slice(0, 3));

    // Put it back where it was.
    const up = main.getByRole("button", { name: text(lang, "admin.reorder.move_up", { label: first }) });
    await up.focus();
    await moveAndSave(admin, "Enter", "/admin/categories");
    await expect(status).toHaveText(text(lang, "admin.reorder.moved", { label: first, position: 2, total: count }));
    await moveAndSave(admin, "Enter", "/admin/categories");
    await expect(status).toHaveText(text(lang, "admin.reorder.moved", { label: first, position: 1, total: count }));
    await expect(async () => {
      await admin.reload();
      await waitForHydration(admin);
      expect(await rowNames(main, "admin.categories.results", lang, count)).toEqual(before);
    }).toPass();

    await closePage(visitor);
    await closePage(admin);
  });

  test(`clients: a new client with a logo joins the home carousel in its place, moves, and leaves when deleted (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const name = `Client e2e ${lang} ${Date.now()}`;
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await openHydrated(admin, "/admin/clients");
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.clients.title") })).toBeVisible();
    const count = await main.getByRole("article").count();
    await expectAccessible(admin);

    const visitor = await newPage(browser, lang);
    const carousel = async () => {
      await visitor.goto(`/?lang=${lang}`);
      // The second copy of the track is hidden from assistive technology: one name per client.
      return visitor
        .getByRole("region", { name: text(lang, "home.partners_title") })
        .getByRole("img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
    };
    const shown = await carousel();

    // The editor: required fields first, then a complete client with an uploaded logo.
    await main.getByRole("button", { name: text(lang, "admin.clients.add") }).click();
    const dialog = admin.getByRole("dialog", { name: text(lang, "admin.clients.form.add_title") });
    const save = dialog.getByRole("button", { name: text(lang, "admin.clients.form.save") });
    await save.click();
    await expect(dialog.getByText(text(lang, "admin.clients.validation.name_required"))).toBeVisible();
    await expect(dialog.getByText(text(lang, "admin.clients.validation.website_required"))).toBeVisible();
    await expect(dialog.getByText(text(lang, "admin.clients.validation.email_required"))).toBeVisible();
    await expect(dialog.getByLabel(labelPattern(lang, "admin.clients.form.size"))).toHaveValue("medium");
    await dialog.getByLabel(text(lang, "admin.clients.form.logo"), { exact: true }).setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 240, height: 80, channels: 3, background: { r: 40, g: 60, b: 160 } } })
        .png()
        .toBuffer(),
    });
    await dialog.getByLabel(labelPattern(lang, "admin.clients.form.name")).fill(name);
    for (const tab of ["fr", "en"] as const) {
      const panel = await languageTab(dialog, lang, tab);
      await panel
        .getByLabel(labelPattern(lang, "admin.clients.form.description"))
        .fill(tab === "fr" ? "Client de démonstration." : "Demonstration client.");
    }
    await dialog.getByLabel(labelPattern(lang, "admin.clients.form.website_url")).fill("https://client.example.com");
    await dialog.getByLabel(labelPattern(lang, "admin.clients.form.email")).fill("contact@client.example.com");
    await dialog.getByLabel(labelPattern(lang, "admin.clients.form.industry")).fill("Logistique");
    await expectAccessible(admin);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(admin.getByText(text(lang, "admin.clients.success.created"))).toBeVisible();
    const card = main.getByRole("article", { name });
    await expect(card).toBeVisible();
    await expect(card.getByRole("img")).toHaveCount(0); // the logo is decorative beside the name
    await expect(card.locator("img")).toHaveAttribute("src", /\/uploads\/clients\/client-/);
    await expect(main.getByRole("article")).toHaveCount(count + 1);
    await expect(main.getByRole("article").last()).toHaveAccessibleName(name);

    // The home carousel: the new client comes last (count + 1), its logo uploaded.
    expect(await carousel()).toEqual([...shown, name]);
    await expect(
      visitor.getByRole("region", { name: text(lang, "home.partners_title") }).getByRole("img", { name }),
    ).toHaveAttribute("src", /\/uploads\/clients\/client-/);

    // Moved two places earlier with the keyboard (past the demo's last client, inactive, then an
    // active one): the carousel shows it one place earlier.
    const up = main.getByRole("button", { name: text(lang, "admin.reorder.move_up", { label: name }) });
    await up.focus();
    for (const position of [count, count - 1]) {
      await moveAndSave(admin, "Enter", "/admin/clients");
      await expect(main.getByRole("status")).toHaveText(
        text(lang, "admin.reorder.moved", { label: name, position, total: count + 1 }),
      );
      await expect(up).toBeFocused();
    }
    await expect(async () => {
      const order = await carousel();
      expect(order).toEqual([...shown.slice(0, -1), name, ...shown.slice(-1)]);
    }).toPass();
    await admin.reload();
    await waitForHydration(admin);
    await expect(main.getByRole("article").nth(count - 2)).toHaveAccessibleName(name);

    // Deleted after confirming: gone from the list and the carousel.
    await card.getByRole("button", { name: text(lang, "admin.clients.delete") }).click();
    const confirm = admin.getByRole("dialog", { name: text(lang, "admin.clients.delete_title") });
    await expect(confirm.getByText(text(lang, "admin.clients.delete_confirm", { name }))).toBeVisible();
    await expectAccessible(admin);
    await confirm.getByRole("button", { name: text(lang, "admin.clients.delete") }).click();
    await expect(admin.getByText(text(lang, "admin.clients.success.deleted"))).toBeVisible();
    await expect(main.getByRole("article")).toHaveCount(count);
    expect(await carousel()).toEqual(shown);

    await closePage(visitor);
    await closePage(admin);
  });
}
