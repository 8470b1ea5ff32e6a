// Issue 27's journey: the communication timeline. Staff plan a session five days ahead, enrol
// two people (one reads French, one English), confirm them and the session: the convocations,
// already due, go at once. The communications screen shows them sent; the convocation's PDF
// preview is read back. Staff move the session to another room: the screen shows the change's
// notice planned, "send now" sends it, and each participant gets it in their language with the
// updated calendar event (same UID, higher SEQUENCE), read from the outbox and parsed.
import ICAL from "ical.js";
import { extractText } from "unpdf";
import { journeyLanguages, labelPattern, literally, text } from "./i18n";
import {
  addSessionFromCalendar,
  deskRowOn,
  enrolFromRoster,
  expectAccessible,
  isoDate,
  newPage,
  outboxMessages,
  signInAsAdmin,
} from "./support";
import { expect, test } from "./test";

/** The e-mails to `email` that say `saying` (their subject may be encoded), waiting for `count` of them. */
async function mailsTo(email: string, saying: string, count = 1): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      () => {
        found = outboxMessages().filter((eml) => eml.includes(`To: ${email}`) && eml.includes(saying));
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** `key`'s text with its instant ({{when}}) and course ({{course}}) matching anything. */
function shaped(lang: "fr" | "en", key: string, vars: Record<string, number> = {}): RegExp {
  const hole = "\u0000";
  return new RegExp(
    literally(text(lang, key, { ...vars, when: hole, course: hole }))
      .split(hole)
      .join(".+"),
  );
}

/** The calendar event attached to an e-mail, parsed. */
function eventOf(eml: string) {
  const ics = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(eml)?.[0];
  if (!ics) throw new Error("no calendar attached");
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
  if (!event) throw new Error("no event");
  return {
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    location: String(event.getFirstPropertyValue("location") ?? ""),
  };
}

for (const lang of journeyLanguages("fr")) {
  test(`staff follow a session's convocations and tell each participant of a change of room (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${lang}${Date.now().toString(36)}`;
    // Within the convocation's seven days; a day per language, so both runs share a server.
    const day = isoDate(lang === "fr" ? 5 : 6);
    const people = [
      {
        firstName: "Camille",
        lastName: `Moreau ${stamp}`,
        email: `comm-fr-${stamp}@example.com`,
        language: "fr" as const,
      },
      { firstName: "Jordan", lastName: `Lee ${stamp}`, email: `comm-en-${stamp}@example.com`, language: "en" as const },
    ];

    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    const courseTitle = await addSessionFromCalendar(admin, lang, { day, seats: 10, minimum: 1 });
    const { rosterHref, sessionId } = await deskRowOn(admin, day, courseTitle);
    await admin.goto(rosterHref);
    for (const person of people) {
      await enrolFromRoster(admin, lang, person);
      const card = admin.getByRole("main").getByRole("article", { name: `${person.firstName} ${person.lastName}` });
      await card.getByRole("button", { name: text(lang, "admin.sessions.status_to.confirmed") }).click();
      await expect(card.getByText(text(lang, "admin.sessions.status.confirmed"), { exact: true })).toBeVisible();
    }
    await admin
      .getByRole("main")
      .getByRole("button", { name: text(lang, "admin.sessions.session_to.confirmed") })
      .click();

    // Five days ahead, past the convocation's date (seven days before): they go at once.
    for (const person of people) {
      await mailsTo(person.email, text(person.language, "emails.timeline.convocation.attached"));
    }

    // The timeline: each participant's convocation sent (and delivered).
    await admin
      .getByRole("main")
      .getByRole("link", { name: text(lang, "admin.sessions.communications") })
      .click();
    await expect(admin).toHaveURL(new RegExp(`/admin/sessions/${sessionId}/communications$`));
    await expect(admin.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();
    const table = admin.getByRole("main").getByRole("table");
    for (const person of people) {
      const row = table.getByRole("row", { name: new RegExp(literally(`${person.firstName} ${person.lastName}`)) });
      await expect(async () => {
        await admin.reload();
        await expect(row.getByText(text(lang, "admin.communications.delivery.sent")).first()).toBeVisible({
          timeout: 2000,
        });
      }).toPass({ timeout: 30_000 });
    }
    await expectAccessible(admin);

    // The convocation's preview, read back.
    const preview = await admin.request.get(`/admin/sessions/${sessionId}/convocation.pdf?lang=${lang}`);
    expect(preview.status()).toBe(200);
    expect(preview.headers()["content-type"]).toBe("application/pdf");
    const { text: pages } = await extractText(new Uint8Array(await preview.body()), { mergePages: true });
    expect(pages).toContain(courseTitle);
    expect(pages).toContain(text(lang, "communications.convocation.pdf.title"));
    expect(pages).toContain(text(lang, "communications.convocation.pdf.rules.heading"));

    // Staff move the session to another room.
    const before = people.map((person) =>
      eventOf(
        outboxMessages()
          .filter((eml) => eml.includes(`To: ${person.email}`))
          .at(-1) ?? "",
      ),
    );
    const { row } = await deskRowOn(admin, day, courseTitle);
    await row.getByRole("button", { name: text(lang, "admin.session_desk.edit") }).click();
    const editor = admin.getByRole("dialog");
    const venue = editor.getByRole("combobox", { name: labelPattern(lang, "pages.calendar.editor.location") });
    await venue.selectOption({ index: 2 });
    const room = ((await venue.locator("option:checked").textContent()) ?? "").trim();
    await editor.getByRole("button", { name: text(lang, "pages.calendar.editor.save") }).click();
    await expect(editor).toBeHidden();

    // The notice is planned; staff send it now.
    await admin.goto(`/admin/sessions/${sessionId}/communications`);
    const change = admin
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: text(lang, "emails.timeline.change_notice.fields.place") });
    await expect(change.getByText(shaped(lang, "admin.communications.changes.planned"))).toBeVisible();
    await change.getByRole("button", { name: text(lang, "admin.communications.send_now") }).click();
    await expect(admin.getByText(text(lang, "admin.communications.toasts.change_sent"))).toBeVisible();
    await expect(change.getByText(shaped(lang, "admin.communications.changes.sent", { count: 2 }))).toBeVisible();

    // Each participant is told, in their language, with the event updated in their calendar.
    for (const [index, person] of people.entries()) {
      const [notice] = await mailsTo(
        person.email,
        text(person.language, "emails.timeline.change_notice.updated_convocation"),
      );
      expect(notice).toContain(room.split(" ")[0]);
      expect(notice).toContain(text(person.language, "emails.timeline.change_notice.fields.place"));
      const event = eventOf(notice);
      expect(event.uid).toBe(before[index].uid);
      expect(event.sequence).toBeGreaterThan(before[index].sequence);
      expect(event.location).toContain(room.split(" ")[0]);
    }
  });
}
