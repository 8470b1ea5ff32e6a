// "My data" as a member lives it: sign up, download everything the site holds about the
// account (a real download, parsed), delete the account through the dialog (keyboard, the
// typed address), land signed out with a toast and a notice e-mail; the old password no
// longer signs in. French on a desktop, English on a phone.
import fs from "node:fs/promises";
import { labelPattern, text } from "./i18n";
import { closePage, expectAccessible, newPage, outboxMessages, signIn, signUp } from "./support";
import { expect, test } from "./test";

for (const [lang, device] of [
  ["fr", { width: 1280, height: 800 }],
  ["en", { width: 390, height: 844 }],
] as const) {
  test(`a member downloads their data, then deletes their account (${lang}, ${device.width}px)`, async ({
    browser,
  }) => {
    const page = await newPage(browser, lang);
    await page.setViewportSize(device);
    const K = "profile.my_data";
    const member = {
      name: `Jeanne Data ${lang}`,
      email: `my-data-${lang}-${Date.now()}@example.com`,
      password: "a calm river at dawn",
    };

    await signUp(page, lang, member.name, member.email, member.password);
    await signIn(page, lang, member.email, member.password);
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/profile");
    const main = page.getByRole("main");
    const section = main.getByRole("region", { name: text(lang, `${K}.title`) });
    await expect(section).toBeVisible();

    // The download: a real file, named with the date, holding this account and no secret.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("link", { name: text(lang, `${K}.download`) }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^formatio-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await fs.readFile(await download.path(), "utf8"));
    expect(exported.account).toMatchObject({ email: member.email, name: member.name, role: "member", language: lang });
    expect(exported.sign_in_sessions.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(exported)).not.toMatch(/"(password|token)"/);
    await expectAccessible(page);

    // The dialog opens and closes from the keyboard, focus coming back to its trigger.
    const trigger = section.getByRole("link", { name: text(lang, `${K}.delete`) });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: text(lang, `${K}.dialog_title`) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(text(lang, `${K}.kept_registrations`))).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    const confirmation = dialog.getByLabel(labelPattern(lang, `${K}.confirm_label`));
    const submit = dialog.getByRole("button", { name: text(lang, `${K}.confirm`) });
    await confirmation.fill("someone-else@example.com");
    await submit.click();
    await expect(dialog.getByText(text(lang, `${K}.error.confirmation_mismatch`))).toBeVisible();
    await expect(confirmation).toHaveAttribute("aria-invalid", "true");
    // Focused, hence scrolled into view below the explanation.
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport();

    await confirmation.fill(member.email.toUpperCase());
    await submit.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(text(lang, `${K}.deleted_toast`))).toBeVisible();

    // Signed out: the profile asks to sign in, and the old password is refused.
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
    await signIn(page, lang, member.email, member.password);
    await expect(page.getByRole("main").getByText(text(lang, "errors.auth.invalid_credentials"))).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // The notice, in the member's language.
    const intro = text(lang, `${K}.email.intro`, { site: "Formatio", email: member.email });
    await expect
      .poll(() => outboxMessages().some((eml) => eml.includes(`To: ${member.email}`) && eml.includes(intro)), {
        timeout: 15_000,
      })
      .toBe(true);
    await closePage(page);
  });
}
