// What staff record for certificates besides issuing them (delivery.md §3): a participant's
// assessment results per objective, who funds their registration, the revocation of a document
// in force, and the session's documents sent to the employers' and funders' contacts.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import {
  assessment_results,
  course_session_registrations,
  course_sessions,
  courses,
  issued_document_files,
  issued_documents,
  users,
} from "#db/schema";
import { auditedUpdate } from "~/admin/audited-write.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { individualSheet } from "~/attendance/sheet-documents.server";
import { participantName } from "~/attendance/sittings.server";
import type { FundingInput } from "~/certificates/admin-schema";
import { queueFunderEmail, queueRevocationEmail } from "~/certificates/certificate-emails.server";
import type { AssessmentResult, DocumentFacts, RevocationReason } from "~/certificates/facts";
import { checkFunding } from "~/compliance/bpf-categories.server";
import { formatDateRange } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { sessionAgency } from "~/organisation/jurisdiction.server";
import { clock } from "~/server/clock.server";
import { db } from "~/server/db.server";

const K = "certificates.errors";

/** The registration on this session (confirmed or attended), with its holder's name; null otherwise. */
async function registrationOf(sessionId: string, registrationId: string) {
  const [row] = await db()
    .select({
      id: course_session_registrations.id,
      name: participantName,
      objectives: courses.objectives_fr,
    })
    .from(course_session_registrations)
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .innerJoin(course_sessions, eq(course_sessions.id, course_session_registrations.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(
      and(
        eq(course_session_registrations.id, registrationId),
        eq(course_session_registrations.session_id, sessionId),
        inArray(course_session_registrations.status, ["confirmed", "attended"]),
      ),
    );
  return row ?? null;
}

/** A participant's results, one per objective position (null: not assessed yet). */
export async function saveAssessmentResults(
  sessionId: string,
  registrationId: string,
  results: (AssessmentResult | null)[],
  actor: { id: string },
): Promise<WriteResult> {
  const registration = await registrationOf(sessionId, registrationId);
  if (!registration) return notFound(`${K}.document_not_found`);
  const count = registration.objectives.filter((text) => text.trim() !== "").length;
  const before = await db()
    .select({ objective: assessment_results.objective, result: assessment_results.result })
    .from(assessment_results)
    .where(eq(assessment_results.registration_id, registrationId))
    .for("update");
  await db().delete(assessment_results).where(eq(assessment_results.registration_id, registrationId));
  const rows = results
    .slice(0, count)
    .map((result, objective) => ({ objective, result }))
    .filter((row): row is { objective: number; result: AssessmentResult } => row.result !== null);
  if (rows.length > 0) {
    await db()
      .insert(assessment_results)
      .values(rows.map((row) => ({ ...row, registration_id: registrationId, recorded_by: actor.id })));
  }
  const asMap = (list: { objective: number; result: string }[]) =>
    Object.fromEntries(list.map((row) => [String(row.objective + 1), row.result]));
  return written({
    action: "assessment",
    entity: "registration",
    id: registrationId,
    label: registration.name,
    before: asMap(before),
    after: asMap(rows),
  });
}

/** Who funds a registration: its employer (company), self-funded, a transition project, the contact. */
export async function saveFunding(
  sessionId: string,
  registrationId: string,
  input: Omit<FundingInput, "registrationId">,
): Promise<WriteResult> {
  if (!(await registrationOf(sessionId, registrationId))) return notFound(`${K}.document_not_found`);
  return auditedUpdate(course_session_registrations, registrationId, {
    entity: "registration",
    label: (before) =>
      [before.first_name, before.last_name].filter(Boolean).join(" ") || before.email || registrationId,
    missing: notFound(`${K}.document_not_found`),
    onlyIfChanged: true,
    write: async (before) => {
      // The BPF's funding, when the form sent it: checked as the registrations' own dialog does.
      const bpf =
        input.funding_source_id === undefined && input.participant_type_id === undefined
          ? null
          : await checkFunding(
              {
                fundingSourceId: input.funding_source_id ?? null,
                fundingScheme: input.funding_scheme,
                participantTypeId: input.participant_type_id ?? null,
              },
              before,
            );
      if (bpf?.errors.source || bpf?.errors.type) {
        return invalid({
          ...(bpf.errors.source ? { funding_source_id: "admin.registrations.funding.source_invalid" } : {}),
          ...(bpf.errors.type ? { participant_type_id: "admin.registrations.funding.type_invalid" } : {}),
        });
      }
      await db()
        .update(course_session_registrations)
        .set({
          company: input.company,
          self_funded: input.self_funded,
          transition_project: input.transition_project,
          funder_contact_name: input.funder_contact_name,
          funder_contact_email: input.funder_contact_email,
          ...(bpf?.columns ?? {}),
        })
        .where(eq(course_session_registrations.id, registrationId));
    },
  });
}

/** Revokes a document in force; its holder is told, and /verify says "revoked on … (reason)". */
export async function revokeCertificate(
  sessionId: string,
  documentId: string,
  reason: RevocationReason,
  actor: { id: string },
): Promise<WriteResult> {
  let holder: { email: string; language: string } | undefined;
  const result = await auditedUpdate(issued_documents, documentId, {
    action: "revoke",
    entity: "certificate",
    label: (before) => `${before.holder_name} — ${before.kind} v${before.version}`,
    missing: notFound(`${K}.document_not_found`),
    lock: true,
    check: async (before) => {
      if (before.session_id !== sessionId) return notFound(`${K}.document_not_found`);
      if (before.state !== "issued") return conflict(`${K}.not_in_force`);
      [holder] = await db()
        .select({ email: users.email, language: users.language })
        .from(course_session_registrations)
        .innerJoin(users, eq(users.id, course_session_registrations.user_id))
        .where(eq(course_session_registrations.id, before.registration_id));
      return null;
    },
    write: {
      state: "revoked",
      revoked_at: new Date(clock().now()),
      revoked_by: actor.id,
      revocation_reason: reason,
    },
  });
  if (result.kind === "ok" && holder) {
    const [document] = await db()
      .select({ facts: issued_documents.facts, holder: issued_documents.holder_name })
      .from(issued_documents)
      .where(eq(issued_documents.id, documentId));
    await queueRevocationEmail(
      { email: holder.email, name: document.holder, lang: holder.language === "en" ? "en" : "fr" },
      { facts: document.facts as DocumentFacts, reason },
    );
  }
  return result;
}

/**
 * E-mails each employer's or funder's contact the documents in force of the registrations that
 * name them, with those participants' attendance sheets: one e-mail per contact.
 */
export async function sendCertificatesToFunders(sessionId: string): Promise<WriteResult<{ sent: number }>> {
  const rows = await db()
    .select({
      id: issued_documents.id,
      registration_id: issued_documents.registration_id,
      facts: issued_documents.facts,
      pdf: issued_document_files.pdf,
      contact_email: course_session_registrations.funder_contact_email,
      contact_name: course_session_registrations.funder_contact_name,
    })
    .from(issued_documents)
    .innerJoin(issued_document_files, eq(issued_document_files.document_id, issued_documents.id))
    .innerJoin(course_session_registrations, eq(course_session_registrations.id, issued_documents.registration_id))
    .where(
      and(
        eq(issued_documents.session_id, sessionId),
        eq(issued_documents.state, "issued"),
        isNotNull(course_session_registrations.funder_contact_email),
      ),
    )
    .orderBy(issued_documents.holder_name, issued_documents.kind, issued_documents.period_month);
  if (rows.length === 0) return conflict(`${K}.nothing_for_funders`);
  const agency = await sessionAgency(sessionId);
  // The contact's language is not known: the organising agency's (French where French rules apply).
  const lang: Lang = agency?.french_rules ? "fr" : "en";
  const byContact = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = (row.contact_email ?? "").toLowerCase();
    byContact.set(key, [...(byContact.get(key) ?? []), row]);
  }
  const now = new Date(clock().now());
  for (const contactRows of byContact.values()) {
    const first = contactRows[0];
    const facts = first.facts as DocumentFacts;
    const sheets = [];
    for (const registrationId of new Set(contactRows.map((row) => row.registration_id))) {
      const sheet = await individualSheet(sessionId, registrationId, lang);
      if (sheet) sheets.push(sheet);
    }
    await queueFunderEmail(
      { email: first.contact_email ?? "", name: first.contact_name, lang },
      {
        course: lang === "en" ? facts.course.titleEn : facts.course.title,
        dates: formatDateRange(facts.session.startDate, facts.session.endDate, lang),
      },
      contactRows.map((row) => ({ facts: row.facts as DocumentFacts, pdf: row.pdf })),
      sheets,
    );
    await db()
      .update(issued_documents)
      .set({ funder_sent_at: now })
      .where(
        inArray(
          issued_documents.id,
          contactRows.map((row) => row.id),
        ),
      );
  }
  return written(
    {
      action: "send_to_funders",
      entity: "session",
      id: sessionId,
      after: { emails: byContact.size, documents: rows.length },
    },
    {
      data: { sent: byContact.size },
      toast: "certificates.toasts.sent_to_funders",
      toastParams: { count: byContact.size },
    },
  );
}
