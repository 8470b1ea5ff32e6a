// The spec's grouping of agency countries into world regions (business constants).
// Shared by the server (grouping) and the page (labels); no server imports here.

export const REGIONS = ["africa", "north_america", "europe", "asia", "oceania", "south_america", "other"] as const;
export type Region = (typeof REGIONS)[number];

// Countries are free text typed by admins, in English or French: both names are known, and
// matching ignores case, accents and punctuation so "Cote d'Ivoire" and "CÔTE D’IVOIRE" agree.
const COUNTRY_REGIONS: Record<Exclude<Region, "other">, string[]> = {
  africa: ["Senegal", "Sénégal", "Côte d'Ivoire", "Ivory Coast"],
  north_america: ["Canada", "United States", "United States of America", "USA", "États-Unis"],
  europe: ["France", "United Kingdom", "UK", "Royaume-Uni"],
  asia: ["Singapore", "Singapour", "United Arab Emirates", "UAE", "Émirats arabes unis"],
  oceania: ["Australia", "Australie"],
  south_america: ["Brazil", "Brésil", "Brasil"],
};

export function normalizeCountry(country: string): string {
  return country
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();
}

const REGION_BY_COUNTRY = new Map<string, Region>(
  Object.entries(COUNTRY_REGIONS).flatMap(([region, countries]) =>
    countries.map((country) => [normalizeCountry(country), region as Region] as const),
  ),
);

/** The region of a country; anything not in the spec's mapping is "other". */
export function regionOf(country: string | null | undefined): Region {
  return REGION_BY_COUNTRY.get(normalizeCountry(country ?? "")) ?? "other";
}

// ISO 3166 codes by every name the reader may have typed: the English and French names the
// platform knows (Intl), plus the spec's short forms. Built once, on first use.
const ALIASES: Record<string, string> = { usa: "US", uk: "GB", uae: "AE", "ivory coast": "CI", brasil: "BR" };
let codeByName: Map<string, string> | null = null;

function countryCodes(): Map<string, string> {
  if (codeByName) return codeByName;
  const names = new Map(Object.entries(ALIASES));
  const display = (["en", "fr"] as const).map(
    (lang) => new Intl.DisplayNames([lang], { type: "region", fallback: "none" }),
  );
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      for (const names_ of display) {
        const name = names_.of(code);
        // Unknown codes come back undefined (fallback "none") or as the code itself. A retired
        // code shares its successor's name ("FX" is "France" too): the current code is kept.
        if (name && name !== code)
          names.set(normalizeCountry(name), new Intl.Locale("und", { region: code }).region ?? code);
      }
    }
  }
  codeByName = names;
  return names;
}

/** The ISO 3166 code of a country typed in either language ("Sénégal", "USA"), or null. */
export function countryCode(country: string): string | null {
  return countryCodes().get(normalizeCountry(country)) ?? null;
}

/**
 * Whether a country typed in either language, in any case, with or without accents, is France:
 * where a new agency starts with French rules applying (delivery spec §0).
 */
export function isFrance(country: string | null | undefined): boolean {
  return countryCode(country ?? "") === "FR";
}

/**
 * A country typed in either language, named in the reader's: "Senegal" reads "Sénégal" on
 * French pages. A name the platform does not know is shown as typed.
 */
export function countryName(country: string, lang: "fr" | "en"): string {
  const code = countryCode(country);
  if (!code) return country;
  return new Intl.DisplayNames([lang], { type: "region", fallback: "none" }).of(code) ?? country;
}

export type RegionGroup<T> = { region: Region; items: T[] };

/** Items grouped by region in the spec's order ("other" last), empty regions left out; item order kept. */
export function groupByRegion<T extends { country: string }>(items: T[]): RegionGroup<T>[] {
  const groups = new Map<Region, T[]>(REGIONS.map((region) => [region, []]));
  for (const item of items) groups.get(regionOf(item.country))?.push(item);
  return REGIONS.map((region) => ({ region, items: groups.get(region) ?? [] })).filter(
    (group) => group.items.length > 0,
  );
}
