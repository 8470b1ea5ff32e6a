// Bulk actions (issue 23 §9) through the real route actions over the real database, on the four
// lists that have them: registrations (confirm, mark paid), testimonials (approve, reject),
// messages (mark handled, archive) and newsletter subscribers (delete). Each runs the row's own
// write on every selected id: one audit entry and the participant's e-mail per row, rows that
// can no longer move skipped and counted, one answer whose toast names the count; bad
// selections refused with nothing written; the same guard as the row buttons.
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  audit_log,
  course_session_registrations,
  email_outbox,
  messages,
  newsletter_subscribers,
  testimonials,
} from "#db/schema";
import { action as messagesAction } from "~/routes/admin/messages";
import { action as newsletterAction } from "~/routes/admin/newsletter";
import { action as registrationsAction } from "~/routes/admin/registrations";
import { action as testimonialsAction } from "~/routes/admin/testimonials";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createMessage,
  createNewsletterSubscriber,
  createRegistration,
  createSession,
  createTestimonial,
  createUser,
  daysFromNow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type Answer = {
  ok: boolean;
  toast?: string;
  toastParams?: Record<string, number>;
  data?: { done: number; skipped: number };
  formError?: string;
  formErrorParams?: Record<string, number>;
  errors?: Record<string, string>;
};
type Action = Parameters<typeof callRoute>[0];

/** A bulk post: the intent and one `ids[]` per id, as the bar sends them. */
const bulkForm = (intent: string, ids: string[]) => ({ intent, "ids[]": ids });

describe("back office: bulk actions", () => {
  useTestDatabase();
  let adminCookie = "";
  let operatorCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    operatorCookie = await sessionCookie(await createUser({ role: "operator" }));
    memberCookie = await sessionCookie(await createUser());
  });

  const post = (action: Action, path: string, intent: string, ids: string[], cookie = adminCookie) =>
    callRoute<Answer>(action, makeRequest(path, { form: bulkForm(intent, ids), cookie }));
  const entries = (entity: string, ids: string[], verb: string) =>
    db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, entity), inArray(audit_log.entity_id, ids), eq(audit_log.action, verb)));

  it("confirms registrations: one e-mail and one audit entry each, the confirmed one skipped, one toast", async () => {
    const course = await createCourse({ title_fr: "Excel avancé", title_en: "Advanced Excel" });
    const session = await createSession({
      course_id: course.id,
      start_date: daysFromNow(20),
      end_date: daysFromNow(20),
    });
    const people = await Promise.all([1, 2, 3].map(() => createUser({ language: "en" })));
    const pending = await Promise.all(
      people
        .slice(0, 2)
        .map((person) => createRegistration({ session_id: session.id, user_id: person.id, status: "pending" })),
    );
    const confirmed = await createRegistration({ session_id: session.id, user_id: people[2].id, status: "confirmed" });
    const ids = [...pending.map((row) => row.id), confirmed.id];

    const answer = await post(registrationsAction, "/admin/registrations", "bulk-confirm", ids, operatorCookie);
    expect(answer).toMatchObject({
      status: 200,
      data: {
        ok: true,
        toast: "admin.registrations.bulk.confirmed_partial",
        toastParams: { count: 2, skipped: 1 },
        data: { done: 2, skipped: 1 },
      },
    });
    const rows = await db()
      .select({ status: course_session_registrations.status })
      .from(course_session_registrations)
      .where(inArray(course_session_registrations.id, ids));
    expect(rows.every((row) => row.status === "confirmed")).toBe(true);
    expect(await entries("registration", ids, "update")).toHaveLength(2);
    for (const person of people.slice(0, 2)) {
      const mails = await db().select().from(email_outbox).where(eq(email_outbox.to, person.email));
      expect(mails).toHaveLength(1);
    }
    expect(await db().select().from(email_outbox).where(eq(email_outbox.to, people[2].email))).toHaveLength(0);

    // Marking all three paid: one toast for three.
    const paid = await post(registrationsAction, "/admin/registrations", "bulk-paid", ids);
    expect(paid.data).toMatchObject({ toast: "admin.registrations.bulk.paid", toastParams: { count: 3, skipped: 0 } });
    // Again: nothing left to move is a refusal that says so.
    const again = await post(registrationsAction, "/admin/registrations", "bulk-paid", ids);
    expect(again).toMatchObject({
      status: 409,
      data: { formError: "admin.bulk.nothing_done", formErrorParams: { count: 3 } },
    });
    // A member may not.
    expect((await post(registrationsAction, "/admin/registrations", "bulk-confirm", ids, memberCookie)).status).toBe(
      403,
    );
  });

  it("refuses an empty, malformed or oversized selection and writes nothing", async () => {
    const subscriber = await createNewsletterSubscriber({ verified: true });
    const path = "/admin/newsletter";
    expect(await post(newsletterAction, path, "bulk-delete", [])).toMatchObject({
      status: 400,
      data: { formError: "admin.bulk.none_selected" },
    });
    expect((await post(newsletterAction, path, "bulk-delete", [subscriber.id, "nope"])).status).toBe(400);
    const many = Array.from({ length: 101 }, () => randomUUID());
    expect(await post(newsletterAction, path, "bulk-delete", many)).toMatchObject({
      status: 400,
      data: { formError: "admin.bulk.too_many" },
    });
    expect(
      await db().select().from(newsletter_subscribers).where(eq(newsletter_subscribers.id, subscriber.id)),
    ).toHaveLength(1);
  });

  it("deletes subscribers, an id gone meanwhile counted as skipped", async () => {
    const subscribers = await Promise.all([1, 2].map(() => createNewsletterSubscriber({ verified: true })));
    const ids = [...subscribers.map((row) => row.id), randomUUID()];
    const answer = await post(newsletterAction, "/admin/newsletter", "bulk-delete", ids);
    expect(answer.data).toMatchObject({
      toast: "admin.newsletter.bulk.deleted_partial",
      toastParams: { count: 2, skipped: 1 },
    });
    expect(await db().select().from(newsletter_subscribers).where(inArray(newsletter_subscribers.id, ids))).toEqual([]);
    expect(await entries("newsletter_subscriber", ids, "delete")).toHaveLength(2);
  });

  it("approves pending testimonials only, and rejects others", async () => {
    const pending = await Promise.all([1, 2].map(() => createTestimonial()));
    const approved = await createTestimonial({ status: "approved" });
    const ids = [...pending.map((row) => row.id), approved.id];
    const answer = await post(testimonialsAction, "/admin/testimonials", "bulk-approve", ids);
    expect(answer.data).toMatchObject({ toastParams: { count: 2, skipped: 1 } });
    const statuses = await db()
      .select({ status: testimonials.status })
      .from(testimonials)
      .where(inArray(testimonials.id, ids));
    expect(statuses.map((row) => row.status)).toEqual(["approved", "approved", "approved"]);
    expect(await entries("testimonial", ids, "approve")).toHaveLength(2);

    const more = await Promise.all([1, 2].map(() => createTestimonial()));
    const rejected = await post(
      testimonialsAction,
      "/admin/testimonials",
      "bulk-reject",
      more.map((row) => row.id),
    );
    expect(rejected.data).toMatchObject({ toast: "admin.testimonials.bulk.rejected", toastParams: { count: 2 } });
  });

  it("marks messages handled and archives them, each audited", async () => {
    const inbox = await Promise.all([1, 2, 3].map(() => createMessage("contact")));
    const ids = inbox.map((row) => row.id);
    const handled = await post(messagesAction, "/admin/messages", "bulk-handle", ids);
    expect(handled.data).toMatchObject({ toast: "admin.messages.bulk.handled", toastParams: { count: 3 } });
    const archived = await post(messagesAction, "/admin/messages", "bulk-archive", ids.slice(0, 2));
    expect(archived.data).toMatchObject({ toastParams: { count: 2, skipped: 0 } });
    const statuses = await db()
      .select({ id: messages.id, status: messages.status })
      .from(messages)
      .where(inArray(messages.id, ids));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [ids[0]]: "archived",
      [ids[1]]: "archived",
      [ids[2]]: "handled",
    });
    expect(await entries("message", ids, "mark_handled")).toHaveLength(3);
    expect(await entries("message", ids, "archive")).toHaveLength(2);
    // Handling archived ones moves nothing.
    const none = await post(messagesAction, "/admin/messages", "bulk-handle", ids.slice(0, 2));
    expect(none.status).toBe(409);
  });
});
