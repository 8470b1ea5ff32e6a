// /admin/sessions/:id/certificates/:documentId.pdf — an issued document of the session, the very
// PDF stored when it was issued (any version: in force, superseded or revoked), for staff.
import { requireEditorOf } from "~/admin/permissions.server";
import { documentPdf } from "~/certificates/documents.server";
import { isUuid } from "~/forms/validate";
import { notFound, pdfResponse } from "~/server/responses.server";
import type { Route } from "./+types/session-certificate-pdf";

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "certificates");
  if (!isUuid(params.id) || !isUuid(params.documentId)) throw notFound();
  const document = await documentPdf(params.documentId, { sessionId: params.id });
  if (!document) throw notFound();
  return pdfResponse(document.pdf, document.filename);
}
