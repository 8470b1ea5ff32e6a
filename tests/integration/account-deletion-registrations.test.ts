// Deleting an account gives its future seats back (issue 21, finding 7): whether the person
// deletes it (/profile/delete) or an administrator does (/admin/roles), every registration
// whose session has not started is cancelled in the deletion's transaction, the seat is on
// offer again on the course page, and the organisation gets the member-cancellation e-mail,
// naming nobody. Registrations of sessions already started stay as records, anonymised. A
// deletion that fails or is refused cancels nothing.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_session_registrations, course_sessions, email_outbox, messages, users } from "#db/schema";
import { getCourseBySlug } from "~/courses/courses.server";
import { formatDate } from "~/i18n/format";
import { deleteAccount } from "~/profile/account-deletion.server";
import { registerForSession } from "~/registrations/registrations.server";
import { seatsLeft } from "~/registrations/rules";
import { action as rolesAction } from "~/routes/admin/roles";
import { action as deleteAction } from "~/routes/member/profile-delete";
import { db, inTransaction } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createRegistration,
  createSession,
  createUser,
  daysFromNow,
  makeRequest,
  registrationForm,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

/** The organisation's address (seedBase's contact settings). */
const ORGANISATION = "contact@formatio.example";

type Person = {
  id: string;
  email: string;
  password: string;
  cookie: string;
  upcoming: { registrationId: string; sessionId: string; courseSlug: string; courseTitle: string; startDate: string };
  pastRegistrationId: string;
  startedRegistrationId: string;
};

async function registration(id: string) {
  const [row] = await db().select().from(course_session_registrations).where(eq(course_session_registrations.id, id));
  return row;
}

/** Seats left as the course page shows them: its loader's query, then the Register button's count. */
async function seatsLeftOnCoursePage(courseSlug: string, sessionId: string): Promise<number> {
  const page = await getCourseBySlug(courseSlug, { includeDrafts: false });
  const session = page?.sessions.find((s) => s.id === sessionId);
  if (!session) throw new Error(`session ${sessionId} not on the course page`);
  return seatsLeft(session);
}

/** The organisation's cancellation e-mails for a session (the subject a member's own cancellation has). */
async function organisationCancellations(courseTitle: string, startDate: string) {
  return db()
    .select()
    .from(email_outbox)
    .where(
      and(
        eq(email_outbox.to, ORGANISATION),
        eq(email_outbox.subject, `Annulation d'inscription : ${courseTitle} (${formatDate(startDate, "fr", "long")})`),
      ),
    );
}

async function cancellationMessages(registrationId: string) {
  return db()
    .select()
    .from(messages)
    .where(
      and(
        sql`${messages.metadata}->>'registration_id' = ${registrationId}`,
        sql`${messages.metadata}->>'event' = 'cancelled'`,
      ),
    );
}

describe("deleting an account cancels its future registrations", () => {
  useTestDatabase();
  let admin: { id: string; email: string; password: string; cookie: string };

  beforeAll(async () => {
    await seedReferenceData();
    const adminUser = await createUser({ role: "admin", email: "deleting-admin@example.com" });
    admin = { ...adminUser, cookie: await sessionCookie(adminUser) };
  });

  /**
   * A member with a future registration made on the site (form details, inbox message), a
   * registration of a session that ended (attended) and one of a session under way since
   * midnight today (confirmed).
   */
  async function createMember(name: string, options: { role?: "super_admin"; language?: "fr" | "en" } = {}) {
    const [firstName, lastName] = name.split(" ");
    const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`;
    const user = await createUser({ email, fullName: name, language: options.language ?? "fr", role: options.role });
    await db().update(users).set({ phone: "+33 6 98 76 54 32" }).where(eq(users.id, user.id));
    const course = await createCourse({ title_fr: `Sécurité ${lastName}`, title_en: `Safety ${lastName}` });
    const upcoming = await createSession({ course_id: course.id, seats_available: 5 });
    const registered = await registerForSession({
      sessionId: upcoming.id,
      userId: user.id,
      form: registrationForm({ firstName, lastName, email, phone: "+33 6 98 76 54 32", company: `${lastName} SARL` }),
    });
    if (!registered.ok) throw new Error(`registration failed: ${registered.error}`);
    const past = await createSession({
      course_id: course.id,
      start_date: daysFromNow(-20),
      end_date: daysFromNow(-19),
    });
    const pastRow = await createRegistration({
      session_id: past.id,
      user_id: user.id,
      status: "attended",
      first_name: firstName,
      last_name: lastName,
      email,
    });
    // Started at midnight (UTC, the session's zone): no longer a future session.
    const started = await createSession({
      course_id: course.id,
      start_date: daysFromNow(0),
      end_date: daysFromNow(1),
      start_time: "00:00",
    });
    const startedRow = await createRegistration({ session_id: started.id, user_id: user.id, status: "confirmed" });
    return {
      ...user,
      cookie: await sessionCookie(user),
      upcoming: {
        registrationId: registered.registrationId,
        sessionId: upcoming.id,
        courseSlug: course.slug,
        courseTitle: course.title_fr,
        startDate: upcoming.start_date,
      },
      pastRegistrationId: pastRow.id,
      startedRegistrationId: startedRow.id,
    } satisfies Person;
  }

  const deleteOwnAccount = (person: Person) =>
    callRoute<{ formError?: string }>(
      deleteAction,
      makeRequest("/profile/delete", { cookie: person.cookie, form: { confirmation: person.email } }),
    );

  const deleteByAdministrator = (person: Person) =>
    callRoute<{ formError?: string }>(
      rolesAction,
      makeRequest("/admin/roles", {
        cookie: admin.cookie,
        form: { intent: "delete", id: person.id, confirmation: person.email },
      }),
    );

  /** What both ways of deleting must leave: the future seat back and told, the records kept. */
  async function expectFutureCancelledAndPastKept(person: Person, seatsBefore: number, byAdministrator: boolean) {
    const { upcoming } = person;

    // The future registration is cancelled, not just anonymised, and its seat is on offer again.
    const cancelled = await registration(upcoming.registrationId);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled).toMatchObject({ first_name: null, last_name: null, email: null, phone: null, company: null });
    expect(cancelled.notes).toMatch(/^Données personnelles effacées le \d{4}-\d{2}-\d{2}/);
    expect(await seatsLeftOnCoursePage(upcoming.courseSlug, upcoming.sessionId)).toBe(seatsBefore + 1);

    // The organisation is told as for a member's own cancellation (same subject, same inbox
    // event), without the person's details, which the deletion erases.
    const mails = await organisationCancellations(upcoming.courseTitle, upcoming.startDate);
    expect(mails).toHaveLength(1);
    expect(mails[0].status).toBe("pending");
    expect(mails[0].text).toContain(byAdministrator ? "supprimé par un administrateur" : "a supprimé son compte");
    expect(mails[0].text).toContain("La place est de nouveau disponible (5 place(s) libre(s)).");
    for (const personal of [person.email, "+33 6 98 76 54 32", "SARL", person.id]) {
      expect(mails[0].text).not.toContain(personal);
    }
    const [inbox] = await cancellationMessages(upcoming.registrationId);
    expect(inbox.subject).toBe(mails[0].subject);
    expect(inbox.metadata).toMatchObject({ event: "cancelled", user: { anonymised: true } });
    expect(JSON.stringify(inbox)).not.toContain(person.email);

    // No cancellation e-mail to the leaving person (their address is erased); the deletion
    // notice says the registration was cancelled.
    const toPerson = await db().select().from(email_outbox).where(eq(email_outbox.to, person.email));
    expect(toPerson).toHaveLength(1);
    expect(toPerson[0].text).toContain("Annulée\u00a0: votre inscription à une session qui n'avait pas commencé");

    // Sessions already started keep their registrations as records, anonymised.
    const past = await registration(person.pastRegistrationId);
    expect(past.status).toBe("attended");
    expect(past).toMatchObject({ first_name: null, last_name: null, email: null });
    expect(past.notes).toMatch(/^Données personnelles effacées/);
    expect((await registration(person.startedRegistrationId)).status).toBe("confirmed");
    const [row] = await db().select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ is_active: false, full_name: "" });
  }

  it("when the person deletes their own account", async () => {
    const person = await createMember("Irene Joliot");
    const seatsBefore = await seatsLeftOnCoursePage(person.upcoming.courseSlug, person.upcoming.sessionId);
    expect(seatsBefore).toBe(4);

    const answer = await deleteOwnAccount(person);
    expect(answer.status).toBe(302);

    await expectFutureCancelledAndPastKept(person, seatsBefore, false);
  });

  it("when an administrator deletes it from /admin/roles", async () => {
    const person = await createMember("Lise Meitner");
    const seatsBefore = await seatsLeftOnCoursePage(person.upcoming.courseSlug, person.upcoming.sessionId);

    const answer = await deleteByAdministrator(person);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/roles");

    await expectFutureCancelledAndPastKept(person, seatsBefore, true);
  });

  describe("cancels nothing when the deletion does not happen", () => {
    /** Everything the cancellation would change, to compare before and after. */
    async function state(person: Person) {
      const [session] = await db()
        .select({ seats_taken: course_sessions.seats_taken })
        .from(course_sessions)
        .where(eq(course_sessions.id, person.upcoming.sessionId));
      return {
        registration: await registration(person.upcoming.registrationId),
        seats_taken: session.seats_taken,
        seatsLeft: await seatsLeftOnCoursePage(person.upcoming.courseSlug, person.upcoming.sessionId),
        mails: await organisationCancellations(person.upcoming.courseTitle, person.upcoming.startDate),
        inbox: await cancellationMessages(person.upcoming.registrationId),
      };
    }

    /** Makes the deletion fail at its last step: the notice to the person cannot be queued. */
    async function withOutboxRefusing<T>(address: string, work: () => Promise<T>): Promise<T> {
      await db().execute(sql`
        create or replace function refuse_deletion_notice() returns trigger language plpgsql as $$
        begin
          if new."to" = ${sql.raw(`'${address}'`)} then raise exception 'outbox is down'; end if;
          return new;
        end $$`);
      await db().execute(sql`
        create trigger refuse_deletion_notice before insert on email_outbox
        for each row execute function refuse_deletion_notice()`);
      try {
        return await work();
      } finally {
        await db().execute(sql`drop trigger refuse_deletion_notice on email_outbox`);
        await db().execute(sql`drop function refuse_deletion_notice()`);
      }
    }

    it("when the person's deletion fails and rolls back", async () => {
      const person = await createMember("Ada Lovelace");
      const before = await state(person);
      expect(before.registration.status).toBe("pending");

      const answer = await withOutboxRefusing(person.email, () => deleteOwnAccount(person));
      expect(answer).toMatchObject({ status: 500, data: { formError: "profile.my_data.error.delete_failed" } });

      expect(await state(person)).toEqual(before);
      expect(before.mails).toEqual([]);
    });

    it("when the administrator's deletion fails and rolls back", async () => {
      const person = await createMember("Emmy Noether");
      const before = await state(person);

      const answer = await withOutboxRefusing(person.email, () => deleteByAdministrator(person));
      expect(answer.status).toBe(500);

      expect(await state(person)).toEqual(before);
      expect(await registration(person.pastRegistrationId)).toMatchObject({ first_name: "Emmy" });
    });

    it("when the deletion is refused inside the caller's transaction (the last super administrator)", async () => {
      const person = await createMember("Grace Hopper", { role: "super_admin" });
      const before = await state(person);

      // Inside a transaction that goes on and commits, as the admin action helper's does.
      const result = await inTransaction(() => deleteAccount(person.id, { byAdministrator: true }));
      expect(result).toEqual({ ok: false, error: "last_admin" });

      expect(await state(person)).toEqual(before);
      const [row] = await db().select().from(users).where(eq(users.id, person.id));
      expect(row).toMatchObject({ email: person.email, is_active: true });
    });
  });
});
