// The IANA time zones an agency may be in: what this runtime's Intl knows
// (Intl.supportedValuesOf("timeZone")), plus "UTC", the spec's default, which that list leaves
// out. Browser-safe: the chooser lists them and the form's schema checks with the same rule on
// both sides; the server's answer is the one that counts.

import { countryCode } from "./regions";

/** The spec's default agency time zone: for a country the map below does not know. */
export const DEFAULT_TIME_ZONE = "UTC";

// The zone a new agency in a country starts with: the spec's countries (regions.ts) and the
// French-speaking ones an agency is likely in. A country spanning several zones gets the zone
// of its main business centre (Toronto, New York, Sydney, São Paulo); the admin can change it.
const ZONE_BY_COUNTRY: Record<string, string> = {
  SN: "Africa/Dakar",
  CI: "Africa/Abidjan",
  CA: "America/Toronto",
  US: "America/New_York",
  FR: "Europe/Paris",
  GB: "Europe/London",
  SG: "Asia/Singapore",
  AE: "Asia/Dubai",
  AU: "Australia/Sydney",
  BR: "America/Sao_Paulo",
  BE: "Europe/Brussels",
  CH: "Europe/Zurich",
  LU: "Europe/Luxembourg",
  MA: "Africa/Casablanca",
  TN: "Africa/Tunis",
  DZ: "Africa/Algiers",
  CM: "Africa/Douala",
  ML: "Africa/Bamako",
  BF: "Africa/Ouagadougou",
  BJ: "Africa/Porto-Novo",
  TG: "Africa/Lome",
  GA: "Africa/Libreville",
  CD: "Africa/Kinshasa",
  MG: "Indian/Antananarivo",
  DE: "Europe/Berlin",
  ES: "Europe/Madrid",
  IT: "Europe/Rome",
  PT: "Europe/Lisbon",
  NL: "Europe/Amsterdam",
};

/** The zone an agency in `country` (typed in either language) defaults to, else UTC. */
export function defaultTimeZone(country: string | null | undefined): string {
  const code = country ? countryCode(country) : null;
  return (code && Object.hasOwn(ZONE_BY_COUNTRY, code) ? ZONE_BY_COUNTRY[code] : null) ?? DEFAULT_TIME_ZONE;
}

/**
 * The editor's zone once the country typed goes from `before` to `after`: the new country's
 * while the zone is still the old country's (or UTC, for a new agency), else the zone as it
 * is — one picked by hand, or an agency's stored one, is never overwritten.
 */
export function zoneAfterCountryChange(zone: string, before: string, after: string): string {
  return zone === defaultTimeZone(before) ? defaultTimeZone(after) : zone;
}

let cached: ReadonlySet<string> | null = null;

function supportedZones(): ReadonlySet<string> {
  cached ??= new Set(["UTC", ...Intl.supportedValuesOf("timeZone")]);
  return cached;
}

// "Area/Location" or "Area/Sub/Location", cased as the IANA database writes them: an alias the
// runtime resolves ("Asia/Calcutta" where the list says "Asia/Kolkata") is accepted, but not
// "utc" or "europe/paris", which Intl would take in any case and the zone list never writes.
const ZONE_SHAPE = /^[A-Z][A-Za-z_]*(?:\/[A-Z0-9][A-Za-z0-9_+-]*){1,2}$/;

/** Whether `value` names a time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  if (supportedZones().has(value)) return true;
  if (!ZONE_SHAPE.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The chooser's options grouped by area ("Africa", "America"…; UTC first, alone), with
 * `current` kept even when this browser's list spells it another way.
 */
export function timeZoneGroups(current?: string | null): { area: string; zones: string[] }[] {
  const zones = new Set(supportedZones());
  if (current) zones.add(current);
  zones.delete(DEFAULT_TIME_ZONE);
  const byArea = new Map<string, string[]>();
  for (const zone of [...zones].sort()) {
    const area = zone.includes("/") ? zone.slice(0, zone.indexOf("/")) : zone;
    byArea.set(area, [...(byArea.get(area) ?? []), zone]);
  }
  return [
    { area: DEFAULT_TIME_ZONE, zones: [DEFAULT_TIME_ZONE] },
    ...[...byArea].map(([area, list]) => ({ area, zones: list })),
  ];
}
