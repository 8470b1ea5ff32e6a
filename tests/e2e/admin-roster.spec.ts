// A session's roster, as an administrator in French and in English: a member registers from
// the calendar; the admin opens the roster from the calendar card, confirms the registration
// (the participant's e-mail carries the CONFIRMED event), downloads the roster CSV and the
// attendance sheet, then cancels the session with a message: the participant is told, and the
// calendar shows the session cancelled with no way to register.
import fs from "node:fs";
import { journeyLanguages, labelPattern, text } from "./i18n";
import {
  addSessionFromCalendar,
  closePage,
  expectAccessible,
  isoDate,
  newMember,
  newPage,
  outboxMessages,
  registerFromCalendar,
  rosterLinkOf,
  signInAsAdmin,
} from "./support";
import { expect, test } from "./test";

/** The e-mails to `email` whose subject line contains `subject`, waiting for `count` of them. */
async function mailsTo(email: string, subject: string, count = 1): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      () => {
        found = outboxMessages().filter((eml) => eml.includes(`To: ${email}`) && eml.includes(subject));
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

for (const lang of journeyLanguages("fr")) {
  test(`an admin confirms a registration, downloads the roster and the sheet, cancels the session (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Beyond the demo's sessions (they reach about 30 weeks ahead), so this one is the day's only
    // session whatever today's date; a retry takes other days than the try it repeats.
    const day = isoDate((lang === "fr" ? 404 : 405) + 10 * test.info().retry);
    const stamp = `${lang}${Date.now().toString(36)}`;

    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    const courseTitle = await addSessionFromCalendar(admin, lang, { day, seats: 6, minimum: 2 });

    const email = `roster-${stamp}@example.com`;
    const member = await newMember(browser, lang, `Rosa Roster ${stamp}`, email);
    await registerFromCalendar(member, lang, day, { firstName: "Rosa", lastName: `Élan-${stamp}`, email });

    // From the calendar card to the roster.
    const rosterHref = await rosterLinkOf(admin, day, courseTitle);
    await admin.goto(rosterHref);
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();
    await expect(
      main.getByText(text(lang, "admin.sessions.fill", { count: 1, taken: 1, min: 2, max: 6 })),
    ).toBeVisible();
    await expect(main.getByText(text(lang, "admin.sessions.at_risk"), { exact: true })).toBeVisible();
    const card = main.getByRole("article", { name: `Rosa Élan-${stamp}` });
    await expect(card.getByText(text(lang, "admin.sessions.status.pending"), { exact: true })).toBeVisible();
    await expectAccessible(admin);

    // Confirm: the participant's e-mail carries the event, now CONFIRMED.
    await card.getByRole("button", { name: text(lang, "admin.sessions.status_to.confirmed") }).click();
    await expect(admin.getByText(text(lang, "admin.sessions.success.status_confirmed"))).toBeVisible();
    await expect(card.getByText(text(lang, "admin.sessions.status.confirmed"), { exact: true })).toBeVisible();
    const [confirmation] = await mailsTo(email, "STATUS:CONFIRMED");
    expect(confirmation).toContain("METHOD:REQUEST");

    // The roster as CSV, and the attendance sheet.
    const [csv] = await Promise.all([
      admin.waitForEvent("download"),
      main.getByRole("link", { name: text(lang, "admin.sessions.roster_csv") }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^roster-.+\.csv$/);
    const csvText = fs.readFileSync((await csv.path()) ?? "", "utf8");
    expect(csvText.charCodeAt(0)).toBe(0xfeff);
    expect(csvText).toContain(text(lang, "admin.sessions.csv.special_requirements"));
    expect(csvText).toContain(`Rosa Élan-${stamp}`);
    const [pdf] = await Promise.all([
      admin.waitForEvent("download"),
      main.getByRole("link", { name: text(lang, "admin.sessions.attendance_pdf") }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^emargement-.+\.pdf$/);
    expect(
      fs
        .readFileSync((await pdf.path()) ?? "")
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");

    // Cancel the session: a message is required, then everyone is told.
    await main.getByRole("button", { name: text(lang, "admin.sessions.cancel_session") }).click();
    const dialog = admin.getByRole("dialog");
    // It says what happens, and its other button keeps the session (no "Cancel" beside it).
    await expect(dialog.getByText(text(lang, "admin.sessions.cancel_confirm", { count: 1 }))).toBeVisible();
    await expect(dialog.getByRole("button", { name: text(lang, "admin.sessions.keep_session") })).toBeVisible();
    await expect(dialog.getByRole("button", { name: text(lang, "ui.cancel"), exact: true })).toHaveCount(0);
    const messageField = dialog.getByLabel(labelPattern(lang, "admin.sessions.cancel_message"));
    // Blank but for spaces: the browser lets it through, the server refuses it.
    await messageField.fill("   ");
    await dialog.getByRole("button", { name: text(lang, "admin.sessions.cancel_submit") }).click();
    await expect(dialog.getByText(text(lang, "admin.sessions.validation.message_required"))).toBeVisible();
    const message = `Formateur indisponible ${stamp}`;
    await messageField.fill(message);
    await dialog.getByRole("button", { name: text(lang, "admin.sessions.cancel_submit") }).click();
    await expect(admin.getByText(text(lang, "admin.sessions.success.session_cancelled"))).toBeVisible();
    await expect(main.getByText(text(lang, "pages.calendar.status.cancelled"), { exact: true }).first()).toBeVisible();
    const [cancellation] = await mailsTo(email, message);
    expect(cancellation).toContain("METHOD:CANCEL");

    // The member's calendar shows it cancelled, with no Register button.
    await member.goto(`/calendrier?from=${day}&to=${day}`);
    const session = member.getByRole("main").getByRole("listitem").filter({ hasText: courseTitle });
    await expect(session.getByText(text(lang, "pages.calendar.status.cancelled"), { exact: true })).toBeVisible();
    await expect(session.getByRole("button", { name: text(lang, "pages.courses.registration.register") })).toHaveCount(
      0,
    );
    await closePage(member);
    await closePage(admin);
  });
}
