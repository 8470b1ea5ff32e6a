// /profile/documents/:id.pdf — one of the member's own certificates as issued (the stored PDF,
// byte for byte, so its fingerprint is the one /verify shows). Another member's id answers 404,
// as an unknown one does.
import { documentPdf } from "~/certificates/documents.server";
import { notFound, pdfResponse } from "~/server/responses.server";
import { requireUser } from "~/server/viewer.server";
import type { Route } from "./+types/document-pdf";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const document = await documentPdf(params.id, { userId: user.id });
  if (!document) throw notFound();
  return pdfResponse(document.pdf, document.filename);
}
