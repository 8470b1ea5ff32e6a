// The back office's slug rule (spec, back-office.md "Validation"): lower case, every character
// outside a-z, 0-9 and the hyphen becomes a hyphen, runs of hyphens become one, no hyphen at
// either end. Accents are folded first, so "Qualité" gives "qualite" rather than "qualit-".
// Browser-safe: forms preview the slug with it, services decide with it.

/** The slug of `text`; "" when nothing usable is left (a title made only of symbols). */
export function toSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
