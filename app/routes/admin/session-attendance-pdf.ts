// /admin/sessions/:id/attendance.pdf — the attendance sheet (feuille d'émargement) of a session,
// generated on the server in the reader's language: one row per confirmed participant, one
// column per sitting, each cell with its drawn signature, time and marks, then the evidence
// appendix; ?blank=1 prints the empty boxes to sign on paper (app/attendance/sheet-pdf.server.ts).
import { requireEditorOf } from "~/admin/permissions.server";
import { sessionSheetResponse } from "~/attendance/sheet-documents.server";
import { isUuid } from "~/forms/validate";
import { notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/session-attendance-pdf";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "attendance");
  if (!isUuid(params.id)) throw notFound();
  const blank = new URL(request.url).searchParams.get("blank") === "1";
  const response = await sessionSheetResponse(params.id, getViewer(context).lang, blank);
  if (!response) throw notFound();
  return response;
}
