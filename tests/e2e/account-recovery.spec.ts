// Keeping an account, in French and in English: a forgotten password is replaced through
// the mailed link (and a session opened elsewhere before is gone), the password is changed
// and every session ended from /profile, and a new account confirms its address from the
// mailed link (the banner says so until then).
import { journeyLanguages, labelPattern, text, textPattern } from "./i18n";
import { closePage, expectAccessible, mailedLink, newPage, signIn, signUp } from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("fr")) {
  test.describe(`account recovery and verification (${lang})`, () => {
    // First loads compile routes under Vite in dev mode.
    test.setTimeout(180_000);

    test("forgot password: the mailed link sets a new password and ends a session opened elsewhere", async ({
      browser,
    }) => {
      const stamp = `${lang}${Date.now().toString(36)}`;
      const member = {
        name: `Inès Morel ${stamp}`,
        email: `forgot-${stamp}@example.com`,
        password: "first passphrase 1",
      };
      const newPassword = "second passphrase 2";

      const signUpPage = await newPage(browser, lang);
      await signUp(signUpPage, lang, member.name, member.email, member.password);
      await closePage(signUpPage);

      // Another browser (the office computer) signed in before the reset.
      const elsewhere = await newPage(browser, lang);
      await elsewhere.goto("/login");
      await signIn(elsewhere, lang, member.email, member.password);
      await expect(elsewhere).toHaveURL(/\/$/);

      // From the header's sign-in dialog, "Forgot your password?" leads to its page.
      const page = await newPage(browser, lang);
      await page.goto("/formations");
      const dialog = page.getByRole("dialog");
      // A click before hydration opens nothing: try again until the dialog is there.
      await expect(async () => {
        await page
          .getByRole("banner")
          .getByRole("button", { name: text(lang, "nav.login"), exact: true })
          .first()
          .click();
        await expect(dialog).toBeVisible({ timeout: 2_000 });
      }).toPass();
      await dialog.getByRole("link", { name: text(lang, "auth.login.forgot_password") }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(dialog).toBeHidden();
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: text(lang, "auth.forgot.title") })).toBeVisible();
      await expectAccessible(page);

      // A malformed address is a field error; a real one gets the same answer as any other.
      const email = main.getByLabel(labelPattern(lang, "auth.forgot.email"));
      await email.fill("not an address");
      await main.getByRole("button", { name: text(lang, "auth.forgot.submit") }).click();
      await expect(main.getByText(text(lang, "errors.auth.invalid_email"))).toBeVisible();
      await email.fill(member.email.toUpperCase());
      await email.press("Enter");
      await expect(main.getByText(text(lang, "auth.forgot.sent"))).toBeVisible();

      // The e-mail, in the account's language, links to our page.
      const link = await mailedLink(member.email, "/reset-password");
      expect(link).toContain(`lang=${lang}`);
      await page.goto(link);
      await expect(main.getByRole("heading", { level: 1, name: text(lang, "auth.reset.title") })).toBeVisible();
      await expect(main.getByText(text(lang, "auth.reset.subtitle", { email: member.email }))).toBeVisible();
      const password = main.getByLabel(labelPattern(lang, "auth.reset.password"));
      // The policy, as at sign-up: the server's list refuses a common password under the field.
      await password.fill("password123");
      await main.getByRole("button", { name: text(lang, "auth.reset.submit") }).click();
      await expect(main.getByText(text(lang, "errors.auth.password_common"))).toBeVisible();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await password.fill(newPassword);
      // The meter, read with the field as at sign-up.
      const meter = text(lang, "auth.password_strength.label", { level: "" }).trim();
      await expect(password).toHaveAccessibleDescription(new RegExp(meter));
      await expectAccessible(page);
      await password.press("Enter");

      await expect(page).toHaveURL(/\/login\?message=password_reset/);
      await expect(main.getByText(text(lang, "auth.message.password_reset"))).toBeVisible();
      await signIn(page, lang, member.email, newPassword);
      await expect(page).toHaveURL(/\/$/);

      // The link served once.
      await page.goto(link);
      await expect(main.getByRole("heading", { level: 1, name: text(lang, "auth.reset.invalid_title") })).toBeVisible();
      await expect(main.getByRole("link", { name: text(lang, "auth.reset.ask_again") })).toHaveAttribute(
        "href",
        "/forgot-password",
      );

      // The session opened before the reset is over.
      await elsewhere.goto("/profile");
      await expect(elsewhere).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
      await closePage(elsewhere);
      await closePage(page);
    });

    test("profile: change the password (other sessions end, this one stays), then end every session", async ({
      browser,
    }) => {
      const stamp = `${lang}${Date.now().toString(36)}`;
      const member = {
        name: `Hugo Petit ${stamp}`,
        email: `change-${stamp}@example.com`,
        password: "first passphrase 1",
      };
      const signUpPage = await newPage(browser, lang);
      await signUp(signUpPage, lang, member.name, member.email, member.password);
      await closePage(signUpPage);

      const elsewhere = await newPage(browser, lang);
      await elsewhere.goto("/login");
      await signIn(elsewhere, lang, member.email, member.password);
      await expect(elsewhere).toHaveURL(/\/$/);

      const page = await newPage(browser, lang);
      await page.goto("/profile");
      await signIn(page, lang, member.email, member.password);
      await expect(page).toHaveURL(/\/profile$/);
      const section = page.getByRole("region", { name: text(lang, "profile.security.title") });
      const current = section.getByLabel(labelPattern(lang, "profile.security.current_password"));
      const next = section.getByLabel(labelPattern(lang, "profile.security.new_password"));
      const change = section.getByRole("button", { name: text(lang, "profile.security.change_submit") });

      await current.fill("not my passphrase");
      await next.fill("second passphrase 2");
      await change.click();
      await expect(section.getByText(text(lang, "errors.auth.current_password_wrong"))).toBeVisible();
      await current.fill(member.password);
      await change.click();
      await expect(section.getByText(text(lang, "profile.security.changed"))).toBeVisible();
      await expect(current).toHaveValue("");
      await expectAccessible(page);

      // This browser is still signed in; the other one is not.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: text(lang, "profile.title") })).toBeVisible();
      await elsewhere.goto("/profile");
      await expect(elsewhere).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
      await signIn(elsewhere, lang, member.email, "second passphrase 2");
      await expect(elsewhere).toHaveURL(/\/profile$/);

      // End every session, after a confirmation the keyboard can answer.
      await section.getByRole("button", { name: text(lang, "profile.security.end_sessions") }).click();
      const confirm = page.getByRole("dialog", { name: text(lang, "profile.security.end_sessions_confirm_title") });
      await expect(confirm).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(confirm).toBeHidden();
      await section.getByRole("button", { name: text(lang, "profile.security.end_sessions") }).focus();
      await page.keyboard.press("Enter");
      await confirm.getByRole("button", { name: text(lang, "profile.security.end_sessions_confirm") }).click();
      await expect(page).toHaveURL(/\/login\?message=signed_out_everywhere/);
      await expect(page.getByRole("main").getByText(text(lang, "auth.message.signed_out_everywhere"))).toBeVisible();
      await elsewhere.reload();
      await expect(elsewhere).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
      await closePage(elsewhere);
      await closePage(page);
    });

    test("sign-up: a banner asks to confirm the address until the mailed link is followed", async ({ browser }) => {
      const stamp = `${lang}${Date.now().toString(36)}`;
      const member = {
        name: `Lou Bernard ${stamp}`,
        email: `verify-${stamp}@example.com`,
        password: "first passphrase 1",
      };
      const page = await newPage(browser, lang);
      await signUp(page, lang, member.name, member.email, member.password);
      await expect(page.getByText(text(lang, "auth.login.check_email"))).toBeVisible();
      await signIn(page, lang, member.email, member.password);
      await expect(page).toHaveURL(/\/$/);

      const banner = page.getByRole("region", { name: text(lang, "auth.verify.banner.title") });
      await expect(banner.getByText(text(lang, "auth.verify.banner.text"))).toBeVisible();
      await expectAccessible(page);
      await banner.getByRole("button", { name: text(lang, "auth.verify.resend") }).click();
      await expect(banner.getByText(text(lang, "auth.verify.resent"))).toBeVisible();

      // Two e-mails now (sign-up, resend); the newest link confirms the address.
      const link = await mailedLink(member.email, "/verify-email", 2);
      expect(link).toContain(`lang=${lang}`);
      await page.goto(link);
      await expect(page).toHaveURL(/\/verify-email\?status=verified/);
      const main = page.getByRole("main");
      await expect(
        main.getByRole("heading", { level: 1, name: text(lang, "auth.verify.verified.title") }),
      ).toBeVisible();
      await expect(main.getByRole("link", { name: textPattern(lang, "auth.verify.browse") })).toBeVisible();
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner).toHaveCount(0);
      await closePage(page);
    });
  });
}
