// GET /sessions/:id/ics: one session as an .ics download ("Add to calendar").
import { icsResponse } from "~/sessions/ics-response.server";
import type { Route } from "./+types/session-ics";

export async function loader({ request, params }: Route.LoaderArgs) {
  return icsResponse(request, { id: params.id });
}
