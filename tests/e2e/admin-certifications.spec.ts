// Certifications and accreditations (issue 24), as an administrator: the editor refuses a
// missing name and a link that is not a web address and keeps what was typed; a certification
// added with its uploaded logo, descriptions in both languages and the certifier's link comes
// last in the proof strip of the home page (in French and in English, at 1280 and at 390 px,
// where the page does not scroll sideways) and of a course page; hidden from its card it leaves
// the strip, deleted after confirming it leaves the list. axe on the list, the dialog and the home
// page. Each run deletes what it created and changes nothing else.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { journeyLanguages, type Lang, labelPattern, text } from "./i18n";
import { closePage, expectAccessible, languageTab, newPage, openHydrated, signInAsAdmin } from "./support";
import { expect, test } from "./test";

/** The proof strip of the page at `path`, as `page` reads it in `lang`. */
async function strip(page: Page, path: string, lang: Lang) {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
  return page.getByRole("region", { name: text(lang, "certifications.title") });
}

for (const lang of journeyLanguages("en")) {
  test(`certifications: one added with its logo shows on the home and course pages in both languages, then hidden and deleted (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const name = `Certification e2e ${lang} ${stamp}`;
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await openHydrated(admin, "/admin/certifications");
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.certifications.title") })).toBeVisible();
    const count = await main.getByRole("article").count();
    // The demo's own: Qualiopi first, and a lapsed one kept hidden.
    await expect(main.getByRole("article").first()).toHaveAccessibleName("Qualiopi");
    await expect(main.getByText(text(lang, "admin.certifications.inactive"), { exact: true })).toHaveCount(1);
    await expectAccessible(admin);

    // Refused: no name, a link that is not a web address; what was typed stays.
    await main.getByRole("button", { name: text(lang, "admin.certifications.add") }).click();
    const dialog = admin.getByRole("dialog", { name: text(lang, "admin.certifications.form.add_title") });
    const label = (key: string) => labelPattern(lang, `admin.certifications.form.${key}`);
    const save = dialog.getByRole("button", { name: text(lang, "admin.certifications.form.save") });
    const fr = await languageTab(dialog, lang, "fr");
    await fr.getByLabel(label("description")).fill("Habilitation de démonstration");
    await dialog.getByLabel(label("link_url")).fill("certifier.example");
    await save.click();
    await expect(dialog.getByText(text(lang, "admin.certifications.validation.name_required"))).toBeVisible();
    await expect(dialog.getByText(text(lang, "admin.certifications.validation.link_invalid"))).toBeVisible();
    await expect(dialog.getByLabel(label("link_url"))).toHaveValue("certifier.example");
    await expect((await languageTab(dialog, lang, "fr")).getByLabel(label("description"))).toHaveValue(
      "Habilitation de démonstration",
    );
    await expectAccessible(admin);

    // Completed: logo, name, the English line, a real link.
    await dialog.getByLabel(text(lang, "admin.certifications.form.logo"), { exact: true }).setInputFiles({
      name: "badge.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 240, height: 80, channels: 3, background: { r: 30, g: 90, b: 60 } } })
        .png()
        .toBuffer(),
    });
    await dialog.getByLabel(label("name")).fill(name);
    const en = await languageTab(dialog, lang, "en");
    await en.getByLabel(label("description")).fill("Demonstration approval");
    await dialog.getByLabel(label("link_url")).fill("https://certifier.example.org/e2e");
    await expect(save).toBeEnabled();
    await save.click();
    await expect(admin.getByText(text(lang, "admin.certifications.success.created"))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const card = main.getByRole("article", { name });
    await expect(card.locator("img")).toHaveAttribute("src", /\/uploads\/certifications\/certification-/);
    await expect(main.getByRole("article")).toHaveCount(count + 1);
    await expect(main.getByRole("article").last()).toHaveAccessibleName(name);

    // The home page, in each language: last of the strip, its logo named, linked, described.
    for (const reader of ["fr", "en"] as const) {
      const proof = await strip(admin, "/", reader);
      const items = proof.getByRole("listitem");
      await expect(items.first().getByRole("img")).toHaveAccessibleName("Qualiopi");
      const mine = items.last();
      await expect(mine.getByRole("img", { name })).toHaveAttribute("src", /\/uploads\/certifications\//);
      await expect(mine.getByRole("link")).toHaveAttribute("href", "https://certifier.example.org/e2e");
      await expect(mine.getByRole("link")).toHaveAttribute("target", "_blank");
      await expect(mine).toContainText(reader === "fr" ? "Habilitation de démonstration" : "Demonstration approval");
      // Only the shown ones: the demo's lapsed certification is not there.
      await expect(proof.getByText("Datadock")).toHaveCount(0);
    }
    await expectAccessible(admin);
    // On a phone: the strip wraps, the page never scrolls sideways.
    await admin.setViewportSize({ width: 390, height: 844 });
    const phone = await strip(admin, "/", lang);
    await phone.scrollIntoViewIfNeeded();
    await expect(phone.getByRole("img", { name })).toBeVisible();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await admin.setViewportSize({ width: 1280, height: 800 });

    // A course page carries the same strip.
    await admin.goto(`/formations?lang=${lang}`);
    const courseHref = await main.locator('a[href^="/formations/"]').first().getAttribute("href");
    expect(courseHref).toBeTruthy();
    await expect((await strip(admin, courseHref as string, lang)).getByRole("img", { name })).toBeVisible();

    // Hidden from its card: out of the strip, still in the list, marked.
    await openHydrated(admin, "/admin/certifications");
    await card.getByRole("button", { name: text(lang, "admin.certifications.deactivate") }).click();
    await expect(admin.getByText(text(lang, "admin.certifications.success.deactivated"))).toBeVisible();
    await expect(card.getByText(text(lang, "admin.certifications.inactive"), { exact: true })).toBeVisible();
    await expect((await strip(admin, "/", lang)).getByRole("img", { name })).toHaveCount(0);

    // Deleted after confirming.
    await openHydrated(admin, "/admin/certifications");
    await card.getByRole("button", { name: text(lang, "admin.certifications.delete") }).click();
    const confirm = admin.getByRole("dialog", { name: text(lang, "admin.certifications.delete_title") });
    await expect(confirm.getByText(text(lang, "admin.certifications.delete_confirm", { name }))).toBeVisible();
    await confirm.getByRole("button", { name: text(lang, "admin.certifications.delete") }).click();
    await expect(admin.getByText(text(lang, "admin.certifications.success.deleted"))).toBeVisible();
    await expect(main.getByRole("article")).toHaveCount(count);

    await closePage(admin);
  });
}
