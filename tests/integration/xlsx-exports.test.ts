// The workbooks of issue 23 §7, opened and read back by a real XLSX reader (read-excel-file):
// /admin/registrations/export.xlsx follows the list's filters and /admin/sessions/:id/roster.xlsx
// lists the session's registrations, and the newsletter, inbox and users lists export theirs; headers in the viewer's language, dates as date cells,
// amounts as number cells, a formula typed by a participant kept as text; members get none.
import { readSheet } from "read-excel-file/node";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as messagesXlsx } from "~/routes/admin/messages-export";
import { loader as newsletterXlsx } from "~/routes/admin/newsletter-export-xlsx";
import { loader as registrationsExport } from "~/routes/admin/registrations-export";
import { loader as rolesXlsx } from "~/routes/admin/roles-export";
import { loader as rosterXlsx } from "~/routes/admin/session-roster-xlsx";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createMessage,
  createNewsletterSubscriber,
  createRegistration,
  createSession,
  createUser,
  createUserRow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute, routeArgs } from "../route";

describe("spreadsheet exports", () => {
  useTestDatabase();
  let frCookie = "";
  let enCookie = "";
  let memberCookie = "";
  let sessionId = "";

  beforeAll(async () => {
    await seedReferenceData();
    frCookie = await sessionCookie(await createUser({ role: "admin", language: "fr" }));
    enCookie = await sessionCookie(await createUser({ role: "admin", language: "en" }));
    memberCookie = await sessionCookie(await createUser());
    const course = await createCourse({ title_fr: "Sécurité incendie", title_en: "Fire safety", price: "1200.50" });
    const session = await createSession({ course_id: course.id, start_date: "2031-06-02", end_date: "2031-06-03" });
    sessionId = session.id;
    await createRegistration({
      session_id: session.id,
      user_id: (await createUserRow()).id,
      first_name: "Élodie",
      last_name: "Marchand",
      email: "elodie@example.com",
      company: '=HYPERLINK("http://evil.example")',
      status: "confirmed",
      payment_status: "paid",
    });
    const other = await createSession({ course_id: (await createCourse()).id });
    await createRegistration({
      session_id: other.id,
      user_id: (await createUserRow()).id,
      first_name: "Other",
      last_name: "Person",
    });
  });

  async function workbook(loader: (args: never) => unknown, url: string, cookie: string, params = {}) {
    const response = (await loader((await routeArgs(makeRequest(url, { cookie }), { params })) as never)) as Response;
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    return { response, rows: await readSheet(Buffer.from(await response.arrayBuffer())) };
  }

  it("exports the filtered registrations with French headers, date cells and number cells", async () => {
    const { response, rows } = await workbook(
      registrationsExport,
      "/admin/registrations/export.xlsx?q=elodie",
      frCookie,
    );
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(rows[0]).toEqual([
      "Participant",
      "E-mail",
      "Entreprise",
      "Formation",
      "Début de la session",
      "Fin de la session",
      "Statut",
      "Paiement",
      "Montant",
      "Devise",
      "Inscrit le",
    ]);
    expect(rows).toHaveLength(2);
    const [name, email, company, course, start, end, status, payment, amount, currency, registered] = rows[1];
    expect([name, email, course, status, payment, currency]).toEqual([
      "Élodie Marchand",
      "elodie@example.com",
      "Sécurité incendie",
      "Confirmée",
      "Payé",
      "EUR",
    ]);
    // A formula typed in a form stays the text it was.
    expect(company).toBe('=HYPERLINK("http://evil.example")');
    expect(start).toBeInstanceOf(Date);
    expect((start as unknown as Date).toISOString().slice(0, 10)).toBe("2031-06-02");
    expect((end as unknown as Date).toISOString().slice(0, 10)).toBe("2031-06-03");
    expect(amount).toBe(1200.5);
    expect(registered).toBeInstanceOf(Date);
  });

  it("exports a session's roster with English headers for an English reader", async () => {
    const { rows } = await workbook(rosterXlsx, `/admin/sessions/${sessionId}/roster.xlsx`, enCookie, {
      id: sessionId,
    });
    expect(rows[0]?.[0]).toBe("Name");
    expect(rows[0]?.at(-1)).toBe("Amount (EUR)");
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe("Élodie Marchand");
    expect(rows[1]?.at(-1)).toBe(1200.5);
    expect(rows[1]?.[7]).toBeInstanceOf(Date);
  });

  it("exports the newsletter subscribers, the inbox and the users the same way", async () => {
    await createNewsletterSubscriber({ email: "reader@example.com", verified: true });
    await createMessage("contact", { subject: "Demande de devis", content: "Bonjour, un devis pour 12 personnes." });
    const newsletter = await workbook(newsletterXlsx, "/admin/newsletter/export.xlsx?q=reader", enCookie);
    expect(newsletter.rows[0]).toEqual(["E-mail", "Status", "Language", "Subscribed on", "Verified on"]);
    expect(newsletter.rows[1]?.slice(0, 2)).toEqual(["reader@example.com", "Verified"]);
    expect(newsletter.rows[1]?.[3]).toBeInstanceOf(Date);

    const inbox = await workbook(messagesXlsx, "/admin/messages/export.xlsx?q=devis", frCookie);
    expect(inbox.rows[0]?.[0]).toBe("Reçu le");
    expect(inbox.rows).toHaveLength(2);
    expect(inbox.rows[1]?.[0]).toBeInstanceOf(Date);
    expect(inbox.rows[0]?.[4]).toBe("Attribué à");
    // Nobody has it yet: an empty cell.
    expect(inbox.rows[1]?.slice(4)).toEqual([null, "Demande de devis", "Bonjour, un devis pour 12 personnes."]);

    const people = await workbook(rolesXlsx, "/admin/roles/export.xlsx?role=admin", enCookie);
    expect(people.rows[0]?.slice(0, 3)).toEqual(["E-mail", "Name", "Role"]);
    expect(people.rows.slice(1).every((row) => row[2] === "Administrator")).toBe(true);
    expect(people.rows).toHaveLength(3);
  });

  it("gives members nothing", async () => {
    const answer = await callRoute(
      registrationsExport,
      makeRequest("/admin/registrations/export.xlsx", { cookie: memberCookie }),
    );
    expect({ status: answer.status, location: answer.location }).toEqual({ status: 302, location: "/" });
  });
});
