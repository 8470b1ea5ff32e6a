// The annual activity report (BPF, delivery.md §8, issue 30) on hand-made data: revenue by
// funding source split own account / subcontracted, the trainers and their hours, the trainees
// and their hours attended by type, objective and specialty (a correction counting instead of the
// record it corrects), only French agencies' sessions and only the year's sittings (a session
// across New Year shared between the years); the missing counts and the registrations list they
// link to; the funding asked in the registration form and completed by staff; the categories as
// data; the CSV and the PDF read back; and who may open it.
import { parse } from "csv-parse/sync";
import { and, asc, eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import {
  attendance_corrections,
  attendance_records,
  BPF_CATEGORY_KINDS,
  bpf_categories,
  course_session_registrations,
  course_sessions,
  DELIVERY_MODES,
  session_sittings,
} from "#db/schema";
import { type BpfReport, computeBpf, defaultBpfYear, listBpfYears } from "~/compliance/bpf.server";
import { BPF_KIND_NAMES } from "~/compliance/bpf-categories";
import { loadFundingOptions } from "~/compliance/bpf-categories.server";
import { registerForSession } from "~/registrations/registrations.server";
import { loader as bpfLoader } from "~/routes/admin/compliance-bpf";
import { loader as csvLoader } from "~/routes/admin/compliance-bpf-csv";
import { loader as pdfLoader } from "~/routes/admin/compliance-bpf-pdf";
import { action as categoriesAction, loader as categoriesLoader } from "~/routes/admin/compliance-categories";
import { action as registrationsAction, loader as registrationsLoader } from "~/routes/admin/registrations";
import { action as rosterAction } from "~/routes/admin/session";
import { action as certificatesAction } from "~/routes/admin/session-certificates";
import { action as sessionsAction } from "~/routes/admin/sessions";
import { db } from "~/server/db.server";
import { DELIVERY_MODE_NAMES } from "~/sessions/schema";
import { useTestDatabase } from "../db";
import {
  createAgency,
  createCourse,
  createLegalProfile,
  createRegistration,
  createSession,
  createTeacher,
  createUser,
  createUserRow,
  daysFromNow,
  makeRequest,
  registrationForm,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute, routeArgs as routeArgsOf } from "../route";

type Listing = Awaited<ReturnType<typeof registrationsLoader>>;
type Answer = { ok?: boolean; errors?: Record<string, string>; data?: { id?: string } };

describe("the annual activity report (BPF)", () => {
  useTestDatabase();
  let adminCookie = "";
  let operatorCookie = "";
  const category: Record<string, string> = {};
  const reg: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const idOf = async (kind: string, code: string) => {
    const [row] = await db()
      .select({ id: bpf_categories.id })
      .from(bpf_categories)
      .where(and(eq(bpf_categories.kind, kind as never), eq(bpf_categories.code, code)));
    return row.id;
  };

  /** A session of `courseId` from `first` to `last`, 09:00–12:00 UTC: one 180-minute sitting a day. */
  async function heldSession(courseId: string, first: string, last: string, values: Record<string, unknown> = {}) {
    return createSession({
      course_id: courseId,
      start_date: first,
      end_date: last,
      start_time: "09:00",
      end_time: "12:00",
      timezone: "UTC",
      seats_available: 30,
      status: "completed",
      ...values,
    });
  }

  /** A participant with their funding, amount, status and minutes attended per sitting (no record past the list). */
  async function participant(
    key: string,
    sessionId: string,
    options: {
      source?: string | null;
      scheme?: string;
      type?: string | null;
      amount: string;
      minutes?: number[];
      status?: "confirmed" | "cancelled";
    },
  ) {
    const user = await createUserRow();
    const registration = await createRegistration({
      session_id: sessionId,
      user_id: user.id,
      first_name: key,
      last_name: "Test",
      status: options.status ?? "confirmed",
      payment_status: "paid",
      payment_amount: options.amount,
      funding_source_id: options.source ? category[options.source] : null,
      funding_scheme: options.scheme ?? null,
      participant_type_id: options.type ? category[options.type] : null,
    });
    const sittings = await db()
      .select()
      .from(session_sittings)
      .where(eq(session_sittings.session_id, sessionId))
      .orderBy(asc(session_sittings.starts_at));
    const records = [];
    for (const [i, minutes] of (options.minutes ?? []).entries()) {
      const [record] = await db()
        .insert(attendance_records)
        .values({
          sitting_id: sittings[i].id,
          registration_id: registration.id,
          status: minutes > 0 ? "present" : "absent",
          minutes_attended: minutes,
        })
        .returning();
      records.push(record);
    }
    reg[key] = registration.id;
    return records;
  }

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin", language: "fr" }));
    operatorCookie = await sessionCookie(await createUser({ role: "operator" }));
    for (const [kind, code] of [
      ["funding_source", "company"],
      ["funding_source", "opco"],
      ["funding_source", "cpf"],
      ["funding_source", "training_org"],
      ["participant_type", "employee"],
      ["participant_type", "apprentice"],
      ["objective", "rncp"],
      ["specialty", "nsf-326"],
      ["specialty", "nsf-310"],
    ]) {
      category[code] = await idOf(kind, code);
    }
    // The head office is in France; Montréal's agency follows other rules.
    await createLegalProfile({ frenchRules: true });
    const montreal = await createAgency({ name: "Formatio Montréal", country: "Canada", french_rules: false });
    const t1 = await createTeacher("Trainer One");
    const t2 = await createTeacher("Trainer Two");
    const courseA = await createCourse({ bpf_objective_id: category.rncp, bpf_specialty_id: category["nsf-326"] });
    const courseB = await createCourse({
      title_fr: "Formation sans objectif",
      bpf_objective_id: null,
      bpf_specialty_id: category["nsf-310"],
    });
    ids.courseB = courseB.id;

    // S1: own account, two sittings of 180 minutes in March.
    const s1 = await heldSession(courseA.id, "2031-03-10", "2031-03-11", { instructor_id: t1.id });
    ids.s1 = s1.id;
    await participant("r1", s1.id, { source: "company", type: "employee", amount: "1000.00", minutes: [180, 180] });
    const r2 = await participant("r2", s1.id, {
      source: "opco",
      scheme: "Plan de développement des compétences",
      type: "apprentice",
      amount: "800.00",
      minutes: [180, 120],
    });
    // The correction counts, not the record it corrects: 180 + 150.
    await db().insert(attendance_corrections).values({
      record_id: r2[1].id,
      status: "present",
      minutes_attended: 150,
      previous_status: "present",
      previous_minutes_attended: 120,
      reason: "Signed late, was there",
    });
    await participant("r3", s1.id, { amount: "500.00", minutes: [180, 0] });
    await participant("r4", s1.id, { source: "company", amount: "900.00", minutes: [], status: "cancelled" });
    // A no-show: revenue, but no trainee (and so not missing a type).
    await participant("r5", s1.id, { source: "cpf", amount: "700.00" });
    // S2: subcontracted, one sitting in June, a course without an objective.
    const s2 = await heldSession(courseB.id, "2031-06-02", "2031-06-02", {
      instructor_id: t2.id,
      delivery_mode: "subcontracted",
    });
    await participant("r6", s2.id, { source: "training_org", type: "employee", amount: "600.00", minutes: [180] });
    // S3: across New Year, one sitting in each year.
    const s3 = await heldSession(courseA.id, "2031-12-31", "2032-01-01", { instructor_id: t1.id });
    await participant("r7", s3.id, { source: "company", type: "employee", amount: "1000.00", minutes: [180, 180] });
    // Not counted: an agency without French rules, a cancelled session, the year before.
    const s4 = await heldSession(courseA.id, "2031-05-05", "2031-05-05", {
      instructor_id: t2.id,
      agency_id: montreal.id,
    });
    await participant("r8", s4.id, { source: "company", type: "employee", amount: "5000.00", minutes: [180] });
    const s5 = await heldSession(courseA.id, "2031-07-07", "2031-07-07", { instructor_id: t2.id, status: "cancelled" });
    await participant("r9", s5.id, { amount: "400.00", minutes: [180] });
    const s6 = await heldSession(courseA.id, "2030-10-06", "2030-10-06", { instructor_id: t2.id });
    await participant("r10", s6.id, { amount: "300.00", minutes: [180] });
  });

  const rowOf = <T extends { category: { code: string } | null }>(rows: T[], code: string | null) =>
    rows.find((row) => (row.category?.code ?? null) === code);

  describe("the figures", () => {
    let report: BpfReport;
    beforeAll(async () => {
      report = await computeBpf(2031);
    });

    it("count the French agencies' sessions with a sitting in the year, and offer the years with one", async () => {
      expect(report.sessions).toBe(3);
      expect(await listBpfYears()).toEqual([2032, 2031, 2030]);
    });

    it("C: revenue by funding source, own account and subcontracted, the New Year session shared by its sittings", () => {
      const { rows, total, missing } = report.revenue;
      expect(rowOf(rows, "company")).toMatchObject({ own: 1500, subcontracted: 0, registrations: 2 });
      expect(rowOf(rows, "opco")).toMatchObject({ own: 800, subcontracted: 0 });
      expect(rowOf(rows, "cpf")).toMatchObject({ own: 700, subcontracted: 0 });
      expect(rowOf(rows, "training_org")).toMatchObject({ own: 0, subcontracted: 600 });
      // Every active source has its line, with nothing when nothing came from it.
      expect(rowOf(rows, "public")).toMatchObject({ own: 0, subcontracted: 0, registrations: 0 });
      expect(rowOf(rows, null)).toMatchObject({ own: 500, subcontracted: 0, registrations: 1 });
      expect(total).toEqual({ own: 3500, subcontracted: 600 });
      expect(missing).toBe(1);
    });

    it("E: two trainers, and the planned hours of the year's sittings they led", () => {
      expect(report.trainers).toEqual({ count: 2, minutes: 720, missing: 0 });
    });

    it("F-1: the trainees (minutes attended in the year) and their hours by type, a correction counting", () => {
      const { rows, total, missing } = report.participantTypes;
      expect(rowOf(rows, "employee")).toMatchObject({ participants: 3, minutes: 720 });
      expect(rowOf(rows, "apprentice")).toMatchObject({ participants: 1, minutes: 330 });
      expect(rowOf(rows, null)).toMatchObject({ participants: 1, minutes: 180 });
      expect(total).toEqual({ participants: 5, minutes: 1230 });
      expect(missing).toBe(1);
    });

    it("F-3 and F-4: by the course's objective and specialty, with the courses lacking one", () => {
      expect(rowOf(report.objectives.rows, "rncp")).toMatchObject({ participants: 4, minutes: 1050 });
      expect(rowOf(report.objectives.rows, null)).toMatchObject({ participants: 1, minutes: 180 });
      expect(report.objectives.missing).toBe(1);
      expect(rowOf(report.specialties.rows, "nsf-326")).toMatchObject({ participants: 4, minutes: 1050 });
      expect(rowOf(report.specialties.rows, "nsf-310")).toMatchObject({ participants: 1, minutes: 180 });
      expect(report.specialties.missing).toBe(0);
      expect(report.coursesToComplete).toEqual([
        expect.objectContaining({ id: ids.courseB, lacksObjective: true, lacksSpecialty: false }),
      ]);
    });

    it("count the other year's sittings of the New Year session in that year", async () => {
      const next = await computeBpf(2032);
      expect(next.sessions).toBe(1);
      expect(rowOf(next.revenue.rows, "company")).toMatchObject({ own: 500 });
      expect(next.trainers).toEqual({ count: 1, minutes: 180, missing: 0 });
      expect(next.participantTypes.total).toEqual({ participants: 1, minutes: 180 });
      const empty = await computeBpf(2029);
      expect(empty.sessions).toBe(0);
      expect(empty.revenue.total).toEqual({ own: 0, subcontracted: 0 });
    });

    it("open on the last civil year when it has sessions, else the latest one up to this year", () => {
      const at = (year: number) => Date.UTC(year, 2, 1);
      expect(defaultBpfYear([2032, 2031, 2030], at(2032))).toBe(2031);
      expect(defaultBpfYear([2032], at(2032))).toBe(2032);
      expect(defaultBpfYear([2031, 2029], at(2033))).toBe(2031);
      expect(defaultBpfYear([2035], at(2033))).toBe(2033);
      expect(defaultBpfYear([], at(2033))).toBe(2033);
    });
  });

  describe("the missing counts' links", () => {
    const list = async (search: string) => {
      const answer = await callRoute<Listing>(
        registrationsLoader,
        makeRequest(`/admin/registrations${search}`, { cookie: adminCookie }),
      );
      return (answer.data?.list.registrations ?? []).map((row) => row.id).sort();
    };

    it("list the registrations each count names, and no other", async () => {
      expect(await list("?missing=funding_source&year=2031")).toEqual([reg.r3]);
      expect(await list("?missing=participant_type&year=2031")).toEqual([reg.r3]);
      expect(await list("?year=2031")).toEqual([reg.r1, reg.r2, reg.r3, reg.r5, reg.r6, reg.r7].sort());
      // Without a year: every registration still on without a source (the cancelled one aside).
      expect(await list("?missing=funding_source")).toEqual([reg.r3, reg.r9, reg.r10].sort());
      // A made-up filter is no filter.
      expect((await list("?missing=nope&year=1850")).length).toBe(10);
    });

    it("complete a registration's funding there: the count goes down, the scheme kept for an OPCO only", async () => {
      const post = (form: Record<string, string>) =>
        callRoute<Answer>(registrationsAction, makeRequest("/admin/registrations", { form, cookie: adminCookie }));
      const wrongKind = await post({
        intent: "funding",
        registration_id: reg.r3,
        funding_source_id: category.employee,
      });
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.data?.errors).toEqual({ funding_source_id: "admin.registrations.funding.source_invalid" });
      const notAnId = await post({ intent: "funding", registration_id: reg.r3, participant_type_id: "x" });
      expect(notAnId.status).toBe(400);
      const saved = await post({
        intent: "funding",
        registration_id: reg.r3,
        funding_source_id: category.company,
        funding_scheme: "Not asked for a company",
        participant_type_id: category.employee,
      });
      expect(saved.status).toBe(200);
      const [row] = await db()
        .select()
        .from(course_session_registrations)
        .where(eq(course_session_registrations.id, reg.r3));
      expect(row).toMatchObject({
        funding_source_id: category.company,
        funding_scheme: null,
        participant_type_id: category.employee,
      });
      const report = await computeBpf(2031);
      expect(report.revenue.missing).toBe(0);
      expect(report.participantTypes.missing).toBe(0);
      expect(await list("?missing=funding_source&year=2031")).toEqual([]);

      // The roster's dialog: a registration of another session is not found there.
      const elsewhere = await callRoute(
        rosterAction,
        makeRequest(`/admin/sessions/${ids.s1}`, {
          form: { intent: "funding", registration_id: reg.r6, funding_source_id: category.opco },
          cookie: adminCookie,
        }),
        { params: { id: ids.s1 } },
      );
      expect(elsewhere.status).toBe(404);
      const here = await callRoute(
        rosterAction,
        makeRequest(`/admin/sessions/${ids.s1}`, {
          form: {
            intent: "funding",
            registration_id: reg.r3,
            funding_source_id: category.opco,
            funding_scheme: "Pro-A",
          },
          cookie: adminCookie,
        }),
        { params: { id: ids.s1 } },
      );
      expect(here.status).toBe(200);
      const [after] = await db()
        .select()
        .from(course_session_registrations)
        .where(eq(course_session_registrations.id, reg.r3));
      expect(after).toMatchObject({
        funding_source_id: category.opco,
        funding_scheme: "Pro-A",
        participant_type_id: null,
      });
    });
  });

  describe("the exports", () => {
    it("give the figures as CSV: BOM, one line per box and measure, labels in the staff's language", async () => {
      const response = (await csvLoader(
        await routeArgsOf(makeRequest("/admin/compliance/bpf.csv?year=2031", { cookie: adminCookie })),
      )) as Response;
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="bpf-2031.csv"');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows: string[][] = parse(new TextDecoder().decode(bytes), { bom: true });
      expect(rows[0]).toEqual(["Cadre", "Libellé", "Mesure", "Valeur", "Manquants"]);
      const line = (box: string, measure: string) => rows.find((row) => row[0] === box && row[2] === measure);
      expect(line("C-1", "Produits, compte propre")).toEqual([
        "C-1",
        "Entreprise (formation de ses salariés)",
        "Produits, compte propre",
        "1500",
        "",
      ]);
      expect(line("C-10", "Produits, sous-traitance")?.[3]).toBe("600");
      expect(line("E", "Formateurs")?.slice(3)).toEqual(["2", "0"]);
      expect(line("E", "Heures de formation dispensées")?.[3]).toBe("12");
      expect(line("F-1-b", "Heures-stagiaires")?.[3]).toBe("5.5");
      const total = rows.find((row) => row[0] === "F-3" && row[1] === "Total" && row[2] === "Stagiaires");
      expect(total?.slice(3)).toEqual(["5", "1"]);
    });

    it("give the report as a PDF with the organisation's identity and the same figures", async () => {
      const response = (await pdfLoader(
        await routeArgsOf(makeRequest("/admin/compliance/bpf.pdf?year=2031", { cookie: adminCookie })),
      )) as Response;
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
      expect(text).toContain("Formatio SAS");
      expect(text).toContain("11 75 12345 75");
      expect(text).toContain("Bilan pédagogique et financier 2031");
      expect(text).toContain("Généré le");
      expect(text).toContain("C-10");
      // A long label wraps onto the next line rather than being cut.
      expect(text).toMatch(/C-10 Autre organisme de formation \(sous-\s*traitance\)/);
      expect(text).toMatch(/310 — Spécialités plurivalentes des échanges et de la\s+gestion/);
      expect(text).toContain("Heures-stagiaires");
    });
  });

  describe("the screens", () => {
    it("open for admins on the year asked, and refuse staff without the compliance module", async () => {
      const page = await callRoute<Awaited<ReturnType<typeof bpfLoader>>>(
        bpfLoader,
        makeRequest("/admin/compliance/bpf?year=2031", { cookie: adminCookie }),
      );
      expect(page.status).toBe(200);
      expect(page.data?.year).toBe(2031);
      expect(page.data?.report?.sessions).toBe(3);
      const odd = await callRoute<Awaited<ReturnType<typeof bpfLoader>>>(
        bpfLoader,
        makeRequest("/admin/compliance/bpf?year=20x1", { cookie: adminCookie }),
      );
      expect(odd.status).toBe(200);
      for (const loader of [bpfLoader, csvLoader, pdfLoader, categoriesLoader]) {
        const refused = await callRoute(loader, makeRequest("/admin/compliance/bpf", { cookie: operatorCookie }));
        expect({ status: refused.status, location: refused.location }).toEqual({ status: 302, location: "/" });
      }
      const write = await callRoute(
        categoriesAction,
        makeRequest("/admin/compliance/categories", { form: { intent: "create" }, cookie: operatorCookie }),
      );
      expect(write.status).toBe(403);
    });
  });

  describe("the categories, as data", () => {
    const post = (form: Record<string, string>) =>
      callRoute<Answer>(categoriesAction, makeRequest("/admin/compliance/categories", { form, cookie: adminCookie }));
    const base = {
      kind: "funding_source",
      code: "eu_funds",
      label_fr: "Fonds européens",
      label_en: "EU funds",
      bpf_line: "C-5",
      display_order: "5",
      is_active: "on",
    };

    it("are added, renamed, retired; a code fixed once used, unique within its kind", async () => {
      const created = await post({ intent: "create", ...base });
      expect(created.status).toBe(200);
      const id = created.data?.data?.id ?? "";
      expect((await post({ intent: "create", ...base })).data?.errors).toEqual({
        code: "admin.bpf_categories.validation.code_taken",
      });
      expect((await post({ intent: "create", ...base, code: "Not A Code!" })).status).toBe(400);
      // Unused: its code may still change; the kind never does.
      const renamed = await post({ intent: "update", id, ...base, kind: "specialty", code: "eu" });
      expect(renamed.status).toBe(200);
      const [row] = await db().select().from(bpf_categories).where(eq(bpf_categories.id, id));
      expect(row).toMatchObject({ kind: "funding_source", code: "eu" });
      await db()
        .update(course_session_registrations)
        .set({ funding_source_id: id })
        .where(eq(course_session_registrations.id, reg.r10));
      const fixed = await post({ intent: "update", id, ...base, code: "eu2" });
      expect(fixed.data?.errors).toEqual({
        code: "admin.bpf_categories.validation.code_in_use",
      });
      const listed = await callRoute<Awaited<ReturnType<typeof categoriesLoader>>>(
        categoriesLoader,
        makeRequest("/admin/compliance/categories?kind=funding_source", { cookie: adminCookie }),
      );
      expect(listed.data?.categories.find((c) => c.id === id)).toMatchObject({ code: "eu", uses: 1 });
      expect(listed.data?.categories.every((c) => c.kind === "funding_source")).toBe(true);
      // Retired: no longer offered to a registration, still shown on the report's year with figures.
      expect((await post({ intent: "update", id, ...base, code: "eu", is_active: "" })).status).toBe(200);
      const offered = await loadFundingOptions({ activeOnly: true });
      expect(offered.fundingSources.some((option) => option.id === id)).toBe(false);
      expect((await computeBpf(2030)).revenue.rows.some((r) => r.category?.id === id)).toBe(true);
      expect((await computeBpf(2031)).revenue.rows.some((r) => r.category?.id === id)).toBe(false);
    });

    it("repeat the columns' value lists in the browser", () => {
      expect([...BPF_KIND_NAMES]).toEqual([...BPF_CATEGORY_KINDS]);
      expect([...DELIVERY_MODE_NAMES]).toEqual([...DELIVERY_MODES]);
    });
  });

  describe("where the funding comes from", () => {
    it("is asked in the registration form: a known category kept, a made-up one left for staff", async () => {
      const course = await createCourse();
      const session = await createSession({
        course_id: course.id,
        start_date: daysFromNow(20),
        end_date: daysFromNow(20),
      });
      const register = async (values: Record<string, string>) => {
        const user = await createUser();
        const result = await registerForSession({
          sessionId: session.id,
          userId: user.id,
          form: registrationForm(values),
        });
        if (!result.ok) throw new Error(result.error);
        const [row] = await db()
          .select()
          .from(course_session_registrations)
          .where(eq(course_session_registrations.id, result.registrationId));
        return row;
      };
      expect(
        await register({
          fundingSourceId: category.opco,
          fundingScheme: "Plan de développement des compétences",
          participantTypeId: category.employee,
        }),
      ).toMatchObject({
        funding_source_id: category.opco,
        funding_scheme: "Plan de développement des compétences",
        participant_type_id: category.employee,
      });
      expect(
        await register({ fundingSourceId: "00000000-0000-4000-8000-000000000000", participantTypeId: category.opco }),
      ).toMatchObject({ funding_source_id: null, funding_scheme: null, participant_type_id: null });
      expect(await register({})).toMatchObject({ funding_source_id: null, participant_type_id: null });
    });

    it("is completed in the certificates' funding dialog too, left as it is by a form without it", async () => {
      const post = (form: Record<string, string>) =>
        callRoute<Answer>(
          certificatesAction,
          makeRequest(`/admin/sessions/${ids.s1}/certificates`, {
            form: { intent: "funding", ...form },
            cookie: adminCookie,
          }),
          { params: { id: ids.s1 } },
        );
      const stored = async () =>
        (await db().select().from(course_session_registrations).where(eq(course_session_registrations.id, reg.r1)))[0];
      expect((await post({ registrationId: reg.r1, company: "Acme", funding_source_id: category.cpf })).status).toBe(
        200,
      );
      expect(await stored()).toMatchObject({
        company: "Acme",
        funding_source_id: category.cpf,
        participant_type_id: null,
      });
      expect((await post({ registrationId: reg.r1, company: "Acme SA" })).status).toBe(200);
      expect(await stored()).toMatchObject({ company: "Acme SA", funding_source_id: category.cpf });
      const wrong = await post({ registrationId: reg.r1, participant_type_id: category.cpf });
      expect(wrong.data?.errors).toEqual({ participant_type_id: "admin.registrations.funding.type_invalid" });
    });

    it("says in the session editor whether a session is subcontracted", async () => {
      const course = await createCourse();
      const teacher = await createTeacher();
      const form = {
        intent: "create-session",
        course_id: course.id,
        instructor_id: teacher.id,
        start_date: daysFromNow(40),
        end_date: daysFromNow(40),
        start_time: "09:00",
        end_time: "17:00",
        seats_available: "12",
        min_participants: "4",
        status: "scheduled",
        timezone: "Europe/Paris",
        sign_by_qr: "on",
        delivery_mode: "subcontracted",
      };
      const post = (values: Record<string, string>) =>
        callRoute<Answer>(sessionsAction, makeRequest("/admin/sessions", { form: values, cookie: adminCookie }));
      const created = await post(form);
      expect(created.status).toBe(200);
      const [row] = await db()
        .select({ mode: course_sessions.delivery_mode })
        .from(course_sessions)
        .where(eq(course_sessions.id, created.data?.data?.id ?? ""));
      expect(row.mode).toBe("subcontracted");
      expect((await post({ ...form, delivery_mode: "sometimes" })).data?.errors).toEqual({
        delivery_mode: "pages.calendar.validation.delivery_mode_invalid",
      });
    });
  });
});
