// GET /sessions/:id/ics: one session as an .ics download ("Add to calendar").
import { getViewer } from "~/server/viewer.server";
import { icsResponse } from "~/sessions/ics-response.server";
import type { Route } from "./+types/session-ics";

export async function loader({ params, context }: Route.LoaderArgs) {
  return icsResponse({ lang: getViewer(context).lang }, { id: params.id });
}
