// The case studies screen, as an administrator in French and in English: the editor refuses the
// missing required fields first; a case study is written with its texts and lists in both tabs,
// two key figures and two images whose order is changed in the form with the keyboard (the focus
// stays on the button pressed); closing it unsaved asks first. Saved, it is found by the list's
// search and shown at once on the public /case-studies in the reader's language, its figures and
// images in the order chosen, an image opening in the viewer with its caption. Then it is deleted
// after confirming, gone from both. axe on the list and the editor. Leaves the data as found.
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

const F = "admin.case_studies.form";

async function png(colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Types one list's items in a language panel: one "add" per item, each typed in the new field. */
async function fillList(panel: Locator, lang: Lang, list: string, items: string[]) {
  const name = text(lang, `${F}.lists.${list}`);
  const group = panel.getByRole("group", { name, exact: true });
  for (const [index, item] of items.entries()) {
    await group.getByRole("button", { name: text(lang, "ui.item_list.add", { list: name }) }).click();
    const field = group.getByLabel(text(lang, "ui.item_list.item", { list: name, n: index + 1 }), { exact: true });
    await expect(field).toBeFocused();
    await field.fill(item);
  }
}

async function fillMetric(
  metric: Locator,
  lang: Lang,
  values: { fr: string; en: string; value: string; unit: string },
) {
  await metric.getByLabel(labelPattern(lang, `${F}.metrics.label_fr`)).fill(values.fr);
  await metric.getByLabel(labelPattern(lang, `${F}.metrics.label_en`)).fill(values.en);
  await metric.getByLabel(labelPattern(lang, `${F}.metrics.value`)).fill(values.value);
  await metric.getByLabel(labelPattern(lang, `${F}.metrics.unit`)).fill(values.unit);
}

async function uploadImage(
  dialog: Locator,
  page: Page,
  lang: Lang,
  name: string,
  colour: { r: number; g: number; b: number },
) {
  const images = dialog.getByRole("group", { name: text(lang, `${F}.images`), exact: true });
  const before = await images.getByRole("listitem").count();
  await images
    .getByLabel(text(lang, "ui.gallery.add"), { exact: true })
    .setInputFiles({ name, mimeType: "image/png", buffer: await png(colour) });
  await expect(images.getByRole("listitem")).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  return images.getByRole("listitem").nth(before);
}

for (const lang of journeyLanguages("fr")) {
  test(`case studies: written with two figures and two images reordered in the form, shown on /case-studies, then deleted (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const titles = { fr: `Étude FR ${stamp}`, en: `Study EN ${stamp}` };
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await openHydrated(admin, "/admin/case-studies");
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.case_studies.title") })).toBeVisible();
    await expectAccessible(admin);

    // The editor: the required fields are refused first, each with its message.
    await main.getByRole("button", { name: text(lang, "admin.case_studies.add") }).click();
    const dialog = admin.getByRole("dialog", { name: text(lang, `${F}.add_title`) });
    const save = dialog.getByRole("button", { name: text(lang, `${F}.save`) });
    await save.click();
    await expect(dialog.getByText(text(lang, "admin.case_studies.validation.client_name_required"))).toBeVisible();
    await expect(dialog.getByText(text(lang, "admin.case_studies.validation.title_required")).first()).toBeVisible();
    await expect(dialog.getByText(text(lang, "admin.case_studies.validation.impact_required")).first()).toBeVisible();

    await dialog.getByLabel(labelPattern(lang, `${F}.client_name`)).fill(`Client ${stamp}`);
    await dialog
      .getByLabel(text(lang, `${F}.logo`), { exact: true })
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await png({ r: 20, g: 120, b: 90 }) });
    // Stored: the preview shows the uploaded file (the logo's own folder and prefix).
    await expect(dialog.locator('img[src^="/uploads/case-studies/case-logo-"]')).toBeVisible({ timeout: 30_000 });
    for (const tab of ["fr", "en"] as const) {
      const panel = await languageTab(dialog, lang, tab);
      await panel.getByLabel(labelPattern(lang, `${F}.industry`)).fill(tab === "fr" ? "Industrie" : "Manufacturing");
      await panel.getByLabel(labelPattern(lang, `${F}.title`)).fill(titles[tab]);
      for (const field of ["description", "situation", "impact"]) {
        await panel.getByLabel(labelPattern(lang, `${F}.${field}`)).fill(`${field} ${tab} ${stamp}`);
      }
      await fillList(panel, lang, "tasks", tab === "fr" ? ["Diagnostic", "Formation"] : ["Assessment", "Training"]);
    }

    // Two key figures, the second moved up with the keyboard: the focus stays on its button.
    const metricsGroup = dialog.getByRole("group", { name: text(lang, `${F}.metrics.title`), exact: true });
    const metrics = metricsGroup.getByRole("listitem");
    await metricsGroup.getByRole("button", { name: text(lang, `${F}.metrics.add`) }).click();
    await fillMetric(metrics.nth(0), lang, { fr: "Coûts", en: "Costs", value: "-30", unit: "%" });
    await metricsGroup.getByRole("button", { name: text(lang, `${F}.metrics.add`) }).click();
    await expect(metrics.nth(1).getByLabel(labelPattern(lang, `${F}.metrics.label_fr`))).toBeFocused();
    await fillMetric(metrics.nth(1), lang, { fr: "Satisfaction", en: "Satisfaction", value: "95", unit: "%" });
    await metrics
      .nth(1)
      .getByLabel(labelPattern(lang, `${F}.metrics.trend`))
      .selectOption("up");
    const satisfaction = text(lang, `${F}.metrics.item_named`, { n: 2, label: "Satisfaction" });
    const up = metricsGroup.getByRole("button", { name: text(lang, "admin.reorder.move_up", { label: satisfaction }) });
    await up.focus();
    await admin.keyboard.press("Enter");
    await expect(metrics.nth(0).getByLabel(labelPattern(lang, `${F}.metrics.label_en`))).toHaveValue("Satisfaction");
    const movedUp = metricsGroup.getByRole("button", {
      name: text(lang, "admin.reorder.move_up", {
        label: text(lang, `${F}.metrics.item_named`, { n: 1, label: "Satisfaction" }),
      }),
    });
    await expect(movedUp).toBeFocused();
    await expect(movedUp).toHaveAttribute("aria-disabled", "true");

    // Two images, the second moved up with the keyboard; captions in both languages.
    const first = await uploadImage(dialog, admin, lang, "first.png", { r: 200, g: 60, b: 60 });
    await first.getByLabel(text(lang, "ui.gallery.caption_fr")).fill(`Rouge ${stamp}`);
    await first.getByLabel(text(lang, "ui.gallery.caption_en")).fill(`Red ${stamp}`);
    const second = await uploadImage(dialog, admin, lang, "second.png", { r: 60, g: 60, b: 200 });
    await second.getByLabel(text(lang, "ui.gallery.caption_fr")).fill(`Bleu ${stamp}`);
    await second.getByLabel(text(lang, "ui.gallery.caption_en")).fill(`Blue ${stamp}`);
    const imageUp = dialog.getByRole("button", { name: text(lang, "ui.gallery.move_up", { n: 2 }) });
    await imageUp.focus();
    await admin.keyboard.press("Space");
    await expect(dialog.getByRole("button", { name: text(lang, "ui.gallery.move_up", { n: 1 }) })).toBeFocused();
    await expect(dialog.getByLabel(text(lang, "ui.gallery.caption_en")).first()).toHaveValue(`Blue ${stamp}`);
    await expectAccessible(admin);

    // Closing with unsaved changes asks first; staying keeps everything typed.
    await dialog.getByRole("button", { name: text(lang, "ui.cancel") }).click();
    const unsaved = admin.getByRole("dialog", { name: text(lang, "ui.unsaved.title") });
    await unsaved.getByRole("button", { name: text(lang, "ui.unsaved.stay") }).click();
    await expect(dialog.getByLabel(labelPattern(lang, `${F}.client_name`))).toHaveValue(`Client ${stamp}`);

    await save.click();
    await expect(admin.getByText(text(lang, "admin.case_studies.success.created"))).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Found by the list's search, in the other language's title too.
    const search = main.getByRole("searchbox", { name: text(lang, "admin.case_studies.search_label") });
    await search.fill(lang === "fr" ? titles.en : titles.fr);
    await search.press("Enter");
    const row = main.getByRole("row", { name: new RegExp(titles[lang]) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(text(lang, "admin.case_studies.metrics_count", { count: 2 }));
    await expect(row).toContainText(text(lang, "admin.case_studies.images_count", { count: 2 }));

    // The public page shows it at once, in the reader's language, in the order chosen.
    const visitor = await newPage(browser, lang);
    await visitor.goto(`/case-studies?lang=${lang}&q=${stamp}`);
    await waitForHydration(visitor);
    const card = visitor.getByRole("main").getByRole("listitem").filter({ hasText: titles[lang] });
    await expect(card.getByRole("heading", { name: titles[lang] })).toBeVisible();
    await expect(card.getByText(lang === "fr" ? "Industrie" : "Manufacturing")).toBeVisible();
    await expect(
      card.getByRole("img", { name: text(lang, "pages.case_studies.logo_alt", { name: `Client ${stamp}` }) }),
    ).toHaveAttribute("src", /^\/uploads\/case-studies\/case-logo-/);
    const figures = card.locator(`dl[aria-label="${text(lang, "pages.case_studies.metrics")}"]`);
    await expect(figures.getByRole("term")).toHaveText(
      lang === "fr" ? ["Satisfaction", "Coûts"] : ["Satisfaction", "Costs"],
    );
    await expect(card.getByText(lang === "fr" ? "Diagnostic" : "Assessment")).toBeVisible();
    await card.getByRole("button", { name: text(lang, "pages.case_studies.show_details") }).click();
    const caption = (colour: "blue" | "red") =>
      colour === "blue"
        ? lang === "fr"
          ? `Bleu ${stamp}`
          : `Blue ${stamp}`
        : lang === "fr"
          ? `Rouge ${stamp}`
          : `Red ${stamp}`;
    const thumbnails = card.getByRole("button", { name: new RegExp(`${stamp}$`) });
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.nth(0)).toHaveAccessibleName(
      text(lang, "pages.case_studies.open_image", { caption: caption("blue") }),
    );
    await expect(thumbnails.nth(1)).toHaveAccessibleName(
      text(lang, "pages.case_studies.open_image", { caption: caption("red") }),
    );
    await thumbnails.nth(0).click();
    const viewer = visitor.getByRole("dialog", { name: titles[lang] });
    await expect(viewer.locator("figcaption")).toHaveText(caption("blue"));
    await visitor.keyboard.press("ArrowRight");
    await expect(viewer.locator("figcaption")).toHaveText(caption("red"));
    await visitor.keyboard.press("Escape");

    // Deleted after confirming: gone from the list and from the public page.
    await row.getByRole("button", { name: text(lang, "admin.case_studies.delete") }).click();
    const confirm = admin.getByRole("dialog", { name: text(lang, "admin.case_studies.delete_title") });
    await expect(
      confirm.getByText(text(lang, "admin.case_studies.delete_confirm", { title: titles[lang] })),
    ).toBeVisible();
    await confirm.getByRole("button", { name: text(lang, "admin.case_studies.delete") }).click();
    await expect(admin.getByText(text(lang, "admin.case_studies.success.deleted"))).toBeVisible();
    await expect(row).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole("main").getByRole("heading", { name: titles[lang] })).toHaveCount(0);

    await closePage(visitor);
    await closePage(admin);
  });
}
