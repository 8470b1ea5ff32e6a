import { journeyLanguages, labelPattern, text, textPattern } from "./i18n";
import { expectAccessible, newPage, signIn, signInAsAdmin, signUp } from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("fr")) {
  test.describe(`community pages (${lang})`, () => {
    test.describe.configure({ mode: "serial" });
    // First loads compile routes under Vite in dev mode.
    test.setTimeout(180_000);
    const stamp = `${lang}${Date.now().toString(36)}`;
    const member = {
      name: `Nadia Keita ${stamp}`,
      email: `testimonial-${stamp}@example.com`,
      password: "member-pass-1",
    };

    test("a visitor is sent to sign in from the testimonials page, comes back and submits a pending testimonial", async ({
      browser,
    }) => {
      const signUpPage = await newPage(browser, lang);
      await signUp(signUpPage, lang, member.name, member.email, member.password);
      await signUpPage.context().close();

      const page = await newPage(browser, lang);
      await page.goto("/testimonials");
      await expect(page.getByRole("heading", { level: 1, name: text(lang, "testimonials.title") })).toBeVisible();
      await expect(page.getByText(text(lang, "testimonials.form.login_prompt"))).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("link", { name: text(lang, "testimonials.form.submit") }).click();
      await expect(page).toHaveURL(/\/login\?redirectTo=(%2F|\/)testimonials/);
      await expect(page.getByText(text(lang, "auth.message.login_required"))).toBeVisible();
      await signIn(page, lang, member.email, member.password);
      await expect(page).toHaveURL(/\/testimonials$/);

      // Server validation keeps what was typed: an empty testimonial is refused.
      const form = page.getByRole("region", { name: text(lang, "testimonials.form.title") });
      const submit = form.getByRole("button", { name: text(lang, "testimonials.form.submit") });
      await submit.click();
      await expect(form.getByText(text(lang, "testimonials.validation.content_required"))).toBeVisible();

      // The rating is a radio group: 5 by default, arrow keys change it.
      const five = form.getByRole("radio", { name: text(lang, "testimonials.form.star", { count: 5 }) });
      await expect(five).toBeChecked();
      await five.focus();
      await page.keyboard.press("ArrowLeft");
      await expect(form.getByRole("radio", { name: text(lang, "testimonials.form.star", { count: 4 }) })).toBeChecked();

      const content = `Une formation remarquable ${stamp}`;
      await form.getByLabel(labelPattern(lang, "testimonials.form.content")).fill(content);
      await submit.click();
      const confirmation = form.getByRole("status");
      await expect(confirmation).toContainText(text(lang, "testimonials.success.submit"));
      await expect(confirmation).toContainText(content);
      await expect(form.getByLabel(labelPattern(lang, "testimonials.form.content"))).toHaveValue("");

      // Pending: shown back to its author as awaiting review, not in the public list.
      await page.reload();
      await expect(page.getByText(text(lang, "testimonials.pending_title"))).toBeVisible();
      await expect(form.getByText(content)).toBeVisible();
      const list = page.getByRole("region", { name: text(lang, "testimonials.list_title") });
      await expect(list.getByRole("figure").first()).toBeVisible();
      await expect(list.getByText(content)).toHaveCount(0);

      const visitor = await newPage(browser, lang);
      await visitor.goto("/testimonials");
      await expect(visitor.getByRole("figure").first()).toBeVisible();
      await expect(visitor.getByText(content)).toHaveCount(0);

      // An administrator approves it in the back office; then it is public.
      const admin = await newPage(browser, lang);
      await signInAsAdmin(admin, lang);
      await admin.goto("/admin/testimonials");
      await expect(
        admin.getByRole("heading", { level: 1, name: text(lang, "admin.testimonials.title") }),
      ).toBeVisible();
      const filters = admin.getByRole("group").filter({ hasText: text(lang, "admin.testimonials.filters.title") });
      await filters.getByText(text(lang, "admin.testimonials.filters.title")).click();
      await filters.getByLabel(text(lang, "admin.testimonials.filters.status")).selectOption("pending");
      await filters.getByRole("button", { name: text(lang, "admin.testimonials.filters.apply") }).click();
      await expect(admin).toHaveURL(/status=pending/);
      const row = admin.getByRole("article", {
        name: text(lang, "admin.testimonials.row_label", { author: member.name }),
      });
      await expect(row.getByText(content)).toBeVisible();
      await expect(row.getByText(text(lang, "admin.testimonials.status.pending"))).toBeVisible();
      await expectAccessible(admin);
      await row.getByRole("button", { name: text(lang, "admin.testimonials.approve") }).click();
      await expect(admin.getByText(text(lang, "admin.testimonials.success.approved"))).toBeVisible();
      // Filtered on pending, the approved one leaves the list.
      await expect(row).toHaveCount(0);
      await admin.context().close();

      await visitor.reload();
      await expect(visitor.getByText(content)).toBeVisible();
      await visitor.context().close();
      await page.context().close();
    });

    test("case studies: page size, show more and the image viewer from the keyboard", async ({ browser }) => {
      const page = await newPage(browser, lang);
      await page.goto("/case-studies");
      await expect(page.getByRole("heading", { level: 1, name: text(lang, "pages.case_studies.title") })).toBeVisible();
      await expectAccessible(page);

      await page.getByLabel(text(lang, "ui.pagination.page_size")).selectOption("3");
      await expect(page).toHaveURL(/size=3/);
      const cards = page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3 }) });
      await expect(cards).toHaveCount(3);
      // The demo content decides how many there are: read the total from the results line.
      const total = Number.parseInt(
        (await page.locator("#case-studies-results").textContent())?.match(/\d+/)?.[0] ?? "0",
        10,
      );
      expect(total).toBeGreaterThan(3);
      await expect(page.getByText(text(lang, "pages.case_studies.showing", { shown: 3, total }))).toBeVisible();
      await page.getByRole("link", { name: text(lang, "pages.case_studies.show_more") }).click();
      await expect(page).toHaveURL(/from=1/);
      await expect(page).toHaveURL(/page=2/);
      await expect(cards).toHaveCount(Math.min(total, 6));
      // The first new card takes the focus, so keyboard users continue from there.
      await expect(cards.nth(3).getByRole("heading", { level: 3 })).toBeFocused();

      const card = cards.first();
      const details = card.getByRole("button", { name: text(lang, "pages.case_studies.show_details"), exact: true });
      await expect(details).toHaveAttribute("aria-expanded", "false");
      await details.click();
      await expect(card.getByRole("button", { name: text(lang, "pages.case_studies.show_less") })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      const images = card.getByRole("button", {
        name: textPattern(lang, "pages.case_studies.open_image", { caption: "" }),
      });
      const imageCount = await images.count();
      expect(imageCount).toBeGreaterThan(1);
      const firstImage = images.first();
      await firstImage.focus();
      await page.keyboard.press("Enter");

      const viewer = page.getByRole("dialog");
      await expect(viewer).toBeVisible();
      await expect(viewer).toContainText(
        text(lang, "pages.case_studies.viewer.position", { current: 1, total: imageCount }),
      );
      const caption = viewer.locator("figcaption");
      const firstCaption = await caption.textContent();
      expect(firstCaption).toBeTruthy();
      await expect(viewer.getByRole("img")).toBeVisible();
      await expectAccessible(page);

      await page.keyboard.press("ArrowRight");
      await expect(viewer).toContainText(
        text(lang, "pages.case_studies.viewer.position", { current: 2, total: imageCount }),
      );
      await expect(caption).not.toHaveText(firstCaption ?? "");
      await page.keyboard.press("ArrowLeft");
      await expect(caption).toHaveText(firstCaption ?? "");

      // Focus stays inside the viewer.
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(viewer).toHaveCount(0);
      await expect(firstImage).toBeFocused();
      await page.context().close();
    });

    test("help centre: getting started open, sections toggle from the keyboard, search", async ({ browser }) => {
      const page = await newPage(browser, lang);
      await page.goto("/help");
      await expect(page.getByRole("heading", { level: 1, name: text(lang, "pages.help.title") })).toBeVisible();
      const toggles = page.getByRole("main").locator("button[aria-expanded]");
      await expect(toggles.first()).toHaveAttribute("aria-expanded", "true");
      await expect(toggles.nth(1)).toHaveAttribute("aria-expanded", "false");
      await expectAccessible(page);

      const billing = toggles.nth(1);
      const panel = page.locator(`#${await billing.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
      await expect(panel).toBeHidden();
      await billing.focus();
      await page.keyboard.press("Enter");
      await expect(billing).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeVisible();
      await page.keyboard.press("Space");
      await expect(billing).toHaveAttribute("aria-expanded", "false");
      await toggles.first().click();
      await expect(toggles.first()).toHaveAttribute("aria-expanded", "false");

      const search = page.getByRole("searchbox", { name: text(lang, "pages.help.search_label") });
      await search.fill("mobile money");
      await search.press("Enter");
      await expect(page).toHaveURL(/q=mobile/);
      await expect(page.getByText(text(lang, "pages.help.results", { count: 1, q: "mobile money" }))).toBeVisible();
      await expect(page.getByText(/Mobile money/).first()).toBeVisible();
      await expect(page.getByRole("main").locator("button[aria-expanded]")).toHaveCount(1);

      await search.fill("zzzz-nothing");
      await search.press("Enter");
      await expect(page.getByText(text(lang, "pages.help.empty"))).toBeVisible();
      await page.context().close();
    });

    test("agencies grouped by region link to the contact form with the agency chosen; trainers show host names", async ({
      browser,
    }) => {
      const page = await newPage(browser, lang);
      await page.goto("/agencies");
      await expect(page.getByRole("heading", { level: 1, name: text(lang, "agencies.title") })).toBeVisible();
      const africa = page.getByRole("region", { name: textPattern(lang, "agencies.regions.africa") });
      await expect(africa.getByRole("heading", { name: "Formatio Dakar" })).toBeVisible();
      await expect(page.getByRole("region", { name: textPattern(lang, "agencies.regions.europe") })).toContainText(
        "Formatio Paris",
      );
      // Inactive agencies are not listed.
      await expect(page.getByText("Formatio Bordeaux")).toHaveCount(0);
      await expectAccessible(page);

      const contact = africa.getByRole("link", {
        name: `${text(lang, "agencies.contact")} — Formatio Dakar`,
      });
      await expect(contact).toHaveAttribute("href", /^\/contact\?agency=[0-9a-f-]{36}$/);
      const href = await contact.getAttribute("href");
      await contact.click();
      await expect(page).toHaveURL(new RegExp(`${href?.replace(/[?]/g, "\\?")}$`));

      await page.goto("/trainers");
      await expect(page.getByRole("heading", { level: 1, name: text(lang, "pages.trainers.title") })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Aminata Diallo" })).toBeVisible();
      // The website shows its host name only; the link goes to the full address.
      const website = page.getByRole("link", { name: /aminata-diallo\.example\.com/ });
      await expect(website).toHaveText(
        new RegExp(`^aminata-diallo\\.example\\.com ${textPattern(lang, "pages.trainers.new_tab").source}$`),
      );
      await expect(website).toHaveAttribute("href", "https://aminata-diallo.example.com");
      // Inactive trainers are not listed.
      await expect(page.getByText("Julien Moreau")).toHaveCount(0);
      await expectAccessible(page);
      await page.context().close();
    });
  });
}
