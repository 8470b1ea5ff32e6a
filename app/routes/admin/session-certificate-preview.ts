// /admin/sessions/:id/certificates/preview.pdf?registration=&kind=&month= — a draft as it would
// be issued today, rendered from the attendance as it stands: it has no code, so it prints as a
// draft. 404 when the participant has no such document.
import { requireEditorOf } from "~/admin/permissions.server";
import { certificatePreview } from "~/certificates/admin-certificates.server";
import { notFound, pdfResponse } from "~/server/responses.server";
import type { Route } from "./+types/session-certificate-preview";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "certificates");
  const query = new URL(request.url).searchParams;
  const preview = await certificatePreview(params.id, {
    registrationId: query.get("registration"),
    kind: query.get("kind"),
    month: query.get("month"),
  });
  if (!preview) throw notFound();
  return pdfResponse(preview.pdf, preview.filename);
}
