// /profile/justifications/:id/document — the document a member sent with their absence's
// justification, for them alone: another member's id answers 404, as an unknown one does.
import { justificationDocument } from "~/attendance/justifications.server";
import { isUuid } from "~/forms/validate";
import { notFound } from "~/server/responses.server";
import { requireUser } from "~/server/viewer.server";
import { privateDocumentResponse } from "~/uploads/private-documents.server";
import type { Route } from "./+types/justification-document";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  if (!isUuid(params.id)) throw notFound();
  const document = await justificationDocument(params.id, user.id);
  const response = document ? await privateDocumentResponse(document.key, document.name) : null;
  if (!response) throw notFound();
  return response;
}
