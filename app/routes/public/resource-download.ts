// /ressources/{id}/download — counts a download, then sends the reader to the file. Going
// through our server is what makes download_count real (the spec's link went straight to
// the file). The redirect is never cached, or a second click would not be counted.
import { redirect } from "react-router";
import { recordDownload } from "~/resources/resources.server";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/resource-download";

export async function loader({ params }: Route.LoaderArgs) {
  const result = await recordDownload(params.id);
  switch (result.status) {
    case "ok":
      return redirect(result.url, { headers: { "Cache-Control": "no-store" } });
    case "invalid_id":
      return new Response("Invalid resource id", { status: 400, headers: { "Content-Type": "text/plain" } });
    case "no_file":
      // An address we refuse to follow (or none): the resource page says there is no file.
      logger.warn({ resourceId: params.id }, "download refused: no safe file url");
      return redirect(`/ressources/${params.id}`, { headers: { "Cache-Control": "no-store" } });
    default:
      return new Response("Resource not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
}
