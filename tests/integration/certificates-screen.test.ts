// Issue 26, the staff certificates screen (/admin/sessions/:id/certificates) through its real
// loader and action on a real database: who may open it (the matrix's certificates module), the
// drafts and what blocks them, assessment results and funding recorded, "validate all" issuing
// and e-mailing, a refused second run, revocation with its reason, and the PDF routes.
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  assessment_results,
  course_session_registrations,
  course_sessions,
  email_outbox,
  issued_documents,
  organisation_profile,
  permissions,
} from "#db/schema";
import type { SessionCertificates } from "~/certificates/drafts.server";
import { loader as pdfLoader } from "~/routes/admin/session-certificate-pdf";
import { loader as previewLoader } from "~/routes/admin/session-certificate-preview";
import { action, loader } from "~/routes/admin/session-certificates";
import { setClock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createRegistration,
  createTrainedSession,
  createUser,
  createUserRow,
  holdSittings,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type Answer = {
  ok?: boolean;
  errors?: Record<string, string>;
  formError?: string;
  toast?: string;
  toastParams?: Record<string, number>;
};
const _at = (iso: string) => new Date(iso).getTime();

describe("certificates screen (issue 26)", () => {
  useTestDatabase();
  let adminCookie = "";
  let operatorCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin", language: "en" }));
    operatorCookie = await sessionCookie(await createUser({ role: "operator", language: "fr" }));
    await db()
      .insert(organisation_profile)
      .values({ legal_name: "Formatio SAS", legal_representative: "Jeanne Directrice" })
      .onConflictDoUpdate({
        target: organisation_profile.singleton,
        set: { legal_name: "Formatio SAS", legal_representative: "Jeanne Directrice" },
      });
  });
  afterEach(() => setClock());

  /**
   * A completed two-day session (no agency: outside French rules, one certificate of attendance
   * each) with an assessment of two objectives: Alice attended everything, Bruno the first
   * morning only, Chloé nothing; every sitting locked.
   */
  async function heldSession() {
    const { session } = await createTrainedSession({
      course: {
        title_en: "Certified course",
        title_fr: "Cours certifié",
        objectives_fr: ["Planifier", "Livrer"],
        objectives_en: ["Plan", "Deliver"],
        assessment_planned: true,
      },
    });
    const people = [];
    for (const [name, language] of [
      ["Alice Martin", "en"],
      ["Bruno Petit", "fr"],
      ["Chloé Durand", "fr"],
    ] as const) {
      const user = await createUserRow({ full_name: name, language });
      const registration = await createRegistration({ session_id: session.id, user_id: user.id, status: "confirmed" });
      people.push({ user, registration });
    }
    const [alice, bruno] = people;
    const present = { status: "present" } as const;
    await holdSittings(
      session.id,
      { [alice.registration.id]: [present, present, present, present], [bruno.registration.id]: [present] },
      alice.user.id,
    );
    await db().update(course_sessions).set({ status: "completed" }).where(eq(course_sessions.id, session.id));
    return { session, people };
  }

  const url = (sessionId: string) => `/admin/sessions/${sessionId}/certificates`;
  const read = (sessionId: string, cookie = adminCookie) =>
    callRoute<{ certificates: SessionCertificates }>(loader, makeRequest(url(sessionId), { cookie }), {
      params: { id: sessionId },
    });
  const post = (sessionId: string, form: Record<string, string>, cookie = adminCookie) =>
    callRoute<Answer>(action, makeRequest(url(sessionId), { form, cookie }), { params: { id: sessionId } });

  it("opens to those whose permissions name the certificates module, and refuses the others' writes", async () => {
    const { session } = await heldSession();
    // Operators run sessions and attendance by default, not certificates.
    const refused = await read(session.id, operatorCookie);
    expect({ status: refused.status, location: refused.location }).toEqual({ status: 302, location: "/" });
    const write = await post(session.id, { intent: "issue_all" }, operatorCookie);
    expect(write.status).toBe(403);
    expect(await db().select().from(issued_documents)).toEqual([]);

    await db()
      .update(permissions)
      .set({ can_view: true, can_create: true, can_edit: true })
      .where(and(eq(permissions.role, "operator"), eq(permissions.module, "certificates")));
    try {
      const page = await read(session.id, operatorCookie);
      expect(page.status).toBe(200);
      expect(page.data?.certificates.participants.map((p) => p.name)).toEqual([
        "Alice Martin",
        "Bruno Petit",
        "Chloé Durand",
      ]);
    } finally {
      await db()
        .update(permissions)
        .set({ can_view: false, can_create: false, can_edit: false })
        .where(and(eq(permissions.role, "operator"), eq(permissions.module, "certificates")));
    }
    expect((await read("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("holds drafts until the results are recorded, then validates all: issued, e-mailed, never twice", async () => {
    const { session, people } = await heldSession();
    const [alice, bruno, chloe] = people;
    const page = (await read(session.id)).data?.certificates;
    const byName = (name: string) => page?.participants.find((p) => p.name === name);
    expect(byName("Chloé Durand")).toMatchObject({ none: "no_attended_time", slots: [] });
    expect(byName("Alice Martin")?.slots).toHaveLength(1);
    expect(byName("Alice Martin")?.slots[0]).toMatchObject({
      kind: "attendance",
      current: null,
      blockers: [{ reason: "assessment_missing", count: 2 }],
    });
    // Nothing can be issued yet: the refusal says so.
    const early = await post(session.id, { intent: "issue_all" });
    expect(early.status).toBe(409);
    expect(early.data?.formError).toBe("certificates.errors.nothing_to_issue");

    // A result outside the list is refused on its field; good ones are stored per objective.
    const wrong = await post(session.id, {
      intent: "results",
      registrationId: alice.registration.id,
      result_0: "brilliant",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data?.errors?.result_0).toBe("certificates.errors.result_invalid");
    for (const { registration } of [alice, bruno]) {
      const saved = await post(session.id, {
        intent: "results",
        registrationId: registration.id,
        result_0: "acquired",
        result_1: "in_progress",
      });
      expect(saved.data).toMatchObject({ ok: true, toast: "admin.certificates.toasts.results_saved" });
    }
    const results = await db()
      .select({ objective: assessment_results.objective, result: assessment_results.result })
      .from(assessment_results)
      .where(eq(assessment_results.registration_id, alice.registration.id))
      .orderBy(assessment_results.objective);
    expect(results).toEqual([
      { objective: 0, result: "acquired" },
      { objective: 1, result: "in_progress" },
    ]);

    // A draft's preview: its PDF, for a slot that exists only.
    const previewUrl = (query: string) => `${url(session.id)}/preview.pdf?${query}`;
    const preview = await callRoute(
      previewLoader,
      makeRequest(previewUrl(`registration=${alice.registration.id}&kind=attendance`), { cookie: adminCookie }),
      { params: { id: session.id } },
    );
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("application/pdf");
    const noSlot = await callRoute(
      previewLoader,
      makeRequest(previewUrl(`registration=${chloe.registration.id}&kind=attendance`), { cookie: adminCookie }),
      { params: { id: session.id } },
    );
    expect(noSlot.status).toBe(404);

    const issued = await post(session.id, { intent: "issue_all" });
    expect(issued.status).toBe(200);
    expect(issued.data).toMatchObject({ ok: true, toast: "certificates.toasts.issued", toastParams: { count: 2 } });
    const documents = await db().select().from(issued_documents).where(eq(issued_documents.session_id, session.id));
    expect(documents.map((d) => [d.holder_name, d.kind, d.version, d.state]).sort()).toEqual([
      ["Alice Martin", "attendance", 1, "issued"],
      ["Bruno Petit", "attendance", 1, "issued"],
    ]);
    const mails = await db()
      .select()
      .from(email_outbox)
      .where(inArray(email_outbox.to, [alice.user.email, bruno.user.email, chloe.user.email]));
    expect(mails.map((m) => m.to).sort()).toEqual([alice.user.email, bruno.user.email].sort());
    expect(mails.every((m) => (m.attachments ?? []).some((a) => a.contentType === "application/pdf"))).toBe(true);

    const after = (await read(session.id)).data?.certificates;
    const slot = after?.participants.find((p) => p.name === "Alice Martin")?.slots[0];
    expect(slot?.current).toMatchObject({ version: 1, state: "issued" });
    expect(slot?.current?.sent_at).not.toBeNull();
    expect(slot?.outdated).toBe(false);

    // Twice: nothing left to issue, and one document alone is refused as already issued.
    const again = await post(session.id, { intent: "issue_all" });
    expect(again.data?.formError).toBe("certificates.errors.nothing_to_issue");
    const one = await post(session.id, { intent: "issue", registrationId: alice.registration.id, kind: "attendance" });
    expect(one.status).toBe(409);
    expect(one.data?.formError).toBe("certificates.errors.already_issued");

    // The issued PDF for staff of this session; another session's address finds nothing.
    const document = documents.find((d) => d.holder_name === "Alice Martin");
    const pdf = await callRoute(
      pdfLoader,
      makeRequest(`${url(session.id)}/${document?.id}.pdf`, { cookie: adminCookie }),
      { params: { id: session.id, documentId: document?.id ?? "" } },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const elsewhere = await callRoute(
      pdfLoader,
      makeRequest(`${url(alice.registration.id)}/${document?.id}.pdf`, { cookie: adminCookie }),
      { params: { id: alice.registration.id, documentId: document?.id ?? "" } },
    );
    expect(elsewhere.status).toBe(404);
  });

  it("revokes a document in force only with a reason, and tells its holder", async () => {
    const { session, people } = await heldSession();
    const [alice] = people;
    await post(session.id, {
      intent: "results",
      registrationId: alice.registration.id,
      result_0: "acquired",
      result_1: "acquired",
    });
    await post(session.id, {
      intent: "results",
      registrationId: people[1].registration.id,
      result_0: "acquired",
      result_1: "not_acquired",
    });
    expect((await post(session.id, { intent: "issue_all" })).status).toBe(200);
    const [document] = await db()
      .select()
      .from(issued_documents)
      .where(eq(issued_documents.registration_id, alice.registration.id));

    const noReason = await post(session.id, { intent: "revoke", documentId: document.id });
    expect(noReason.status).toBe(400);
    expect(noReason.data?.errors?.reason).toBe("certificates.errors.reason_required");

    const before = await db().select().from(email_outbox).where(eq(email_outbox.to, alice.user.email));
    const revoked = await post(session.id, { intent: "revoke", documentId: document.id, reason: "issued_in_error" });
    expect(revoked.data).toMatchObject({ ok: true, toast: "admin.certificates.toasts.revoked" });
    const [row] = await db().select().from(issued_documents).where(eq(issued_documents.id, document.id));
    expect(row).toMatchObject({ state: "revoked", revocation_reason: "issued_in_error" });
    const mails = await db().select().from(email_outbox).where(eq(email_outbox.to, alice.user.email));
    expect(mails.length).toBe(before.length + 1);

    const twice = await post(session.id, { intent: "revoke", documentId: document.id, reason: "fraud" });
    expect(twice.status).toBe(409);
    expect(twice.data?.formError).toBe("certificates.errors.not_in_force");
  });

  it("saves a participant's funding, refuses a bad address, and sends the documents to the funder", async () => {
    const { session, people } = await heldSession();
    const [alice, bruno] = people;
    const bad = await post(session.id, {
      intent: "funding",
      registrationId: alice.registration.id,
      funder_contact_email: "not an address",
    });
    expect(bad.status).toBe(400);
    expect(bad.data?.errors?.funder_contact_email).toBe("certificates.errors.funder_email_invalid");

    const saved = await post(session.id, {
      intent: "funding",
      registrationId: alice.registration.id,
      company: "Acme",
      transition_project: "",
      funder_contact_name: "Opco Contact",
      funder_contact_email: "funder@example.com",
    });
    expect(saved.data).toMatchObject({ ok: true, toast: "admin.certificates.toasts.funding_saved" });
    const [registration] = await db()
      .select()
      .from(course_session_registrations)
      .where(eq(course_session_registrations.id, alice.registration.id));
    expect(registration).toMatchObject({
      company: "Acme",
      self_funded: false,
      transition_project: false,
      funder_contact_name: "Opco Contact",
      funder_contact_email: "funder@example.com",
    });
    const page = (await read(session.id)).data?.certificates;
    expect(page?.participants.find((p) => p.name === "Alice Martin")).toMatchObject({
      company: "Acme",
      funderContactEmail: "funder@example.com",
    });

    // Nothing issued yet: nothing for the funders.
    const early = await post(session.id, { intent: "send_to_funders" });
    expect(early.data?.formError).toBe("certificates.errors.nothing_for_funders");
    for (const { registration: r } of [alice, bruno]) {
      await post(session.id, { intent: "results", registrationId: r.id, result_0: "acquired", result_1: "acquired" });
    }
    expect((await post(session.id, { intent: "issue_all" })).status).toBe(200);
    const sent = await post(session.id, { intent: "send_to_funders" });
    expect(sent.data).toMatchObject({
      ok: true,
      toast: "certificates.toasts.sent_to_funders",
      toastParams: { count: 1 },
    });
    const funderMails = await db().select().from(email_outbox).where(eq(email_outbox.to, "funder@example.com"));
    expect(funderMails).toHaveLength(1);
  });
});
