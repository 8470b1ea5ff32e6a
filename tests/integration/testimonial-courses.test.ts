// Issue 24: testimonials name their course, the author's role and company, and show in the
// page's language. Through the real loaders and actions: the member's form (its course choices,
// its prefill from the profile, its rules), the back office's editor and list, the course page's
// own testimonials with their average, and which text each language's pages show.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testimonials, users } from "#db/schema";
import { action as adminAction, loader as adminLoader } from "~/routes/admin/testimonials";
import { loader as courseLoader } from "~/routes/public/course";
import { loader as homeLoader } from "~/routes/public/home";
import { action as testimonialsAction, loader as testimonialsLoader } from "~/routes/public/testimonials";
import { db } from "~/server/db.server";
import { COURSE_TESTIMONIALS_LIMIT } from "~/testimonials/testimonials.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createRegistration,
  createSession,
  createTestimonial,
  createUser,
  createUserRow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { routeArgs } from "../route";

type Answer = {
  data?: { ok?: boolean; errors?: Record<string, string>; values?: Record<string, string>; formError?: string };
  init?: ResponseInit;
};

async function load<L extends (args: never) => unknown>(loader: L, path: string, cookie?: string) {
  // The course page's slug, as React Router would match it.
  const slug = /^\/formations\/([^/?]+)/.exec(path)?.[1];
  const args = await routeArgs(makeRequest(path, { cookie }), slug ? { params: { slug } } : {});
  return (await loader(args)) as Awaited<ReturnType<L>>;
}

async function post(
  action: (args: never) => unknown,
  path: string,
  form: Record<string, string>,
  cookie: string,
): Promise<Answer> {
  try {
    return (await action((await routeArgs(makeRequest(path, { form, cookie }))) as never)) as Answer;
  } catch (thrown) {
    return thrown as Answer;
  }
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const byContent = async (content: string) =>
  (await db().select().from(testimonials).where(eq(testimonials.content, content)))[0];

describe("testimonials about a course", () => {
  useTestDatabase();
  let taken: Awaited<ReturnType<typeof createCourse>>;
  let other: Awaited<ReturnType<typeof createCourse>>;
  let draft: Awaited<ReturnType<typeof createCourse>>;
  let student: { id: string; email: string; password: string };
  let studentCookie = "";
  let newcomerCookie = "";
  let adminCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    taken = await createCourse({ slug: "pmp-prep", title_fr: "Préparation PMP", title_en: "PMP preparation" });
    other = await createCourse({ slug: "lean-basics", title_fr: "Lean : les bases", title_en: "Lean basics" });
    draft = await createCourse({ slug: "draft-course", title_fr: "Brouillon", is_published: false });
    // The student registered for `taken` (and for the draft, which is never offered); a
    // cancelled registration for `other` does not count.
    student = await createUser({ fullName: "Awa Diop" });
    await db()
      .update(users)
      .set({ position: "Cheffe de projet", company: "Teranga Telecom" })
      .where(eq(users.id, student.id));
    studentCookie = await sessionCookie(student);
    const session = await createSession({ course_id: taken.id });
    await createRegistration({ session_id: session.id, user_id: student.id, status: "confirmed" });
    await createRegistration({
      session_id: (await createSession({ course_id: draft.id })).id,
      user_id: student.id,
    });
    await createRegistration({
      session_id: (await createSession({ course_id: other.id })).id,
      user_id: student.id,
      status: "cancelled",
    });
    newcomerCookie = await sessionCookie(await createUser({ fullName: "Sans Inscription" }));
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
  });

  describe("the member's form", () => {
    it("offers the courses the member registered for, with their role and company from the profile", async () => {
      const page = await load(testimonialsLoader, "/testimonials?lang=en", studentCookie);
      expect(page.form).toEqual({
        courses: [{ id: taken.id, title: "PMP preparation" }],
        author_position: "Cheffe de projet",
        author_company: "Teranga Telecom",
        course_id: "",
      });
      // ?course= preselects one of them (a course page's link), and nothing else.
      expect((await load(testimonialsLoader, `/testimonials?course=${taken.id}`, studentCookie)).form.course_id).toBe(
        taken.id,
      );
      expect((await load(testimonialsLoader, `/testimonials?course=${other.id}`, studentCookie)).form.course_id).toBe(
        "",
      );
      expect((await load(testimonialsLoader, "/testimonials?course=%00x", studentCookie)).form.course_id).toBe("");
    });

    it("offers every published course, in French order, to a member who registered for none", async () => {
      const page = await load(testimonialsLoader, "/testimonials", newcomerCookie);
      const titles = page.form.courses.map((course) => course.title);
      expect(titles).toContain("Lean : les bases");
      expect(titles).toContain("Préparation PMP");
      expect(titles).not.toContain("Brouillon");
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "fr")));
      expect(page.form).toMatchObject({ author_position: "", author_company: "" });
    });

    it("stores a French testimonial about a course, with its English version, role and company", async () => {
      const answer = await post(
        testimonialsAction,
        "/testimonials",
        {
          course_id: taken.id,
          language: "fr",
          content: "  Une préparation exigeante.  ",
          content_en: " A demanding preparation. ",
          author_position: " Cheffe de projet ",
          author_company: "",
          rating: "4",
        },
        studentCookie,
      );
      expect(answer.data?.ok).toBe(true);
      expect(await byContent("Une préparation exigeante.")).toMatchObject({
        content_en: "A demanding preparation.",
        course_id: taken.id,
        author_position: "Cheffe de projet",
        // Cleared by the member: NULL, not the profile's.
        author_company: null,
        rating: 4,
        status: "pending",
      });
    });

    it("stores a testimonial written in English as its own English text", async () => {
      const answer = await post(
        testimonialsAction,
        "/testimonials",
        { language: "en", content: "Clear and useful.", content_en: "ignored" },
        newcomerCookie,
      );
      expect(answer.data?.ok).toBe(true);
      expect(await byContent("Clear and useful.")).toMatchObject({ content_en: "Clear and useful.", course_id: null });
    });

    it("refuses a course the form did not offer, and bad fields, keeping what was typed", async () => {
      for (const course of [other.id, draft.id, randomUUID()]) {
        const answer = await post(
          testimonialsAction,
          "/testimonials",
          { course_id: course, content: "Refusé" },
          studentCookie,
        );
        expect(answer.init?.status).toBe(400);
        expect(answer.data?.errors).toEqual({ course_id: "testimonials.validation.course_invalid" });
        expect(answer.data?.values).toMatchObject({ course_id: course, content: "Refusé" });
      }
      const bad = await post(
        testimonialsAction,
        "/testimonials",
        {
          course_id: "pmp",
          language: "de",
          content: "Refusé",
          content_en: "x".repeat(2001),
          author_position: "x".repeat(161),
          author_company: "y".repeat(161),
        },
        studentCookie,
      );
      expect(bad.init?.status).toBe(400);
      expect(bad.data?.errors).toEqual({
        course_id: "testimonials.validation.course_invalid",
        language: "testimonials.validation.language_invalid",
        content_en: "testimonials.validation.content_en_too_long|max=2000",
        author_position: "testimonials.validation.author_too_long|max=160",
        author_company: "testimonials.validation.author_too_long|max=160",
      });
      expect(bad.data?.values?.author_company).toBe("y".repeat(161));
      expect(await byContent("Refusé")).toBeUndefined();
    });
  });

  describe("the back office", () => {
    it("edits the course, role, company and both texts; lists them with the course linked", async () => {
      const author = await createUserRow({ full_name: "Jean Modéré" });
      const row = await createTestimonial({ user_id: author.id, content: "Texte d'origine" });
      const saved = await post(
        adminAction,
        "/admin/testimonials",
        {
          intent: "update",
          id: row.id,
          user_id: author.id,
          content: "Texte d'origine",
          content_en: "Original text",
          course_id: other.id,
          author_position: "DRH",
          author_company: "Acme",
          rating: "5",
          status: "approved",
        },
        adminCookie,
      );
      expect(saved.data?.ok).toBe(true);
      expect(await byContent("Texte d'origine")).toMatchObject({
        content_en: "Original text",
        course_id: other.id,
        author_position: "DRH",
        author_company: "Acme",
      });

      const list = await load(adminLoader, "/admin/testimonials?q=original&lang=en", adminCookie);
      expect(list.list.testimonials).toEqual([
        expect.objectContaining({
          content: "Texte d'origine",
          content_en: "Original text",
          course_id: other.id,
          course_title: "Lean basics",
          course_slug: "lean-basics",
          author_position: "DRH",
          author_company: "Acme",
        }),
      ]);
      // Every course is offered, drafts included.
      expect(list.courses.map((course) => course.id)).toEqual(expect.arrayContaining([taken.id, other.id, draft.id]));
      expect(list.hasCoursesError).toBe(false);

      // Cleared: no course, no English text, no role or company.
      await post(
        adminAction,
        "/admin/testimonials",
        {
          intent: "update",
          id: row.id,
          user_id: author.id,
          content: "Texte d'origine",
          content_en: " ",
          course_id: "",
        },
        adminCookie,
      );
      expect(await byContent("Texte d'origine")).toMatchObject({
        content_en: null,
        course_id: null,
        author_position: null,
        author_company: null,
      });
    });

    it("refuses a course that does not exist, and fields too long", async () => {
      const author = await createUserRow();
      const unknown = await post(
        adminAction,
        "/admin/testimonials",
        { intent: "create", user_id: author.id, content: "Inconnu", course_id: randomUUID() },
        adminCookie,
      );
      expect(unknown.init?.status).toBe(400);
      expect(unknown.data?.errors).toEqual({ course_id: "admin.testimonials.validation.course_invalid" });
      const long = await post(
        adminAction,
        "/admin/testimonials",
        {
          intent: "create",
          user_id: author.id,
          content: "Long",
          content_en: "x".repeat(2001),
          author_company: "y".repeat(161),
        },
        adminCookie,
      );
      expect(long.data?.errors).toEqual({
        content_en: "admin.testimonials.validation.content_en_too_long|max=2000",
        author_company: "admin.testimonials.validation.author_too_long|max=160",
      });
      expect(await byContent("Inconnu")).toBeUndefined();
    });
  });

  describe("public pages", () => {
    let rated: Awaited<ReturnType<typeof createCourse>>;

    beforeAll(async () => {
      rated = await createCourse({ slug: "rated-course", title_fr: "Formation notée", title_en: "Rated course" });
      const author = await createUserRow({ full_name: "Fatou Ndiaye" });
      const approved = (days: number, rating: number, content: string, content_en: string | null) =>
        createTestimonial({
          user_id: author.id,
          course_id: rated.id,
          status: "approved",
          created_at: daysAgo(days),
          rating,
          content,
          content_en,
          author_position: "Cheffe de projet",
          author_company: "Teranga",
        });
      await approved(1, 5, "Le plus récent", "The newest");
      await approved(2, 4, "Written in English", "Written in English");
      await approved(3, 5, "Sans version anglaise", null);
      await approved(4, 4, "Le plus ancien", "The oldest");
      // Neither pending nor rejected ones count.
      await createTestimonial({ user_id: author.id, course_id: rated.id, status: "pending", rating: 1 });
      await createTestimonial({ user_id: author.id, course_id: rated.id, status: "rejected", rating: 1 });
      // About a draft course: shown, but without naming it.
      await createTestimonial({
        user_id: author.id,
        course_id: draft.id,
        status: "approved",
        content: "Sur un brouillon",
        created_at: daysAgo(0),
      });
    });

    it("gives a course page its newest approved testimonials and the average over all of them", async () => {
      const fr = await load(courseLoader, "/formations/rated-course?lang=fr");
      expect(fr.testimonials).toMatchObject({ count: 4, average: 4.5 });
      expect(fr.testimonials?.testimonials).toHaveLength(COURSE_TESTIMONIALS_LIMIT);
      expect(fr.testimonials?.testimonials.map((t) => [t.content, t.content_lang])).toEqual([
        ["Le plus récent", "fr"],
        ["Written in English", "en"],
        ["Sans version anglaise", "fr"],
      ]);
      expect(fr.testimonials?.testimonials[0]).toMatchObject({
        author: "Fatou Ndiaye",
        author_position: "Cheffe de projet",
        author_company: "Teranga",
        course: { slug: "rated-course", title: "Formation notée" },
        rating: 5,
      });
      expect(fr.testimonials?.testimonials[0]).not.toHaveProperty("content_en");

      // English pages show the English text when there is one, else the original.
      const en = await load(courseLoader, "/formations/rated-course?lang=en");
      expect(en.testimonials?.testimonials.map((t) => [t.content, t.content_lang])).toEqual([
        ["The newest", "en"],
        ["Written in English", "en"],
        ["Sans version anglaise", "fr"],
      ]);
      expect(en.testimonials?.testimonials[0].course?.title).toBe("Rated course");

      const none = await load(courseLoader, "/formations/lean-basics");
      expect(none.testimonials).toEqual({ testimonials: [], average: null, count: 0 });
    });

    it("shows the same texts, role, company and course on /testimonials and the home page", async () => {
      const list = await load(testimonialsLoader, "/testimonials?lang=en");
      const [onDraft, newest] = list.list.testimonials;
      expect(onDraft).toMatchObject({ content: "Sur un brouillon", course: null });
      expect(newest).toMatchObject({
        content: "The newest",
        content_lang: "en",
        author_position: "Cheffe de projet",
        author_company: "Teranga",
        course: { slug: "rated-course", title: "Rated course" },
      });
      const home = await load(homeLoader, "/?lang=fr");
      expect(home.testimonials.find((t) => t.id === newest.id)).toMatchObject({
        content: "Le plus récent",
        course: { title: "Formation notée" },
      });
    });
  });
});
