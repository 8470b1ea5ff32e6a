// /admin/sessions/:id/convocation.pdf?registration=&lang= — the convocation as a participant gets
// it (their name, language and clock), or staff's preview in `lang` without one (delivery.md §4).
import { requireEditorOf } from "~/admin/permissions.server";
import { convocationPdf } from "~/communications/admin-communications.server";
import { notFound, pdfResponse } from "~/server/responses.server";
import type { Route } from "./+types/session-convocation-pdf";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "sessions");
  const query = new URL(request.url).searchParams;
  const document = await convocationPdf(params.id, {
    registration: query.get("registration"),
    lang: query.get("lang"),
  });
  if (!document) throw notFound();
  return pdfResponse(document.pdf, document.filename);
}
