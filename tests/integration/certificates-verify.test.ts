// Certificates for their holders and verifiers (delivery.md §3): /verify/{code} shows an issued
// document with its facts and status (valid, revoked with its reason), checks an uploaded PDF
// against the file issued, is never indexed and refuses many tries; /profile/documents lists a
// member's own documents and serves their PDFs to them alone; the data export names them.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_session_registrations, course_sessions } from "#db/schema";
import { documentPdf, listMemberDocuments } from "~/certificates/documents.server";
import { issueCertificates } from "~/certificates/issue.server";
import { revokeCertificate } from "~/certificates/records.server";
import type { DocumentVerification } from "~/certificates/verification.server";
import type { ActionData } from "~/forms/action-data";
import { exportAccountData } from "~/profile/account-data.server";
import { loader as documentPdfLoader } from "~/routes/member/document-pdf";
import { loader as documentsLoader } from "~/routes/member/documents";
import { loader as exportLoader } from "~/routes/member/profile-export";
import { meta, action as verifyAction, headers as verifyHeaders, loader as verifyLoader } from "~/routes/public/verify";
import { db, inTransaction } from "~/server/db.server";
import { acceptsPrivateDocument } from "~/uploads/private-documents";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createLegalProfile,
  createRegistration,
  createSession,
  createUser,
  createUserRow,
  holdSittings,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

const _at = (iso: string) => new Date(iso).getTime();

type Page = { verification: DocumentVerification };
type CheckAnswer = ActionData<{ check: { outcome: string; state?: string } }>;

/** A multipart POST of `bytes` as the page's file field, as a browser sends the form. */
function postPdf(code: string, bytes: Uint8Array | null, name = "certificate.pdf", type = "application/pdf") {
  const form = new FormData();
  form.set("intent", "check");
  if (bytes) form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return new Request(`http://localhost/verify/${code}`, {
    method: "POST",
    headers: { origin: "http://localhost" },
    body: form,
  });
}

/** A one-morning session attended by `participant`, locked, completed, its documents issued. */
async function issuedSession(participant: { id: string }, adminId: string, agencyId: string) {
  const course = await createCourse({ title_fr: "Sécurité incendie", title_en: "Fire safety" });
  const session = await createSession({
    course_id: course.id,
    agency_id: agencyId,
    start_date: "2031-03-10",
    end_date: "2031-03-10",
    start_time: "09:00",
    end_time: "12:00",
    timezone: "Europe/Paris",
    status: "confirmed",
  });
  const registration = await createRegistration({
    session_id: session.id,
    user_id: participant.id,
    status: "confirmed",
    company: "Acme SA",
  });
  await holdSittings(session.id, { [registration.id]: [{ status: "present" }] }, adminId);
  await db().update(course_sessions).set({ status: "completed" }).where(eq(course_sessions.id, session.id));
  const issued = await inTransaction(() => issueCertificates(session.id, { kind: "drafts" }, { id: adminId }));
  expect(issued.kind).toBe("ok");
  return { course, session, registration };
}

describe("certificates: public verification and the member's documents", () => {
  useTestDatabase();

  let member: { id: string; email: string; password: string };
  let other: { id: string; email: string; password: string };
  let adminId: string;
  let sessionId: string;
  let courseReference: string;

  beforeAll(async () => {
    await seedReferenceData();
    const agency = await createLegalProfile();
    adminId = (await createUserRow({ role: "admin", full_name: "Admin Person" })).id;
    member = await createUser({ fullName: "Ada Lovelace", language: "fr" });
    other = await createUser({ fullName: "Grace Hopper", language: "en" });
    const first = await issuedSession(member, adminId, agency.id);
    sessionId = first.session.id;
    courseReference = first.course.reference;
    // Another member's documents, in another session.
    await issuedSession(other, adminId, agency.id);
  });

  const documentsOf = async (userId: string) => listMemberDocuments(userId);

  it("shows an issued document with its facts and says it is valid, on a page never indexed", async () => {
    const [completion] = (await documentsOf(member.id)).filter((d) => d.kind === "completion");
    const page = await callRoute<Page>(verifyLoader, makeRequest(`/verify/${completion.code.toLowerCase()}?lang=en`), {
      params: { code: completion.code.toLowerCase() },
      clientIp: "198.51.100.20",
    });
    expect(page.status).toBe(200);
    expect(page.data?.verification.course).toBe("Fire safety");
    expect(page.data?.verification).toMatchObject({
      kind: "document",
      code: completion.code,
      documentKind: "completion",
      holder: "Ada Lovelace",
      reference: courseReference,
      session: { startDate: "2031-03-10", endDate: "2031-03-10" },
      minutes: { attended: 180, planned: 180 },
      agency: { name: "Formatio Paris", city: "Paris", country: "France" },
      state: "issued",
      version: 1,
      sha256: completion.sha256,
      supersededBy: null,
      revokedAt: null,
    });
    // The course in the page's language (the document is in its holder's, French).
    const french = await callRoute<Page>(verifyLoader, makeRequest(`/verify/${completion.code}?lang=fr`), {
      params: { code: completion.code },
      clientIp: "198.51.100.20",
    });
    expect(french.data?.verification.course).toBe("Sécurité incendie");

    // Never indexed, never cached.
    expect(new Headers(verifyHeaders()).get("X-Robots-Tag")).toBe("noindex");
    expect(new Headers(verifyHeaders()).get("Cache-Control")).toBe("private, no-store");
    const tags = meta({ matches: [{ loaderData: undefined }] } as never);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("says a revoked document is revoked, with its reason", async () => {
    const [realisation] = (await documentsOf(member.id)).filter((d) => d.kind === "realisation");
    const revoked = await inTransaction(() => revokeCertificate(sessionId, realisation.id, "fraud", { id: adminId }));
    expect(revoked.kind).toBe("ok");
    const page = await callRoute<Page>(verifyLoader, makeRequest(`/verify/${realisation.code}`), {
      params: { code: realisation.code },
      clientIp: "198.51.100.21",
    });
    expect(page.status).toBe(200);
    expect(page.data?.verification).toMatchObject({ state: "revoked", revocationReason: "fraud" });
    expect(page.data?.verification.revokedAt).toEqual(expect.any(String));
  });

  it("answers 404 for an unknown code", async () => {
    const page = await callRoute(verifyLoader, makeRequest("/verify/ZZZZZZZZZZZZ"), {
      params: { code: "ZZZZZZZZZZZZ" },
      clientIp: "198.51.100.22",
    });
    expect(page.status).toBe(404);
  });

  it("says whether a posted PDF is the genuine one, and refuses an empty or non-PDF file", async () => {
    const [completion] = (await documentsOf(member.id)).filter((d) => d.kind === "completion");
    const file = await documentPdf(completion.id, { userId: member.id });
    if (!file) throw new Error("no PDF");
    const post = (bytes: Uint8Array | null, name?: string, type?: string) =>
      callRoute<CheckAnswer>(verifyAction, postPdf(completion.code, bytes, name, type), {
        params: { code: completion.code },
        clientIp: "198.51.100.23",
      });

    const genuine = await post(file.pdf);
    expect(genuine.status).toBe(200);
    expect(genuine.data).toMatchObject({ ok: true, data: { check: { outcome: "genuine_current" } } });

    const changed = new Uint8Array(file.pdf);
    changed[changed.length - 10] ^= 0x01;
    const forged = await post(changed);
    expect(forged.data).toMatchObject({ ok: true, data: { check: { outcome: "not_genuine" } } });

    // The revoked realisation's own file: genuine, no longer in force.
    const [realisation] = (await documentsOf(member.id)).filter((d) => d.kind === "realisation");
    const revokedFile = await documentPdf(realisation.id, { userId: member.id });
    if (!revokedFile) throw new Error("no PDF");
    const revoked = await callRoute<CheckAnswer>(verifyAction, postPdf(realisation.code, revokedFile.pdf), {
      params: { code: realisation.code },
      clientIp: "198.51.100.23",
    });
    expect(revoked.data).toMatchObject({
      ok: true,
      data: { check: { outcome: "genuine_not_current", state: "revoked" } },
    });

    const empty = await post(new Uint8Array());
    expect(empty.status).toBe(400);
    expect(empty.data?.errors?.file).toBe("verify.check.errors.file_required");
    const missing = await post(null);
    expect(missing.data?.errors?.file).toBe("verify.check.errors.file_required");
    const text = await post(new TextEncoder().encode("just some text"), "certificate.pdf");
    expect(text.status).toBe(400);
    expect(text.data?.errors?.file).toBe("verify.check.errors.not_pdf");

    // The page takes a body as large as the file (the private documents' limit, not the 1 MB of forms).
    expect(acceptsPrivateDocument(`/verify/${completion.code}`)).toBe(true);
    expect(acceptsPrivateDocument(`/verify/${completion.code}/more`)).toBe(false);

    // A code no document has: nothing to compare with.
    const unknown = await callRoute<CheckAnswer>(verifyAction, postPdf("ZZZZZZZZZZZZ", file.pdf), {
      params: { code: "ZZZZZZZZZZZZ" },
      clientIp: "198.51.100.23",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data?.formError).toBe("verify.check.errors.not_found");
  });

  it("refuses many lookups and checks from one address with 429", async () => {
    const [completion] = (await documentsOf(member.id)).filter((d) => d.kind === "completion");
    const ip = "198.51.100.24";
    for (let i = 0; i < 59; i++) {
      const page = await callRoute(verifyLoader, makeRequest(`/verify/${completion.code}`), {
        params: { code: completion.code },
        clientIp: ip,
      });
      expect(page.status).toBe(200);
    }
    // The 60th is a check: counted with the lookups.
    const file = await documentPdf(completion.id, { userId: member.id });
    if (!file) throw new Error("no PDF");
    const sixtieth = await callRoute<CheckAnswer>(verifyAction, postPdf(completion.code, file.pdf), {
      params: { code: completion.code },
      clientIp: ip,
    });
    expect(sixtieth.status).toBe(200);
    const refusedCheck = await callRoute<CheckAnswer>(verifyAction, postPdf(completion.code, file.pdf), {
      params: { code: completion.code },
      clientIp: ip,
    });
    expect(refusedCheck.status).toBe(429);
    expect(refusedCheck.data?.formError).toBe("verify.check.errors.too_many");
    const refusedPage = await callRoute(verifyLoader, makeRequest(`/verify/${completion.code}`), {
      params: { code: completion.code },
      clientIp: ip,
    });
    expect(refusedPage.status).toBe(429);
  });

  it("lists only the member's own documents, and serves their PDFs to them alone", async () => {
    const cookie = await sessionCookie(member);
    const page = await callRoute<{ documents: { id: string; kind: string; state: string; code: string }[] }>(
      documentsLoader,
      makeRequest("/profile/documents", { cookie }),
    );
    expect(page.status).toBe(200);
    const own = await documentsOf(member.id);
    const others = await documentsOf(other.id);
    expect(own.length).toBe(2);
    expect(others.length).toBe(2);
    expect(page.data?.documents.map((d) => d.id).sort()).toEqual(own.map((d) => d.id).sort());
    expect(page.data?.documents.map((d) => d.state).sort()).toEqual(["issued", "revoked"]);

    const mine = await callRoute(documentPdfLoader, makeRequest(`/profile/documents/${own[0].id}.pdf`, { cookie }), {
      params: { id: own[0].id },
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("application/pdf");
    const theirs = await callRoute(
      documentPdfLoader,
      makeRequest(`/profile/documents/${others[0].id}.pdf`, { cookie }),
      { params: { id: others[0].id } },
    );
    expect(theirs.status).toBe(404);
    const bad = await callRoute(documentPdfLoader, makeRequest("/profile/documents/nope.pdf", { cookie }), {
      params: { id: "nope" },
    });
    expect(bad.status).toBe(404);

    // A visitor is sent to sign in.
    const visitor = await callRoute(documentsLoader, makeRequest("/profile/documents"));
    expect(visitor.status).toBe(302);
  });

  it("puts the member's documents in their data export, without the PDFs", async () => {
    const exported = await exportAccountData(member.id);
    const own = await documentsOf(member.id);
    expect(exported?.documents).toHaveLength(2);
    const completion = own.find((d) => d.kind === "completion");
    expect(exported?.documents).toContainEqual(
      expect.objectContaining({
        type: "completion",
        course: { reference: courseReference, title: "Sécurité incendie" },
        session: { start_date: "2031-03-10", end_date: "2031-03-10" },
        version: 1,
        state: "issued",
        code: completion?.code,
        verification_url: expect.stringContaining(`/verify/${completion?.code}`),
        sha256: completion?.sha256,
      }),
    );
    expect(exported?.documents).toContainEqual(
      expect.objectContaining({ type: "realisation", state: "revoked", revocation_reason: "fraud" }),
    );
    const response = await callRoute(
      exportLoader,
      makeRequest("/profile/export.json", { cookie: await sessionCookie(member) }),
    );
    expect(response.status).toBe(200);
    // The registration rows of the other member are not there.
    const [theirs] = await db()
      .select({ id: course_session_registrations.id })
      .from(course_session_registrations)
      .where(eq(course_session_registrations.user_id, other.id));
    expect(JSON.stringify(exported)).not.toContain(theirs.id);
  });
});
