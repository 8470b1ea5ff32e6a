// What /verify/{code} shows (delivery.md §1, §3): an issued document by its code (what it
// states and whether it is in force), else the attendance sheet whose code it is; and the check
// of a PDF someone uploads there ("is my PDF genuine?"), which hashes the bytes and keeps none.
import { type AttendanceVerification, loadAttendanceVerification } from "~/attendance/verify.server";
import {
  checkDocumentPdf,
  type DocumentSummary,
  findDocumentByCode,
  type PdfCheck,
} from "~/certificates/documents.server";
import type { DocumentKind, DocumentState, RevocationReason } from "~/certificates/facts";
import { pdfCheckSchema } from "~/certificates/schema";
import { done, invalid, notFound, publicIntent, refused } from "~/forms/form-action.server";
import type { Lang } from "~/i18n/messages";
import { hitRateLimit } from "~/server/rate-limit.server";

/** A document as its public page shows it: no id, no course objectives, nothing the page does not say. */
export type DocumentVerification = {
  kind: "document";
  code: string;
  documentKind: DocumentKind;
  holder: string;
  /** In the page's language (the English title on English pages). */
  course: string;
  reference: string;
  session: DocumentSummary["session"];
  period: DocumentSummary["period"];
  minutes: DocumentSummary["minutes"];
  agency: DocumentSummary["agency"];
  issuedOn: string;
  version: number;
  state: DocumentState;
  supersededBy: { code: string; version: number } | null;
  revokedAt: string | null;
  revocationReason: RevocationReason | null;
  sha256: string;
};

export type Verification = DocumentVerification | AttendanceVerification;

export function documentVerification(document: DocumentSummary, lang: Lang): DocumentVerification {
  return {
    kind: "document",
    code: document.code,
    documentKind: document.kind,
    holder: document.holder,
    course: lang === "en" ? document.course.titleEn || document.course.title : document.course.title,
    reference: document.course.reference,
    session: document.session,
    period: document.period,
    minutes: document.minutes,
    agency: document.agency,
    issuedOn: document.issuedOn,
    version: document.version,
    state: document.state,
    supersededBy: document.supersededBy,
    revokedAt: document.revokedAt,
    revocationReason: document.revocationReason,
    sha256: document.sha256,
  };
}

/** What the code names: an issued document first, else an attendance sheet; null for neither. */
export async function loadVerification(code: string, lang: Lang): Promise<Verification | null> {
  const document = await findDocumentByCode(code);
  if (document) return documentVerification(document, lang);
  return loadAttendanceVerification(code.toUpperCase(), lang);
}

/** A PDF's first bytes, whatever its name or declared type says. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
  // Readers accept the header within the first kilobyte; so do we.
  const head = bytes.subarray(0, 1024);
  for (let at = 0; at + magic.length <= head.length; at++) {
    if (magic.every((byte, i) => head[at + i] === byte)) return true;
  }
  return false;
}

export type UploadedPdfCheck = { kind: "checked"; check: PdfCheck } | { kind: "not_pdf" } | { kind: "unknown_code" };

/** Whether `file` is the PDF issued under `code`; the bytes are hashed and dropped. */
export async function checkUploadedPdf(code: string, file: File): Promise<UploadedPdfCheck> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikePdf(bytes)) return { kind: "not_pdf" };
  const check = await checkDocumentPdf(code, bytes);
  return check ? { kind: "checked", check } : { kind: "unknown_code" };
}

/** Lookups and checks per address on the page, GET and POST alike: codes are not tried one after another. */
export const VERIFY_LIMIT = { count: 60, windowMs: 10 * 60_000 };

/** Counts one lookup or check from `clientIp`: whether it may go on, and when it may again. */
export function hitVerifyLimit(clientIp: string) {
  return hitRateLimit(`verify:${clientIp}`, VERIFY_LIMIT.count, VERIFY_LIMIT.windowMs);
}

const K = "verify.check.errors";

/** The page's one form: the uploaded PDF hashed against the document's versions. */
export function pdfCheckIntents(code: string, clientIp: string) {
  return {
    check: publicIntent({
      schema: pdfCheckSchema,
      // A file is never echoed back.
      keepsValues: false,
      limit: async () => {
        const limit = await hitVerifyLimit(clientIp);
        if (limit.allowed) return undefined;
        return refused(429, {
          formError: `${K}.too_many`,
          formErrorParams: { count: Math.max(1, Math.ceil(limit.retryAfterMs / 60_000)) },
        });
      },
      run: async ({ data }) => {
        const result = await checkUploadedPdf(code, data.file);
        if (result.kind === "not_pdf") return invalid({ file: `${K}.not_pdf` });
        if (result.kind === "unknown_code") return notFound(`${K}.not_found`);
        return done({ data: { check: result.check } });
      },
    }),
  };
}
