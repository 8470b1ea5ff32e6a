// The certificates screen's writes and its draft preview (/admin/sessions/:id/certificates,
// delivery.md §3): issue one document or every draft, regenerate the outdated ones, revoke one
// in force, record a participant's assessment results and funding, send the documents to the
// funders. Every write runs in adminAction's transaction under the permission matrix's
// "certificates" module (decision 022); the rules are the services' (issue.server.ts,
// records.server.ts), each answering a WriteResult whose refusal the screen shows as a toast.
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import {
  CERTIFICATE_INTENTS,
  fundingSchema,
  issueOneSchema,
  MAX_OBJECTIVES,
  resultsOf,
  resultsSchema,
  revokeSchema,
} from "~/certificates/admin-schema";
import { certificateFilename } from "~/certificates/certificate-pdf.server";
import { loadSessionCertificates } from "~/certificates/drafts.server";
import { DOCUMENT_KIND_NAMES, type DocumentKind } from "~/certificates/facts";
import { issueCertificates, renderCertificate } from "~/certificates/issue.server";
import {
  revokeCertificate,
  saveAssessmentResults,
  saveFunding,
  sendCertificatesToFunders,
} from "~/certificates/records.server";
import { isUuid } from "~/forms/validate";

const K = "admin.certificates";

/**
 * A draft's PDF as it would be issued today, without a code (so it prints as a draft); null when
 * the session, the registration or the document (kind, month) is not one of its slots.
 */
export async function certificatePreview(
  sessionId: string,
  ref: { registrationId: string | null; kind: string | null; month: string | null },
): Promise<{ pdf: Uint8Array<ArrayBuffer>; filename: string } | null> {
  if (!isUuid(sessionId) || !ref.registrationId || !isUuid(ref.registrationId)) return null;
  if (!DOCUMENT_KIND_NAMES.includes(ref.kind as DocumentKind)) return null;
  const certificates = await loadSessionCertificates(sessionId);
  const participant = certificates?.participants.find((p) => p.registrationId === ref.registrationId);
  const slot = participant?.slots.find((s) => s.kind === ref.kind && s.periodMonth === (ref.month || null));
  if (!slot) return null;
  return { pdf: await renderCertificate(slot.draft), filename: `draft-${certificateFilename(slot.draft)}` };
}

export function certificateActions(sessionId: string): AdminActionSpec {
  return {
    what: "certificates",
    module: "certificates",
    messages: screenMessages(`${K}.error`),
    intents: {
      [CERTIFICATE_INTENTS.issue]: intent({
        schema: issueOneSchema,
        operation: "create",
        toast: "certificates.toasts.issued",
        run: ({ data, actor }) => issueCertificates(sessionId, { kind: "these", refs: [data] }, actor),
      }),
      [CERTIFICATE_INTENTS.issueAll]: intent({
        operation: "create",
        toast: "certificates.toasts.issued",
        run: ({ actor }) => issueCertificates(sessionId, { kind: "drafts" }, actor),
      }),
      [CERTIFICATE_INTENTS.regenerate]: intent({
        operation: "create",
        toast: "certificates.toasts.regenerated",
        run: ({ actor }) => issueCertificates(sessionId, { kind: "outdated" }, actor),
      }),
      [CERTIFICATE_INTENTS.revoke]: intent({
        schema: revokeSchema,
        toast: `${K}.toasts.revoked`,
        run: ({ data, actor }) => revokeCertificate(sessionId, data.documentId, data.reason, actor),
      }),
      [CERTIFICATE_INTENTS.results]: intent({
        schema: resultsSchema,
        toast: `${K}.toasts.results_saved`,
        run: ({ data, actor }) =>
          saveAssessmentResults(sessionId, data.registrationId, resultsOf(data, MAX_OBJECTIVES), actor),
      }),
      [CERTIFICATE_INTENTS.funding]: intent({
        schema: fundingSchema,
        toast: `${K}.toasts.funding_saved`,
        run: ({ data: { registrationId, ...funding } }) => saveFunding(sessionId, registrationId, funding),
      }),
      [CERTIFICATE_INTENTS.sendToFunders]: intent({
        toast: "certificates.toasts.sent_to_funders",
        run: () => sendCertificatesToFunders(sessionId),
      }),
    },
  };
}
