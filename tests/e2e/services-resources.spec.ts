import sharp from "sharp";
import { journeyLanguages, labelPattern, text } from "./i18n";
import { expectAccessible, newPage, signInAsAdmin } from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("fr")) {
  test.describe(`services and resources (${lang})`, () => {
    test.describe.configure({ mode: "serial" });
    const stamp = `${lang}${Date.now().toString(36)}`;

    test("a visitor goes from the services list to a service and its related services", async ({ browser }) => {
      const page = await newPage(browser, lang);
      await page.goto("/services");
      await expect(page.getByRole("heading", { level: 1, name: text(lang, "pages.services.title") })).toBeVisible();
      // Visitors get no add button.
      await expect(page.getByRole("button", { name: text(lang, "pages.services.add") })).toHaveCount(0);
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards.first()).toBeVisible();
      await expectAccessible(page);

      // Search narrows the list, in the URL.
      const first = cards.first();
      const title = (await first.getByRole("heading").textContent())?.trim() ?? "";
      await page.getByRole("searchbox", { name: text(lang, "pages.services.search_label") }).fill(title);
      await page.getByRole("button", { name: text(lang, "ui.search.submit") }).click();
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(cards.first().getByRole("heading")).toHaveText(title);

      await cards
        .first()
        .getByRole("link", { name: text(lang, "pages.services.learn_more") })
        .click();
      await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      // The site's name follows every title, "Formation …" ones included.
      await expect(page).toHaveTitle(`${title} | Formatio`);
      await expect(page.getByRole("heading", { name: text(lang, "pages.services.benefits.title") })).toBeVisible();
      await expect(page.getByRole("heading", { name: text(lang, "pages.services.related") })).toBeVisible();
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
      await expect(page.getByRole("link", { name: text(lang, "pages.services.contact") })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(page.getByRole("button", { name: text(lang, "pages.services.delete") })).toHaveCount(0);
      await expectAccessible(page);

      await page
        .getByRole("link", { name: text(lang, "pages.services.back") })
        .last()
        .click();
      await expect(page).toHaveURL(/\/services$/);

      // An unknown service is the 404 view, with the HTTP status.
      const missing = await page.goto("/services/00000000-0000-4000-8000-000000000000");
      expect(missing?.status()).toBe(404);
      await expect(page.getByText(text(lang, "pages.services.error.not_found"))).toBeVisible();
      await page.context().close();
    });

    test("an admin creates a service with an image, then deletes it after confirming", async ({ browser }) => {
      const page = await newPage(browser, lang);
      await signInAsAdmin(page, lang);
      await page.goto("/services");
      await page.getByRole("button", { name: text(lang, "pages.services.add") }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { name: text(lang, "pages.services.form.add_title") })).toBeVisible();

      const service = { fr: `Accompagnement qualité ${stamp}`, en: `Quality support ${stamp}` };
      const panel = dialog.getByRole("tabpanel");
      await panel.getByLabel(labelPattern(lang, "pages.services.form.title")).fill(service.fr);
      await panel.getByLabel(labelPattern(lang, "pages.services.form.description")).fill("Un accompagnement complet.");
      await dialog.getByRole("tab", { name: text(lang, "ui.tabs.en") }).click();
      await panel.getByLabel(labelPattern(lang, "pages.services.form.title")).fill(service.en);
      await panel.getByLabel(labelPattern(lang, "pages.services.form.description")).fill("Complete support.");

      // Tags per language: the English ones here; a duplicate French tag is refused, and
      // nothing typed is lost.
      const tagsLabel = labelPattern(lang, "pages.services.form.tags");
      await panel.getByLabel(tagsLabel).fill("Quality, Audit");
      await dialog.getByRole("tab", { name: text(lang, "ui.tabs.fr") }).click();
      const tags = panel.getByLabel(tagsLabel);
      await tags.fill("Qualité, qualité");
      await dialog.getByRole("button", { name: text(lang, "pages.services.form.save") }).click();
      await expect(dialog.getByText(text(lang, "pages.services.form.tag_duplicate"))).toBeVisible();
      await expect(tags).toHaveValue("Qualité, qualité");
      await tags.fill(" Qualité ,  Audit ");

      const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 0, g: 120, b: 90 } } })
        .png()
        .toBuffer();
      await dialog
        .getByLabel(labelPattern(lang, "pages.services.form.image"))
        .setInputFiles({ name: "service.png", mimeType: "image/png", buffer: png });
      await expect(dialog.locator('img[src^="/uploads/"]')).toBeVisible();

      await dialog.getByRole("button", { name: text(lang, "pages.services.form.save") }).click();
      await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
      await expect(page.getByText(text(lang, "pages.services.success.created"))).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: service[lang] })).toBeVisible();
      await expect(page.getByRole("main").getByText("Audit", { exact: true }).first()).toBeVisible();
      // The reader's tags: English pages show the English ones.
      const tagList = page
        .getByRole("main")
        .getByRole("list", { name: text(lang, "pages.services.tags") })
        .first();
      await expect(tagList.getByRole("listitem")).toHaveText(
        lang === "en" ? ["Quality", "Audit"] : ["Qualité", "Audit"],
      );
      await expect(page.locator('img[src^="/uploads/services/"]').first()).toBeAttached();

      // Delete asks first, with the spec's message.
      await page.getByRole("button", { name: text(lang, "pages.services.delete") }).click();
      const confirm = page.getByRole("dialog");
      await expect(confirm.getByText(text(lang, "pages.services.delete_confirm.message"))).toBeVisible();
      await confirm.getByRole("button", { name: text(lang, "pages.services.delete") }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByText(text(lang, "pages.services.success.deleted"))).toBeVisible();
      await expect(page.getByRole("heading", { name: service[lang] })).toHaveCount(0);
      await page.context().close();
    });

    test("a resource download goes through the server and the counter moves", async ({ browser }) => {
      const page = await newPage(browser, lang);
      await page.goto("/ressources");
      await expect(page.getByRole("heading", { level: 1, name: text(lang, "pages.resources.title") })).toBeVisible();
      await expectAccessible(page);

      // The type filter narrows the list (state in the URL).
      await page.getByLabel(text(lang, "pages.resources.type_filter"), { exact: true }).selectOption("guide");
      await expect(page).toHaveURL(/[?&]type=guide/);
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards.first()).toContainText(text(lang, "pages.resources.types.guide"));

      await cards
        .first()
        .getByRole("link", { name: text(lang, "pages.resources.details") })
        .click();
      await expect(page).toHaveURL(/\/ressources\/[0-9a-f-]{36}$/);
      const resourcePath = new URL(page.url()).pathname;
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page);

      const count = page.getByTestId("download-count");
      const before = Number(await count.textContent());
      const link = page.getByRole("link", { name: new RegExp(text(lang, "pages.resources.download")) });
      await expect(link).toHaveAttribute("target", "_blank");
      // The new tab's request to our counting route answers with a redirect to the file.
      const counted = page
        .context()
        .waitForEvent("response", (response) => response.url().endsWith(`${resourcePath}/download`));
      await link.click();
      expect((await counted).status()).toBe(302);
      await expect(count).toHaveText(String(before + 1));
      await page.reload();
      await expect(page.getByTestId("download-count")).toHaveText(String(before + 1));
      await page.context().close();
    });

    test("an admin adds a mock-exam resource (the exam is required for that type), then deletes it", async ({
      browser,
    }) => {
      const page = await newPage(browser, lang);
      await signInAsAdmin(page, lang);
      await page.goto("/ressources");
      await page.getByRole("button", { name: text(lang, "pages.resources.add") }).click();
      const dialog = page.getByRole("dialog");
      const resource = { fr: `Examen blanc maison ${stamp}`, en: `In-house mock exam ${stamp}` };
      const panel = dialog.getByRole("tabpanel");
      await panel.getByLabel(labelPattern(lang, "pages.resources.form.title")).fill(resource.fr);
      await panel.getByLabel(labelPattern(lang, "pages.resources.form.description")).fill("Cent questions.");
      await dialog.getByRole("tab", { name: text(lang, "ui.tabs.en") }).click();
      await panel.getByLabel(labelPattern(lang, "pages.resources.form.title")).fill(resource.en);
      await panel.getByLabel(labelPattern(lang, "pages.resources.form.description")).fill("One hundred questions.");
      await dialog
        .getByRole("combobox", { name: labelPattern(lang, "pages.resources.form.type") })
        .selectOption("mock_exam");
      await dialog
        .getByRole("combobox", { name: labelPattern(lang, "pages.resources.form.partner") })
        .selectOption({ index: 1 });
      await dialog
        .getByLabel(labelPattern(lang, "pages.resources.form.url"))
        .fill("https://files.example.com/exam.pdf");
      await dialog.getByRole("button", { name: text(lang, "pages.resources.form.save") }).click();
      await expect(dialog.getByText(text(lang, "pages.resources.form.mock_exam_required"))).toBeVisible();
      await dialog
        .getByRole("combobox", { name: labelPattern(lang, "pages.resources.form.mock_exam") })
        .selectOption({ index: 1 });
      await dialog.getByRole("button", { name: text(lang, "pages.resources.form.save") }).click();
      await expect(page).toHaveURL(/\/ressources\/[0-9a-f-]{36}$/);
      await expect(page.getByText(text(lang, "pages.resources.success.created"))).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: resource[lang] })).toBeVisible();
      await expect(page.getByTestId("download-count")).toHaveText("0");

      await page.getByRole("button", { name: text(lang, "pages.resources.delete") }).click();
      const confirm = page.getByRole("dialog");
      await expect(confirm.getByText(text(lang, "pages.resources.delete_confirm.message"))).toBeVisible();
      await confirm.getByRole("button", { name: text(lang, "pages.resources.delete") }).click();
      await expect(page).toHaveURL(/\/ressources$/);
      await expect(page.getByText(text(lang, "pages.resources.success.deleted"))).toBeVisible();
      await page.context().close();
    });

    test("an invalid resource id and an unknown one get their messages", async ({ browser }) => {
      const page = await newPage(browser, lang);
      const invalid = await page.goto("/ressources/not-a-uuid");
      expect(invalid?.status()).toBe(400);
      await expect(page.getByText(text(lang, "pages.resources.error.invalid_id"))).toBeVisible();
      const unknown = await page.goto("/ressources/00000000-0000-4000-8000-000000000000");
      expect(unknown?.status()).toBe(404);
      await expect(page.getByText(text(lang, "pages.resources.error.not_found"))).toBeVisible();
      await expect(page.getByRole("link", { name: text(lang, "pages.resources.back") })).toHaveAttribute(
        "href",
        "/ressources",
      );
      await page.context().close();
    });
  });
}
