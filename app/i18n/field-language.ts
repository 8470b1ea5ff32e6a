// Which language a bilingual form field belongs to, by the `*_fr`/`*_en` naming every such field follows.

/** The language tab holding `field` (`title_en` → "en"), to flag the tab when its panel has errors; null for shared fields. */
export function fieldLanguage(field: string): "fr" | "en" | null {
  if (field.endsWith("_fr")) return "fr";
  if (field.endsWith("_en")) return "en";
  return null;
}
