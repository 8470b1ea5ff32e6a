// The sessions desk (/admin/sessions) as an administrator: from the sidebar, a new session is
// added with the editor, found by its start date, duplicated to a later date (the course, trainer,
// venue and times come along); a person who phoned is enrolled by hand on the first date's roster
// and transferred to the copy (one e-mail with both calendar changes); the copy is cancelled with a
// message to its participants; the roster's breadcrumb leads back to the desk. The page passes axe.
import { journeyLanguages, labelPattern, literally, text } from "./i18n";
import {
  closePage,
  deskRowOn,
  enrolFromRoster,
  expectAccessible,
  isoDate,
  newPage,
  openHydrated,
  outboxMessages,
  rosterWorkbook,
  signInAsAdmin,
  transferFromRoster,
} from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("en")) {
  test(`an admin adds, finds and duplicates a session, enrols a caller, transfers them to the copy, cancels it (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Days no demo session reaches; a retry takes other days than the try it repeats.
    const shift = (lang === "fr" ? 0 : 3) + 10 * test.info().retry;
    const day = isoDate(430 + shift);
    const copyDay = isoDate(432 + shift);

    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await admin.goto("/admin");
    await admin
      .getByRole("navigation", { name: text(lang, "admin.sidebar_label") })
      .getByRole("link", { name: text(lang, "admin.links.sessions"), exact: true })
      .click();
    await expect(admin).toHaveURL(/\/admin\/sessions$/);
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.session_desk.title") })).toBeVisible();
    await expectAccessible(admin);

    // A new session from the desk.
    const editor = admin.getByRole("dialog");
    await expect(async () => {
      await main.getByRole("button", { name: text(lang, "admin.session_desk.add") }).click();
      await expect(editor).toBeVisible({ timeout: 2000 });
    }).toPass();
    const courseSelect = editor.getByRole("combobox", { name: labelPattern(lang, "pages.calendar.editor.course") });
    await courseSelect.selectOption({ index: 1 });
    const courseTitle = ((await courseSelect.locator("option:checked").textContent()) ?? "").trim();
    const courseId = await courseSelect.inputValue();
    await editor
      .getByRole("combobox", { name: labelPattern(lang, "pages.calendar.editor.instructor") })
      .selectOption({ index: 1 });
    await editor
      .getByRole("combobox", { name: labelPattern(lang, "pages.calendar.editor.location") })
      .selectOption({ index: 1 });
    await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.start_date")).fill(day);
    await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.end_date")).fill(day);
    await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.start_time")).fill("08:30");
    await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.end_time")).fill("16:45");
    await editor.getByRole("button", { name: text(lang, "pages.calendar.editor.save") }).click();
    await expect(editor).toBeHidden();
    await expect(admin.getByText(text(lang, "pages.calendar.success.created"))).toBeVisible();

    // Found by its start date through the filter panel's URL.
    const { row } = await deskRowOn(admin, day, courseTitle);
    await expect(row).toContainText("08:30");

    // Duplicated to a later day: the course and the times come along, the dates are new.
    await row.getByRole("button", { name: text(lang, "admin.session_desk.duplicate") }).click();
    const copy = admin.getByRole("dialog", { name: text(lang, "pages.calendar.editor.copy_title") });
    await expect(copy).toBeVisible();
    await expect(copy.getByRole("combobox", { name: labelPattern(lang, "pages.calendar.editor.course") })).toHaveValue(
      courseId,
    );
    await expect(copy.getByLabel(labelPattern(lang, "pages.calendar.editor.start_time"))).toHaveValue("08:30");
    await expect(copy.getByLabel(labelPattern(lang, "pages.calendar.editor.start_date"))).toHaveValue("");
    await copy.getByLabel(labelPattern(lang, "pages.calendar.editor.start_date")).fill(copyDay);
    await copy.getByLabel(labelPattern(lang, "pages.calendar.editor.end_date")).fill(copyDay);
    await copy.getByRole("button", { name: text(lang, "pages.calendar.editor.save") }).click();
    await expect(copy).toBeHidden();

    const { row: copied, rosterHref: copyHref, sessionId: copyId } = await deskRowOn(admin, copyDay, courseTitle);
    await expect(copied).toContainText("08:30");

    // Someone phones for the first date: enrolled by hand from its roster (a new address: an
    // invited account), then moved to the copy.
    const stamp = `${lang}${Date.now().toString(36)}`;
    const email = `transfer-${stamp}@example.com`;
    const person = `Tess Transfer-${stamp}`;
    await admin.goto(`/admin/sessions?from=${day}&to=${day}`);
    await row.getByRole("link", { name: courseTitle, exact: true }).click();
    await enrolFromRoster(admin, lang, { firstName: "Tess", lastName: `Transfer-${stamp}`, email });
    await transferFromRoster(admin, lang, person, copyId);
    // One e-mail: the old event cancelled, the new one added.
    await expect
      .poll(
        () =>
          outboxMessages().filter((eml) => eml.includes(`To: ${email}`) && eml.includes("previous-session.ics")).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    await admin.goto(copyHref);
    await expect(main.getByRole("article", { name: person })).toBeVisible();
    // The roster as a workbook: opened and read back, the person in its first column.
    const sheet = await rosterWorkbook(admin, lang);
    expect(sheet[0]?.[0]).toBe(text(lang, "admin.sessions.csv.name"));
    expect(sheet.map((cells) => cells[0])).toContain(person);
    // Hydrated before the click below: a click before it opens no dialog, and the test then
    // waited out its whole time budget (a CI run lost three minutes on it before its retry).
    await openHydrated(admin, `/admin/sessions?from=${copyDay}&to=${copyDay}`);
    await expect(copied).toContainText(text(lang, "admin.session_desk.registrations", { count: 1 }));

    // Cancelled from its row, with the participants' message.
    // Its accessible name says which session: "Cancel: <course>".
    const cancelName = new RegExp(
      `^${literally(text(lang, "admin.session_desk.cancel"))}\\s*:\\s*${literally(courseTitle)}$`,
    );
    await copied.getByRole("button", { name: cancelName }).click();
    const cancel = admin.getByRole("dialog", { name: text(lang, "admin.sessions.cancel_title") });
    await cancel.getByLabel(labelPattern(lang, "admin.sessions.cancel_message")).fill("Moved to another date.");
    await cancel.getByRole("button", { name: text(lang, "admin.sessions.cancel_submit") }).click();
    await expect(cancel).toBeHidden();
    await expect(admin.getByText(text(lang, "admin.sessions.success.session_cancelled"))).toBeVisible();
    await expect(copied.getByText(text(lang, "pages.calendar.status.cancelled"), { exact: true })).toBeVisible();

    // The roster, and back to the desk by its breadcrumb.
    await copied.getByRole("link", { name: courseTitle, exact: true }).click();
    await expect(main.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();
    await main.getByRole("link", { name: text(lang, "admin.sessions.back_to_desk") }).click();
    await expect(admin).toHaveURL(/\/admin\/sessions$/);
    await closePage(admin);
  });
}

for (const lang of journeyLanguages("fr")) {
  test(`an admin finds a person's registrations by their company (${lang})`, async ({ browser }) => {
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await admin.goto("/admin");
    await admin
      .getByRole("navigation", { name: text(lang, "admin.sidebar_label") })
      .getByRole("link", { name: text(lang, "admin.links.registrations"), exact: true })
      .click();
    await expect(admin).toHaveURL(/\/admin\/registrations$/);
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.registrations.title") })).toBeVisible();
    await expectAccessible(admin);

    // The demo's Thomas Bernard works at Hexagone Logistique: typed without capitals.
    await main
      .getByRole("searchbox", { name: text(lang, "admin.registrations.search_label") })
      .fill("hexagone logistique");
    await main.getByRole("searchbox", { name: text(lang, "admin.registrations.search_label") }).press("Enter");
    await expect(admin).toHaveURL(/q=hexagone/);
    const rows = main.getByRole("row").filter({ hasText: "Thomas Bernard" });
    await expect(rows.first()).toBeVisible();
    await expect(main.getByRole("row").filter({ hasText: "Fatou Ndiaye" })).toHaveCount(0);
    // A row leads to its session's roster, where the registration is.
    await rows.first().getByRole("link").first().click();
    await expect(admin).toHaveURL(/\/admin\/sessions\/[0-9a-f-]{36}$/);
    await expect(main.getByRole("article", { name: "Thomas Bernard" })).toBeVisible();
    await closePage(admin);
  });
}
