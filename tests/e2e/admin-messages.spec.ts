// The messages inbox, as an administrator in French and in English: a visitor sends a quote
// request from a course page; the admin filters the inbox by type, finds it, opens it (the
// course links to its page, the agency is named, Reply opens the e-mail client with the
// subject), which marks it read and takes it off the sidebar's unread count, then marks it
// handled, after a note and a reply sent from the inbox (read back from the outbox). Two
// messages archived at once from the bulk bar. No serious or critical axe violation with the
// message open.
import type { Page } from "@playwright/test";
import { journeyLanguages, type Lang, labelPattern, text, textPattern } from "./i18n";
import { closePage, expectAccessible, newPage, outboxMessages, signInAsAdmin } from "./support";
import { expect, test } from "./test";

/** From the first course's "Request a quote" to a sent request; its course title and agency name. */
async function sendQuoteRequest(page: Page, lang: Lang, message: string) {
  await page.goto("/formations");
  await page
    .getByRole("link", { name: textPattern(lang, "pages.courses.card.learn_more") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/formations\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(text(lang, "pages.courses.title"));
  const courseTitle = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  const coursePath = new URL(page.url()).pathname;
  await page
    .getByRole("main")
    .getByRole("link", { name: text(lang, "pages.courses.card.request_quote") })
    .click();
  await expect(page).toHaveURL(/\/contact\?course=[0-9a-f-]{36}$/);
  const main = page.getByRole("main");
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.first_name")).fill("Camille");
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.last_name")).fill("Martin");
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.email")).fill("camille.martin@example.com");
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.company")).fill("Acme SA");
  const agency = main.getByRole("combobox", { name: labelPattern(lang, "pages.contact.fields.agency") });
  await agency.selectOption({ index: 1 });
  const agencyName = (await agency.locator("option:checked").textContent())?.trim() ?? "";
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.message")).fill(message);
  await main.getByRole("button", { name: text(lang, "pages.contact.submit") }).click();
  await expect(main.getByText(text(lang, "pages.contact.success"))).toBeVisible();
  return {
    courseTitle,
    coursePath,
    agencyName,
    subject: text(lang, "pages.contact.quote_subject", { course: courseTitle }),
  };
}

/** The number beside "Messages" in the sidebar (0 when it shows none). */
async function unreadBadge(page: Page, lang: Lang): Promise<number> {
  // Hidden from the accessibility tree while a dialog is open, so looked up with the hidden ones.
  const link = page
    .getByRole("navigation", { name: text(lang, "admin.sidebar_label"), includeHidden: true })
    .getByRole("link", { name: new RegExp(`^${text(lang, "admin.links.messages")}`), includeHidden: true });
  const label = (await link.textContent()) ?? "";
  return Number(/\d+/.exec(label)?.[0] ?? 0);
}

for (const lang of journeyLanguages("en")) {
  test(`an admin filters the inbox, opens a quote request and marks it handled (${lang})`, async ({ browser }) => {
    const stamp = `${lang}-${Date.now()}`;
    const visitor = await newPage(browser, lang);
    const quote = await sendQuoteRequest(visitor, lang, `Devis pour 8 personnes ${stamp}`);
    await closePage(visitor);

    const page = await newPage(browser, lang);
    await signInAsAdmin(page, lang);
    await page.goto("/admin/messages");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.messages.title") })).toBeVisible();
    const unreadBefore = await unreadBadge(page, lang);
    expect(unreadBefore).toBeGreaterThanOrEqual(1);

    // Filter by type: the URL keeps it, and only contact messages remain.
    const filters = main.locator("details").filter({ hasText: text(lang, "admin.messages.filters.title") });
    await filters.locator("summary").click();
    await filters.getByRole("combobox", { name: text(lang, "admin.messages.filters.type") }).selectOption("contact");
    await filters.getByRole("button", { name: text(lang, "admin.messages.filters.apply") }).click();
    await expect(page).toHaveURL(/[?&]type=contact/);
    await expect(main.getByText(text(lang, "admin.messages.kinds.registration"), { exact: true })).toHaveCount(0);

    // Search for this run's request (its text), the type filter kept.
    const search = main.getByRole("searchbox", { name: text(lang, "admin.messages.search_label") });
    await search.fill(stamp);
    await search.press("Enter");
    await expect(page).toHaveURL(/type=contact/);
    await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
    const card = main.getByRole("article", { name: quote.subject });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(text(lang, "admin.messages.new"), { exact: true })).toBeVisible();
    await expect(card.getByText(text(lang, "admin.messages.kinds.quote"), { exact: true })).toBeVisible();

    // Open it: the dialog (in the URL, so a reload keeps it), marked read, one unread fewer.
    await card.getByRole("link", { name: quote.subject, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: quote.subject });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]open=[0-9a-f-]{36}/);
    await expect(dialog.getByText(text(lang, "admin.messages.status.read"), { exact: true })).toBeVisible();
    await expect.poll(() => unreadBadge(page, lang)).toBe(unreadBefore - 1);

    // Laid out: the course links to its page, the agency by name, the sender, the text.
    await expect(dialog.getByRole("link", { name: quote.courseTitle, exact: true })).toHaveAttribute(
      "href",
      quote.coursePath,
    );
    const request = dialog.getByRole("region", { name: text(lang, "admin.messages.detail.sections.request") });
    await expect(request.getByText(quote.agencyName, { exact: true })).toBeVisible();
    await expect(request.getByText(text(lang, "pages.contact.categories.quote"), { exact: true })).toBeVisible();
    const sender = dialog.getByRole("region", { name: text(lang, "admin.messages.detail.sections.sender") });
    await expect(sender.getByText("Camille Martin", { exact: true })).toBeVisible();
    await expect(sender.getByText("Acme SA", { exact: true })).toBeVisible();
    await expect(dialog.getByText(`Devis pour 8 personnes ${stamp}`)).toBeVisible();
    await expect(dialog.getByRole("link", { name: text(lang, "admin.messages.detail.reply") })).toHaveAttribute(
      "href",
      `mailto:camille.martin@example.com?subject=${encodeURIComponent(`Re: ${quote.subject}`)}`,
    );
    await expectAccessible(page);

    // A reload shows the same message open, still read (the GET marks nothing).
    await page.reload();
    await expect(page.getByRole("dialog", { name: quote.subject })).toBeVisible();

    // Handling: a note for the team, then a reply sent from the inbox, in the language the
    // visitor wrote in (this run's), recorded under the message, which is then "replied".
    const opened = page.getByRole("dialog", { name: quote.subject });
    await opened.getByLabel(text(lang, "admin.messages.handling.note")).fill(`Rappeler ${stamp}`);
    await opened.getByRole("button", { name: text(lang, "admin.messages.handling.add_note") }).click();
    await expect(page.getByText(text(lang, "admin.messages.success.noted"))).toBeVisible();
    await expect(opened.getByText(`Rappeler ${stamp}`)).toBeVisible();
    await opened.getByRole("button", { name: text(lang, "admin.messages.handling.reply"), exact: true }).click();
    await expect(opened.getByLabel(labelPattern(lang, "admin.messages.handling.subject"))).toHaveValue(
      `Re: ${quote.subject}`,
    );
    await opened.getByLabel(labelPattern(lang, "admin.messages.handling.body")).fill(`Yes, for 8 people ${stamp}`);
    await opened.getByRole("button", { name: text(lang, "admin.messages.handling.send") }).click();
    await expect(page.getByText(text(lang, "admin.messages.success.replied"))).toBeVisible();
    await expect(opened.getByText(text(lang, "admin.messages.status.replied"), { exact: true })).toBeVisible();
    await expect(opened.getByText(`Yes, for 8 people ${stamp}`)).toBeVisible();
    await expect
      .poll(() => outboxMessages().filter((eml) => eml.includes(`Yes, for 8 people ${stamp}`)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const reply = outboxMessages().find((eml) => eml.includes(`Yes, for 8 people ${stamp}`)) ?? "";
    expect(reply).toContain("To: camille.martin@example.com");
    expect(reply).toContain(text(lang, "emails.greeting", { name: "Camille Martin" }));

    // Handled: a toast, the status in the dialog, and the unread count unchanged.
    await page
      .getByRole("dialog", { name: quote.subject })
      .getByRole("button", { name: text(lang, "admin.messages.actions.handle") })
      .click();
    await expect(page.getByText(text(lang, "admin.messages.success.handled"))).toBeVisible();
    await expect(
      page
        .getByRole("dialog", { name: quote.subject })
        .getByText(text(lang, "admin.messages.status.handled"), { exact: true }),
    ).toBeVisible();
    expect(await unreadBadge(page, lang)).toBe(unreadBefore - 1);

    // Escape closes it: the URL loses `open`, the list keeps its filters, the card says handled.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).not.toHaveURL(/open=/);
    await expect(page).toHaveURL(/type=contact/);
    await expect(card.getByText(text(lang, "admin.messages.status.handled"), { exact: true })).toBeVisible();
    await closePage(page);
  });
}

for (const lang of journeyLanguages("fr")) {
  test(`an admin archives two messages at once (${lang})`, async ({ browser }) => {
    const stamp = `bulk-${lang}-${Date.now()}`;
    const visitor = await newPage(browser, lang);
    await sendQuoteRequest(visitor, lang, `Premier ${stamp}`);
    await sendQuoteRequest(visitor, lang, `Second ${stamp}`);
    await closePage(visitor);

    const page = await newPage(browser, lang);
    await signInAsAdmin(page, lang);
    await page.goto(`/admin/messages?q=${stamp}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(2);
    const bar = main.getByRole("group", { name: text(lang, "admin.bulk.label") });
    const archive = bar.getByRole("button", { name: text(lang, "admin.messages.bulk.archive") });
    await expect(archive).toBeDisabled();
    await bar.getByLabel(text(lang, "admin.bulk.select_page")).check();
    await expect(bar.getByText(text(lang, "admin.bulk.selected", { count: 2 }))).toBeVisible();
    await archive.click();
    const confirm = page.getByRole("dialog", { name: text(lang, "admin.messages.bulk.archive_title", { count: 2 }) });
    await confirm.getByRole("button", { name: text(lang, "admin.messages.bulk.archive") }).click();
    await expect(page.getByText(text(lang, "admin.messages.bulk.archived", { count: 2 }))).toBeVisible();
    // Out of the inbox, in the archive.
    await expect(main.getByRole("article")).toHaveCount(0);
    await page.goto(`/admin/messages?q=${stamp}&status=archived`);
    await expect(main.getByRole("article")).toHaveCount(2);
    await closePage(page);
  });
}
