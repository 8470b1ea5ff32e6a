// GET /api/address-suggestions?q= → { suggestions } (admins only, for the
// session editor's location form). The geocoder key stays on the server.
import { data } from "react-router";
import { getViewer } from "~/server/viewer.server";
import { GeocoderError, searchAddresses } from "~/sessions/geocoder.server";
import type { Route } from "./+types/address-suggestions";

const HEADERS = { "Cache-Control": "private, no-store" };

export async function loader({ url, context }: Route.LoaderArgs) {
  const { user, isAdmin } = getViewer(context);
  // An API: answer 401/403 rather than redirecting a fetch to a login page.
  if (!user) return data({ error: "Unauthorized" }, { status: 401, headers: HEADERS });
  if (!isAdmin) return data({ error: "Unauthorized" }, { status: 403, headers: HEADERS });
  const q = url.searchParams.get("q") ?? "";
  try {
    const result = await searchAddresses(q.slice(0, 200), { language: user?.language });
    return data(result, { headers: HEADERS });
  } catch (error) {
    // Already logged by the geocoder; the field stays usable as free text.
    if (error instanceof GeocoderError) return data({ error: error.key }, { status: 502, headers: HEADERS });
    throw error;
  }
}
