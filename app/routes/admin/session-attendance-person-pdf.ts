// /admin/sessions/:id/attendance/:registrationId.pdf — one participant's attendance sheet (funders
// often ask per person): their sittings one per row with status, time attended, the drawn
// signature and the trainer's, the totals and the evidence appendix, in the reader's language.
import { requireEditorOf } from "~/admin/permissions.server";
import { individualSheetResponse } from "~/attendance/sheet-documents.server";
import { isUuid } from "~/forms/validate";
import { notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/session-attendance-person-pdf";

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "attendance");
  if (!isUuid(params.id) || !isUuid(params.registrationId)) throw notFound();
  const response = await individualSheetResponse(params.id, params.registrationId, getViewer(context).lang);
  if (!response) throw notFound();
  return response;
}
