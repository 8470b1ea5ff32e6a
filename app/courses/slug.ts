// Course slugs and references: pure rules, shared by the service and its tests.

/**
 * The spec's rule (lowercased, runs of non-alphanumerics → one hyphen, trimmed), with accents
 * folded first so "Qualité" gives "qualite" rather than "qualit-". Empty input gives "course"
 * so a title made only of symbols still yields a usable URL.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "course";
}

/**
 * `base` when free, else `base-N` with N one more than the highest suffix in use (starting at 2).
 * `taken` holds the existing slugs equal to `base` or starting with `base-`.
 */
export function nextAvailableSlug(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  const suffix = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-(\\d+)$`);
  let highest = 1;
  for (const slug of taken) {
    const match = suffix.exec(slug);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${base}-${highest + 1}`;
}

/** ATP-{first 3 characters of the category id, upper case, or XXX}-{3 digits, zero-padded}. */
export function courseReference(categoryId: string | null | undefined, random: number): string {
  const prefix = categoryId ? categoryId.slice(0, 3).toUpperCase() : "XXX";
  const number = String(Math.abs(Math.trunc(random)) % 1000).padStart(3, "0");
  return `ATP-${prefix}-${number}`;
}
