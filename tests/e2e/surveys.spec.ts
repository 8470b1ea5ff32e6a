// Issue 29's journey (delivery.md §6): a session whose sitting ends in 12 minutes (its clock
// UTC, so the test's own clock says when); staff enrol a participant and mark them present on the
// attendance board, which asks the survey job at once: the end-of-training survey is due
// (15 minutes before the last sitting's end) and its invitation is e-mailed. The participant,
// on a phone that is not signed in, follows the e-mail's link and answers; a second visit says
// it is answered. Staff see the answer on /admin/surveys. /resultats shows the organisation's
// figures with their number of answers and period, and a course with five answers shows its
// figures on its own page.
import type { Page } from "@playwright/test";
import { journeyLanguages, type Lang, labelPattern, literally, text } from "./i18n";
import {
  addSessionFromCalendar,
  closePage,
  enrolFromRoster,
  isoDate,
  makeTeacher,
  newMember,
  newPage,
  outboxMessages,
  rosterLedBy,
  signInAsAdmin,
} from "./support";
import { expect, test } from "./test";

const PHONE = { width: 390, height: 844 };

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The newest survey link e-mailed to `email`, waiting for it. */
async function surveyLink(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mails = outboxMessages().filter((eml) => eml.includes(`To: ${email}`) && eml.includes("/surveys/"));
        const match = /https?:\/\/[^\s"<>]+\/surveys\/[0-9a-f-]{36}\?t=[^\s"<>]+/.exec(
          (mails.at(-1) ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "="),
        );
        link = match?.[0].replace(/&amp;/g, "&") ?? "";
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The organisation's satisfaction figure's number of answers on /resultats. */
async function answersOnResults(page: Page, lang: Lang): Promise<number> {
  await page.goto("/resultats");
  const card = page.getByRole("main").locator('[data-figure="satisfaction"]').first();
  await expect(card).toBeVisible();
  const words = lang === "fr" ? "réponses?" : "answers?";
  const found = new RegExp(`(\\d+)\\s+${words}`).exec((await card.textContent()) ?? "");
  return Number(found?.[1] ?? Number.NaN);
}

for (const lang of journeyLanguages("fr")) {
  test(`a participant answers the end-of-training survey from its e-mail; staff see it; the results are published (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // A sitting under way, ending in 12 minutes on UTC's clock: its survey is due (15 minutes
    // before the end). None fits today's date just around midnight UTC.
    const now = new Date();
    const end = now.getUTCHours() * 60 + now.getUTCMinutes() + 12;
    test.skip(end < 50 || end > 23 * 60 + 59, "around midnight UTC no sitting of today ends in 12 minutes");
    const stamp = `${lang}${Date.now().toString(36)}`;
    const today = isoDate(0);

    const trainerName = `Sacha Formateur ${stamp}`;
    const trainerEmail = `survey-trainer-${stamp}@example.com`;
    await closePage(await newMember(browser, lang, trainerName, trainerEmail));

    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await makeTeacher(admin, lang, trainerEmail);

    const courseTitle = await addSessionFromCalendar(admin, lang, {
      day: today,
      seats: 10,
      minimum: 1,
      instructor: trainerName,
      timezone: "UTC",
      hours: { start: hhmm(end - 30), end: hhmm(end) },
    });
    const rosterHref = await rosterLedBy(admin, today, courseTitle, trainerName);
    const sessionId = rosterHref.split("/").at(-1) ?? "";
    await admin.goto(rosterHref);
    const person = {
      firstName: "Rose",
      lastName: `Avis-${stamp}`,
      email: `survey-${stamp}@example.com`,
      language: lang,
    };
    await enrolFromRoster(admin, lang, person);
    const card = admin.getByRole("main").getByRole("article", { name: `${person.firstName} ${person.lastName}` });
    await card.getByRole("button", { name: text(lang, "admin.sessions.status_to.confirmed") }).click();
    await expect(card.getByText(text(lang, "admin.sessions.status.confirmed"), { exact: true })).toBeVisible();

    // The board: the sitting (opened by staff if the job has not yet) and the participant marked present.
    await admin.goto(`/admin/sessions/${sessionId}/attendance`);
    const main = admin.getByRole("main");
    const openNow = main.getByRole("button", { name: text(lang, "admin.attendance.sittings.open") });
    if (await openNow.isVisible()) {
      await openNow.click();
      await expect(openNow).toBeHidden();
    }
    await main
      .getByRole("button", {
        name: new RegExp(
          `^${literally(
            text(lang, "admin.attendance.participants.mark_for", {
              name: `${person.firstName} ${person.lastName}`,
              sitting: "",
            })
              .trim()
              .replace(/,$/, ""),
          )}`,
        ),
      })
      .first()
      .click();
    const dialog = admin.getByRole("dialog");
    await dialog
      .getByRole("combobox", { name: labelPattern(lang, "admin.attendance.mark.status") })
      .selectOption("present");
    await dialog.getByRole("button", { name: text(lang, "admin.attendance.mark.submit") }).click();
    await expect(dialog).toBeHidden();

    // The invitation, in the participant's language, opened on a phone that is not signed in.
    const link = await surveyLink(person.email);
    const phone = await newPage(browser, lang);
    await phone.setViewportSize(PHONE);
    await phone.goto(link);
    const form = phone.getByRole("main");
    await expect(form.getByRole("heading", { name: courseTitle })).toBeVisible();
    // Sent without the required answers: refused, each question says so, the comment kept.
    await form.getByLabel(text(lang, "surveys.form.comment")).fill(`Très clair — ${stamp}`);
    await form.getByRole("button", { name: text(lang, "surveys.form.submit") }).click();
    await expect(form.getByText(text(lang, "surveys.form.errors.satisfaction_required"))).toBeVisible();
    await expect(form.getByLabel(text(lang, "surveys.form.comment"))).toHaveValue(`Très clair — ${stamp}`);
    await form
      .getByRole("group", { name: text(lang, "surveys.form.satisfaction") })
      .getByText(text(lang, "surveys.form.satisfaction_5"))
      .click();
    await form
      .getByRole("group", { name: text(lang, "surveys.form.objectives") })
      .getByText(text(lang, "surveys.form.objectives_yes"), { exact: true })
      .click();
    await form
      .getByRole("group", { name: text(lang, "surveys.form.recommend") })
      .getByText("9", { exact: true })
      .click();
    await form.getByRole("button", { name: text(lang, "surveys.form.submit") }).click();
    await expect(form.getByText(text(lang, "surveys.page.thanks"))).toBeVisible();
    // The link again: answered once, said so.
    await phone.goto(link);
    await expect(form.getByText(text(lang, "surveys.page.thanks"))).toBeVisible();
    await expect(form.getByRole("button", { name: text(lang, "surveys.form.submit") })).toHaveCount(0);
    await closePage(phone);

    // Staff see the answer among the session's.
    await admin.goto(`/admin/surveys?session=${sessionId}`);
    const answers = admin.getByRole("main");
    await expect(answers.getByText(`${person.firstName} ${person.lastName}`).first()).toBeVisible();
    await expect(answers.getByText(`Très clair — ${stamp}`).first()).toBeVisible();

    // The published figures (the demo's past sessions: this one counts once it has ended), each
    // with its number of answers and the period it covers.
    expect(await answersOnResults(admin, lang)).toBeGreaterThanOrEqual(5);
    const period = text(lang, "results.period", { from: "§", to: "§" }).split("§").map(literally).join(".+");
    await expect(admin.getByRole("main")).toContainText(new RegExp(period));
    // A course with five answers shows its figures on its own page.
    const results = admin.getByRole("main");
    const courseLink = results.getByRole("table").getByRole("link").first();
    const courseName = ((await courseLink.textContent()) ?? "").trim();
    await courseLink.click();
    await expect(admin.getByRole("heading", { level: 1, name: courseName })).toBeVisible();
    const block = admin.getByRole("main").locator('[data-figure="satisfaction"]').first();
    await expect(block).toContainText(/\d+\s*%/);
    await expect(block).toContainText(new RegExp(`\\d+\\s+${lang === "fr" ? "réponses" : "answers"}`));
    await closePage(admin);
  });
}
