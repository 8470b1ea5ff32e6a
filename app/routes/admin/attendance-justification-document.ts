// /admin/attendance/justifications/:id/document — a justification's document, for staff who
// run attendance (the matrix's "attendance" module), as a sandboxed download.
import { requireEditorOf } from "~/admin/permissions.server";
import { justificationDocument } from "~/attendance/justifications.server";
import { isUuid } from "~/forms/validate";
import { notFound } from "~/server/responses.server";
import { privateDocumentResponse } from "~/uploads/private-documents.server";
import type { Route } from "./+types/attendance-justification-document";

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "attendance");
  if (!isUuid(params.id)) throw notFound();
  const document = await justificationDocument(params.id, null);
  const response = document ? await privateDocumentResponse(document.key, document.name) : null;
  if (!response) throw notFound();
  return response;
}
