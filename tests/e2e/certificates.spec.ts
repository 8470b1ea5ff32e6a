// Issue 26's journey: certificates from signed attendance. Tonight's session, led by a trainer,
// has one participant, a member. The trainer opens the sitting, marks them present, co-signs
// and closes it; the administrator locks it on the board and marks the session completed. The
// certificates screen shows the drafts; the employer is given, "Validate all" issues them. The
// member downloads theirs from /profile/documents (read back here); a visitor opens its
// verification page, sees it valid and checks the PDF; staff revoke it and the page says so.
import fs from "node:fs";
import { extractText } from "unpdf";
import { journeyLanguages, labelPattern, literally, text } from "./i18n";
import {
  addSessionFromCalendar,
  closePage,
  drawSignature,
  enrolFromRoster,
  expectAccessible,
  isoDate,
  makeTeacher,
  newMember,
  newPage,
  rosterLedBy,
  signInAsAdmin,
} from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("en")) {
  test(`signed attendance gives certificates the participant downloads and anyone verifies, until one is revoked (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${lang}${Date.now().toString(36)}`;
    const today = isoDate(0);
    const trainerName = `Théo Formateur ${stamp}`;
    const trainerEmail = `cert-trainer-${stamp}@example.com`;
    const trainer = await newMember(browser, lang, trainerName, trainerEmail);
    const person = { firstName: "Ada", lastName: `Lovelace ${stamp}`, email: `cert-ada-${stamp}@example.com` };
    const participantName = `${person.firstName} ${person.lastName}`;
    const member = await newMember(browser, lang, participantName, person.email);

    // The administrator makes the trainer a teacher and plans tonight's session with them.
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await makeTeacher(admin, lang, trainerEmail);
    const courseTitle = await addSessionFromCalendar(admin, lang, {
      day: today,
      seats: 10,
      minimum: 1,
      instructor: trainerName,
      hours: { start: "23:00", end: "23:59" },
    });
    const rosterHref = await rosterLedBy(admin, today, courseTitle, trainerName);
    await admin.goto(rosterHref);
    await enrolFromRoster(admin, lang, person);
    const card = admin.getByRole("main").getByRole("article", { name: participantName });
    await card.getByRole("button", { name: text(lang, "admin.sessions.status_to.confirmed") }).click();
    await expect(card.getByText(text(lang, "admin.sessions.status.confirmed"), { exact: true })).toBeVisible();

    // The trainer opens the sitting, marks the participant present, co-signs and closes it.
    await trainer.goto("/trainer");
    await trainer
      .getByRole("main")
      .getByRole("link", { name: new RegExp(literally(courseTitle)) })
      .first()
      .click();
    const desk = trainer.getByRole("main");
    await desk.getByRole("button", { name: text(lang, "trainer.session.open") }).click();
    const ada = desk.locator("li[data-registration-id]").filter({ hasText: participantName });
    await ada.getByRole("combobox").selectOption("present");
    await ada.getByRole("button", { name: new RegExp(literally(text(lang, "trainer.session.save_mark"))) }).click();
    await expect(ada.getByText(text(lang, "trainer.session.success.marked"))).toBeVisible();
    const coSign = desk.locator("form").filter({ has: trainer.getByText(text(lang, "trainer.session.co_sign_label")) });
    await drawSignature(trainer, coSign);
    await desk.getByRole("button", { name: text(lang, "trainer.session.co_sign") }).click();
    await expect(desk.getByText(text(lang, "trainer.session.co_signed"))).toBeVisible();
    await desk.getByRole("button", { name: text(lang, "trainer.session.close") }).click();
    await expect(trainer.getByText(text(lang, "trainer.session.success.closed")).first()).toBeVisible();
    await closePage(trainer);

    // Staff lock the sitting and mark the session completed.
    await admin.goto(`${rosterHref}/attendance`);
    await admin
      .getByRole("main")
      .getByRole("button", { name: text(lang, "admin.attendance.sittings.lock") })
      .click();
    await admin
      .getByRole("dialog")
      .getByRole("button", { name: text(lang, "admin.attendance.sittings.lock") })
      .click();
    await expect(admin.getByText(text(lang, "admin.attendance.success.locked"))).toBeVisible();
    await admin.goto(rosterHref);
    const roster = admin.getByRole("main");
    await roster.getByRole("button", { name: text(lang, "admin.sessions.session_to.confirmed") }).click();
    await expect(roster.getByRole("button", { name: text(lang, "admin.sessions.session_to.completed") })).toBeVisible();
    await roster.getByRole("button", { name: text(lang, "admin.sessions.session_to.completed") }).click();
    const confirmComplete = admin.getByRole("dialog");
    if (await confirmComplete.isVisible().catch(() => false)) {
      await confirmComplete.getByRole("button", { name: text(lang, "admin.sessions.session_to.completed") }).click();
    }
    await expect(roster.getByRole("button", { name: text(lang, "admin.sessions.session_to.completed") })).toHaveCount(
      0,
    );

    // The certificates screen: the certificat de réalisation waits for the employer.
    await admin.goto(`${rosterHref}/certificates`);
    const screen = admin.getByRole("main");
    await expect(screen.getByText(text(lang, "admin.certificates.blockers.employer_missing"))).toBeVisible();
    await screen
      .getByRole("button", { name: new RegExp(literally(text(lang, "admin.certificates.funding.open"))) })
      .click();
    const funding = admin.getByRole("dialog");
    await funding.getByLabel(labelPattern(lang, "admin.certificates.funding.company")).fill(`Acme ${stamp}`);
    await funding.getByRole("button", { name: text(lang, "admin.certificates.funding.submit") }).click();
    await expect(admin.getByText(text(lang, "admin.certificates.toasts.funding_saved"))).toBeVisible();
    await expect(screen.getByText(text(lang, "admin.certificates.blockers.employer_missing"))).toHaveCount(0);
    await expectAccessible(admin);
    await screen.getByRole("button", { name: text(lang, "admin.certificates.issue_all.label") }).click();
    await admin
      .getByRole("dialog")
      .getByRole("button", { name: text(lang, "admin.certificates.issue_all.label") })
      .click();
    await expect(admin.getByText(text(lang, "certificates.toasts.issued", { count: 2 }))).toBeVisible();

    // The member finds both documents and downloads the certificate of completion.
    await member.goto("/profile/documents");
    const documents = member.getByRole("main");
    await expect(documents.getByText(text(lang, "certificates.kinds.completion"), { exact: true })).toBeVisible();
    await expect(documents.getByText(text(lang, "certificates.kinds.realisation"), { exact: true })).toBeVisible();
    const which = `${text(lang, "certificates.kinds.completion")}, ${courseTitle}, v1`;
    const [download] = await Promise.all([
      member.waitForEvent("download"),
      documents.getByRole("link", { name: `${text(lang, "profile.documents.download")} — ${which}` }).click(),
    ]);
    const pdf = fs.readFileSync((await download.path()) ?? "");
    // extractText hands its bytes to pdf.js, which takes them over: it reads a copy.
    const { text: pages } = await extractText(new Uint8Array(pdf), { mergePages: true });
    const printed = pages.replace(/\s+/g, " ");
    expect(printed).toContain(participantName);
    expect(printed).toContain(courseTitle);
    const verifyHref =
      (await documents
        .getByRole("link", { name: `${text(lang, "profile.documents.verify")} — ${which}` })
        .getAttribute("href")) ?? "";
    const code = verifyHref.split("/").at(-1) ?? "";
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(printed).toContain(code);
    await closePage(member);

    // A visitor checks it: valid, and the PDF they were given is the genuine one.
    const visitor = await newPage(browser, lang);
    await visitor.goto(`/verify/${code}`);
    const check = visitor.getByRole("main");
    await expect(check.getByText(participantName)).toBeVisible();
    await expect(check.getByText(text(lang, "certificates.states.issued"), { exact: true })).toBeVisible();
    await expectAccessible(visitor);
    await check.getByLabel(labelPattern(lang, "verify.check.file")).setInputFiles({
      name: download.suggestedFilename(),
      mimeType: "application/pdf",
      buffer: pdf,
    });
    await check.getByRole("button", { name: text(lang, "verify.check.submit") }).click();
    await expect(check.getByText(text(lang, "verify.check.genuine_current"))).toBeVisible();

    // Staff revoke it; the page now says revoked, with the reason.
    await admin.reload();
    await screen
      .getByRole("button", {
        name: `${text(lang, "admin.certificates.revoke.open")} — ${text(lang, "certificates.kinds.completion")}, ${participantName}`,
      })
      .click();
    const revoke = admin.getByRole("dialog");
    await revoke.getByLabel(labelPattern(lang, "admin.certificates.revoke.reason")).selectOption("issued_in_error");
    await revoke.getByRole("button", { name: text(lang, "admin.certificates.revoke.submit") }).click();
    await expect(admin.getByText(text(lang, "admin.certificates.toasts.revoked"))).toBeVisible();
    await visitor.reload();
    await expect(check.getByText(text(lang, "certificates.states.revoked"), { exact: true })).toBeVisible();
    await expect(
      check.getByText(
        text(lang, "verify.status.reason", { reason: text(lang, "certificates.revocation_reasons.issued_in_error") }),
      ),
    ).toBeVisible();
    await closePage(visitor);
    await closePage(admin);
  });
}
