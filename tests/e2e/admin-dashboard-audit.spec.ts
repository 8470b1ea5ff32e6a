// The dashboard and the audit log, as an administrator in French and in English: a session
// added from the calendar (an audited write) shows on the dashboard below its minimum and at
// risk; a member books a seat through the site and its fill bar moves; the session's creation
// is in the audit log, found through the filters; an editor's history link opens the log
// filtered to its entity. Both screens pass the accessibility check.
import type { Page } from "@playwright/test";
import { journeyLanguages, text } from "./i18n";
import {
  addSessionFromCalendar,
  closePage,
  expectAccessible,
  isoDate,
  newMember,
  newPage,
  registerFromCalendar,
  rosterLinkOf,
  signInAsAdmin,
} from "./support";
import { expect, test } from "./test";

/** The dashboard's card of the session whose link leads to its roster. */
function sessionCard(page: Page, rosterHref: string) {
  return page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.locator(`a[href="${rosterHref}"]`) });
}

for (const lang of journeyLanguages("fr")) {
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
      main.getByRole("heading", { level: 2, name: text(lang, "admin.dashboard.queues.title"), exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("img", { name: /./ })).toBeVisible();
    await expectAccessible(admin);

    // A session for a demo course, from the calendar's editor: an audited write.
    const courseTitle = await addSessionFromCalendar(admin, lang, { day, seats, minimum });
    const rosterHref = await rosterLinkOf(admin, day, courseTitle);

    // On the dashboard: empty, below its minimum, starting soon — at risk, in words.
    const fill = (taken: number) =>
      text(lang, "admin.dashboard.sessions.fill", { count: taken, taken, available: seats, min: minimum });
    await admin.goto("/admin");
    const card = sessionCard(admin, rosterHref);
    await expect(card.getByRole("heading", { name: courseTitle })).toBeVisible();
    await expect(card.getByText(fill(0))).toBeVisible();
    await expect(card.getByText(text(lang, "admin.dashboard.sessions.at_risk"), { exact: true })).toBeVisible();

    // A member signs up, confirms their address and books a seat from the calendar.
    const email = `dash-member-${stamp}@example.com`;
    const member = await newMember(browser, lang, `Dana Member ${stamp}`, email);
    await registerFromCalendar(member, lang, day, { firstName: "Dana", lastName: "Member", email });
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
    const entry = main.getByRole("listitem").filter({ has: admin.locator(`a[href="${rosterHref}"]`) });
    await expect(entry).toHaveCount(1);
    // The session is named by its course (and dates), not by a bare date.
    await expect(entry.locator(`a[href="${rosterHref}"]`)).toContainText(`${courseTitle} — `);
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
