// Every back-office screen of the sidebar, in French and in English: it answers, shows its
// title as the page's heading, and has no serious or critical axe violation. Dialogs close
// with Escape and give the focus back to the button that opened them.
import { ADMIN_DASHBOARD, ADMIN_LINKS } from "../../app/admin/links";
import { journeyLanguages, literally, text } from "./i18n";
import { closePage, expectAccessible, newPage, signInAsAdmin } from "./support";
import { expect, test } from "./test";

// Nothing here writes: the tests may share the workers out (the file is the longest one).
test.describe.configure({ mode: "parallel" });

// One test per screen and language: each its own time budget, and a failure names its screen.
for (const lang of journeyLanguages("en")) {
  for (const link of [ADMIN_DASHBOARD, ...ADMIN_LINKS]) {
    test(`${link.to} is reachable and accessible (${lang})`, async ({ browser }) => {
      const page = await newPage(browser, lang);
      await signInAsAdmin(page, lang, { home: false });
      const response = await page.goto(link.to);
      expect(response?.status(), link.to).toBe(200);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
      // The sidebar marks where we are.
      await expect(
        page.getByRole("navigation", { name: text(lang, "admin.sidebar_label") }).getByRole("link", {
          name: new RegExp(`^${literally(text(lang, `admin.links.${link.key}`))}`),
        }),
      ).toHaveAttribute("aria-current", "page");
      await expectAccessible(page);
      await closePage(page);
    });
  }
}

test("a dialog closes with Escape and gives the focus back to its opener", async ({ browser }) => {
  const page = await newPage(browser, "en");
  await signInAsAdmin(page, "en");
  await page.goto("/admin/roles");
  const opener = page.getByRole("main").getByRole("button", { name: text("en", "admin.roles.add") });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: text("en", "admin.roles.form.title") });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await closePage(page);
});
