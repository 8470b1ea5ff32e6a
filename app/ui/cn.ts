/** Joins class names, skipping falsy values, so conditional classes read inline without a dependency. */
export function cn(...classes: Array<string | false | null | undefined | 0>): string {
  return classes.filter(Boolean).join(" ");
}
