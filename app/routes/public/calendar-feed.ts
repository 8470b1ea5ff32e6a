// GET /calendrier.ics: the upcoming sessions as a feed calendar apps can subscribe to.
import { getViewer } from "~/server/viewer.server";
import { icsResponse } from "~/sessions/ics-response.server";
import type { Route } from "./+types/calendar-feed";

export async function loader({ context }: Route.LoaderArgs) {
  return icsResponse({ lang: getViewer(context).lang }, "feed");
}
