// The dashboard and the audit log, as an administrator in French and in English: a session
// added from the calendar (an audited write) shows on the dashboard below its minimum and at
// risk; a member books a seat through the site and its fill bar moves; the session's creation
// is in the audit log, found through the filters; an editor's history link opens the log
// filtered to its entity. Both screens pass the accessibility check.
import { expect, type Page, test } from "@playwright/test";
import { labelPattern, text, textPattern } from "./i18n";
import { closePage, expectAccessible, newPage, signIn, signInAsAdmin, signUp, verifyEmail } from "./support";

/** A date `days` from today as YYYY-MM-DD (the editor's date inputs; the site's days are UTC). */
function isoDate(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The dashboard's card of the session on `day`: the one whose link leads to that day's calendar. */
function sessionCard(page: Page, day: string) {
  return page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.locator(`a[href="/calendrier?from=${day}&to=${day}"]`) });
}

for (const lang of ["fr", "en"] as const) {
  test(`the dashboard follows a session's registrations and the audit log shows the admin's write (${lang})`, async ({
    browser,
  }) => {
    // A whole journey (two people, a sign-up, a booking): more than the default minute.
    test.setTimeout(180_000);
    // Each language its own day and seat counts, so the two runs' sessions never mix.
    const day = isoDate(lang === "fr" ? 4 : 5);
    const seats = lang === "fr" ? 4 : 6;
    const minimum = seats - 1;
    const stamp = `${lang}${Date.now().toString(36)}`;

    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await admin.goto("/admin");
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.title") })).toBeVisible();
    await expect(
      main.getByRole("heading", { level: 2, name: text(lang, "admin.dashboard.queues.title") }),
    ).toBeVisible();
    await expect(main.getByRole("img", { name: /./ })).toBeVisible();
    await expectAccessible(admin);

    // A session for a demo course, from the calendar's editor: an audited write.
    await admin.goto("/calendrier");
    const editor = admin.getByRole("dialog");
    // A click before the page has hydrated (the dev server compiles on first visit) does nothing: again.
    await expect(async () => {
      await admin
        .getByRole("button", { name: text(lang, "pages.calendar.add_session") })
        .first()
        .click();
      await expect(editor).toBeVisible({ timeout: 2000 });
    }).toPass();
    const courseSelect = editor.getByRole("combobox", { name: labelPattern(lang, "pages.calendar.editor.course") });
    await courseSelect.selectOption({ index: 1 });
    const courseTitle = ((await courseSelect.locator("option:checked").textContent()) ?? "").trim();
    await editor
      .getByRole("combobox", { name: labelPattern(lang, "pages.calendar.editor.instructor") })
      .selectOption({ index: 1 });
    await editor
      .getByRole("combobox", { name: labelPattern(lang, "pages.calendar.editor.location") })
      .selectOption({ index: 1 });
    await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.start_date")).fill(day);
    await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.end_date")).fill(day);
    await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.start_time")).fill("09:00");
    await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.end_time")).fill("17:00");
    await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.seats_available")).fill(String(seats));
    await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.min_participants")).fill(String(minimum));
    await editor.getByRole("button", { name: text(lang, "pages.calendar.editor.save") }).click();
    await expect(editor).toBeHidden();
    await expect(admin.getByText(text(lang, "pages.calendar.success.created"))).toBeVisible();

    // On the dashboard: empty, below its minimum, starting soon — at risk, in words.
    const fill = (taken: number) =>
      text(lang, "admin.dashboard.sessions.fill", { taken, available: seats, min: minimum });
    await admin.goto("/admin");
    const card = sessionCard(admin, day);
    await expect(card.getByRole("heading", { name: courseTitle })).toBeVisible();
    await expect(card.getByText(fill(0))).toBeVisible();
    await expect(card.getByText(text(lang, "admin.dashboard.sessions.at_risk"), { exact: true })).toBeVisible();

    // A member signs up, confirms their address and books a seat from the calendar.
    const email = `dash-member-${stamp}@example.com`;
    const member = await newPage(browser, lang);
    await signUp(member, lang, `Dana Member ${stamp}`, email, "member-password-1");
    await verifyEmail(member, email);
    await member.goto("/login");
    await signIn(member, lang, email, "member-password-1");
    await expect(member).toHaveURL(/\/$/);
    await member.goto(`/calendrier?from=${day}&to=${day}`);
    await member
      .getByRole("main")
      .getByRole("button", { name: text(lang, "pages.courses.registration.register") })
      .click();
    const modal = member.getByRole("dialog");
    const field = (key: string) => modal.getByLabel(labelPattern(lang, `pages.courses.registration.fields.${key}`));
    await field("first_name").fill("Dana");
    await field("last_name").fill("Member");
    await field("email").fill(email);
    await field("phone").fill("+33 6 12 34 56 78");
    await field("billing_address").fill("12 rue de la Paix");
    await field("billing_city").fill("Paris");
    await field("billing_country").fill("France");
    await modal
      .getByRole("checkbox", { name: textPattern(lang, "pages.courses.registration.fields.accept_terms") })
      .check();
    await modal.getByRole("button", { name: text(lang, "pages.courses.registration.submit") }).click();
    await expect(modal.getByText(textPattern(lang, "pages.courses.registration.success"))).toBeVisible();
    await closePage(member);

    // The fill bar's numbers moved; still below the minimum, so still at risk.
    await admin.reload();
    await expect(card.getByText(fill(1))).toBeVisible();
    await expect(card.getByText(text(lang, "admin.dashboard.sessions.at_risk"), { exact: true })).toBeVisible();
    // The session's creation is among the latest changes.
    await expect(
      main
        .getByRole("region", { name: text(lang, "admin.dashboard.audit.title") })
        .getByText(text(lang, "admin.audit.entities.session"))
        .first(),
    ).toBeVisible();
    await expectAccessible(admin);

    // The audit log, filtered through its panel to sessions: the write, who made it, its day.
    await admin.goto("/admin/audit");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.audit.title") })).toBeVisible();
    const filters = main.getByRole("group").filter({ hasText: text(lang, "admin.audit.filters.title") });
    await filters.getByText(text(lang, "admin.audit.filters.title"), { exact: true }).click();
    await filters.getByLabel(text(lang, "admin.audit.filters.entity")).selectOption("session");
    await filters.getByRole("button", { name: text(lang, "admin.audit.filters.apply") }).click();
    await expect(admin).toHaveURL(/entity=session/);
    const entry = main
      .getByRole("listitem")
      .filter({ has: admin.locator(`a[href="/calendrier?from=${day}&to=${day}"]`) });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByText(text(lang, "admin.audit.actions.create"), { exact: true })).toBeVisible();
    await expect(entry).toContainText(text(lang, "admin.audit.by", { actor: "" }).trim());
    await expect(entry).toContainText("admin@e2e.test");
    // A creation lists every field set, folded behind its summary.
    await entry.locator("details > summary").first().click();
    await expect(entry.getByText(text(lang, "admin.audit.fields.seats_available"), { exact: true })).toBeVisible();
    await expectAccessible(admin);

    // An editor's history link: the roles screen's row opens the log filtered to that user.
    await admin.goto("/admin/roles?q=admin%40e2e.test");
    await main
      .getByRole("row", { name: /admin@e2e\.test/ })
      .getByRole("link", { name: text(lang, "admin.audit.history_of", { label: "admin@e2e.test" }) })
      .click();
    await expect(admin).toHaveURL(/\/admin\/audit\?entity=user&id=[0-9a-f-]{36}$/);
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.audit.title") })).toBeVisible();
    await closePage(admin);
  });
}
