import { expect, test } from "@playwright/test";

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
    // Demo content: featured courses and the impact figures.
    await expect(page.getByText("1200+")).toBeVisible();

    await page.getByRole("button", { name: "Passer le site en anglais" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(nav(page).getByRole("link", { name: "Courses" })).toBeVisible();

    // Sign up in the header modal: it returns to sign-in mode with a success message.
    await page.getByRole("button", { name: "Sign up" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await dialog.getByLabel("E-mail address").fill("not-an-email");
    await dialog.getByLabel("Password").fill(password);
    await dialog.getByRole("button", { name: "Create my account" }).click();
    await expect(dialog.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await dialog.getByLabel("E-mail address").fill(email);
    await dialog.getByRole("button", { name: "Create my account" }).click();
    await expect(dialog.getByText("Your account has been created. You can now sign in.")).toBeVisible();
    await dialog.getByLabel("E-mail address").fill(email);
    await dialog.getByLabel("Password").fill(password);
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog).toBeHidden();
    await expect(nav(page).getByRole("link", { name: "My profile" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Admin" })).toHaveCount(0);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(nav(page).getByRole("link", { name: "My profile" })).toHaveCount(0);
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
    await expect(nav(page).getByRole("link", { name: "My profile" })).toBeVisible();
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
  // Breadcrumbs show on every page but the home page.
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
});

// The footer newsletter form (double opt-in) is covered by contact-newsletter-profile.spec.ts.

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: "fr-FR" });

  test("the slide-out menu carries the navigation and opens the sign-in modal", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Calendrier" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await menu.getByRole("button", { name: "Connexion" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Connexion" })).toBeVisible();
  });
});
