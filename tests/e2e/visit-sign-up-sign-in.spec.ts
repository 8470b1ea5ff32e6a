import { journeyLanguages, text } from "./i18n";
import { closePage, expectAccessible, newPage } from "./support";
import { expect, test } from "./test";

const nav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: /navigation/i }).first();

test.describe("in a French browser", () => {
  test.use({ locale: "fr-FR" });

  test("a visitor browses in French, switches to English, signs up, signs out and signs in", async ({ page }) => {
    const email = `e2e-${Date.now()}@example.com`;
    const password = "a-good-password";

    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(nav(page).getByRole("link", { name: "Formations" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Demo content: the impact figures (their values are the back office's to change, and the
    // statistics spec does).
    const impact = page.getByRole("region", { name: text("fr", "home.impact_title") });
    await expect(impact.getByRole("definition").first()).toBeVisible();

    await page.getByRole("button", { name: "Passer le site en anglais" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(nav(page).getByRole("link", { name: "Courses" })).toBeVisible();

    // A sign-in refused in the header modal, then "create an account" instead.
    await page.getByRole("button", { name: "Sign in" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("E-mail address").fill("someone-else@example.com");
    await dialog.getByLabel("Password").fill("not the password");
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByText("Incorrect e-mail or password.")).toBeVisible();
    // The refused answer stays behind; the e-mail typed comes along, both ways (issue 24).
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await expect(dialog.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await expect(dialog.getByText("Incorrect e-mail or password.")).toHaveCount(0);
    await expect(dialog.getByLabel("E-mail address")).toHaveValue("someone-else@example.com");
    await dialog.getByLabel("E-mail address").fill("typed-in-sign-up@example.com");
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByText("Incorrect e-mail or password.")).toHaveCount(0);
    await expect(dialog.getByLabel("E-mail address")).toHaveValue("typed-in-sign-up@example.com");
    await page.keyboard.press("Escape");

    // Sign up in the header modal: it returns to sign-in mode with a success message, the new
    // account's e-mail and nothing from the refused attempt.
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(dialog.getByRole("heading", { name: "Create an account" })).toBeVisible();
    // A new opening starts empty.
    await expect(dialog.getByLabel("E-mail address")).toHaveValue("");
    await dialog.getByLabel("E-mail address").fill("not-an-email");
    await dialog.getByLabel("Password").fill(password);
    await dialog.getByRole("button", { name: "Create my account" }).click();
    await expect(dialog.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await dialog.getByLabel("E-mail address").fill(email);
    await dialog.getByRole("button", { name: "Create my account" }).click();
    await expect(dialog.getByText("Your account has been created. You can now sign in.")).toBeVisible();
    await expect(dialog.getByText("Incorrect e-mail or password.")).toHaveCount(0);
    await expect(dialog.getByLabel("E-mail address")).toHaveValue(email);
    await dialog.getByLabel("Password").fill(password);
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog).toBeHidden();
    // The member's pages are under "My account" on the desktop bar.
    await nav(page).getByRole("button", { name: "My account" }).click();
    await expect(nav(page).getByRole("link", { name: "My profile" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "My registrations" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Admin" })).toHaveCount(0);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(nav(page).getByRole("button", { name: "My account" })).toHaveCount(0);
    await expect(page.getByText("You are signed out.")).toBeVisible();

    // A protected page sends the visitor to sign in and back.
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
    await expect(page.getByText("Please sign in to continue.")).toBeVisible();
    await page.getByRole("main").getByLabel("E-mail address").fill(email);
    await page.getByRole("main").getByLabel("Password").fill("wrong-password");
    await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Incorrect e-mail or password." })).toBeVisible();
    await page.getByRole("main").getByLabel("Password").fill(password);
    await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(nav(page).getByRole("button", { name: "My account" })).toBeVisible();
  });
});

test("the register page leads to the login page with its message, in French", async ({ page }) => {
  const email = `e2e-page-${Date.now()}@example.com`;
  await page.goto("/register?lang=fr");
  await page.getByRole("main").getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("main").getByLabel("Mot de passe").fill("court");
  await page.getByRole("main").getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Le mot de passe doit contenir au moins 8 caractères.")).toBeVisible();
  await page.getByRole("main").getByLabel("Mot de passe").fill("un-bon-mot-de-passe");
  await page.getByRole("main").getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page).toHaveURL(/\/login\?registered=true/);
  await expect(page.getByText("Votre compte a été créé. Vous pouvez maintenant vous connecter.")).toBeVisible();
  // The same e-mail again: errors.auth.user_exists.
  await page.goto("/register");
  await page.getByRole("main").getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("main").getByLabel("Mot de passe").fill("un-bon-mot-de-passe");
  await page.getByRole("main").getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Un compte existe déjà avec cette adresse e-mail.")).toBeVisible();
});

test("an admin sees the admin link and reaches the back office; a visitor is sent to sign in", async ({ page }) => {
  await page.goto("/admin/testimonials?lang=en");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Ftestimonials/);
  await expect(page.getByText("You must be an administrator to access this area.")).toBeVisible();
  await page.getByRole("main").getByLabel("E-mail address").fill("admin@e2e.test");
  await page.getByRole("main").getByLabel("Password").fill("e2e-admin-password");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials/);
  await nav(page).getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Administration", level: 1 })).toBeVisible();
});

test("an unknown URL shows the 404 view with HTTP 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist?lang=en");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  // Breadcrumbs show on every page but the home page: here "Home / Page not found", not the
  // address typed, also for a deeper unknown address.
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs).toBeVisible();
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home/", "Page not found"]);
  await page.goto("/nope/unknown?lang=en");
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home/", "Page not found"]);
  await expect(crumbs).not.toContainText(/nope|unknown/);
});

// The footer newsletter form (double opt-in) is covered by contact-newsletter-profile.spec.ts.

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: "fr-FR" });

  test("a long breadcrumb wraps without starting a line with its separator", async ({ page }) => {
    await page.goto("/formations?lang=fr");
    await page.locator('main a[href^="/formations/"]').first().click();
    await expect(page).toHaveURL(/\/formations\/[^/?]+/);
    const items = page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("listitem");
    await expect(items).toHaveCount(3);
    // The separators end the items before them; the course's own item has none.
    await expect(items.nth(0)).toHaveText("Accueil/");
    await expect(items.nth(1)).toHaveText("Formations/");
    await expect(items.nth(2)).not.toContainText("/");
  });

  test("the slide-out menu carries the navigation and opens the sign-in modal", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Calendrier" })).toBeVisible();
    // The "Discover" pages are listed too.
    await expect(menu.getByText("Découvrir")).toBeVisible();
    for (const name of ["Ressources", "Études de cas", "Nos formateurs", "Blog", "Témoignages"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await menu.getByRole("button", { name: "Connexion" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Connexion" })).toBeVisible();
  });
});

for (const lang of journeyLanguages("en")) {
  test(`resources, case studies and trainers are reached from the header's Discover menu, by keyboard, and the footer (${lang})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, lang);
    await page.goto("/");
    const discover = nav(page).getByRole("button", { name: text(lang, "nav.discover") });
    await expect(discover).toHaveAttribute("aria-expanded", "false");
    // Keyboard: focus, Enter opens, Escape closes and gives the focus back.
    await discover.focus();
    await page.keyboard.press("Enter");
    await expect(discover).toHaveAttribute("aria-expanded", "true");
    const resources = nav(page).getByRole("link", { name: text(lang, "nav.resources") });
    await expect(resources).toBeVisible();
    await expect(nav(page).getByRole("link", { name: text(lang, "nav.case_studies") })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: text(lang, "nav.trainers") })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(resources).toBeHidden();
    await expect(discover).toBeFocused();
    // A click on an entry goes there; the menu then marks where we are.
    await discover.click();
    await nav(page)
      .getByRole("link", { name: text(lang, "nav.case_studies") })
      .click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(discover).toHaveAttribute("aria-expanded", "false");
    await expect(discover).toHaveClass(/text-primary/);
    // The footer lists them as well.
    const footer = page.getByRole("contentinfo");
    for (const [key, path] of [
      ["resources", "/ressources"],
      ["case_studies", "/case-studies"],
      ["trainers", "/trainers"],
    ] as const) {
      await expect(footer.getByRole("link", { name: text(lang, `footer.links.${key}`) })).toHaveAttribute("href", path);
    }
    await closePage(page);
  });
}
