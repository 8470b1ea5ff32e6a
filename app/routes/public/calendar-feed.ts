// GET /calendrier.ics: the upcoming sessions as a feed calendar apps can subscribe to.
import { icsResponse } from "~/sessions/ics-response.server";
import type { Route } from "./+types/calendar-feed";

export async function loader({ request }: Route.LoaderArgs) {
  return icsResponse(request, "feed");
}
