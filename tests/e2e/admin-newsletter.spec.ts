// The newsletter subscribers screen, as an administrator in French and in English: the
// dashboard's link lists the unverified addresses, the export downloads that filtered list as
// CSV, a verification is resent (toast, and the e-mail in the subscriber's language in the
// outbox; a second press within the cooldown is refused as an alert), and a subscriber is
// deleted after confirming. The demo content's subscribers are used, one set per language.
import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { journeyLanguages, literally, text } from "./i18n";
import { closePage, expectAccessible, mailedLink, newPage, signInAsAdmin } from "./support";
import { expect, test } from "./test";

const SUBSCRIBERS = {
  fr: { resend: { email: "amadou.diallo@example.com", lang: "fr" }, remove: "jean-marc.leroy@example.net" },
  en: { resend: { email: "sarah.johnson@example.org", lang: "en" }, remove: "kwame.mensah@example.org" },
} as const;

for (const lang of journeyLanguages("fr")) {
  test(`an admin exports the unverified subscribers, resends a verification and deletes a subscriber (${lang})`, async ({
    browser,
  }) => {
    const { resend, remove } = SUBSCRIBERS[lang];
    const page = await newPage(browser, lang);
    await signInAsAdmin(page, lang);

    // The dashboard's link: the addresses still waiting for confirmation.
    await page.goto("/admin/newsletter?status=unverified");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.newsletter.title") })).toBeVisible();
    const row = main.getByRole("row", { name: new RegExp(literally(resend.email)) });
    await expect(row.getByText(text(lang, "admin.newsletter.status.unverified"))).toBeVisible();
    await expectAccessible(page);

    // The export: the filtered list as a file named with today's date, read back by a CSV parser.
    const exportLink = main.getByRole("link", { name: text(lang, "admin.newsletter.export") });
    await expect(exportLink).toHaveAttribute("href", "/admin/newsletter/export.csv?status=unverified");
    const downloading = page.waitForEvent("download");
    await exportLink.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(bytes.toString("utf8"), { bom: true });
    expect(records[0]).toEqual(["Email", "Status", "Subscribed On", "Verified On"]);
    expect(records.slice(1).map((record) => record[0])).toContain(resend.email);
    expect(records.slice(1).every((record) => record[1] === "Not verified")).toBe(true);

    // Resend: a toast, and the new link in the outbox, in the subscriber's language.
    const resendButton = row.getByRole("button", { name: text(lang, "admin.newsletter.resend") });
    // A click before the page has hydrated (the dev server compiles on first visit) posts as a
    // plain form and reloads the page; either way the toast follows.
    await resendButton.click();
    await expect(page.getByText(text(lang, "newsletter.success.verification_resent"))).toBeVisible();
    const link = await mailedLink(resend.email, "/newsletter/verify");
    expect(link).toContain(`lang=${resend.lang}`);

    // A second press within the public form's cooldown mails nobody: the row says so.
    await row.getByRole("button", { name: text(lang, "admin.newsletter.resend") }).click();
    await expect(row.getByRole("alert")).toHaveText(text(lang, "admin.newsletter.error.resend_cooldown"));

    // Delete, after confirming in a dialog.
    await page.goto(`/admin/newsletter?${new URLSearchParams({ q: remove })}`);
    const removed = main.getByRole("row", { name: new RegExp(literally(remove)) });
    await expect(removed).toBeVisible();
    await expect(async () => {
      await removed.getByRole("button", { name: text(lang, "admin.newsletter.delete") }).click();
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 2000 });
    }).toPass();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(text(lang, "admin.newsletter.delete_confirm", { email: remove }))).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: text(lang, "admin.newsletter.delete") }).click();
    await expect(page.getByText(text(lang, "admin.newsletter.success.deleted"))).toBeVisible();
    await expect(main.getByText(text(lang, "admin.newsletter.empty"))).toBeVisible();

    await closePage(page);
  });
}
