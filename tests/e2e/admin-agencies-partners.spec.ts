// Agencies and partners, as an administrator in French and in English.
// Agencies: a new agency (the form refuses missing fields first) appears on the public /agencies
// page; deactivated, it leaves it, reactivated it comes back; five photos added one by one, a
// sixth begun in one tab is refused with max_photos when another tab took the fifth place, and the
// screen then says why there is no add button; a photo moved with the keyboard, one deleted after
// confirming; the agency deleted after confirming.
// Partners: a partner that resources name cannot be deleted: the refusal says how many and
// suggests deactivating; a new partner without resources is added and deleted.
// axe on both lists and their dialogs. Each run deletes what it created and changes nothing else.
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { journeyLanguages, type Lang, labelPattern, text, textPattern } from "./i18n";
import { closePage, expectAccessible, newPage, openHydrated, signInAsAdmin, waitForHydration } from "./support";
import { expect, test } from "./test";

const photoFile = async (n: number) => ({
  name: `agency-${n}.png`,
  mimeType: "image/png",
  buffer: await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 40 * n, g: 120, b: 200 - 30 * n } },
  })
    .png()
    .toBuffer(),
});

/** The add-photo dialog of the agency card: upload, caption, and (unless told) save. */
async function addPhoto(page: Page, card: Locator, lang: Lang, n: number, options: { save?: boolean } = {}) {
  await card.getByRole("button", { name: textPattern(lang, "admin.agencies.photos.add") }).click();
  const dialog = page.getByRole("dialog", {
    name: textPattern(lang, "admin.agencies.photos.form.title", { name: "" }),
  });
  await dialog
    .getByLabel(text(lang, "admin.agencies.photos.form.photo"), { exact: true })
    .setInputFiles(await photoFile(n));
  const save = dialog.getByRole("button", { name: text(lang, "admin.agencies.photos.form.save") });
  await expect(dialog.getByRole("img")).toHaveAttribute("src", /\/uploads\/agencies\/agency-/);
  await expect(save).toBeEnabled();
  await dialog.getByLabel(labelPattern(lang, "admin.agencies.photos.form.caption_fr")).fill(`Vue ${n}`);
  await dialog.getByLabel(labelPattern(lang, "admin.agencies.photos.form.caption_en")).fill(`View ${n}`);
  if (options.save === false) return dialog;
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole("listitem")).toHaveCount(n);
  return dialog;
}

const publicAgencyNames = async (visitor: Page, lang: Lang) => {
  await visitor.goto(`/agencies?lang=${lang}`);
  return visitor.getByRole("main").getByRole("heading", { level: 3 }).allTextContents();
};

for (const lang of journeyLanguages("en")) {
  test(`agencies: added, deactivated and back on /agencies, a sixth photo refused, deleted (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const name = `Agence E2E ${stamp}`;
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await openHydrated(admin, "/admin/agencies");
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.agencies.title") })).toBeVisible();
    await expectAccessible(admin);

    // The form: the five required fields first, then a valid agency in Dakar's time zone.
    await main.getByRole("button", { name: text(lang, "admin.agencies.add") }).click();
    const dialog = admin.getByRole("dialog", { name: text(lang, "admin.agencies.form.add_title") });
    const label = (key: string) => labelPattern(lang, `admin.agencies.form.${key}`);
    await expect(dialog.getByLabel(label("timezone"))).toHaveValue("UTC");
    await dialog.getByLabel(label("email")).fill("nope");
    await dialog.getByRole("button", { name: text(lang, "admin.agencies.form.save") }).click();
    for (const key of ["name_required", "manager_required", "address_required", "city_required", "country_required"]) {
      await expect(dialog.getByText(text(lang, `admin.agencies.validation.${key}`))).toBeVisible();
    }
    await expect(dialog.getByText(text(lang, "admin.agencies.validation.email_invalid"))).toBeVisible();
    await expectAccessible(admin);
    await dialog.getByLabel(label("name")).fill(name);
    await dialog.getByLabel(label("manager_name")).fill("Aminata Diop");
    await dialog.getByLabel(label("address")).fill("3 avenue Léopold Sédar Senghor");
    await dialog.getByLabel(label("city")).fill("Dakar");
    await dialog.getByLabel(label("country")).fill("Senegal");
    await dialog.getByLabel(label("email")).fill(`e2e-${stamp}@agences.example`);
    await dialog.getByLabel(label("timezone")).selectOption("Africa/Dakar");
    await dialog.getByRole("button", { name: text(lang, "admin.agencies.form.save") }).click();
    await expect(admin.getByText(text(lang, "admin.agencies.success.created"))).toBeVisible();

    // Only this agency on screen, from here on.
    await openHydrated(admin, `/admin/agencies?q=${stamp}`);
    const card = main.getByRole("article", { name });
    await expect(card).toContainText("Africa/Dakar".replace("_", " "));
    const visitor = await newPage(browser, lang);
    expect(await publicAgencyNames(visitor, lang)).toContain(name);

    // Deactivated: marked in the list, gone from /agencies; reactivated: back.
    const setActive = async (active: boolean) => {
      await card.getByRole("button", { name: text(lang, "admin.agencies.edit") }).click();
      const edit = admin.getByRole("dialog", { name: text(lang, "admin.agencies.form.edit_title") });
      await edit.getByLabel(text(lang, "admin.agencies.form.is_active")).setChecked(active);
      await edit.getByRole("button", { name: text(lang, "admin.agencies.form.save") }).click();
      await expect(edit).toHaveCount(0);
    };
    await setActive(false);
    await expect(card.getByText(text(lang, "admin.agencies.inactive"), { exact: true })).toBeVisible();
    expect(await publicAgencyNames(visitor, lang)).not.toContain(name);
    await setActive(true);
    await expect(card.getByText(text(lang, "admin.agencies.inactive"), { exact: true })).toHaveCount(0);
    expect(await publicAgencyNames(visitor, lang)).toContain(name);

    // Four photos, one at a time; the dialog passes axe.
    for (let n = 1; n <= 4; n += 1) {
      if (n === 1) {
        const first = await addPhoto(admin, card, lang, n, { save: false });
        await expectAccessible(admin);
        await first.getByRole("button", { name: text(lang, "admin.agencies.photos.form.save") }).click();
        await expect(card.getByRole("listitem")).toHaveCount(1);
      } else {
        await addPhoto(admin, card, lang, n);
      }
    }
    await expect(card).toContainText(text(lang, "admin.agencies.photos.count", { count: 4, max: 5 }));

    // A sixth begun here while another tab takes the fifth place: refused, with the message.
    const sixth = await addPhoto(admin, card, lang, 6, { save: false });
    const other = await admin.context().newPage();
    await openHydrated(other, `/admin/agencies?q=${stamp}`);
    await addPhoto(other, other.getByRole("main").getByRole("article", { name }), lang, 5);
    await other.close();
    await sixth.getByRole("button", { name: text(lang, "admin.agencies.photos.form.save") }).click();
    await expect(sixth.getByRole("alert")).toHaveText(text(lang, "admin.agencies.photos.error.max_photos"));
    await sixth.getByRole("button", { name: text(lang, "ui.cancel") }).click();
    await admin.reload();
    await waitForHydration(admin);
    await expect(card.getByRole("listitem")).toHaveCount(5);
    await expect(card.getByText(text(lang, "admin.agencies.photos.error.max_photos"))).toBeVisible();
    await expect(card.getByRole("button", { name: textPattern(lang, "admin.agencies.photos.add") })).toHaveCount(0);
    await expectAccessible(admin);

    // The first photo moved down with the keyboard: announced, focus kept, stored.
    const caption = (n: number) => (lang === "fr" ? `Vue ${n}` : `View ${n}`);
    const down = card.getByRole("button", { name: text(lang, "admin.reorder.move_down", { label: caption(1) }) });
    await down.focus();
    await admin.keyboard.press("Enter");
    await expect(card.getByRole("status")).toHaveText(
      text(lang, "admin.reorder.moved", { label: caption(1), position: 2, total: 5 }),
    );
    await expect(down).toBeFocused();
    await expect(async () => {
      await admin.reload();
      await expect(card.getByRole("listitem").nth(1)).toContainText(caption(1), { timeout: 1000 });
    }).toPass();
    await waitForHydration(admin);
    await expect(card.getByRole("listitem").first()).toContainText(caption(2));

    // One photo deleted after confirming: a place is free again.
    const third = card.getByRole("listitem").filter({ hasText: caption(3) });
    await third.getByRole("button", { name: text(lang, "admin.agencies.photos.delete") }).click();
    const confirmPhoto = admin.getByRole("dialog", { name: text(lang, "admin.agencies.photos.delete_title") });
    await expect(
      confirmPhoto.getByText(text(lang, "admin.agencies.photos.delete_confirm", { label: caption(3) })),
    ).toBeVisible();
    await confirmPhoto.getByRole("button", { name: text(lang, "admin.agencies.photos.delete") }).click();
    await expect(admin.getByText(text(lang, "admin.agencies.photos.success.deleted"))).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveCount(4);
    await expect(card.getByRole("button", { name: textPattern(lang, "admin.agencies.photos.add") })).toBeVisible();

    // Deleted after confirming, photos and all.
    await card.getByRole("button", { name: text(lang, "admin.agencies.delete"), exact: true }).click();
    const confirm = admin.getByRole("dialog", { name: text(lang, "admin.agencies.delete_title") });
    await expect(confirm.getByText(text(lang, "admin.agencies.delete_confirm", { name, count: 4 }))).toBeVisible();
    await confirm.getByRole("button", { name: text(lang, "admin.agencies.delete") }).click();
    await expect(admin.getByText(text(lang, "admin.agencies.success.deleted"))).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await publicAgencyNames(visitor, lang)).not.toContain(name);

    await closePage(visitor);
    await closePage(admin);
  });

  test(`partners: one that resources name cannot be deleted; a new one is added and deleted (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const name = `Partenaire E2E ${stamp}`;
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await openHydrated(admin, "/admin/partners");
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.partners.title") })).toBeVisible();
    await expectAccessible(admin);

    // A partner its resources name: the delete is refused, saying how many and what to do.
    const resourceCount = /^\d+ (ressources?|resources?)$/;
    const used = main
      .getByRole("article")
      .filter({ has: admin.getByText(resourceCount) })
      .first();
    const count = Number((await used.getByText(resourceCount).textContent())?.split(" ")[0]);
    expect(count).toBeGreaterThan(0);
    const usedName = (await used.getByRole("heading").textContent()) ?? "";
    await used.getByRole("button", { name: text(lang, "admin.partners.delete"), exact: true }).click();
    const confirm = admin.getByRole("dialog", { name: text(lang, "admin.partners.delete_title") });
    await expect(confirm).toContainText(usedName);
    await expectAccessible(admin);
    await confirm.getByRole("button", { name: text(lang, "admin.partners.delete") }).click();
    const refusal = text(lang, "admin.partners.error.in_use", { count });
    await expect(used.getByRole("alert")).toHaveText(refusal);
    await admin.reload();
    await waitForHydration(admin);
    await expect(main.getByRole("article", { name: usedName })).toBeVisible();

    // A new partner: required fields first, then added at the end, then deleted.
    await main.getByRole("button", { name: text(lang, "admin.partners.add") }).click();
    const dialog = admin.getByRole("dialog", { name: text(lang, "admin.partners.form.add_title") });
    const label = (key: string) => labelPattern(lang, `admin.partners.form.${key}`);
    await dialog.getByLabel(label("website_url")).fill("partner.example");
    await dialog.getByRole("button", { name: text(lang, "admin.partners.form.save") }).click();
    await expect(dialog.getByText(text(lang, "admin.partners.validation.name_required"))).toBeVisible();
    await expect(dialog.getByText(text(lang, "admin.partners.validation.website_invalid"))).toBeVisible();
    await expect(dialog.getByText(text(lang, "admin.partners.validation.email_required"))).toBeVisible();
    await expectAccessible(admin);
    await dialog.getByLabel(label("name")).fill(name);
    await dialog.getByLabel(label("website_url")).fill("https://partner-e2e.example.org");
    await dialog.getByLabel(label("email")).fill(`e2e-${stamp}@partners.example`);
    const editor = dialog
      .getByRole("tabpanel")
      .getByRole("textbox", { name: text(lang, "admin.partners.form.description") });
    await editor.click();
    await editor.pressSequentially("Partenaire de test");
    await dialog.getByRole("button", { name: text(lang, "admin.partners.form.save") }).click();
    await expect(admin.getByText(text(lang, "admin.partners.success.created"))).toBeVisible();
    const cards = main.getByRole("article");
    await expect(cards.last()).toHaveAccessibleName(name);
    const created = main.getByRole("article", { name });
    await expect(created).toContainText(text(lang, "admin.partners.resource_count_zero"));

    await created.getByRole("button", { name: text(lang, "admin.partners.delete"), exact: true }).click();
    await admin
      .getByRole("dialog", { name: text(lang, "admin.partners.delete_title") })
      .getByRole("button", { name: text(lang, "admin.partners.delete") })
      .click();
    await expect(admin.getByText(text(lang, "admin.partners.success.deleted"))).toBeVisible();
    await expect(created).toHaveCount(0);

    await closePage(admin);
  });
}
