import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SQL } from "drizzle-orm";
import { and, count, eq, getTableName, gt, is, isNotNull, lt, ne, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "#db/schema";
import {
  agencies,
  audit_log,
  certifications,
  course_categories,
  course_formats,
  course_languages,
  course_levels,
  course_session_registrations,
  course_sessions,
  course_tags,
  course_target_audiences,
  courses,
  help_articles,
  help_sections,
  organisation_profile,
  pages,
  resources,
  services,
  site_settings,
  testimonials,
  user_profiles,
  users,
} from "#db/schema";
import { backOfficeEntry, writableModules } from "~/admin/permissions.server";
import { loadSessionCertificates } from "~/certificates/drafts.server";
import { courseSheetGaps } from "~/courses/completeness";
import { slugify } from "~/courses/slug";
import { getRoster } from "~/registrations/roster.server";
import { type Db, db } from "~/server/db.server";
import { loadCourseTestimonials } from "~/testimonials/testimonials.server";
import { useTestDatabase } from "../../tests/db";
import { DEMO_MARKER, seedDemoContent } from "./demo";
import { DESK_PROFILE } from "./demo/desk";
import { scheduleSessions } from "./demo/sessions";
import {
  COURSE_CATEGORIES,
  COURSE_FORMATS,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  COURSE_TAGS,
  COURSE_TARGET_AUDIENCES,
} from "./lookups";

const PUBLIC_DIR = fileURLToPath(new URL("../../public", import.meta.url));
const today = new Date();
const todayIso = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())).toISOString().slice(0, 10);

/** Stands in for the base seed: the lookup rows the demo content refers to. */
async function insertLookups(database: Db) {
  await database
    .insert(course_categories)
    .values(COURSE_CATEGORIES.map((c, i) => ({ ...c, display_order: i + 1 })))
    .onConflictDoNothing();
  await database.insert(course_levels).values([...COURSE_LEVELS]);
  await database.insert(course_formats).values([...COURSE_FORMATS]);
  await database
    .insert(course_languages)
    .values([...COURSE_LANGUAGES])
    .onConflictDoNothing();
  await database.insert(course_target_audiences).values([...COURSE_TARGET_AUDIENCES]);
  await database
    .insert(course_tags)
    .values([...COURSE_TAGS])
    .onConflictDoNothing();
}

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

async function countAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db().select({ n: count() }).from(table);
    counts[getTableName(table)] = Number(row.n);
  }
  return counts;
}

async function countWhere(table: PgTable, where?: SQL) {
  const [row] = await db().select({ n: count() }).from(table).where(where);
  return Number(row.n);
}

describe("demo session dates", () => {
  it("stay clear of the year-end break and of instructor double bookings, whatever the day", () => {
    const first = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 366; i++) {
      const day = new Date(first + i * 86_400_000);
      const sessions = scheduleSessions(new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
      const past = sessions.filter((s) => s.end < 0);
      const future = sessions.filter((s) => s.start > 0);
      expect(past).toHaveLength(4);
      expect(future.length + past.length).toBe(sessions.length);
      for (const s of future) {
        // The timeline's demo sessions start within days (next week, or later past the break).
        expect(s.start).toBeGreaterThanOrEqual(s.plan.soon ? 1 : 14);
        expect(s.start).toBeLessThanOrEqual(200);
      }
      for (const s of sessions) {
        for (let offset = s.start; offset <= s.end; offset++) {
          const d = new Date(first + (i + offset) * 86_400_000);
          const yearEnd =
            (d.getUTCMonth() === 11 && d.getUTCDate() >= 20) || (d.getUTCMonth() === 0 && d.getUTCDate() <= 3);
          expect(yearEnd, `${s.plan.course} on ${d.toISOString()}`).toBe(false);
        }
        const weekday = new Date(first + (i + s.start) * 86_400_000).getUTCDay();
        expect(weekday).toBeGreaterThanOrEqual(1);
        expect(weekday).toBeLessThanOrEqual(4);
        const others = sessions.filter((o) => o !== s && o.plan.instructor === s.plan.instructor);
        for (const o of others)
          expect(o.start > s.end || o.end < s.start, `${s.plan.course} / ${o.plan.course}`).toBe(true);
      }
    }
  });
});

describe("demo content seed", () => {
  useTestDatabase();

  it("needs the lookup rows and leaves nothing behind when they are missing", async () => {
    await expect(seedDemoContent(db(), { today })).rejects.toThrow(/not found; run the base seed/);
    const counts = await countAll();
    expect(counts.site_settings).toBe(0);
    expect(counts.users).toBe(0);
    expect(counts.courses).toBe(0);
  });

  it("seeds once, in one go", async () => {
    await insertLookups(db());
    await expect(seedDemoContent(db(), { today })).resolves.toEqual({ seeded: true });
    const marker = await db()
      .select()
      .from(site_settings)
      .where(and(eq(site_settings.category, DEMO_MARKER.category), eq(site_settings.name, DEMO_MARKER.name)));
    expect(marker).toHaveLength(1);
  });

  it("creates users, teachers first", async () => {
    const rows = await db().select().from(users);
    const teachers = rows.filter((u) => u.role === "teacher");
    expect(teachers.filter((u) => u.is_active)).toHaveLength(5);
    expect(teachers.filter((u) => !u.is_active)).toHaveLength(1);
    // Eight members, and the office manager, a member account whose profile runs the desk.
    // Eight members, two waiting for the full session, and the office manager.
    expect(rows.filter((u) => u.role === "member")).toHaveLength(11);
    for (const teacher of teachers) {
      expect(teacher.email).toMatch(/@formatio-demo\.com$/);
      expect(teacher.specialties.length).toBeGreaterThan(0);
      expect(teacher.avatar_url).toMatch(/^\/demo\/avatars\/.+\.svg$/);
    }
  });

  it("creates published, draft and featured courses with slugs and references", async () => {
    const rows = await db().select().from(courses);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((c) => !c.is_published)).toHaveLength(2);
    expect(rows.filter((c) => c.is_published && c.is_featured)).toHaveLength(3);
    expect(new Set(rows.map((c) => c.category_id)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((c) => c.currency))).toEqual(new Set(["EUR", "CAD", "XOF"]));
    for (const course of rows) {
      expect(course.slug).toBe(slugify(course.title_en));
      expect(course.reference).toBe(
        `ATP-${course.category_id?.slice(0, 3).toUpperCase()}-${course.reference.slice(-3)}`,
      );
      expect(course.reference).toMatch(/^ATP-[0-9A-F]{3}-\d{3}$/);
      expect(course.objectives_fr.length).toBeGreaterThanOrEqual(4);
      expect(course.objectives_en.length).toBe(course.objectives_fr.length);
      expect(course.syllabus_fr).toContain("<h3>");
      expect(course.description_en).toContain("<ul>");
      for (const column of [course.level_id, course.format_id, course.language_id, course.target_audience_id]) {
        expect(column).not.toBeNull();
      }
    }
  });

  it("fills every published course's sheet in both languages, and leaves one draft incomplete to show the check", async () => {
    const [profile] = await db().select().from(organisation_profile);
    const referent = {
      name: profile.accessibility_referent_name,
      email: profile.accessibility_referent_email,
      phone: profile.accessibility_referent_phone,
    };
    const rows = await db().select().from(courses);
    for (const course of rows.filter((c) => c.is_published)) {
      expect(courseSheetGaps(course, referent), course.slug).toEqual([]);
    }
    const incomplete = rows.filter((c) => courseSheetGaps(c, referent).length > 0);
    expect(incomplete.map((c) => [c.is_published, courseSheetGaps(c, referent).map((gap) => gap.item)])).toEqual([
      [false, ["access_lead_time", "assessment_methods"]],
    ]);
    expect(rows.filter((c) => c.is_certifying).map((c) => c.certification_code)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^RS\d+$/)]),
    );
  });

  it("schedules future sessions with exactly one full session", async () => {
    const future = await countWhere(course_sessions, gt(course_sessions.start_date, todayIso));
    expect(future).toBeGreaterThanOrEqual(20);
    const past = await db().select().from(course_sessions).where(lt(course_sessions.end_date, todayIso));
    expect(past).toHaveLength(4);
    expect(past.every((s) => s.status === "completed")).toBe(true);

    const sessions = await db()
      .select({
        id: course_sessions.id,
        seats_available: course_sessions.seats_available,
        seats_taken: course_sessions.seats_taken,
        start_date: course_sessions.start_date,
        registration_deadline: course_sessions.registration_deadline,
        early_bird_deadline: course_sessions.early_bird_deadline,
        is_published: courses.is_published,
        instructor_role: users.role,
        // The registrations holding a seat: a cancelled one gave its seat back.
        registrations:
          sql<number>`(select count(*) from ${course_session_registrations} r where r.session_id = ${course_sessions.id} and r.status <> 'cancelled')`.mapWith(
            Number,
          ),
      })
      .from(course_sessions)
      .innerJoin(courses, eq(courses.id, course_sessions.course_id))
      .innerJoin(users, eq(users.id, course_sessions.instructor_id));
    for (const s of sessions) {
      expect(s.is_published).toBe(true);
      expect(s.instructor_role).toBe("teacher");
      expect(s.registrations).toBe(s.seats_taken);
      expect(s.seats_available).toBeGreaterThanOrEqual(8);
      expect(s.seats_available).toBeLessThanOrEqual(20);
      expect(String(s.registration_deadline) <= String(s.start_date)).toBe(true);
      if (s.early_bird_deadline) expect(String(s.early_bird_deadline) <= String(s.registration_deadline)).toBe(true);
    }
    const full = sessions.filter((s) => s.seats_taken === s.seats_available);
    expect(full).toHaveLength(1);
    const registrations = await db()
      .select()
      .from(course_session_registrations)
      .where(eq(course_session_registrations.session_id, full[0].id));
    expect(registrations).toHaveLength(full[0].seats_taken);
    expect(new Set(registrations.map((r) => r.user_id)).size).toBe(registrations.length);
    expect(registrations.every((r) => r.status === "confirmed" && r.payment_status === "paid")).toBe(true);
    expect(sessions.filter((s) => s.seats_taken > 0 && s.seats_taken < s.seats_available).length).toBeGreaterThan(3);
  });

  it("gives the office manager a permission profile that runs the sessions desk, and her only", async () => {
    const profiles = await db().select().from(user_profiles);
    expect(profiles).toHaveLength(1);
    const [profile] = profiles;
    expect(profile.name).toBe(DESK_PROFILE.name);
    expect(profile.is_active).toBe(true);
    // As /admin/profiles stores a profile: one entry per module; writes on sessions only.
    expect(profile.permissions.map((entry) => entry.module)).toEqual([...schema.PERMISSION_MODULES]);
    const writes = profile.permissions.filter((entry) => entry.can_create || entry.can_edit || entry.can_delete);
    expect(writes).toEqual([
      { module: "sessions", can_view: true, can_create: true, can_edit: true, can_delete: false },
    ]);
    const holders = await db().select().from(users).where(eq(users.profile_id, profile.id));
    expect(holders.map((u) => [u.full_name, u.role, u.is_active])).toEqual([["Nadia Benali", "member", true]]);
    // The same rights the back office reads: she may write sessions, hence opens the desk.
    expect(await writableModules(holders[0])).toEqual(["sessions"]);
    expect(await backOfficeEntry(holders[0])).toBe("/admin/sessions");
  });

  it("leaves a cancelled, paid registration: a refund to settle on an upcoming session's roster", async () => {
    const refunds = await db()
      .select({ session_id: course_session_registrations.session_id, start_date: course_sessions.start_date })
      .from(course_session_registrations)
      .innerJoin(course_sessions, eq(course_sessions.id, course_session_registrations.session_id))
      .where(
        and(
          eq(course_session_registrations.status, "cancelled"),
          eq(course_session_registrations.payment_status, "paid"),
        ),
      );
    expect(refunds).toHaveLength(1);
    expect(String(refunds[0].start_date) > todayIso).toBe(true);
    // Listed on its session's roster, where the screen counts the refunds to settle.
    const roster = await getRoster(refunds[0].session_id);
    const cancelled = roster?.registrations.filter((r) => r.status === "cancelled") ?? [];
    expect(cancelled.map((r) => [r.name, r.payment_status])).toEqual([["Sarah Johnson", "paid"]]);
  });

  it("shows a registration transferred to another date of its course, as the desk's transfer leaves it", async () => {
    const moved = await db()
      .select()
      .from(course_session_registrations)
      .where(isNotNull(course_session_registrations.calendar_uid));
    expect(moved).toHaveLength(1);
    const [registration] = moved;
    expect(registration.calendar_uid).toBe(`registration-${registration.id}-${registration.session_id}`);
    expect(registration.calendar_sequence).toBe(1);
    expect(registration.status).not.toBe("cancelled");
    // The move's audit entry, by the office manager: from one session of the course to another.
    const entries = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "registration"), eq(audit_log.entity_id, registration.id)));
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry.action).toBe("update");
    expect(entry.actor_email).toBe("nadia.benali@formatio-demo.com");
    const change = entry.changes.session_id as { before: string; after: string };
    expect(change.after).toBe(registration.session_id);
    const [from, to] = await Promise.all(
      [change.before, change.after].map(
        async (id) => (await db().select().from(course_sessions).where(eq(course_sessions.id, id)))[0],
      ),
    );
    expect(from.course_id).toBe(to.course_id);
    expect(entry.entity_label).toContain(`(${from.start_date})`);
    // Both dates are still to come, and the person holds no registration on the first one.
    expect(String(from.start_date) > todayIso && String(to.start_date) > todayIso).toBe(true);
    const left = await db()
      .select()
      .from(course_session_registrations)
      .where(
        and(
          eq(course_session_registrations.session_id, from.id),
          eq(course_session_registrations.user_id, registration.user_id),
        ),
      );
    expect(left).toEqual([]);
    // Its seat is counted on the new date and was given back on the first one.
    for (const session of [from, to]) {
      const holding = await countWhere(
        course_session_registrations,
        and(
          eq(course_session_registrations.session_id, session.id),
          ne(course_session_registrations.status, "cancelled"),
        ),
      );
      expect(session.seats_taken).toBe(holding);
    }
    // The first date's roster offers the new one as a target, like any later date of the course.
    const roster = await getRoster(from.id);
    expect(roster?.targets.map((target) => target.id)).toContain(to.id);
  });

  it("covers every resource type, content page, help section and agency region", async () => {
    const resourceRows = await db().select().from(resources);
    expect(resourceRows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(resourceRows.map((r) => r.type))).toEqual(new Set(schema.RESOURCE_TYPES));
    for (const r of resourceRows) expect(r.type === "mock_exam").toBe(r.mock_exam_id !== null);

    const pageRows = await db().select().from(pages);
    const contentSlugs = pageRows.filter((p) => p.type === "page" && p.is_published).map((p) => p.slug);
    expect(contentSlugs).toEqual(
      expect.arrayContaining(["guides", "learners", "consultants", "about", "terms", "privacy"]),
    );
    const blog = pageRows.filter((p) => p.type === "blog");
    expect(blog.filter((p) => p.is_published && p.published_at && p.author_id && p.category_id)).toHaveLength(6);
    expect(blog.filter((p) => !p.is_published)).toHaveLength(1);

    const [gettingStarted] = await db().select().from(help_sections).where(eq(help_sections.slug, "getting-started"));
    expect(gettingStarted?.is_active).toBe(true);
    expect(await countWhere(help_articles, eq(help_articles.section_id, gettingStarted.id))).toBeGreaterThanOrEqual(2);

    const activeAgencies = await db().select().from(agencies).where(eq(agencies.is_active, true));
    expect(new Set(activeAgencies.map((a) => a.country))).toEqual(
      new Set([
        "Senegal",
        "Côte d'Ivoire",
        "Canada",
        "United States",
        "France",
        "United Kingdom",
        "Singapore",
        "United Arab Emirates",
        "Australia",
        "Brazil",
      ]),
    );
    expect(await countWhere(agencies, eq(agencies.is_active, false))).toBe(1);
    // French rules where the agency is in France; the Paris agency is the head office, and the
    // profile has a signature and a stamp.
    const ruled = await db().select({ name: agencies.name }).from(agencies).where(eq(agencies.french_rules, true));
    expect(ruled.map((a) => a.name).sort()).toEqual(["Formatio Bordeaux", "Formatio Paris"]);
    const [profile] = await db().select().from(organisation_profile);
    const [paris] = await db().select().from(agencies).where(eq(agencies.name, "Formatio Paris"));
    expect(profile).toMatchObject({
      head_office_agency_id: paris.id,
      signature_image_url: "/demo/organisation/signature.svg",
      stamp_image_url: "/demo/organisation/stamp.svg",
    });

    expect(await countWhere(testimonials, eq(testimonials.status, "approved"))).toBe(9);
    // Two written on the site, two from comments their authors allowed in the surveys.
    expect(await countWhere(testimonials, eq(testimonials.status, "pending"))).toBe(4);
    expect(await countWhere(testimonials, eq(testimonials.status, "rejected"))).toBe(1);

    const counts = await countAll();
    expect(counts).toMatchObject({
      course_locations: 6,
      services: 6,
      partners: 4,
      mock_exams: 2,
      case_studies: 4,
      case_study_metrics: 12,
      case_study_images: 8,
      page_categories: 3,
      clients: 8,
      certifications: 4,
    });
    // The organisation's own proof (issue 24): three shown, each with its drawn logo and the
    // certifier's page; a lapsed one kept hidden.
    const shown = await db()
      .select()
      .from(certifications)
      .where(eq(certifications.is_active, true))
      .orderBy(certifications.display_order);
    expect(shown.map((row) => row.name)).toEqual(["Qualiopi", "PMI Authorized Training Partner", "ISO 9001:2015"]);
    for (const row of shown) {
      expect(row.logo_url, row.name).toMatch(/^\/demo\/certifications\/[a-z0-9-]+\.svg$/);
      expect(row.link_url, row.name).toMatch(/^https:\/\//);
      expect(row.description_fr && row.description_en, row.name).toBeTruthy();
    }
    expect(await countWhere(certifications, eq(certifications.is_active, false))).toBe(1);
  });

  it("gives its testimonials courses, roles and companies, English texts for most, and a course page an average", async () => {
    const shown = await db().select().from(testimonials).where(eq(testimonials.status, "approved"));
    expect(shown.every((row) => row.course_id && row.author_position && row.author_company)).toBe(true);
    expect(shown.filter((row) => row.content_en).length).toBeGreaterThan(shown.length / 2);
    // One without an English text: English pages show its original.
    expect(shown.some((row) => row.content_en === null)).toBe(true);

    const [pmp] = await db()
      .select()
      .from(courses)
      .where(eq(courses.slug, slugify("PMP® Certification Preparation")));
    const fr = await loadCourseTestimonials(pmp.id, "fr");
    expect(fr).toMatchObject({ count: 3, average: 4.7 });
    expect(fr.testimonials).toHaveLength(3);
    const dates = fr.testimonials.map((item) => item.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const en = await loadCourseTestimonials(pmp.id, "en");
    expect(en.testimonials.every((item) => item.content_lang === "en")).toBe(true);
    expect(fr.testimonials.every((item) => item.content_lang === "fr")).toBe(true);
  });

  it("only refers to /demo/ files that are shipped, and ships safe files", async () => {
    const referenced = new Set<string>();
    for (const table of TABLES) {
      const rows = await db().select().from(table);
      for (const match of JSON.stringify(rows).matchAll(/\/demo\/[A-Za-z0-9_./-]+/g)) referenced.add(match[0]);
    }
    expect(referenced.size).toBeGreaterThan(60);
    const missing = [...referenced].filter((p) => !fs.existsSync(path.join(PUBLIC_DIR, p)));
    expect(missing).toEqual([]);

    const files = fs.readdirSync(path.join(PUBLIC_DIR, "demo"), { recursive: true, encoding: "utf8" });
    let total = 0;
    for (const file of files) {
      const full = path.join(PUBLIC_DIR, "demo", file);
      if (!fs.statSync(full).isFile()) continue;
      const content = fs.readFileSync(full);
      total += content.length;
      if (file.endsWith(".svg")) {
        const text = content.toString("utf8");
        expect(text, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(text, file).not.toMatch(/<script|<foreignObject|\bon[a-z]+=|href=|@import|url\((?!#)/i);
      } else if (file.endsWith(".pdf")) {
        expect(content.subarray(0, 5).toString("latin1"), file).toBe("%PDF-");
        expect(content.toString("latin1").trimEnd().endsWith("%%EOF"), file).toBe(true);
      } else if (file.endsWith(".xlsx")) {
        // A ZIP archive holding a workbook.
        expect(content.subarray(0, 4).toString("hex"), file).toBe("504b0304");
        expect(content.includes(Buffer.from("xl/worksheets/sheet1.xml")), file).toBe(true);
      } else if (file.endsWith(".webm")) {
        // The EBML header every WebM file starts with.
        expect(content.subarray(0, 4).toString("hex"), file).toBe("1a45dfa3");
      } else {
        expect.fail(`unexpected demo file type: ${file}`);
      }
    }
    expect(total).toBeLessThan(404 * 1024);
  });

  it("gives each resource a file of its own type, a different one each", async () => {
    const EXTENSION: Record<string, string> = {
      guide: ".pdf",
      document: ".pdf",
      mock_exam: ".pdf",
      template: ".xlsx",
      video: ".webm",
    };
    const rows = await db().select().from(resources);
    for (const row of rows) expect(path.extname(row.url ?? ""), row.title_en ?? "").toBe(EXTENSION[row.type]);
    expect(new Set(rows.map((r) => r.url)).size).toBe(rows.length);
  });

  it("fills both languages of every demo trainer's card and every service's tags", async () => {
    const teachers = await db().select().from(users).where(eq(users.role, "teacher"));
    expect(teachers.length).toBeGreaterThan(0);
    for (const teacher of teachers) {
      expect(teacher.position_en, teacher.email).toBeTruthy();
      expect(teacher.bio_en, teacher.email).toBeTruthy();
      expect(teacher.specialties_en.length, teacher.email).toBe(teacher.specialties.length);
    }
    for (const service of await db().select().from(services)) {
      expect(service.tags_en.length, service.title_fr).toBe(service.tags.length);
    }
  });

  it("issues the past sessions' certificates from their attendance, with a corrected version, certificates of attendance abroad and a draft left", async () => {
    const documents = await db()
      .select({
        session_id: schema.issued_documents.session_id,
        kind: schema.issued_documents.kind,
        state: schema.issued_documents.state,
        version: schema.issued_documents.version,
        sha256: schema.issued_documents.sha256,
        pdf: schema.issued_document_files.pdf,
      })
      .from(schema.issued_documents)
      .innerJoin(
        schema.issued_document_files,
        eq(schema.issued_document_files.document_id, schema.issued_documents.id),
      );
    const kinds = new Set(documents.map((d) => d.kind));
    expect(kinds).toEqual(new Set(["completion", "realisation", "attendance"]));
    expect(documents.filter((d) => d.state === "superseded")).toHaveLength(2);
    expect(documents.filter((d) => d.version === 2 && d.state === "issued")).toHaveLength(2);
    for (const document of documents) {
      expect(new TextDecoder().decode(document.pdf.subarray(0, 5))).toBe("%PDF-");
      expect(createHash("sha256").update(document.pdf).digest("hex")).toBe(document.sha256);
    }
    // The session abroad keeps one participant's certificate as a draft for staff to validate.
    const abroad = documents.filter((d) => d.kind === "attendance");
    const certificates = await loadSessionCertificates(abroad[0].session_id);
    const drafts = certificates?.participants.flatMap((p) => p.slots).filter((slot) => slot.current === null);
    expect(drafts).toHaveLength(1);
    expect(drafts?.[0].blockers).toEqual([]);
    // Results were recorded for the assessed course, and no e-mail went out for these.
    expect((await db().select().from(schema.assessment_results)).length).toBeGreaterThan(0);
    expect(
      await db().select().from(schema.email_outbox).where(sql`${schema.email_outbox.subject} ilike '%certifica%'`),
    ).toEqual([]);
  });

  it("leaves two members waiting for the full session, in order, with the form they filled in", async () => {
    const entries = await db().select().from(schema.waitlist_entries).orderBy(schema.waitlist_entries.created_at);
    expect(entries.map((e) => e.status)).toEqual(["waiting", "waiting"]);
    const [full] = await db()
      .select()
      .from(schema.course_sessions)
      .where(eq(schema.course_sessions.id, entries[0].session_id));
    expect(full.seats_taken).toBe(full.seats_available);
    expect(entries[0].form).toMatchObject({ firstName: "Lucas", billingCity: "Nantes" });
  });

  it("shows the communication timeline: convocations sent, a change told, a session awaiting a decision, nothing left to mail", async () => {
    const messages = await db().select().from(schema.session_messages);
    expect(messages.filter((m) => m.step === "convocation").length).toBeGreaterThan(0);
    expect(messages.filter((m) => m.step === "change_notice").length).toBeGreaterThan(0);
    const [change] = await db().select().from(schema.session_changes);
    expect(change).toMatchObject({ state: "sent", before: { start_time: "09:30" }, after: { start_time: "09:00" } });
    // Recorded as delivered at the time: a fresh start never mails the demo's addresses.
    expect(await db().select().from(schema.email_outbox).where(ne(schema.email_outbox.status, "sent"))).toEqual([]);
    const { sessionsAwaitingDecision } = await import("~/communications/decisions.server");
    const decisions = await sessionsAwaitingDecision(new Date());
    // The coming week's session below its minimum, unless the year-end break pushed it further away.
    const undecided = scheduleSessions(today).find((s) => s.plan.soon && s.plan.status === undefined);
    if (undecided && undecided.start <= 10)
      expect(decisions.some((d) => d.belowMinimum && d.status === "scheduled")).toBe(true);
    const online = await db()
      .select({ remote_url: schema.course_sessions.remote_url })
      .from(schema.course_sessions)
      .where(isNotNull(schema.course_sessions.remote_url));
    expect(online.length).toBeGreaterThan(0);
  });

  it("answers the past sessions' surveys: enough answers for real figures, a low score's incident handled, a consented comment waiting for moderation, follow-ups answered", async () => {
    const rows = await db().select().from(schema.surveys);
    const end = rows.filter((r) => r.kind === "end_of_training");
    expect(end.filter((r) => r.answered_at).length).toBeGreaterThanOrEqual(10);
    expect(end.some((r) => !r.answered_at)).toBe(true);
    // The leadership course's own questions were answered.
    expect(end.map((r) => Object.keys(r.extra).length)).toContain(2);
    const followUps = rows.filter((r) => r.kind === "follow_up");
    expect(followUps.filter((r) => r.answered_at).length).toBeGreaterThan(0);
    const [incident] = await db().select().from(schema.incidents).where(eq(schema.incidents.source, "survey"));
    expect(incident).toMatchObject({ status: "closed" });
    expect(incident.answer).toBeTruthy();
    const fromSurveys = rows.filter((r) => r.testimonial_id);
    expect(fromSurveys.length).toBeGreaterThan(0);
    const [queued] = await db()
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, fromSurveys[0].testimonial_id ?? ""));
    expect(queued).toMatchObject({ status: "pending" });
    expect(queued.course_id).toBeTruthy();
    // A complaint from the contact form waits on the dashboard; the improvement log has a checked
    // action (from the low score's incident) and a planned one.
    const [complaint] = await db().select().from(schema.incidents).where(eq(schema.incidents.source, "contact"));
    expect(complaint).toMatchObject({ status: "open" });
    expect(complaint.message_id).toBeTruthy();
    const log = await db().select().from(schema.improvements);
    expect(log.some((row) => row.incident_id === incident.id && row.checked_on)).toBe(true);
    expect(log.some((row) => !row.checked_on && row.owner_id)).toBe(true);
    // The published figures are computed already: satisfaction from the answers, 5 or more.
    const [organisation] = await db()
      .select()
      .from(schema.published_results)
      .where(eq(schema.published_results.scope, "organisation"));
    const satisfaction = organisation.figures.find((figure) => figure.name === "satisfaction");
    expect(satisfaction?.count).toBeGreaterThanOrEqual(5);
    expect(satisfaction?.rate).not.toBeNull();
  });

  it("does nothing the second time", async () => {
    const before = await countAll();
    await expect(seedDemoContent(db(), { today })).resolves.toEqual({ seeded: false });
    expect(await countAll()).toEqual(before);
  });
});
