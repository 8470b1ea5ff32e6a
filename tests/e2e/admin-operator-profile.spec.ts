// Issue 23's operator, who runs sessions without being an administrator: a member who signed
// up is given the demo's "Accueil sessions" permission profile by an admin (the inline edit of
// /admin/roles). From then on the site's header offers them the back office, which opens on the
// sessions desk; its sidebar lists the desk's screens and no admin one. There they find a session
// by its date, enrol a caller by hand, move them to another date of the course, and take the new
// date's roster as a workbook, read back here.
import { DESK_PROFILE } from "../../db/seed/demo/desk";
import { journeyLanguages, literally, text } from "./i18n";
import {
  addSessionFromCalendar,
  closePage,
  deskRowOn,
  enrolFromRoster,
  expectAccessible,
  isoDate,
  newMember,
  newPage,
  rosterWorkbook,
  signInAsAdmin,
  transferFromRoster,
} from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("fr")) {
  test(`a member given the sessions profile reaches the desk from the header, enrols a caller, transfers them and exports the roster (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Days no demo session and no other spec reaches; a retry takes other days than the try it repeats.
    const shift = (lang === "fr" ? 0 : 3) + 10 * test.info().retry;
    const day = isoDate(460 + shift);
    const laterDay = isoDate(462 + shift);
    const stamp = `${lang}${Date.now().toString(36)}`;

    // The operator-to-be: a member like any other, without a way into the back office.
    const operatorEmail = `desk-${stamp}@example.com`;
    const operator = await newMember(browser, lang, `Desk Operator ${stamp}`, operatorEmail);
    const headerNav = operator.getByRole("banner").getByRole("navigation", { name: text(lang, "nav.main") });
    const backOfficeLink = headerNav.getByRole("link", { name: text(lang, "nav.admin"), exact: true });
    await expect(headerNav).toBeVisible();
    await expect(backOfficeLink).toHaveCount(0);

    // The admin plans two dates of one course, then gives the member the profile.
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    const courseTitle = await addSessionFromCalendar(admin, lang, { day, seats: 10, minimum: 1 });
    expect(await addSessionFromCalendar(admin, lang, { day: laterDay, seats: 10, minimum: 1 })).toBe(courseTitle);
    await admin.goto(`/admin/roles?q=${encodeURIComponent(operatorEmail)}`);
    const people = admin.getByRole("main");
    const row = people.getByRole("row", { name: new RegExp(literally(operatorEmail)) });
    await row.getByRole("button", { name: text(lang, "admin.roles.edit_role") }).click();
    await row
      .getByRole("combobox", { name: new RegExp(`^${literally(text(lang, "admin.roles.columns.profile"))}\\b`) })
      .selectOption({ label: DESK_PROFILE.name });
    await row.getByRole("button", { name: text(lang, "admin.list.save") }).click();
    await expect(admin.getByText(text(lang, "admin.roles.success.role"))).toBeVisible();
    await expect(row.getByText(DESK_PROFILE.name, { exact: true })).toBeVisible();
    await expect(row.getByText(text(lang, "admin.roles.role.member"), { exact: true })).toBeVisible();
    await closePage(admin);

    // Their next page offers the back office, which opens on the sessions desk: the dashboard is
    // for administrators.
    await operator.reload();
    await expect(backOfficeLink).toHaveAttribute("href", "/admin/sessions");
    await backOfficeLink.click();
    await expect(operator).toHaveURL(/\/admin\/sessions$/);
    const main = operator.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.session_desk.title") })).toBeVisible();
    const sidebar = operator.getByRole("navigation", { name: text(lang, "admin.sidebar_label") });
    for (const key of ["sessions", "registrations"]) {
      await expect(sidebar.getByRole("link", { name: text(lang, `admin.links.${key}`), exact: true })).toBeVisible();
    }
    for (const key of ["dashboard", "roles", "permissions", "profiles"]) {
      await expect(sidebar.getByRole("link", { name: text(lang, `admin.links.${key}`), exact: true })).toHaveCount(0);
    }
    await expectAccessible(operator);

    // The two dates, found on the desk by their day; a caller enrolled on the first, moved to the second.
    const later = await deskRowOn(operator, laterDay, courseTitle);
    const first = await deskRowOn(operator, day, courseTitle);
    await first.row.getByRole("link", { name: courseTitle, exact: true }).click();
    await expect(main.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();
    const person = { firstName: "Paula", lastName: `Phone-${stamp}`, email: `caller-${stamp}@example.com` };
    const name = `${person.firstName} ${person.lastName}`;
    await enrolFromRoster(operator, lang, person);
    await transferFromRoster(operator, lang, name, later.sessionId);

    // The later date's roster holds them, and so does its workbook: its header row, then the people.
    await operator.goto(later.rosterHref);
    await expect(main.getByRole("article", { name })).toBeVisible();
    const sheet = await rosterWorkbook(operator, lang);
    expect(sheet[0]?.[0]).toBe(text(lang, "admin.sessions.csv.name"));
    expect(sheet.slice(1).map((cells) => cells[0])).toEqual([name]);

    // A screen of the administrators' stays closed to them.
    await operator.goto("/admin/roles");
    await expect(operator).toHaveURL(/\/$/);
    await closePage(operator);
  });
}
