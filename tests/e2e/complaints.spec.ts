// A complaint from the contact form to the improvement log (issue 29 point 3): a visitor sends
// a message of the "complaint" category; the admin finds it on the dashboard and in
// /admin/incidents with its deadlines, acknowledges it with a line for the person and answers it
// (both e-mailed, read back from the outbox), then turns it into an improvement, whose editor
// starts from the incident. No serious or critical axe violation on the list.
import { journeyLanguages, labelPattern, text } from "./i18n";
import { closePage, expectAccessible, newPage, outboxMessages, signInAsAdmin } from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("fr")) {
  test(`a complaint is acknowledged, answered and becomes an improvement (${lang})`, async ({ browser }) => {
    const stamp = `${lang}-${Date.now()}`;
    const email = `complaint-${stamp}@example.com`;
    const complaint = `La salle était glaciale ${stamp}`;

    const visitor = await newPage(browser, lang);
    await visitor.goto("/contact");
    const form = visitor.getByRole("main");
    await form.getByLabel(labelPattern(lang, "pages.contact.fields.first_name")).fill("Noémie");
    await form.getByLabel(labelPattern(lang, "pages.contact.fields.last_name")).fill("Froid");
    await form.getByLabel(labelPattern(lang, "pages.contact.fields.email")).fill(email);
    await form
      .getByRole("combobox", { name: labelPattern(lang, "pages.contact.fields.agency") })
      .selectOption({ index: 1 });
    await form
      .getByRole("combobox", { name: labelPattern(lang, "pages.contact.fields.category") })
      .selectOption("complaint");
    await form.getByLabel(labelPattern(lang, "pages.contact.fields.message")).fill(complaint);
    await form.getByRole("button", { name: text(lang, "pages.contact.submit") }).click();
    await expect(form.getByText(text(lang, "pages.contact.success"))).toBeVisible();
    await closePage(visitor);

    const page = await newPage(browser, lang);
    await signInAsAdmin(page, lang);
    await page.goto("/admin");
    const card = page.getByRole("region", { name: text(lang, "admin.dashboard.incidents.title") });
    await expect(card.getByText(complaint)).toBeVisible();

    await page.goto(`/admin/incidents?q=${encodeURIComponent(stamp)}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.incidents.title") })).toBeVisible();
    const row = main.getByRole("row").filter({ hasText: complaint });
    await expect(row).toHaveCount(1);
    await expect(
      row.getByRole("link", { name: new RegExp(text(lang, "admin.incidents.sources.contact")) }),
    ).toBeVisible();
    await expectAccessible(page);

    await row.getByRole("button", { name: text(lang, "admin.incidents.acknowledge.open") }).click();
    const acknowledge = page.getByRole("dialog", { name: text(lang, "admin.incidents.acknowledge.title") });
    await acknowledge.getByLabel(text(lang, "admin.incidents.acknowledge.note")).fill(`Chauffage vérifié ${stamp}`);
    await acknowledge.getByRole("button", { name: text(lang, "admin.incidents.acknowledge.save") }).click();
    await expect(page.getByText(text(lang, "admin.incidents.acknowledged_emailed"))).toBeVisible();
    await expect(row.getByText(text(lang, "admin.incidents.statuses.acknowledged"), { exact: true })).toBeVisible();

    await row.getByRole("button", { name: text(lang, "admin.incidents.answer.open") }).click();
    const answer = page.getByRole("dialog", { name: text(lang, "admin.incidents.answer.title") });
    await answer.getByLabel(labelPattern(lang, "admin.incidents.answer.text")).fill(`Salle chauffée dès 8 h ${stamp}`);
    await answer.getByRole("button", { name: text(lang, "admin.incidents.answer.save") }).click();
    await expect(page.getByText(text(lang, "admin.incidents.answered_emailed"))).toBeVisible();
    // Answered: it leaves the list of those to handle.
    await expect(main.getByRole("row").filter({ hasText: complaint })).toHaveCount(0);
    await expect
      .poll(
        () =>
          outboxMessages().filter(
            (eml) =>
              eml.includes(`To: ${email}`) &&
              (eml.includes(`Chauffage vérifié ${stamp}`) || eml.includes(`Salle chauffée dès 8 h ${stamp}`)),
          ).length,
        { timeout: 15_000 },
      )
      .toBe(2);

    // From the whole list, the answered incident becomes an improvement.
    await page.goto(`/admin/incidents?status=all&q=${encodeURIComponent(stamp)}`);
    await main
      .getByRole("row")
      .filter({ hasText: complaint })
      .getByRole("link", { name: text(lang, "admin.incidents.create_improvement") })
      .click();
    const editor = page.getByRole("dialog", { name: text(lang, "admin.improvements.form.add_title") });
    await expect(editor.getByLabel(labelPattern(lang, "admin.improvements.form.source_detail"))).toHaveValue(complaint);
    await expect(editor.getByLabel(labelPattern(lang, "admin.improvements.form.source"))).toHaveValue("incident");
    await editor.getByLabel(labelPattern(lang, "admin.improvements.form.action")).fill(`Chauffer à 8 h ${stamp}`);
    await editor.getByRole("button", { name: text(lang, "admin.improvements.form.save") }).click();
    await expect(page.getByText(text(lang, "admin.improvements.success.created"))).toBeVisible();
    await expect(page).not.toHaveURL(/edit=/);
    await expect(
      page
        .getByRole("main")
        .getByRole("row")
        .filter({ hasText: `Chauffer à 8 h ${stamp}` }),
    ).toHaveCount(1);
    await closePage(page);
  });
}
