// /admin/sessions/:id/evidence.zip — the session's evidence pack (delivery.md §8), in the staff
// member's language: for admins and the holders of the compliance module.
import { requireEditorOf } from "~/admin/permissions.server";
import { sessionEvidencePack } from "~/compliance/evidence-pack.server";
import { notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/session-evidence-zip";

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "compliance");
  const pack = await sessionEvidencePack(params.id, getViewer(context).lang);
  if (!pack) throw notFound();
  return new Response(pack.zip, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${pack.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
