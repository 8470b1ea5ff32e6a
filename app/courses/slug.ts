// Course slugs and references: pure rules, shared by the service and its tests.
import { toSlug } from "~/forms/slug";

/**
 * The spec's rule (toSlug: lowercased, accents folded, runs of non-alphanumerics → one hyphen,
 * trimmed). Empty input gives "course" so a title made only of symbols still yields a usable URL.
 */
export function slugify(text: string): string {
  return toSlug(text) || "course";
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
