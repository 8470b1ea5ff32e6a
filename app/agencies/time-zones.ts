// The IANA time zones an agency may be in: what this runtime's Intl knows
// (Intl.supportedValuesOf("timeZone")), plus "UTC", the spec's default, which that list leaves
// out. Browser-safe: the chooser lists them and the form's schema checks with the same rule on
// both sides; the server's answer is the one that counts.

/** The spec's default agency time zone. */
export const DEFAULT_TIME_ZONE = "UTC";

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
