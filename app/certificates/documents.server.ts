// Issued documents as their holders and verifiers read them (delivery.md §3): a member's list and
// downloads, staff's download, and the public verification by code — what the document states,
// whether it is in force, and whether an uploaded PDF is the very file issued.
import { and, desc, eq, sql } from "drizzle-orm";
import { course_session_registrations, issued_document_files, issued_documents } from "#db/schema";
import { certificateFilename } from "~/certificates/certificate-pdf.server";
import type { DocumentFacts, DocumentKind, DocumentState, RevocationReason } from "~/certificates/facts";
import { sha256Hex } from "~/certificates/issue.server";
import { isUuid } from "~/forms/validate";
import { db } from "~/server/db.server";
import { normaliseVerificationCode } from "~/server/verification-code.server";

// A self-join through a subquery: the newer version's code and number, as two columns.
const newer = (column: "code" | "version") =>
  sql.raw(`(select next.${column} from issued_documents next where next.id = "issued_documents"."superseded_by_id")`);

const DOCUMENT_COLUMNS = {
  id: issued_documents.id,
  kind: issued_documents.kind,
  period_month: issued_documents.period_month,
  version: issued_documents.version,
  state: issued_documents.state,
  code: issued_documents.code,
  facts: issued_documents.facts,
  sha256: issued_documents.sha256,
  issued_at: issued_documents.issued_at,
  revoked_at: issued_documents.revoked_at,
  revocation_reason: issued_documents.revocation_reason,
  superseded_by_code: sql<string | null>`${newer("code")}`,
  superseded_by_version: sql<number | null>`${newer("version")}`,
};

export type DocumentSummary = {
  id: string;
  kind: DocumentKind;
  periodMonth: string | null;
  version: number;
  state: DocumentState;
  code: string;
  verifyUrl: string;
  holder: string;
  course: { title: string; titleEn: string; reference: string };
  session: DocumentFacts["session"];
  period: DocumentFacts["period"];
  minutes: DocumentFacts["minutes"];
  agency: DocumentFacts["agency"];
  issuedOn: string;
  issuedAt: string;
  sha256: string;
  revokedAt: string | null;
  revocationReason: RevocationReason | null;
  supersededBy: { code: string; version: number } | null;
};

type Row = {
  id: string;
  kind: DocumentKind;
  period_month: string | null;
  version: number;
  state: DocumentState;
  code: string;
  facts: unknown;
  sha256: string;
  issued_at: Date;
  revoked_at: Date | null;
  revocation_reason: RevocationReason | null;
  superseded_by_code: string | null;
  superseded_by_version: number | null;
};

function toSummary(row: Row): DocumentSummary {
  const facts = row.facts as DocumentFacts;
  return {
    id: row.id,
    kind: row.kind,
    periodMonth: row.period_month,
    version: row.version,
    state: row.state,
    code: row.code,
    verifyUrl: facts.verifyUrl ?? "",
    holder: facts.holder.name,
    course: { title: facts.course.title, titleEn: facts.course.titleEn, reference: facts.course.reference },
    session: facts.session,
    period: facts.period,
    minutes: facts.minutes,
    agency: facts.agency,
    issuedOn: facts.issuedOn,
    issuedAt: row.issued_at.toISOString(),
    sha256: row.sha256,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    revocationReason: row.revocation_reason,
    supersededBy:
      row.superseded_by_code === null
        ? null
        : { code: row.superseded_by_code, version: Number(row.superseded_by_version) },
  };
}

/** A member's documents, newest session first, every version (superseded and revoked ones say so). */
export async function listMemberDocuments(userId: string): Promise<DocumentSummary[]> {
  const rows = await db()
    .select(DOCUMENT_COLUMNS)
    .from(issued_documents)
    .innerJoin(course_session_registrations, eq(course_session_registrations.id, issued_documents.registration_id))
    .where(eq(course_session_registrations.user_id, userId))
    .orderBy(
      desc(issued_documents.issued_at),
      issued_documents.kind,
      issued_documents.period_month,
      desc(issued_documents.version),
    );
  return rows.map(toSummary);
}

/** The document by its printed code; null when no document has it. */
export async function findDocumentByCode(code: string): Promise<DocumentSummary | null> {
  const clean = normaliseVerificationCode(code);
  if (!clean) return null;
  const [row] = await db().select(DOCUMENT_COLUMNS).from(issued_documents).where(eq(issued_documents.code, clean));
  return row ? toSummary(row) : null;
}

export type PdfCheck =
  /** The very file issued under this code, and it is in force. */
  | { outcome: "genuine_current" }
  /** The very file issued under this code, no longer in force (superseded or revoked). */
  | { outcome: "genuine_not_current"; state: DocumentState }
  /** Another version of the same document (its code is given). */
  | { outcome: "other_version"; code: string; version: number; state: DocumentState }
  /** No document issued for this holder and document has these bytes. */
  | { outcome: "not_genuine" };

/** Whether `bytes` are the PDF issued under `code` (or another version of that document). */
export async function checkDocumentPdf(code: string, bytes: Uint8Array): Promise<PdfCheck | null> {
  const clean = normaliseVerificationCode(code);
  if (!clean) return null;
  const [document] = await db()
    .select({
      registration_id: issued_documents.registration_id,
      kind: issued_documents.kind,
      period_month: issued_documents.period_month,
    })
    .from(issued_documents)
    .where(eq(issued_documents.code, clean));
  if (!document) return null;
  const hash = sha256Hex(bytes);
  const versions = await db()
    .select({
      code: issued_documents.code,
      version: issued_documents.version,
      state: issued_documents.state,
      sha256: issued_documents.sha256,
    })
    .from(issued_documents)
    .where(
      and(
        eq(issued_documents.registration_id, document.registration_id),
        eq(issued_documents.kind, document.kind),
        sql`${issued_documents.period_month} is not distinct from ${document.period_month}`,
      ),
    );
  const match = versions.find((version) => version.sha256 === hash);
  if (!match) return { outcome: "not_genuine" };
  if (match.code !== clean)
    return { outcome: "other_version", code: match.code, version: match.version, state: match.state };
  return match.state === "issued"
    ? { outcome: "genuine_current" }
    : { outcome: "genuine_not_current", state: match.state };
}

/** A document's PDF and file name, for its holder (`userId`) or for staff of its session. */
export async function documentPdf(
  documentId: string,
  owner: { userId: string } | { sessionId: string },
): Promise<{ pdf: Uint8Array<ArrayBuffer>; filename: string } | null> {
  if (!isUuid(documentId)) return null;
  const [row] = await db()
    .select({ facts: issued_documents.facts, pdf: issued_document_files.pdf })
    .from(issued_documents)
    .innerJoin(issued_document_files, eq(issued_document_files.document_id, issued_documents.id))
    .innerJoin(course_session_registrations, eq(course_session_registrations.id, issued_documents.registration_id))
    .where(
      and(
        eq(issued_documents.id, documentId),
        "userId" in owner
          ? eq(course_session_registrations.user_id, owner.userId)
          : eq(issued_documents.session_id, owner.sessionId),
      ),
    );
  if (!row) return null;
  return { pdf: new Uint8Array(row.pdf), filename: certificateFilename(row.facts as DocumentFacts) };
}
