// /admin/messages through the real route loader and action over the real database: who may
// read and write, the list (type and status filters, the inbox without the archive, search on
// subject or content whatever the case, newest first, page sizes), each transition with its
// audit entry, refusals (bad intent, bad or unknown id, a move the status does not allow), the
// opened message laid out (agency name, the quoted course's page, the session), opening never
// being a GET side effect, and the sidebar's unread count following the writes.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, messages } from "#db/schema";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { action, loader } from "~/routes/admin/messages";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createAgency,
  createCourse,
  createMessage,
  createUser,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type Screen = Awaited<ReturnType<typeof loader>>;
type Layout = Awaited<ReturnType<typeof layoutLoader>>;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("back office: messages", () => {
  useTestDatabase();
  let admin: { id: string; cookie: string };
  let memberCookie = "";
  let quoteId = "";
  let registrationId = "";
  let agencyName = "";
  let courseSlug = "";

  beforeAll(async () => {
    await seedReferenceData();
    const adminUser = await createUser({ role: "admin" });
    admin = { id: adminUser.id, cookie: await sessionCookie(adminUser) };
    memberCookie = await sessionCookie(await createUser());
    const agency = await createAgency({ name: "Agence de Dakar" });
    agencyName = agency.name;
    const course = await createCourse({ title_fr: "Excel avancé", title_en: "Advanced Excel" });
    courseSlug = course.slug;

    // Newest first: minutes ago decide the order.
    const quote = await createMessage("contact", {
      subject: "Demande de devis : Excel avancé",
      content: "Pour 8 personnes, en mars.",
      created_at: minutesAgo(1),
      metadata: {
        firstName: "Jean",
        lastName: "Dupont",
        email: "jean.dupont@example.com",
        phone: "+33 6 00 00 00 00",
        company: "Acme",
        agency_id: agency.id,
        category: "quote",
        course: { id: course.id, title: "Excel avancé", category: "Bureautique" },
      },
    });
    quoteId = quote.id;
    const registration = await createMessage("registration", {
      subject: "Nouvelle inscription : Excel avancé",
      content: "Awa Diop s'est inscrite.",
      created_at: minutesAgo(2),
      metadata: {
        course: { id: course.id, title: "Excel avancé", reference: "XL-2" },
        session: { id: randomUUID(), start_date: "2027-03-01", end_date: "2027-03-02" },
        user: { id: randomUUID(), firstName: "Awa", lastName: "Diop", email: "awa@example.com", phone: "1" },
        registration_id: randomUUID(),
      },
    });
    registrationId = registration.id;
    await createMessage("newsletter", { subject: "Inscription newsletter", created_at: minutesAgo(3) });
    await createMessage("contact", {
      subject: "Question sur les horaires",
      content: "Le centre ouvre-t-il à 8 h ? Réponse URGENTE 100%_sûr",
      status: "read",
      created_at: minutesAgo(4),
    });
    await createMessage("contact", { subject: "Ancienne demande", status: "archived", created_at: minutesAgo(5) });
    for (let i = 0; i < 10; i += 1) {
      await createMessage("contact", { subject: `Lot ${i}`, status: "handled", created_at: minutesAgo(10 + i) });
    }
  });

  const list = async (search = "", cookie = admin.cookie) =>
    callRoute<Screen>(loader, makeRequest(`/admin/messages${search}`, { cookie }));
  const screen = async (search = "") => {
    const answer = await list(search);
    expect(answer.status).toBe(200);
    return answer.data as Screen;
  };
  const post = (form: Record<string, string>, search = "", cookie = admin.cookie) =>
    callRoute<{ ok: boolean; formError?: string; errors?: Record<string, string> }>(
      action,
      makeRequest(`/admin/messages${search}`, { form, cookie }),
    );
  const statusOf = async (id: string) =>
    (await db().select({ status: messages.status }).from(messages).where(eq(messages.id, id)))[0]?.status;
  const auditOf = (id: string) =>
    db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "message"), eq(audit_log.entity_id, id)))
      .orderBy(audit_log.created_at);
  const unreadCount = async () => {
    const answer = await callRoute<Layout>(layoutLoader, makeRequest("/admin", { cookie: admin.cookie }));
    return (answer.data as Layout).counts?.unread_messages;
  };

  it("sends visitors to sign in and members away; refuses their writes with 401/403 and writes nothing", async () => {
    const visitor = await list("", "");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login/);
    const member = await list("", memberCookie);
    expect(member).toMatchObject({ status: 302, location: "/" });
    for (const intent of ["read", "handle", "archive"]) {
      expect((await post({ intent, id: quoteId }, "", "")).status).toBe(401);
      expect((await post({ intent, id: quoteId }, "", memberCookie)).status).toBe(403);
    }
    expect(await statusOf(quoteId)).toBe("pending");
    expect(await auditOf(quoteId)).toEqual([]);
  });

  it("lists the inbox newest first without the archive, 10 per page by default, the size changeable", async () => {
    const first = await screen();
    expect(first.list).toMatchObject({ total: 14, page: 1, totalPages: 2, size: 10 });
    const dates = first.list.messages.map((m) => m.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.list.messages.slice(0, 4).map((m) => m.subject)).toEqual([
      "Demande de devis : Excel avancé",
      "Nouvelle inscription : Excel avancé",
      "Inscription newsletter",
      "Question sur les horaires",
    ]);
    expect(first.list.messages[0]).toMatchObject({ kind: "quote", sender: "Jean Dupont", status: "pending" });
    expect(first.list.messages[1]).toMatchObject({ kind: "registration", sender: "Awa Diop" });
    expect(first.list.messages.map((m) => m.subject)).not.toContain("Ancienne demande");

    const second = await screen("?page=2");
    expect(second.list.messages.map((m) => m.subject)).toEqual(["Lot 6", "Lot 7", "Lot 8", "Lot 9"]);
    expect((await screen("?size=25")).list).toMatchObject({ total: 14, totalPages: 1, size: 25 });
    expect((await screen("?size=7")).list.size).toBe(10);
    // A page past the end shows the last one.
    expect((await screen("?page=99")).list.page).toBe(2);
  });

  it("filters by type and by status (unread, archived…) from the URL, as the dashboard links them", async () => {
    const subjects = async (search: string) => (await screen(search)).list.messages.map((m) => m.subject);
    expect(await subjects("?type=registration")).toEqual(["Nouvelle inscription : Excel avancé"]);
    expect(await subjects("?type=newsletter")).toEqual(["Inscription newsletter"]);
    expect((await screen("?type=contact")).list.total).toBe(12);
    expect(await subjects("?status=pending")).toEqual([
      "Demande de devis : Excel avancé",
      "Nouvelle inscription : Excel avancé",
      "Inscription newsletter",
    ]);
    expect(await subjects("?status=pending&type=contact")).toEqual(["Demande de devis : Excel avancé"]);
    expect(await subjects("?status=archived")).toEqual(["Ancienne demande"]);
    expect(await subjects("?status=read")).toEqual(["Question sur les horaires"]);
    const junk = await screen("?type=spam&status=deleted");
    expect(junk.params).toMatchObject({ type: null, status: null });
    expect(junk.list.total).toBe(14);
  });

  it("searches the subject or the content whatever the case; % and _ match themselves", async () => {
    const subjects = async (q: string) =>
      (await screen(`?q=${encodeURIComponent(q)}`)).list.messages.map((m) => m.subject);
    expect(await subjects("DEVIS")).toEqual(["Demande de devis : Excel avancé"]);
    expect(await subjects("8 PERSONNES")).toEqual(["Demande de devis : Excel avancé"]);
    expect(await subjects("urgente")).toEqual(["Question sur les horaires"]);
    expect(await subjects("excel avancé")).toEqual([
      "Demande de devis : Excel avancé",
      "Nouvelle inscription : Excel avancé",
    ]);
    expect(await subjects("100%_s")).toEqual(["Question sur les horaires"]);
    expect(await subjects("%")).toEqual(["Question sur les horaires"]);
    expect(await subjects("a_c")).toEqual([]);
    // The search keeps the other filters.
    expect((await screen("?q=excel&type=registration")).list.messages.map((m) => m.subject)).toEqual([
      "Nouvelle inscription : Excel avancé",
    ]);
  });

  it("lays out the opened message: the agency's name, the quoted course's page; opening by GET changes nothing", async () => {
    const opened = await screen(`?open=${quoteId}`);
    expect(opened.openError).toBeNull();
    expect(opened.opened).toMatchObject({
      id: quoteId,
      kind: "quote",
      content: "Pour 8 personnes, en mars.",
      status: "pending",
      agency: { name: agencyName },
      courseSlug,
      courseTitle: "Excel avancé",
      layout: {
        person: { name: "Jean Dupont", email: "jean.dupont@example.com", phone: "+33 6 00 00 00 00", company: "Acme" },
        category: "quote",
        course: { title: "Excel avancé", category: "Bureautique" },
        extras: [],
      },
    });
    // The course named in the reader's language.
    expect((await screen(`?open=${quoteId}&lang=en`)).opened?.courseTitle).toBe("Advanced Excel");
    // The GET is not the read: only the POST below marks it.
    expect(await statusOf(quoteId)).toBe("pending");

    const registration = await screen(`?open=${registrationId}`);
    expect(registration.opened).toMatchObject({
      kind: "registration",
      courseSlug,
      agency: null,
      layout: {
        person: { name: "Awa Diop", email: "awa@example.com" },
        course: { reference: "XL-2" },
        session: { start_date: "2027-03-01", end_date: "2027-03-02" },
      },
    });

    const gone = await createMessage("contact", {
      subject: "Agence et formation disparues",
      status: "archived",
      metadata: { email: "x@example.com", agency_id: randomUUID(), course: { id: randomUUID(), title: "Ancienne" } },
    });
    const missing = await screen(`?open=${gone.id}`);
    expect(missing.opened).toMatchObject({
      agency: { name: null },
      courseSlug: null,
      courseTitle: "Ancienne",
      kind: "quote",
    });

    const unknown = await screen(`?open=${randomUUID()}`);
    expect(unknown).toMatchObject({ opened: null, openError: "missing" });
    // A malformed id is no message asked for.
    expect(await screen("?open=nope")).toMatchObject({ opened: null, openError: null, params: { open: null } });
  });

  it("opening an unread message posts `read`: back to the dialog without a toast, audited, the unread count down", async () => {
    const before = await unreadCount();
    const opening = await post({ intent: "read", id: quoteId }, `?type=contact&open=${quoteId}`);
    expect(opening.status).toBe(302);
    expect(opening.location).toBe(`/admin/messages?type=contact&open=${quoteId}`);
    expect(opening.headers.get("set-cookie")).toBeNull();
    expect(await statusOf(quoteId)).toBe("read");
    expect(await unreadCount()).toBe((before ?? 0) - 1);
    const [entry] = await auditOf(quoteId);
    expect(entry).toMatchObject({
      action: "mark_read",
      actor_id: admin.id,
      entity_label: "Demande de devis : Excel avancé",
      changes: { status: { before: "pending", after: "read" } },
    });

    // Two admins opening it at once: the second read changes nothing and is not an error.
    const again = await post({ intent: "read", id: quoteId }, `?open=${quoteId}`);
    expect(again.status).toBe(302);
    expect(await auditOf(quoteId)).toHaveLength(1);
  });

  it("marks handled, unread, archives and restores, each audited with a toast; unread closes the dialog", async () => {
    const handled = await post({ intent: "handle", id: quoteId }, `?open=${quoteId}`);
    expect(handled).toMatchObject({ status: 302, location: `/admin/messages?open=${quoteId}` });
    expect(handled.headers.get("set-cookie")).toMatch(/flash/i);
    expect(await statusOf(quoteId)).toBe("handled");

    const before = await unreadCount();
    const unread = await post({ intent: "unread", id: quoteId }, `?status=handled&open=${quoteId}`);
    expect(unread).toMatchObject({ status: 302, location: "/admin/messages?status=handled" });
    expect(await statusOf(quoteId)).toBe("pending");
    expect(await unreadCount()).toBe((before ?? 0) + 1);

    const read = await post({ intent: "read", id: quoteId });
    expect(read).toMatchObject({ status: 302, location: "/admin/messages" });
    expect(read.headers.get("set-cookie")).toMatch(/flash/i);

    expect((await post({ intent: "archive", id: quoteId }, "?page=2")).location).toBe("/admin/messages?page=2");
    expect(await statusOf(quoteId)).toBe("archived");
    expect((await screen()).list.messages.map((m) => m.id)).not.toContain(quoteId);
    expect((await screen("?status=archived")).list.messages.map((m) => m.id)).toContain(quoteId);

    expect((await post({ intent: "restore", id: quoteId })).status).toBe(302);
    expect(await statusOf(quoteId)).toBe("read");

    const entries = await auditOf(quoteId);
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ["mark_read", { status: { before: "pending", after: "read" } }],
      ["mark_handled", { status: { before: "read", after: "handled" } }],
      ["mark_unread", { status: { before: "handled", after: "pending" } }],
      ["mark_read", { status: { before: "pending", after: "read" } }],
      ["archive", { status: { before: "read", after: "archived" } }],
      ["restore", { status: { before: "archived", after: "read" } }],
    ]);
  });

  it("refuses a move the status does not allow (409), a bad intent or id (400) and an unknown message (404)", async () => {
    const restore = await post({ intent: "restore", id: registrationId });
    expect(restore).toMatchObject({ status: 409, data: { ok: false, formError: "admin.messages.error.transition" } });
    await post({ intent: "archive", id: registrationId });
    const handle = await post({ intent: "handle", id: registrationId });
    expect(handle.status).toBe(409);
    expect(await statusOf(registrationId)).toBe("archived");

    expect((await post({ intent: "delete", id: registrationId })).status).toBe(400);
    expect((await post({ intent: "read" })).status).toBe(400);
    const malformed = await post({ intent: "read", id: "not-a-uuid" });
    expect(malformed).toMatchObject({ status: 400, data: { errors: { id: "admin.messages.error.not_found" } } });
    const unknown = await post({ intent: "handle", id: randomUUID() });
    expect(unknown).toMatchObject({ status: 404, data: { formError: "admin.messages.error.not_found" } });
  });
});
