// The back office says what happened instead of doing nothing (issue 24 §15, §18): a member
// who opens /admin lands on the home page with a message saying why; a link to a page editor
// naming a page that is not there says so; a new agency's time zone follows the country typed.
import { journeyLanguages, labelPattern, text } from "./i18n";
import { closePage, newMember, newPage, openHydrated, signInAsAdmin } from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("fr")) {
  test(`a member sent away from the back office is told why (${lang})`, async ({ browser }) => {
    const stamp = Date.now();
    const member = await newMember(browser, lang, `Refused Member ${stamp}`, `refused-${stamp}@example.com`);
    await member.goto("/admin/roles");
    await expect(member).toHaveURL(/\/$/);
    await expect(member.getByText(text(lang, "auth.message.admin_required"))).toBeVisible();
    // Once: the next page has no message.
    await member.goto("/formations");
    await expect(member.getByText(text(lang, "auth.message.admin_required"))).toHaveCount(0);
    await closePage(member);
  });

  test(`a page editor's link naming nothing says so, and a new agency's zone follows its country (${lang})`, async ({
    browser,
  }) => {
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    const main = admin.getByRole("main");
    for (const edit of ["00000000-0000-4000-8000-000000000000", "not-a-page"]) {
      await admin.goto(`/admin/pages?edit=${edit}`);
      await expect(
        main.getByRole("alert").filter({ hasText: text(lang, "admin.pages.error.not_found") }),
      ).toBeVisible();
      await expect(admin.getByRole("dialog")).toHaveCount(0);
    }

    await openHydrated(admin, "/admin/agencies");
    await main.getByRole("button", { name: text(lang, "admin.agencies.add") }).click();
    const dialog = admin.getByRole("dialog");
    const zone = dialog.getByLabel(labelPattern(lang, "admin.agencies.form.timezone"));
    await expect(zone).toHaveValue("UTC");
    const country = dialog.getByLabel(labelPattern(lang, "admin.agencies.form.country"));
    await country.fill("Sénégal");
    await expect(zone).toHaveValue("Africa/Dakar");
    await country.fill("Canada");
    await expect(zone).toHaveValue("America/Toronto");
    // A zone picked by hand stays when the country changes again.
    await zone.selectOption("America/Vancouver");
    await country.fill("France");
    await expect(zone).toHaveValue("America/Vancouver");
    await closePage(admin);
  });
}
