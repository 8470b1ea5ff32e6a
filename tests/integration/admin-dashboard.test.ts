// /admin through its real loader on a seeded situation: the queues and the age of their
// oldest item, the coming sessions' fill and the at-risk flag, this month's figures against
// last month's as a registration comes in, registrations per week, the latest audit entries,
// and a section whose query fails showing its own error while the others render.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  audit_log,
  course_session_registrations,
  email_outbox,
  messages,
  newsletter_subscribers,
  testimonials,
  users,
} from "#db/schema";
import { CHART_WEEKS } from "~/admin/dashboard";
import { AT_RISK_DAYS } from "~/registrations/lifecycle";
import { registerForSession } from "~/registrations/registrations.server";
import { loader } from "~/routes/admin";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createSession,
  createUser,
  daysFromNow,
  makeRequest,
  registrationForm,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

describe("the dashboard", () => {
  useTestDatabase();

  type Page = Awaited<ReturnType<typeof loader>>;

  let cookie: string;
  const ago = (days: number) => sql`now() - ${sql.raw(`interval '${days} days'`)}`;

  /** A moment in the month before this one (UTC), whatever today is. */
  function lastMonth(): Date {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, 12));
  }

  const FORM = registrationForm({ firstName: "Marie", lastName: "Dupont", email: "marie.dupont@example.com" });

  async function dashboard() {
    const answer = await callRoute<Page>(loader, makeRequest("/admin", { cookie }));
    expect(answer.status).toBe(200);
    return (answer.data as Page).dashboard;
  }

  beforeAll(async () => {
    await seedReferenceData();
    const admin = await createUser({ role: "admin", email: "dash-admin@example.com" });
    cookie = await sessionCookie(admin);
  });

  describe("/admin dashboard", () => {
    it("counts each queue and says how long its oldest item has waited", async () => {
      const member = await createUser();
      await db()
        .insert(messages)
        .values([
          { type: "contact", subject: "a", content: "a", created_at: ago(3) },
          { type: "contact", subject: "b", content: "b", created_at: ago(1) },
          { type: "registration", subject: "c", content: "c" },
          { type: "contact", subject: "done", content: "d", status: "handled", created_at: ago(30) },
        ]);
      await db()
        .insert(testimonials)
        .values([
          { user_id: member.id, content: "Pending", created_at: ago(6) },
          { user_id: member.id, content: "Approved", status: "approved", created_at: ago(60) },
        ]);
      await db()
        .insert(newsletter_subscribers)
        .values([
          { email: "waiting@example.com", created_at: ago(2) },
          { email: "done@example.com", is_verified: true, verified_at: ago(40), created_at: ago(50) },
        ]);
      await db().insert(email_outbox).values({ to: "x@example.com", subject: "s", text: "t", status: "failed" });

      const { queues } = await dashboard();
      expect(queues).toEqual([
        {
          key: "messages",
          count: 3,
          oldestDays: 3,
          href: "/admin/messages?status=pending",
          parts: [
            { type: "contact", count: 2, oldestDays: 3, href: "/admin/messages?status=pending&type=contact" },
            { type: "registration", count: 1, oldestDays: 0, href: "/admin/messages?status=pending&type=registration" },
          ],
        },
        { key: "testimonials", count: 1, oldestDays: 6, href: "/admin/testimonials?status=pending" },
        { key: "newsletter", count: 1, oldestDays: 2, href: "/admin/newsletter?status=unverified" },
        { key: "emails", count: 1, oldestDays: 0, href: null },
      ]);
    });

    it("lists the coming sessions with their fill, flags one below its minimum starting soon, and moves with a registration", async () => {
      const course = await createCourse({ title_fr: "Audit qualité", title_en: "Quality audit" });
      const soon = await createSession({
        course_id: course.id,
        start_date: daysFromNow(5),
        end_date: daysFromNow(6),
        seats_available: 8,
        seats_taken: 1,
        min_participants: 3,
      });
      const later = await createSession({
        course_id: course.id,
        start_date: daysFromNow(AT_RISK_DAYS + 6),
        end_date: daysFromNow(AT_RISK_DAYS + 6),
        seats_available: 10,
        seats_taken: 0,
        min_participants: 4,
      });
      const enough = await createSession({
        course_id: course.id,
        start_date: daysFromNow(4),
        end_date: daysFromNow(4),
        seats_available: 5,
        seats_taken: 2,
        min_participants: 2,
      });
      await createSession({ course_id: course.id, start_date: daysFromNow(45), end_date: daysFromNow(46) });
      await createSession({
        course_id: course.id,
        start_date: daysFromNow(3),
        end_date: daysFromNow(3),
        status: "cancelled",
      });

      const before = await dashboard();
      expect(before.upcoming?.total).toBe(3);
      expect(before.upcoming?.sessions.map((s) => s.id)).toEqual([enough.id, soon.id, later.id]);
      const soonBefore = before.upcoming?.sessions.find((s) => s.id === soon.id);
      expect(soonBefore).toMatchObject({
        course_title: "Audit qualité",
        seats_taken: 1,
        seats_available: 8,
        min_participants: 3,
        days_until: 5,
        is_at_risk: true,
        href: expect.stringMatching(/^\/admin\/sessions\/[0-9a-f-]{36}$/),
      });
      // Below its minimum but far enough off, or at its minimum: not at risk.
      expect(before.upcoming?.sessions.find((s) => s.id === later.id)?.is_at_risk).toBe(false);
      expect(before.upcoming?.sessions.find((s) => s.id === enough.id)?.is_at_risk).toBe(false);

      // A registration last month, then one now through the site's own service.
      const earlier = await createUser();
      await db()
        .insert(course_session_registrations)
        .values({ session_id: later.id, user_id: earlier.id, created_at: lastMonth() });
      const kpisBefore = (await dashboard()).kpis;
      const member = await createUser();
      const booked = await registerForSession({
        sessionId: soon.id,
        userId: member.id,
        form: FORM,
      });
      expect(booked.ok).toBe(true);

      const after = await dashboard();
      expect(after.upcoming?.sessions.find((s) => s.id === soon.id)).toMatchObject({
        seats_taken: 2,
        is_at_risk: true,
      });
      expect(after.kpis?.registrations).toEqual({
        current: (kpisBefore?.registrations.current ?? 0) + 1,
        previous: kpisBefore?.registrations.previous,
      });
      expect(after.kpis?.registrations.previous).toBeGreaterThanOrEqual(1);
      // This week's bar holds it; the chart covers CHART_WEEKS weeks ending with this one.
      expect(after.weekly).toHaveLength(CHART_WEEKS);
      const thisWeek = (weekly: typeof after.weekly) => weekly?.[weekly.length - 1]?.count ?? 0;
      expect(thisWeek(after.weekly)).toBe(thisWeek(before.weekly) + 1);
      const monday = new Date(`${after.weekly?.[CHART_WEEKS - 1]?.start}T00:00:00Z`);
      expect(monday.getUTCDay()).toBe(1);
      expect(Date.now() - monday.getTime()).toBeLessThan(7 * 86_400_000);
    });

    it("compares this month's new members and confirmed subscribers with last month's", async () => {
      const before = (await dashboard()).kpis;
      await db()
        .insert(users)
        .values([
          { email: "kpi-old-1@example.com", created_at: lastMonth() },
          { email: "kpi-old-2@example.com", created_at: lastMonth() },
          { email: "kpi-new@example.com" },
        ]);
      await db()
        .insert(newsletter_subscribers)
        .values([
          { email: "kpi-sub-old@example.com", is_verified: true, verified_at: lastMonth(), created_at: lastMonth() },
          { email: "kpi-sub-new@example.com", is_verified: true, verified_at: new Date() },
          // Not confirmed: not a subscriber yet.
          { email: "kpi-sub-unverified@example.com" },
        ]);
      const after = (await dashboard()).kpis;
      expect(after?.members).toEqual({
        current: (before?.members.current ?? 0) + 1,
        previous: (before?.members.previous ?? 0) + 2,
      });
      expect(after?.subscribers).toEqual({
        current: (before?.subscribers.current ?? 0) + 1,
        previous: (before?.subscribers.previous ?? 0) + 1,
      });
    });

    it("shows the latest 10 audit entries, newest first", async () => {
      for (let i = 0; i < 12; i++) {
        await db()
          .insert(audit_log)
          .values({
            actor_email: "someone@example.com",
            action: "update",
            entity_type: "course",
            entity_label: `Entry ${i}`,
            created_at: sql`now() - ${sql.raw(`interval '${12 - i} minutes'`)}`,
          });
      }
      const { audit } = await dashboard();
      expect(audit).toHaveLength(10);
      expect(audit?.[0].entity_label).toBe("Entry 11");
      expect(audit?.[9].entity_label).toBe("Entry 2");
    });

    it("shows a section whose query fails as that section's error, the rest of the page intact", async () => {
      await db().execute(sql`alter table messages rename to messages_away`);
      try {
        const page = await dashboard();
        expect(page.queues).toBeNull();
        expect(page.upcoming?.sessions.length).toBeGreaterThan(0);
        expect(page.kpis).not.toBeNull();
        expect(page.weekly).not.toBeNull();
        expect(page.audit).not.toBeNull();
      } finally {
        await db().execute(sql`alter table messages_away rename to messages`);
      }
    });
  });
});
