// Issue 25's journey: half-day attendance signed on phones. An administrator sets the legal
// profile (a signature image) and plans a session for tonight led by a trainer they made a
// teacher; three people are enrolled. On a 390 px phone the trainer opens the sitting and shows
// the rotating QR code; two participants, on phones that are not signed in, open its address
// (read from the page), identify with the code e-mailed to them and sign with a drawn stroke.
// The trainer marks one late, co-signs and closes; the administrator validates the sitting on
// the board and downloads the sheet, read back here: names, "late", the fingerprint. The third
// person, absent, justifies it from their registrations; staff accept it.
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { extractText } from "unpdf";
import { journeyLanguages, type Lang, labelPattern, literally, text } from "./i18n";
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
  outboxMessages,
  rosterLedBy,
  signInAsAdmin,
} from "./support";
import { expect, test } from "./test";

const PHONE = { width: 390, height: 844 };

/** A phone that is nobody's: no account signed in. */
async function phone(browser: Browser, lang: Lang): Promise<Page> {
  const page = await newPage(browser, lang);
  await page.setViewportSize(PHONE);
  return page;
}

/** The newest sign-in code e-mailed to `email` (its own line in the text part). */
async function signCode(email: string): Promise<string> {
  let code = "";
  await expect
    .poll(
      () => {
        const mails = outboxMessages().filter((eml) => eml.includes(`To: ${email}`) && eml.includes("/sign/"));
        code = /^(\d{6})\s*$/m.exec(mails.at(-1) ?? "")?.[1] ?? "";
        return code;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return code;
}

for (const lang of journeyLanguages("fr")) {
  test(`a sitting is signed on phones from the trainer's QR code, co-signed, closed, validated and justified (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const stamp = `${lang}${Date.now().toString(36)}`;
    const today = isoDate(0);

    // The trainer-to-be and the absentee sign up like anyone.
    const trainerName = `Théo Formateur ${stamp}`;
    const trainerEmail = `trainer-${stamp}@example.com`;
    const trainer = await newMember(browser, lang, trainerName, trainerEmail);
    const absentEmail = `absent-${stamp}@example.com`;
    const absentee = await newMember(browser, lang, `Chloé Absente ${stamp}`, absentEmail);

    // The administrator: the legal profile's signature image, the trainer's role, tonight's session.
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await admin.goto("/admin/settings/organisation");
    const profile = admin.getByRole("main");
    await profile.getByLabel(labelPattern(lang, "admin.organisation.fields.legal_name")).fill(`Formatio SAS ${stamp}`);
    await profile
      .getByLabel(text(lang, "admin.organisation.fields.signature_image_url"), { exact: true })
      .setInputFiles({
        name: "signature.png",
        mimeType: "image/png",
        buffer: await sharp({
          create: { width: 300, height: 100, channels: 3, background: { r: 255, g: 255, b: 255 } },
        })
          .png()
          .toBuffer(),
      });
    await expect(admin.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
    await profile
      .getByRole("button", { name: text(lang, "admin.settings.save") })
      .first()
      .click();
    await expect(admin.getByText(text(lang, "admin.organisation.success.save"))).toBeVisible();

    await makeTeacher(admin, lang, trainerEmail);

    // Tonight, 23:00–23:59: one sitting, which the trainer may open today (never a later day's).
    const courseTitle = await addSessionFromCalendar(admin, lang, {
      day: today,
      seats: 10,
      minimum: 1,
      instructor: trainerName,
      hours: { start: "23:00", end: "23:59" },
    });

    // Its roster, found by its trainer on today's calendar; three people enrolled and confirmed.
    const rosterHref = await rosterLedBy(admin, today, courseTitle, trainerName);
    await admin.goto(rosterHref);
    const people = [
      { firstName: "Alice", lastName: `Amont-${stamp}`, email: `alice-${stamp}@example.com` },
      { firstName: "Bruno", lastName: `Berge-${stamp}`, email: `bruno-${stamp}@example.com` },
      { firstName: "Chloé", lastName: `Absente ${stamp}`, email: absentEmail },
    ];
    for (const person of people) {
      await enrolFromRoster(admin, lang, person);
      // Enrolled by staff, a registration is pending like any other until confirmed.
      const card = admin.getByRole("main").getByRole("article", { name: `${person.firstName} ${person.lastName}` });
      await expect(card.getByText(text(lang, "admin.sessions.status.pending"), { exact: true })).toBeVisible();
      await card.getByRole("button", { name: text(lang, "admin.sessions.status_to.confirmed") }).click();
      await expect(card.getByText(text(lang, "admin.sessions.status.confirmed"), { exact: true })).toBeVisible();
    }

    // The trainer, on a phone: their header leads to their sessions; they open tonight's sitting.
    await trainer.setViewportSize(PHONE);
    await trainer.goto("/trainer");
    await trainer
      .getByRole("main")
      .getByRole("link", { name: new RegExp(literally(courseTitle)) })
      .first()
      .click();
    await expect(trainer).toHaveURL(/\/trainer\/sessions\//);
    const desk = trainer.getByRole("main");
    await desk.getByRole("button", { name: text(lang, "trainer.session.open") }).click();
    // Open, the sitting offers the QR code and the kiosk.
    await desk.getByRole("button", { name: text(lang, "trainer.session.show_qr") }).click();
    const qrLink = trainer.getByTestId("qr-link");
    await expect(qrLink).toBeVisible();
    await expectAccessible(trainer);

    // Two participants scan it: the address on the trainer's screen, opened at once.
    for (const person of people.slice(0, 2)) {
      const participant = await phone(browser, lang);
      const url = (await qrLink.getAttribute("href")) ?? "";
      expect(url).toMatch(/\/sign\/[0-9a-f-]{36}\?k=/);
      await participant.goto(url);
      await expect(participant).toHaveURL(/\/sign\/[0-9a-f-]{36}$/);
      const page = participant.getByRole("main");
      await page.getByLabel(labelPattern(lang, "attendance.sign.identify.email")).fill(person.email);
      await page.getByRole("button", { name: text(lang, "attendance.sign.identify.send") }).click();
      const code = await signCode(person.email);
      await page.getByLabel(labelPattern(lang, "attendance.sign.identify.code")).fill(code);
      await page.getByRole("button", { name: text(lang, "attendance.sign.identify.check") }).click();
      await expect(
        page.getByText(text(lang, "attendance.sign.signing_as", { name: `${person.firstName} ${person.lastName}` })),
      ).toBeVisible();
      await drawSignature(participant);
      await page.getByRole("button", { name: text(lang, "attendance.sign.submit"), exact: true }).click();
      const signedAt = literally(text(lang, "attendance.sign.signed", { time: "TIME" })).replace(
        "TIME",
        "\\d\\d:\\d\\d",
      );
      await expect(page.getByText(new RegExp(signedAt))).toBeVisible();
      await closePage(participant);
    }

    // Back to the sitting: Bruno came 10 minutes late; the trainer co-signs and closes.
    await trainer.getByRole("button", { name: text(lang, "trainer.qr.close") }).click();
    // Alice signed while the page was open: her mark follows, present.
    const alice = desk.locator("li[data-registration-id]").filter({ hasText: `Alice Amont-${stamp}` });
    await expect(alice.getByRole("combobox")).toHaveValue("present");
    const bruno = desk.locator("li[data-registration-id]").filter({ hasText: `Bruno Berge-${stamp}` });
    await bruno.getByRole("combobox").selectOption("late");
    await bruno.getByRole("spinbutton").first().fill("10");
    await bruno.getByRole("button", { name: new RegExp(literally(text(lang, "trainer.session.save_mark"))) }).click();
    await expect(bruno.getByText(text(lang, "trainer.session.success.marked"))).toBeVisible();
    await drawSignature(
      trainer,
      desk.locator("form").filter({ has: trainer.getByText(text(lang, "trainer.session.co_sign_label")) }),
    );
    await desk.getByRole("button", { name: text(lang, "trainer.session.co_sign") }).click();
    await expect(desk.getByText(text(lang, "trainer.session.co_signed"))).toBeVisible();
    await desk.getByRole("button", { name: text(lang, "trainer.session.close") }).click();
    await expect(trainer.getByText(text(lang, "trainer.session.success.closed")).first()).toBeVisible();

    // The administrator's board: two signed out of three; they validate the sitting.
    await admin.goto(`${rosterHref}/attendance`);
    const board = admin.getByRole("main");
    await expect(
      board.getByText(text(lang, "admin.attendance.sittings.signed_of", { signed: 2, expected: 3 })),
    ).toBeVisible();
    await board.getByRole("button", { name: text(lang, "admin.attendance.sittings.lock") }).click();
    const lockDialog = admin.getByRole("dialog");
    await lockDialog.getByRole("button", { name: text(lang, "admin.attendance.sittings.lock") }).click();
    await expect(admin.getByText(text(lang, "admin.attendance.success.locked"))).toBeVisible();
    await expectAccessible(admin);

    // The signed sheet, read back: the names, Bruno late, the fingerprint.
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      board.getByRole("link", { name: text(lang, "admin.attendance.signed_sheet") }).click(),
    ]);
    const pdf = new Uint8Array(fs.readFileSync((await download.path()) ?? ""));
    const { text: pages } = await extractText(pdf, { mergePages: true });
    const sheet = pages.replace(/\s+/g, " ");
    expect(sheet).toContain(`Alice Amont-${stamp}`);
    expect(sheet).toContain(`Bruno Berge-${stamp}`);
    expect(sheet).toContain(text(lang, "attendance.status.late"));
    expect(sheet).toMatch(/[0-9a-f]{64}/);
    // Bruno's own sheet, as funders ask per person.
    const [own] = await Promise.all([
      admin.waitForEvent("download"),
      board
        .getByRole("link", {
          name: `${text(lang, "admin.attendance.participants.individual_sheet")} — Bruno Berge-${stamp}`,
        })
        .click(),
    ]);
    const { text: ownPages } = await extractText(new Uint8Array(fs.readFileSync((await own.path()) ?? "")), {
      mergePages: true,
    });
    expect(ownPages.replace(/\s+/g, " ")).toContain(`Bruno Berge-${stamp}`);
    expect(ownPages).not.toContain(`Alice Amont-${stamp}`);

    // Chloé, absent, justifies it from her registrations with a document; staff accept it.
    await absentee.goto("/profile/registrations");
    const mine = absentee.getByRole("main");
    await mine.getByRole("button", { name: text(lang, "profile.registrations.absences.justify") }).click();
    await mine
      .getByLabel(labelPattern(lang, "profile.registrations.absences.reason"))
      .fill(`Rendez-vous médical ${stamp}`);
    await mine.getByLabel(labelPattern(lang, "profile.registrations.absences.document")).setInputFiles({
      name: "certificat.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 9, g: 9, b: 9 } } })
        .png()
        .toBuffer(),
    });
    await mine.getByRole("button", { name: text(lang, "profile.registrations.absences.send") }).click();
    await expect(absentee.getByText(text(lang, "profile.registrations.absences.sent")).first()).toBeVisible();
    await expect(mine.getByText(text(lang, "profile.registrations.absences.decision.pending"))).toBeVisible();

    await admin.goto("/admin/attendance/justifications");
    const request = admin
      .getByRole("main")
      .getByRole("article", { name: text(lang, "admin.justifications.row_label", { name: `Chloé Absente ${stamp}` }) });
    await expect(request.getByText(`Rendez-vous médical ${stamp}`)).toBeVisible();
    await request.getByRole("button", { name: text(lang, "admin.justifications.accept"), exact: true }).click();
    await admin
      .getByRole("dialog")
      .getByRole("button", { name: text(lang, "admin.justifications.accept"), exact: true })
      .click();
    await expect(admin.getByText(text(lang, "admin.justifications.accepted")).first()).toBeVisible();
    await absentee.reload();
    await expect(mine.getByText(text(lang, "profile.registrations.absences.decision.accepted"))).toBeVisible();
    await closePage(absentee);
    await closePage(trainer);
    await closePage(admin);
  });
}
