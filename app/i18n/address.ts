// Postal addresses as each country writes them (issue 24 §8): the postcode before the city in
// France and most of Europe and Africa ("75008 Paris", "10200 Dakar"), after it in the
// English-speaking world and a few others ("New York, NY 10167", "London EC4V 4AY",
// "Sydney NSW 2000"). Countries are stored as typed (a name in French or English, or an ISO
// code), so the name is read back to its code with Intl's own country names. Browser-safe: the
// same text on the server and in every browser.

/** Countries that write the postcode after the city (the rest put it before). */
const POSTCODE_AFTER_CITY = new Set([
  "US",
  "CA",
  "GB",
  "IE",
  "AU",
  "NZ",
  "SG",
  "IN",
  "BR",
  "ZA",
  "NG",
  "KE",
  "GH",
  "ID",
  "CO",
  "SA",
  "EG",
  "TH",
  "KR",
  "RU",
  "UA",
  "JM",
  "HK",
]);

/** Countries where a comma parts the city from the state and postcode ("New York, NY 10167"). */
const COMMA_BEFORE_POSTCODE = new Set(["US"]);

/** Names people type for a country that Intl's names do not cover. */
const ALIASES: Record<string, string> = {
  usa: "US",
  "u s a": "US",
  "united states of america": "US",
  "etats unis d amerique": "US",
  uk: "GB",
  "u k": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "great britain": "GB",
  angleterre: "GB",
  "ivory coast": "CI",
};

function normalise(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

let countryNames: Map<string, string> | null = null;

/** Every region's name in French and English, normalised, to its ISO code (built once). */
function namesToCodes(): Map<string, string> {
  if (countryNames) return countryNames;
  const names = new Map<string, string>(Object.entries(ALIASES));
  const displays = ["fr", "en"].map((locale) => new Intl.DisplayNames([locale], { type: "region", fallback: "none" }));
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (const first of letters) {
    for (const second of letters) {
      const code = `${first}${second}`;
      for (const display of displays) {
        const name = display.of(code);
        if (name && !names.has(normalise(name))) names.set(normalise(name), code);
      }
    }
  }
  countryNames = names;
  return names;
}

/**
 * The ISO 3166 code of a country as stored ("France", "États-Unis", "United Kingdom", "SN"), or
 * null. Names and aliases first, so "UK" is Great Britain rather than a code of its own.
 */
export function countryCode(country: string | null | undefined): string | null {
  const value = country?.trim();
  if (!value) return null;
  const known = namesToCodes().get(normalise(value));
  if (known) return known;
  return /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

export type PostalAddress = {
  address?: string | null;
  postal_code?: string | null;
  city?: string | null;
  country?: string | null;
};

/**
 * The town line: postcode and city in the country's order ("75008 Paris", "New York, NY 10167",
 * "London EC4V 4AY"); an unknown country keeps the most common order, postcode first.
 */
export function formatLocality(place: PostalAddress): string {
  const postcode = place.postal_code?.trim() ?? "";
  const city = place.city?.trim() ?? "";
  if (!postcode || !city) return postcode || city;
  const code = countryCode(place.country);
  if (code && POSTCODE_AFTER_CITY.has(code)) {
    return COMMA_BEFORE_POSTCODE.has(code) ? `${city}, ${postcode}` : `${city} ${postcode}`;
  }
  return `${postcode} ${city}`;
}

/** The address's lines: street, town line, country (the empty ones left out). */
export function addressLines(place: PostalAddress, options: { country?: boolean } = {}): string[] {
  const lines = [place.address?.trim() ?? "", formatLocality(place)];
  if (options.country !== false) lines.push(place.country?.trim() ?? "");
  return lines.filter(Boolean);
}

/** The address on one line: "245 Park Avenue, New York, NY 10167, United States". */
export function formatAddress(place: PostalAddress, options: { country?: boolean } = {}): string {
  return addressLines(place, options).join(", ");
}
