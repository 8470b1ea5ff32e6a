// Public holidays of the countries the organisation's agencies are in, for the compliance list
// (delivery.md §1: "sittings held on a public holiday of the agency's country"). France's are
// exact: its eight fixed days plus Easter Monday, Ascension and Whit Monday from the Gregorian
// computus. Other countries have their fixed-date national holidays and the Easter-based ones
// that are national; NOT covered: holidays on the n-th weekday of a month (the UK's bank
// holidays in May and August, the US's Thanksgiving…), days moved when they fall on a weekend,
// regional holidays (Alsace-Moselle's Good Friday and 26 December, the Canadian provinces',
// Australian states') and holidays of the lunar calendars (Eid, Tabaski, Chinese New Year…).
// A country this file does not know has no holidays here. Browser-safe, pure.

/** Easter Sunday of `year` (Gregorian calendar), as "YYYY-MM-DD": the anonymous Gregorian algorithm. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function plusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Holidays counted from Easter Sunday, in days. */
const EASTER_OFFSETS = { good_friday: -2, easter_monday: 1, ascension: 39, whit_monday: 50 } as const;
type EasterHoliday = keyof typeof EASTER_OFFSETS;

type CountryRules = { fixed: readonly string[]; easter: readonly EasterHoliday[] };

/** Keyed by ISO 3166 code; fixed days as "MM-DD". */
const RULES: Record<string, CountryRules> = {
  FR: {
    fixed: ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"],
    easter: ["easter_monday", "ascension", "whit_monday"],
  },
  SN: { fixed: ["01-01", "04-04", "05-01", "08-15", "11-01", "12-25"], easter: ["easter_monday", "whit_monday"] },
  CI: {
    fixed: ["01-01", "05-01", "08-07", "08-15", "11-01", "11-15", "12-25"],
    easter: ["easter_monday", "ascension", "whit_monday"],
  },
  CA: { fixed: ["01-01", "07-01", "12-25"], easter: ["good_friday"] },
  US: { fixed: ["01-01", "06-19", "07-04", "11-11", "12-25"], easter: [] },
  GB: { fixed: ["01-01", "12-25", "12-26"], easter: ["good_friday", "easter_monday"] },
  SG: { fixed: ["01-01", "05-01", "08-09", "12-25"], easter: ["good_friday"] },
  AE: { fixed: ["01-01", "12-02", "12-03"], easter: [] },
  AU: { fixed: ["01-01", "01-26", "04-25", "12-25", "12-26"], easter: ["good_friday", "easter_monday"] },
};

/** The names agencies give their country (agencies.country is free text), folded, to a code. */
const COUNTRY_NAMES: Record<string, string> = {
  fr: "FR",
  france: "FR",
  sn: "SN",
  senegal: "SN",
  ci: "CI",
  "cote d'ivoire": "CI",
  "ivory coast": "CI",
  ca: "CA",
  canada: "CA",
  us: "US",
  usa: "US",
  "united states": "US",
  "united states of america": "US",
  "etats-unis": "US",
  gb: "GB",
  uk: "GB",
  "united kingdom": "GB",
  "royaume-uni": "GB",
  sg: "SG",
  singapore: "SG",
  singapour: "SG",
  ae: "AE",
  uae: "AE",
  "united arab emirates": "AE",
  "emirats arabes unis": "AE",
  au: "AU",
  australia: "AU",
  australie: "AU",
};

/** The country's code this file knows it by, or null. */
export function holidayCountry(country: string | null | undefined): string | null {
  if (!country) return null;
  const folded = country
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[’`]/g, "'")
    .trim()
    .toLowerCase();
  return COUNTRY_NAMES[folded] ?? null;
}

/** The public holidays of `country` (a code or a name) in `year`, sorted, as "YYYY-MM-DD". */
export function publicHolidays(country: string, year: number): string[] {
  const code = RULES[country] ? country : holidayCountry(country);
  const rules = code ? RULES[code] : undefined;
  if (!rules) return [];
  const easter = easterSunday(year);
  return [
    ...rules.fixed.map((day) => `${year}-${day}`),
    ...rules.easter.map((name) => plusDays(easter, EASTER_OFFSETS[name])),
  ].sort();
}
