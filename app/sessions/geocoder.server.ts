// Address suggestions from a Nominatim-compatible service, called by our server
// so the service key never reaches the browser.
import { getConfig } from "~/server/config.server";
import { logger } from "~/server/logger.server";

/** Spec: at most 5 suggestions. */
export const MAX_ADDRESS_SUGGESTIONS = 5;
export const MIN_ADDRESS_QUERY_LENGTH = 3;
const TIMEOUT_MS = 4000;

export type AddressSuggestion = {
  display_name: string;
  place_id: string;
  lat: string;
  lon: string;
  address: { house_number: string; road: string; city: string; postcode: string; country: string };
};

export type AddressSuggestionsResult =
  | { disabled: true; suggestions: [] }
  | { disabled?: false; suggestions: AddressSuggestion[] };

export class GeocoderError extends Error {
  readonly key = "pages.calendar.error.address_suggestions";
}

export type GeocoderOptions = {
  /** Defaults come from the configuration; tests pass their own fake service. */
  url?: string;
  key?: string;
  language?: string;
  timeoutMs?: number;
};

type NominatimItem = {
  display_name?: unknown;
  place_id?: unknown;
  lat?: unknown;
  lon?: unknown;
  address?: Record<string, unknown>;
};

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/** Only the fields we name leave this module: nothing else the service echoes (licence, query URLs) is passed on. */
export function mapNominatimItem(item: NominatimItem): AddressSuggestion {
  const a = item.address ?? {};
  return {
    display_name: text(item.display_name),
    place_id: text(item.place_id),
    lat: text(item.lat),
    lon: text(item.lon),
    address: {
      house_number: text(a.house_number),
      road: text(a.road ?? a.pedestrian ?? a.street),
      // Nominatim names the locality by its size.
      city: text(a.city ?? a.town ?? a.village ?? a.municipality ?? a.hamlet),
      postcode: text(a.postcode),
      country: text(a.country),
    },
  };
}

export async function searchAddresses(query: string, options: GeocoderOptions = {}): Promise<AddressSuggestionsResult> {
  const config = getConfig();
  const base = options.url ?? config.GEOCODER_URL;
  const key = options.key ?? config.GEOCODER_KEY;
  if (!base) return { disabled: true, suggestions: [] };
  const q = query.trim();
  if (q.length < MIN_ADDRESS_QUERY_LENGTH) return { suggestions: [] };

  const url = new URL(`${base.replace(/\/+$/, "")}/search`);
  url.searchParams.set("q", q);
  url.searchParams.set("format", "json");
  url.searchParams.set("limit", String(MAX_ADDRESS_SUGGESTIONS));
  url.searchParams.set("addressdetails", "1");
  if (options.language) url.searchParams.set("accept-language", options.language);
  if (key) url.searchParams.set("key", key);

  let response: Response;
  try {
    response = await fetch(url, {
      // Nominatim's usage policy asks every client to name itself.
      headers: { accept: "application/json", "user-agent": "Formatio address suggestions" },
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (error) {
    // Logged without the URL: it carries the key.
    logger.warn({ err: (error as Error).name }, "address suggestions: service unreachable or too slow");
    throw new GeocoderError("geocoder unreachable");
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    logger.warn({ status: response.status }, "address suggestions: service answered an error");
    throw new GeocoderError("geocoder answered not OK");
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    logger.warn({ err: (error as Error).name }, "address suggestions: answer unreadable (invalid JSON or cut off)");
    throw new GeocoderError("geocoder answered invalid JSON");
  }
  if (!Array.isArray(body)) {
    logger.warn({ type: typeof body }, "address suggestions: service answered an unexpected shape");
    throw new GeocoderError("geocoder answered an unexpected shape");
  }
  return {
    suggestions: body
      .slice(0, MAX_ADDRESS_SUGGESTIONS)
      .filter((item): item is NominatimItem => typeof item === "object" && item !== null)
      .map(mapNominatimItem),
  };
}
