// Choosing a password at sign-up: the meter reads the strength as the person types, and
// the policy refuses common passwords (server) and ones made from the e-mail (browser).
import { journeyLanguages, labelPattern, text } from "./i18n";
import { closePage, expectAccessible, newPage } from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("en")) {
  test(`a visitor sees the strength of the password they type and weak ones are refused (${lang})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, lang);
    const email = `choose-${lang}-${Date.now()}@example.com`;
    const strength = (level: "weak" | "fair" | "strong") =>
      text(lang, "auth.password_strength.label", { level: text(lang, `auth.password_strength.${level}`) });

    await page.goto("/register");
    const main = page.getByRole("main");
    const password = main.getByLabel(labelPattern(lang, "auth.register.password"));
    await main.getByLabel(labelPattern(lang, "auth.register.email")).fill(email);

    await password.fill("12345678");
    await expect(main.getByText(strength("weak"), { exact: true })).toBeVisible();
    await password.fill("correct horse battery staple");
    await expect(main.getByText(strength("strong"), { exact: true })).toBeVisible();
    // The strength is part of the field's description, so it is read with the field.
    await expect(password).toHaveAccessibleDescription(new RegExp(strength("strong")));
    await expectAccessible(page);

    // Made from the e-mail: refused in the browser, before posting.
    await password.fill(email.split("@")[0]);
    await main.getByRole("button", { name: text(lang, "auth.register.submit") }).click();
    await expect(main.getByText(text(lang, "errors.auth.password_contains_email"))).toBeVisible();

    // Common: refused by the server's list, the e-mail kept.
    await password.fill("iloveyou");
    await main.getByRole("button", { name: text(lang, "auth.register.submit") }).click();
    await expect(main.getByText(text(lang, "errors.auth.password_common"))).toBeVisible();
    await expect(main.getByLabel(labelPattern(lang, "auth.register.email"))).toHaveValue(email);
    await closePage(page);
  });
}
