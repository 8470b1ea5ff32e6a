// The back office's wide lists on a phone (issue 24 §17, decision 027): at 390 px the users and
// the pages lists lay each row out as a card — nothing scrolls sideways, neither the page nor
// the list's region — and a card still names its row and offers its buttons.
import { journeyLanguages, text } from "./i18n";
import { closePage, expectAccessible, newPage, signInAsAdmin } from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("en")) {
  test(`an administrator reads the users and the pages as cards on a phone (${lang})`, async ({ browser }) => {
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await admin.setViewportSize({ width: 390, height: 844 });

    for (const { path, caption, button } of [
      { path: "/admin/roles", caption: "admin.roles.table_caption", button: "admin.roles.delete" },
      { path: "/admin/pages", caption: "admin.pages.table_caption", button: "admin.pages.edit" },
    ]) {
      await admin.goto(path);
      const table = admin.getByRole("table", { name: text(lang, caption) });
      await expect(table).toBeVisible();
      // No sideways scroll: not the page, not the table's own region.
      expect(await admin.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      const region = admin.getByRole("region", { name: text(lang, caption), exact: true });
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth), path).toBeLessThanOrEqual(0);
      // Rows are cards: laid out as grids, one under the other, each as wide as the list.
      const rows = table.getByRole("row");
      const first = rows.nth(1);
      expect(await first.evaluate((el) => getComputedStyle(el).display), path).toBe("grid");
      const [a, b] = [await rows.nth(1).boundingBox(), await rows.nth(2).boundingBox()];
      expect(b?.y ?? 0, path).toBeGreaterThanOrEqual((a?.y ?? 0) + (a?.height ?? 0));
      expect(a?.width ?? 0, path).toBeGreaterThan(300);
      // The table's semantics stay: a row header names the card, its buttons are there.
      await expect(first.getByRole("rowheader")).toBeVisible();
      await expect(table.getByRole("button", { name: text(lang, button) }).first()).toBeVisible();
      await expectAccessible(admin);
    }
    await closePage(admin);
  });
}
