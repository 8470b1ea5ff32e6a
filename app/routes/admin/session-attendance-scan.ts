// /admin/sessions/:id/attendance/scans/:scanId — the scan of a paper attendance sheet, as a
// download: private evidence, so the same guard as the board ("attendance" module) and never a
// public address (app/uploads/private-documents.server.ts).
import { requireEditorOf } from "~/admin/permissions.server";
import { findSessionScan } from "~/attendance/admin-attendance.server";
import { isUuid } from "~/forms/validate";
import { notFound } from "~/server/responses.server";
import { privateDocumentResponse } from "~/uploads/private-documents.server";
import type { Route } from "./+types/session-attendance-scan";

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "attendance");
  if (!isUuid(params.id) || !isUuid(params.scanId)) throw notFound();
  const scan = await findSessionScan(params.id, params.scanId);
  const response = scan ? await privateDocumentResponse(scan.key, scan.name) : null;
  if (!response) throw notFound();
  return response;
}
