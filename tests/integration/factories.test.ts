// The test factories write rows the site itself would accept: every check and foreign key
// holds, a registration takes its seat, an unverified subscriber's link works.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_sessions } from "#db/schema";
import { verifyNewsletterToken } from "~/newsletter/newsletter.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createAgency,
  createBlogPost,
  createCaseStudy,
  createClient,
  createCourse,
  createCourseCategory,
  createHelpArticle,
  createHelpSection,
  createMessage,
  createNewsletterSubscriber,
  createOutboxEmail,
  createPage,
  createPageCategory,
  createPartner,
  createRegistration,
  createResource,
  createService,
  createSession,
  createStat,
  createTestimonial,
  createTranslation,
  createUserProfile,
  createUserRow,
  seedReferenceData,
} from "../factories";

async function seatsTaken(sessionId: string) {
  const [row] = await db()
    .select({ seats_taken: course_sessions.seats_taken })
    .from(course_sessions)
    .where(eq(course_sessions.id, sessionId));
  return row.seats_taken;
}

describe("test factories", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
  });

  it("write one valid row per entity, with the values given", async () => {
    expect(await createTestimonial({ status: "approved", rating: 3 })).toMatchObject({ status: "approved", rating: 3 });
    for (const type of ["contact", "registration", "newsletter"] as const) {
      const message = await createMessage(type);
      expect(message).toMatchObject({ type, status: "pending" });
      expect(message.subject).not.toBe("");
    }
    const category = await createPageCategory();
    const post = await createBlogPost({ category_id: category.id });
    expect(post).toMatchObject({ type: "blog", is_published: true, category_id: category.id });
    expect(await createPage({ slug: "a-propos" })).toMatchObject({ type: "page", slug: "a-propos" });
    expect(await createService({ tags: ["audit"] })).toMatchObject({ tags: ["audit"] });
    const partner = await createPartner();
    expect(await createResource({ partner_id: partner.id, type: "guide" })).toMatchObject({ type: "guide" });
    const study = await createCaseStudy({ client_name: "Banque Atlantique" });
    expect(study).toMatchObject({ client_name: "Banque Atlantique" });
    expect(study.metrics).toHaveLength(1);
    expect(study.images).toHaveLength(1);
    expect((await createCaseStudy({}, { metrics: [], images: [] })).metrics).toEqual([]);
    const agency = await createAgency({ city: "Dakar", country: "Senegal" }, [{ url: "/a.svg" }, { url: "/b.svg" }]);
    expect(agency.photos.map((photo) => photo.agency_id)).toEqual([agency.id, agency.id]);
    expect(await createClient({ size: "enterprise" })).toMatchObject({ size: "enterprise" });
    const section = await createHelpSection();
    expect(await createHelpArticle({ section_id: section.id })).toMatchObject({ section_id: section.id });
    expect((await createHelpArticle()).section_id).not.toBe(section.id);
    expect(await createCourseCategory()).toMatchObject({ is_active: true });
    expect(await createStat({ icon: "Award" })).toMatchObject({ icon: "Award" });
    expect(await createTranslation({ key: "test.hello" })).toMatchObject({ key: "test.hello", is_custom: true });
    expect(await createUserProfile({ name: "Lecture seule" })).toMatchObject({
      name: "Lecture seule",
      permissions: [],
    });
  });

  it("leaves an unverified subscriber a live link, a verified one none", async () => {
    const pending = await createNewsletterSubscriber();
    expect(pending.is_verified).toBe(false);
    expect(await verifyNewsletterToken(pending.token ?? "")).toBe("verified");
    const verified = await createNewsletterSubscriber({ verified: true });
    expect(verified).toMatchObject({ is_verified: true, verification_token: null, token: null });
    expect(verified.verified_at).toBeInstanceOf(Date);
  });

  it("queues pending e-mails and leaves failed ones as dead letters", async () => {
    expect(await createOutboxEmail()).toMatchObject({ status: "pending", attempts: 0, last_error: null });
    const failed = await createOutboxEmail("failed");
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBeGreaterThan(0);
    expect(failed.last_error).toBeTruthy();
  });

  it("takes a seat per registration, none for a cancelled one, and refuses a full session", async () => {
    const course = await createCourse({ price: "900.00" });
    const session = await createSession({ course_id: course.id, seats_available: 2 });
    const first = await createRegistration({ session_id: session.id, user_id: (await createUserRow()).id });
    expect(first).toMatchObject({ status: "pending", payment_amount: "900.00" });
    await createRegistration({ session_id: session.id, user_id: (await createUserRow()).id, status: "cancelled" });
    expect(await seatsTaken(session.id)).toBe(1);
    await createRegistration({ session_id: session.id, user_id: (await createUserRow()).id });
    expect(await seatsTaken(session.id)).toBe(2);
    await expect(createRegistration({ session_id: session.id, user_id: (await createUserRow()).id })).rejects.toThrow(
      /full/,
    );
    expect(await seatsTaken(session.id)).toBe(2);
  });
});
