// Issuing certificates (delivery.md §3, decision 030): a draft with nothing blocking it becomes
// an issued document — its facts with a new code, its PDF and the PDF's SHA-256, stored once and
// never changed — and its holder receives it by e-mail in the same transaction. A correction of
// the attendance is issued as a new version: the one in force becomes superseded by it.
import { createHash, randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { course_sessions, issued_document_files, issued_documents } from "#db/schema";
import type { AuditRecord } from "~/admin/audit.server";
import { auditedInsert } from "~/admin/audited-write.server";
import { conflict, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { loadCertificateAssets } from "~/certificates/certificate-assets.server";
import { queueDocumentsEmail } from "~/certificates/certificate-emails.server";
import { type CertificateAssets, certificatePdf } from "~/certificates/certificate-pdf.server";
import {
  type CertificateParticipant,
  type CertificateSlot,
  loadSessionCertificates,
} from "~/certificates/drafts.server";
import type { DocumentFacts, DocumentKind } from "~/certificates/facts";
import { getFixedT } from "~/i18n/i18n.server";
import { clock } from "~/server/clock.server";
import { siteBaseUrl } from "~/server/config.server";
import { db, readTogether } from "~/server/db.server";
import { newVerificationCode } from "~/server/verification-code.server";
import { getSiteChrome } from "~/site/site.server";

const K = "certificates.errors";

/** One document of one participant: the whole session's, or a month's (YYYY-MM-01). */
export type DocumentRef = { registrationId: string; kind: DocumentKind; periodMonth: string | null };

export const verificationUrl = (code: string) => `${siteBaseUrl()}/verify/${code}`;
export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

type Issued = { participant: CertificateParticipant; facts: DocumentFacts; id: string; pdf: Uint8Array };

/**
 * Renders a document's PDF from its facts; `assets` (the stamp and signature, read once for a
 * batch: each is read from storage and rasterised) else read for this one.
 */
export async function renderCertificate(
  facts: DocumentFacts,
  assets?: CertificateAssets,
): Promise<Uint8Array<ArrayBuffer>> {
  const [t, tEn, site, images] = await readTogether(
    () => getFixedT(facts.lang),
    () => (facts.courtesyPage ? getFixedT("en") : Promise.resolve(undefined)),
    () => getSiteChrome(facts.lang),
    () => (assets ? Promise.resolve(assets) : loadCertificateAssets()),
  );
  return certificatePdf({ facts, t, tEn, appName: site.appName, assets: images });
}

async function issueSlot(
  sessionId: string,
  participant: CertificateParticipant,
  slot: CertificateSlot,
  actorId: string | null,
  assets: CertificateAssets,
): Promise<{ issued: Issued; audit: AuditRecord[] }> {
  const latest = slot.versions[0];
  const code = newVerificationCode();
  const facts: DocumentFacts = {
    ...slot.draft,
    version: (latest?.version ?? 0) + 1,
    code,
    verifyUrl: verificationUrl(code),
    supersedes: slot.current ? { code: slot.current.code, version: slot.current.version } : null,
  };
  const pdf = await renderCertificate(facts, assets);
  const audit: AuditRecord[] = [];
  // The version in force steps aside first: one document per participant, kind and month is in force.
  if (slot.current) {
    await db()
      .update(issued_documents)
      .set({ state: "superseded" })
      .where(and(eq(issued_documents.id, slot.current.id), eq(issued_documents.state, "issued")));
  }
  const id = randomUUID();
  audit.push(
    await auditedInsert(
      issued_documents,
      {
        id,
        registration_id: participant.registrationId,
        session_id: sessionId,
        kind: slot.kind,
        period_month: slot.periodMonth,
        version: facts.version,
        code,
        lang: facts.lang,
        holder_name: participant.name,
        facts,
        sha256: sha256Hex(pdf),
        issued_at: new Date(clock().now()),
        issued_by: actorId,
      },
      { entity: "certificate", label: `${participant.name} — ${slot.kind} v${facts.version}` },
    ),
  );
  await db()
    .insert(issued_document_files)
    .values({ document_id: id, pdf: Buffer.from(pdf) });
  if (slot.current) {
    await db().update(issued_documents).set({ superseded_by_id: id }).where(eq(issued_documents.id, slot.current.id));
    audit.push({
      action: "supersede",
      entity: "certificate",
      id: slot.current.id,
      label: `${participant.name} — ${slot.kind} v${slot.current.version}`,
      before: { state: "issued" },
      after: { state: "superseded", superseded_by_id: id },
    });
  }
  return { issued: { participant, facts, id, pdf }, audit };
}

/** E-mails each holder the documents just issued to them, in one message, and records it. */
async function sendToHolders(issued: Issued[]) {
  const byHolder = new Map<string, Issued[]>();
  for (const item of issued) {
    byHolder.set(item.participant.registrationId, [...(byHolder.get(item.participant.registrationId) ?? []), item]);
  }
  const now = new Date(clock().now());
  for (const items of byHolder.values()) {
    const { participant } = items[0];
    if (!participant.email) continue;
    await queueDocumentsEmail(
      { email: participant.email, name: participant.name, lang: participant.lang },
      items.map((item) => ({ facts: item.facts, pdf: item.pdf })),
    );
    await db()
      .update(issued_documents)
      .set({ sent_at: now })
      .where(
        inArray(
          issued_documents.id,
          items.map((item) => item.id),
        ),
      );
  }
}

type Mode = { kind: "drafts" } | { kind: "outdated" } | { kind: "these"; refs: DocumentRef[] };

/**
 * Issues a session's documents: `drafts` every draft nothing blocks and that was never issued
 * ("validate all"), `outdated` a new version of every document whose attendance changed since
 * ("regenerate"), `these` the documents named (a draft, or a new version of an outdated one).
 */
export async function issueCertificates(
  sessionId: string,
  mode: Mode,
  actor: { id: string | null },
  options: { notify?: boolean } = {},
): Promise<WriteResult<{ issued: number }>> {
  // One issuer at a time per session: two clicks on "validate all" never issue a document twice.
  const [locked] = await db()
    .select({ id: course_sessions.id })
    .from(course_sessions)
    .where(eq(course_sessions.id, sessionId))
    .for("update");
  if (!locked) return notFound(`${K}.session_not_found`);
  const certificates = await loadSessionCertificates(sessionId);
  if (!certificates) return notFound(`${K}.session_not_found`);
  const targets: { participant: CertificateParticipant; slot: CertificateSlot }[] = [];
  const every = certificates.participants.flatMap((participant) =>
    participant.slots.map((slot) => ({ participant, slot })),
  );
  if (mode.kind === "these") {
    for (const ref of mode.refs) {
      const target = every.find(
        ({ participant, slot }) =>
          participant.registrationId === ref.registrationId &&
          slot.kind === ref.kind &&
          slot.periodMonth === ref.periodMonth,
      );
      if (!target) return notFound(`${K}.document_not_found`);
      if (target.slot.blockers.length > 0) return conflict(`${K}.blocked`);
      if (target.slot.current && !target.slot.outdated) return conflict(`${K}.already_issued`);
      targets.push(target);
    }
  } else {
    for (const target of every) {
      if (target.slot.blockers.length > 0) continue;
      if (mode.kind === "drafts" ? target.slot.current === null : target.slot.outdated) targets.push(target);
    }
    if (targets.length === 0) {
      return conflict(mode.kind === "drafts" ? `${K}.nothing_to_issue` : `${K}.nothing_to_regenerate`);
    }
  }
  const issued: Issued[] = [];
  const audit: AuditRecord[] = [];
  const assets = await loadCertificateAssets();
  for (const { participant, slot } of targets) {
    const done = await issueSlot(sessionId, participant, slot, actor.id, assets);
    issued.push(done.issued);
    audit.push(...done.audit);
  }
  // The demo's documents were handed out long ago: it issues them without e-mails.
  if (options.notify !== false) await sendToHolders(issued);
  return written(audit, {
    data: { issued: issued.length },
    toast: mode.kind === "outdated" ? "certificates.toasts.regenerated" : "certificates.toasts.issued",
    toastParams: { count: issued.length },
  });
}
