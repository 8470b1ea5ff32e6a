// Test data factories shared by integration tests (and e2e set-up through the
// same services): every row a test needs, with sensible defaults.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  agencies,
  agency_photos,
  case_studies,
  case_study_images,
  case_study_metrics,
  certifications,
  clients,
  course_categories,
  course_formats,
  course_languages,
  course_levels,
  course_locations,
  course_session_registrations,
  course_sessions,
  course_target_audiences,
  courses,
  email_outbox,
  help_articles,
  help_sections,
  type MESSAGE_TYPES,
  messages,
  newsletter_subscribers,
  organisation_profile,
  page_categories,
  pages,
  partners,
  type Role,
  resources,
  services,
  stats,
  stored_uploads,
  testimonials,
  translations,
  user_profiles,
  users,
} from "#db/schema";
import { seedBase } from "#db/seed/base";
import { markAttendance } from "~/attendance/marks.server";
import type { AttendanceMark } from "~/attendance/rules";
import { closeSitting, listSessionSittings, lockSitting } from "~/attendance/sittings.server";
import { hashToken, VERIFICATION_TTL_MS } from "~/newsletter/newsletter.server";
import { type RegistrationInput, registrationSchema } from "~/registrations/schema";
import { signIn, signUp } from "~/server/auth.server";
import { db, inTransaction } from "~/server/db.server";
import type { UploadPurpose } from "~/uploads/purposes";
import { uploadKeyOf } from "~/uploads/upload-urls.server";

/** Reference data (lookups, settings, translations) as a real start would create it. */
export async function seedReferenceData() {
  await db().transaction(async (tx) => seedBase(tx));
}

export async function lookups() {
  const [category] = await db().select().from(course_categories).orderBy(course_categories.display_order).limit(1);
  const [level] = await db().select().from(course_levels).orderBy(course_levels.level_order).limit(1);
  const [format] = await db().select().from(course_formats).limit(1);
  const [language] = await db().select().from(course_languages).where(eq(course_languages.code, "fr"));
  const [audience] = await db().select().from(course_target_audiences).limit(1);
  return { category, level, format, language, audience };
}

/**
 * A user who can sign in (better-auth account), with the given role. Their address is
 * verified unless `emailVerified: false` (then the sign-up's verification e-mail is queued).
 */
export async function createUser(
  options: {
    role?: Role;
    email?: string;
    password?: string;
    fullName?: string;
    language?: "fr" | "en";
    emailVerified?: boolean;
  } = {},
) {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? "test-password-1";
  const id = await signUp({
    email,
    password,
    fullName: options.fullName ?? "Test User",
    language: options.language ?? "fr",
    emailVerified: options.emailVerified ?? true,
  });
  if (options.role && options.role !== "member") {
    await db().update(users).set({ role: options.role }).where(eq(users.id, id));
  }
  return { id, email, password };
}

/** A Cookie header value for a signed-in user, to build requests to loaders and actions. */
export async function sessionCookie(user: { email: string; password: string }): Promise<string> {
  const headers = await signIn({
    email: user.email,
    password: user.password,
    request: new Request("http://localhost/login"),
  });
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A request as a browser would send it (same origin), optionally signed in. */
export function makeRequest(
  path: string,
  options: { method?: string; cookie?: string; form?: Record<string, string | string[]> } = {},
): Request {
  const headers = new Headers({ origin: "http://localhost" });
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: URLSearchParams | undefined;
  if (options.form) {
    body = new URLSearchParams();
    for (const [k, v] of Object.entries(options.form)) for (const item of [v].flat()) body.append(k, item);
  }
  return new Request(`http://localhost${path}`, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
}

/** A few random characters, so rows with unique columns (e-mail, slug, key) never collide. */
function unique(): string {
  return randomUUID().slice(0, 8);
}

/**
 * A `users` row without a password (it cannot sign in; `createUser` makes one that can):
 * testimonial authors, trainers, registered people a test never signs in as.
 */
export async function createUserRow(values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db()
    .insert(users)
    .values({ email: `user-${unique()}@example.com`, full_name: "Test Person", ...values })
    .returning();
  return row;
}

export async function createTeacher(fullName = "Claire Formatrice") {
  return createUserRow({ email: `teacher-${unique()}@example.com`, full_name: fullName, role: "teacher" });
}

export async function createCourse(values: Partial<typeof courses.$inferInsert> = {}) {
  const { category, level, format, language, audience } = await lookups();
  const suffix = randomUUID().slice(0, 8);
  const [row] = await db()
    .insert(courses)
    .values({
      slug: `course-${suffix}`,
      reference: `ATP-TST-${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`,
      title_fr: `Formation ${suffix}`,
      title_en: `Course ${suffix}`,
      description_fr: "<p>Description</p>",
      description_en: "<p>Description</p>",
      duration_hours: 14,
      price: "1200.00",
      is_published: true,
      category_id: category?.id,
      level_id: level?.id,
      format_id: format?.id,
      language_id: language?.id,
      target_audience_id: audience?.id,
      ...values,
    })
    .returning();
  return row;
}

export async function createLocation(values: Partial<typeof course_locations.$inferInsert> = {}) {
  const [row] = await db()
    .insert(course_locations)
    .values({ name: "Centre Paris", address: "18 rue de la Paix", city: "Paris", country: "France", ...values })
    .returning();
  return row;
}

/** ISO date `days` from today. */
export function daysFromNow(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function createSession(values: Partial<typeof course_sessions.$inferInsert> & { course_id: string }) {
  const [row] = await db()
    .insert(course_sessions)
    .values({
      start_date: daysFromNow(30),
      end_date: daysFromNow(31),
      start_time: "09:00",
      end_time: "17:00",
      ...values,
    })
    .returning();
  return row;
}

/**
 * The attendance tests' session: two days from 2031-03-10, 09:00–17:00 in Paris (so four
 * sittings: mornings and afternoons split at the lunch break), confirmed, led by a new teacher.
 */
export async function createTrainedSession(
  values: {
    course?: Partial<typeof courses.$inferInsert>;
    session?: Partial<typeof course_sessions.$inferInsert>;
  } = {},
) {
  const course = await createCourse(values.course);
  const trainer = await createTeacher();
  const session = await createSession({
    course_id: course.id,
    instructor_id: trainer.id,
    start_date: "2031-03-10",
    end_date: "2031-03-11",
    start_time: "09:00",
    end_time: "17:00",
    timezone: "Europe/Paris",
    seats_available: 40,
    status: "confirmed",
    ...values.session,
  });
  return { course, trainer, session };
}

export async function countRows(table: PgTable) {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
}

/**
 * A registration of `user_id` for `session_id`, taking a seat as the site does
 * (registerForSession): seats_taken goes up in the same transaction, and a full session
 * refuses, since the database forbids more seats taken than available. A cancelled one
 * holds no seat. The price is the session's own, else the course's.
 */
export async function createRegistration(
  values: Partial<typeof course_session_registrations.$inferInsert> & { session_id: string; user_id: string },
) {
  return db().transaction(async (tx) => {
    const [session] = await tx
      .select({ price_override: course_sessions.price_override, price: courses.price })
      .from(course_sessions)
      .innerJoin(courses, eq(courses.id, course_sessions.course_id))
      .where(eq(course_sessions.id, values.session_id));
    if (!session) throw new Error(`createRegistration: unknown session ${values.session_id}`);
    if (values.status !== "cancelled") {
      const taken = await tx
        .update(course_sessions)
        .set({ seats_taken: sql`${course_sessions.seats_taken} + 1` })
        .where(
          and(
            eq(course_sessions.id, values.session_id),
            lt(course_sessions.seats_taken, course_sessions.seats_available),
          ),
        )
        .returning({ id: course_sessions.id });
      if (taken.length === 0) throw new Error(`createRegistration: session ${values.session_id} is full`);
    }
    const [row] = await tx
      .insert(course_session_registrations)
      .values({ payment_amount: session.price_override ?? session.price, ...values })
      .returning();
    return row;
  });
}

/** A testimonial, pending unless told; its author is a new person unless `user_id` is given. */
export async function createTestimonial(values: Partial<typeof testimonials.$inferInsert> = {}) {
  const user_id = values.user_id ?? (await createUserRow()).id;
  const [row] = await db()
    .insert(testimonials)
    .values({ content: "Une formation claire et utile.", rating: 5, ...values, user_id })
    .returning();
  return row;
}

/** What each type of message carries in `metadata`, as the site writes it (contact.server, registrations.server). */
function messageDefaults(type: (typeof MESSAGE_TYPES)[number]): Omit<typeof messages.$inferInsert, "type"> {
  const person = { firstName: "Awa", lastName: "Diop", email: `awa-${unique()}@example.com` };
  switch (type) {
    case "contact":
      return {
        subject: "Demande d'information — Awa Diop",
        content: "Bonjour, je voudrais en savoir plus.",
        metadata: { ...person, phone: null, company: null, category: "information" },
      };
    case "registration":
      return {
        subject: "Nouvelle inscription",
        content: "Awa Diop s'est inscrite à une session.",
        metadata: { user: { ...person, phone: "+221 77 000 00 00", company: null, position: null } },
      };
    case "newsletter":
      return { subject: "Inscription à la newsletter", content: person.email, metadata: { email: person.email } };
  }
}

/** A back-office message of the given type (pending unless told), with that type's metadata. */
export async function createMessage(
  type: (typeof MESSAGE_TYPES)[number] = "contact",
  values: Partial<typeof messages.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(messages)
    .values({ ...messageDefaults(type), ...values, type })
    .returning();
  return row;
}

/**
 * A newsletter subscriber. Verified: confirmed now, no token left. Unverified (the
 * default, as a fresh subscription is): a live link whose token is returned, so a test can follow it.
 */
export async function createNewsletterSubscriber(
  options: { verified?: boolean } & Partial<typeof newsletter_subscribers.$inferInsert> = {},
) {
  const { verified = false, ...values } = options;
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const state = verified
    ? { is_verified: true, verified_at: now }
    : {
        verification_token: hashToken(token),
        verification_sent_at: now,
        verification_expires_at: new Date(now.getTime() + VERIFICATION_TTL_MS),
      };
  const [row] = await db()
    .insert(newsletter_subscribers)
    .values({ email: `subscriber-${unique()}@example.com`, ...state, ...values })
    .returning();
  return { ...row, token: verified ? null : token };
}

/** A content page (type "page"), published unless told. */
export async function createPage(values: Partial<typeof pages.$inferInsert> = {}) {
  const slug = values.slug ?? `page-${unique()}`;
  const [row] = await db()
    .insert(pages)
    .values({
      type: "page",
      title_fr: `Titre ${slug}`,
      title_en: `Title ${slug}`,
      content_fr: "<p>Contenu en français.</p>",
      content_en: "<p>English content.</p>",
      is_published: true,
      published_at: new Date(),
      ...values,
      slug,
    })
    .returning();
  return row;
}

/** A blog post: a page of type "blog", published unless told. */
export async function createBlogPost(values: Partial<typeof pages.$inferInsert> = {}) {
  return createPage({ slug: `post-${unique()}`, type: "blog", ...values });
}

/** A blog (or page) category. */
export async function createPageCategory(values: Partial<typeof page_categories.$inferInsert> = {}) {
  const [row] = await db()
    .insert(page_categories)
    .values({ type: "blog", slug: `category-${unique()}`, name_fr: "Conseils", name_en: "Tips", ...values })
    .returning();
  return row;
}

/** A course category (the reference data has some; this adds one). */
export async function createCourseCategory(values: Partial<typeof course_categories.$inferInsert> = {}) {
  const slug = values.slug ?? `category-${unique()}`;
  const [row] = await db()
    .insert(course_categories)
    .values({ name_fr: `Catégorie ${slug}`, name_en: `Category ${slug}`, ...values, slug })
    .returning();
  return row;
}

export async function createService(values: Partial<typeof services.$inferInsert> = {}) {
  const [row] = await db()
    .insert(services)
    .values({ title_fr: "Service", title_en: "Service", ...values })
    .returning();
  return row;
}

export async function createPartner(values: Partial<typeof partners.$inferInsert> = {}) {
  const [row] = await db()
    .insert(partners)
    .values({ name: `Partenaire ${unique()}`, website_url: "https://partner.example.com", ...values })
    .returning();
  return row;
}

/** A resource: a document with a file to download unless told. */
export async function createResource(values: Partial<typeof resources.$inferInsert> = {}) {
  const [row] = await db()
    .insert(resources)
    .values({
      title_fr: "Ressource",
      title_en: "Resource",
      description_fr: "Description",
      description_en: "Description",
      type: "document",
      url: "https://files.example.com/doc.pdf",
      ...values,
    })
    .returning();
  return row;
}

type CaseStudyMetric = Omit<typeof case_study_metrics.$inferInsert, "case_study_id">;
type CaseStudyImage = Omit<typeof case_study_images.$inferInsert, "case_study_id">;

/** A case study with its metrics and images (one of each unless told; [] for none), returned with it. */
export async function createCaseStudy(
  values: Partial<typeof case_studies.$inferInsert> = {},
  children: { metrics?: CaseStudyMetric[]; images?: CaseStudyImage[] } = {},
) {
  const [row] = await db()
    .insert(case_studies)
    .values({
      title_fr: "Réseau modernisé",
      title_en: "Modernised network",
      description_fr: "Description",
      description_en: "Description",
      client_name: `Client ${unique()}`,
      client_industry_fr: "Énergie",
      client_industry_en: "Energy",
      situation_fr: "Situation",
      situation_en: "Situation",
      impact_fr: "Impact",
      impact_en: "Impact",
      ...values,
    })
    .returning();
  const metrics = children.metrics ?? [{ label_fr: "Coûts", label_en: "Costs", value: "30", unit: "%", trend: "down" }];
  const images = children.images ?? [{ url: "/demo/case.svg", alt_fr: "Illustration", alt_en: "Illustration" }];
  return {
    ...row,
    metrics: metrics.length
      ? await db()
          .insert(case_study_metrics)
          .values(metrics.map((metric) => ({ ...metric, case_study_id: row.id })))
          .returning()
      : [],
    images: images.length
      ? await db()
          .insert(case_study_images)
          .values(images.map((image) => ({ ...image, case_study_id: row.id })))
          .returning()
      : [],
  };
}

type AgencyPhoto = Omit<typeof agency_photos.$inferInsert, "agency_id">;

/** An active agency with its photos (none unless given), returned with it. */
export async function createAgency(values: Partial<typeof agencies.$inferInsert> = {}, photos: AgencyPhoto[] = []) {
  const [row] = await db()
    .insert(agencies)
    .values({
      name: `Formatio ${unique()}`,
      manager_name: "Anne Martin",
      address: "1 rue de la Paix",
      city: "Paris",
      country: "France",
      ...values,
    })
    .returning();
  return {
    ...row,
    photos: photos.length
      ? await db()
          .insert(agency_photos)
          .values(photos.map((photo) => ({ ...photo, agency_id: row.id })))
          .returning()
      : [],
  };
}

export async function createClient(values: Partial<typeof clients.$inferInsert> = {}) {
  const [row] = await db()
    .insert(clients)
    .values({ name: `Client ${unique()}`, industry: "Banque", country: "Sénégal", ...values })
    .returning();
  return row;
}

/** A certification or accreditation of the proof strip, active unless told. */
export async function createCertification(values: Partial<typeof certifications.$inferInsert> = {}) {
  const [row] = await db()
    .insert(certifications)
    .values({ name: `Certification ${unique()}`, ...values })
    .returning();
  return row;
}

export async function createHelpSection(values: Partial<typeof help_sections.$inferInsert> = {}) {
  const [row] = await db()
    .insert(help_sections)
    .values({ slug: `section-${unique()}`, title_fr: "Premiers pas", title_en: "Getting started", ...values })
    .returning();
  return row;
}

/** A help article, in a new section unless `section_id` is given. */
export async function createHelpArticle(values: Partial<typeof help_articles.$inferInsert> = {}) {
  const section_id = values.section_id ?? (await createHelpSection()).id;
  const [row] = await db()
    .insert(help_articles)
    .values({
      title_fr: "Créer un compte",
      title_en: "Creating an account",
      content_fr: "<p>Cliquez sur S'inscrire.</p>",
      content_en: "<p>Click Register.</p>",
      ...values,
      section_id,
    })
    .returning();
  return row;
}

export async function createStat(values: Partial<typeof stats.$inferInsert> = {}) {
  const [row] = await db()
    .insert(stats)
    .values({
      title_fr: "Apprenants",
      title_en: "Learners",
      icon: "Users",
      value: "1200",
      description_fr: "formés depuis 2019",
      description_en: "trained since 2019",
      ...values,
    })
    .returning();
  return row;
}

/** A translation row; an admin's edit (is_custom) unless told. Its key is new unless given. */
export async function createTranslation(values: Partial<typeof translations.$inferInsert> = {}) {
  const [row] = await db()
    .insert(translations)
    .values({ key: `test.text_${unique()}`, fr: "Texte", en: "Text", is_custom: true, ...values })
    .returning();
  return row;
}

/** A named permission set (the admin "profiles" screen), with no rights unless given. */
export async function createUserProfile(values: Partial<typeof user_profiles.$inferInsert> = {}) {
  const [row] = await db()
    .insert(user_profiles)
    .values({ name: `Profil ${unique()}`, ...values })
    .returning();
  return row;
}

/**
 * An e-mail in the outbox. Pending: due now, never tried. Failed: the dead letter the worker
 * leaves once its retry window ran out (several attempts, the last error kept).
 */
export async function createOutboxEmail(
  status: "pending" | "failed" = "pending",
  values: Partial<typeof email_outbox.$inferInsert> = {},
) {
  const failure = status === "failed" ? { attempts: 8, last_error: "550 mailbox unavailable" } : {};
  const [row] = await db()
    .insert(email_outbox)
    .values({
      to: `recipient-${unique()}@example.com`,
      subject: "Confirmation",
      text: "Bonjour,",
      ...failure,
      ...values,
      status,
    })
    .returning();
  return row;
}

/** `count` users at once (no password): the people of a load or concurrency test. */
export async function createUserRows(count: number): Promise<string[]> {
  const batch = unique();
  const rows = await db()
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({ email: `load-${batch}-${i}@example.com`, full_name: `User ${i}` })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** The registration form as the action parses it: the required fields filled, `values` on top. */
export function registrationForm(values: Record<string, string> = {}): RegistrationInput {
  return registrationSchema.parse({
    firstName: "Alex",
    lastName: "Martin",
    email: "alex.martin@example.com",
    phone: "+33 1 23 45 67 89",
    billingAddress: "1 place de la Bourse",
    billingCity: "Lyon",
    billingCountry: "France",
    acceptTerms: "on",
    ...values,
  });
}

/**
 * Records `urls` as uploads of `purpose` (stored_uploads rows, as POST /api/uploads writes
 * them; no file is written): the addresses an upload field may then submit.
 */
export async function recordUploads(purpose: UploadPurpose, ...urls: string[]) {
  const keys = urls.map((url) => {
    const key = uploadKeyOf(url);
    if (!key) throw new Error(`not the address of an upload: ${url}`);
    return key;
  });
  await db()
    .insert(stored_uploads)
    .values(keys.map((key) => ({ purpose, size: 1000, key })));
}

/**
 * The organisation's legal profile that certificates need (legal name, representative, NDA) with
 * its head office, an agency where French rules apply unless `frenchRules` is false. Replaces any
 * profile already there. Returns the agency.
 */
export async function createLegalProfile(options: { frenchRules?: boolean; headOffice?: boolean } = {}) {
  const frenchRules = options.frenchRules ?? true;
  const agency = await createAgency({
    name: frenchRules ? "Formatio Paris" : "Formatio Montréal",
    city: frenchRules ? "Paris" : "Montréal",
    country: frenchRules ? "France" : "Canada",
    timezone: frenchRules ? "Europe/Paris" : "America/Toronto",
    french_rules: frenchRules,
  });
  if (options.headOffice !== false) {
    await db().delete(organisation_profile);
    await db().insert(organisation_profile).values({
      legal_name: "Formatio SAS",
      legal_representative: "Camille Durand",
      training_declaration_number: "11 75 12345 75",
      training_declaration_region: "Île-de-France",
      head_office_agency_id: agency.id,
    });
  }
  return agency;
}

/**
 * Holds a session's sittings in order, as if the room had met: each is closed, marked for each
 * registration (`marks[registrationId][i]`, null for nothing recorded: absent once locked) and
 * locked, by the job (no trainer's co-signature asked). `actorId` marks them.
 */
export async function holdSittings(
  sessionId: string,
  marks: Record<string, (AttendanceMark | null)[]>,
  actorId: string,
): Promise<{ id: string; date: string }[]> {
  const sittings = await listSessionSittings(sessionId);
  for (const [i, sitting] of sittings.entries()) {
    const after = new Date(sitting.ends_at).getTime() + 60_000;
    await inTransaction(async () => {
      expectOk(await closeSitting(sitting.id, { by: null, nowMs: after, requireTrainerSignature: false }));
      for (const [registrationId, list] of Object.entries(marks)) {
        const mark = list[i];
        if (mark) expectOk(await markAttendance(sitting.id, registrationId, mark, { id: actorId, trainerId: null }));
      }
      expectOk(await lockSitting(sitting.id, { by: null, nowMs: after + 60_000 }));
    });
  }
  return sittings;
}

function expectOk(result: { kind: string }) {
  if (result.kind !== "ok") throw new Error(`holdSittings: ${JSON.stringify(result)}`);
}
