// /admin/registrations through its real loader: every registration across sessions, newest
// first; the search on the participant's name (either order), e-mail and company, accent- and
// case-insensitive, and on the account's name for rows that typed none; the status, payment,
// course and session-date filters; paging; and who gets in (admins and operators, not members).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_session_registrations } from "#db/schema";
import { loader } from "~/routes/admin/registrations";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createRegistration,
  createSession,
  createUser,
  createUserRow,
  daysFromNow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type Listing = Awaited<ReturnType<typeof loader>>;

describe("back office: every registration", () => {
  useTestDatabase();
  let adminCookie = "";
  let operatorCookie = "";
  let memberCookie = "";
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    operatorCookie = await sessionCookie(await createUser({ role: "operator" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
    const excel = await createCourse({ title_fr: "Excel avancé", title_en: "Advanced Excel" });
    const safety = await createCourse({ title_fr: "Sécurité incendie", title_en: "Fire safety" });
    ids.excel = excel.id;
    const soon = await createSession({ course_id: excel.id, start_date: daysFromNow(10), end_date: daysFromNow(10) });
    const later = await createSession({ course_id: safety.id, start_date: daysFromNow(60), end_date: daysFromNow(61) });
    ids.soon = soon.id;

    const people = [
      {
        key: "zoe",
        first: "Zoé",
        last: "Lefèvre",
        email: "zoe@acme.example",
        company: "Société Générale d'Études",
        session: soon.id,
        status: "confirmed",
        payment: "paid",
      },
      {
        key: "marc",
        first: "Marc",
        last: "Dupont",
        email: "marc@widgets.example",
        company: "Widgets SARL",
        session: later.id,
        status: "pending",
        payment: "pending",
      },
      {
        key: "anna",
        first: "Anna",
        last: "Kowalska",
        email: "anna@acme.example",
        company: null,
        session: later.id,
        status: "cancelled",
        payment: "refunded",
      },
    ] as const;
    for (const [index, person] of people.entries()) {
      const account = await createUserRow({ full_name: `Account ${person.key}` });
      const row = await createRegistration({
        session_id: person.session,
        user_id: account.id,
        status: person.status,
        payment_status: person.payment,
        first_name: person.first,
        last_name: person.last,
        email: person.email,
        company: person.company,
      });
      // One second apart, in the order above: the newest is the last.
      await db()
        .update(course_session_registrations)
        .set({ created_at: new Date(Date.now() - (10 - index) * 1000) })
        .where(eq(course_session_registrations.id, row.id));
      ids[person.key] = row.id;
    }
    // A row older than the form's columns: only its account names it.
    const legacy = await createUserRow({ full_name: "Hélène Ancienne", email: "helene@old.example" });
    const row = await createRegistration({ session_id: soon.id, user_id: legacy.id });
    await db()
      .update(course_session_registrations)
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where(eq(course_session_registrations.id, row.id));
    ids.legacy = row.id;
  });

  const list = async (search = "", cookie = adminCookie) =>
    (await callRoute<Listing>(loader, makeRequest(`/admin/registrations${search}`, { cookie }))).data as Listing;
  const idsOf = (listing: Listing) => listing.list.registrations.map((registration) => registration.id);

  it("lists every registration newest first, with its participant, session and course", async () => {
    const listing = await list();
    expect(idsOf(listing)).toEqual([ids.anna, ids.marc, ids.zoe, ids.legacy]);
    expect(listing.list.registrations[2]).toMatchObject({
      name: "Zoé Lefèvre",
      email: "zoe@acme.example",
      company: "Société Générale d'Études",
      session_id: ids.soon,
      course_title_fr: "Excel avancé",
      status: "confirmed",
      payment_status: "paid",
    });
    expect(listing.list.registrations[3]).toMatchObject({ name: "Hélène Ancienne", email: "helene@old.example" });
  });

  it("finds a person by name in either order, e-mail or company, ignoring accents and case", async () => {
    expect(idsOf(await list("?q=lefevre zoe"))).toEqual([ids.zoe]);
    expect(idsOf(await list("?q=ZOE LEFEVRE"))).toEqual([ids.zoe]);
    expect(idsOf(await list("?q=acme.example"))).toEqual([ids.anna, ids.zoe]);
    expect(idsOf(await list("?q=generale d'etudes"))).toEqual([ids.zoe]);
    expect(idsOf(await list("?q=helene"))).toEqual([ids.legacy]);
    expect(idsOf(await list("?q=nobody"))).toEqual([]);
  });

  it("filters by status, payment, course and the session's start dates", async () => {
    expect(idsOf(await list("?status=pending"))).toEqual([ids.marc, ids.legacy]);
    expect(idsOf(await list("?payment=refunded"))).toEqual([ids.anna]);
    expect(idsOf(await list(`?course=${ids.excel}`))).toEqual([ids.zoe, ids.legacy]);
    expect(idsOf(await list(`?from=${daysFromNow(30)}`))).toEqual([ids.anna, ids.marc]);
    expect(idsOf(await list(`?to=${daysFromNow(30)}&q=zoe`))).toEqual([ids.zoe]);
  });

  it("pages the results", async () => {
    const listing = await list("?size=10&page=3");
    expect(listing.list).toMatchObject({ total: 4, page: 1, totalPages: 1 });
  });

  it("lets operators in and sends members away", async () => {
    expect(idsOf(await list("", operatorCookie))).toHaveLength(4);
    const member = await callRoute(loader, makeRequest("/admin/registrations", { cookie: memberCookie }));
    expect({ status: member.status, location: member.location }).toEqual({ status: 302, location: "/" });
  });
});
