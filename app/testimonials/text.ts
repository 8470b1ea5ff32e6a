// Which text of a testimonial a page shows (decision 025), browser-safe: the service applies it
// before the loader answers, so a page receives one text, in its own language when there is one.
import type { Lang } from "~/i18n/messages";

export type TestimonialTexts = { content: string; content_en: string | null };

/**
 * The text for a page in `lang`, and the language that text is in (for its `lang` attribute).
 * English pages show the English text when there is one, else the original; French pages show
 * the original. The original is English when the author wrote in English: then both columns
 * hold the same text.
 */
export function testimonialText(row: TestimonialTexts, lang: Lang): { text: string; lang: Lang } {
  const english = row.content_en?.trim() ? row.content_en : null;
  if (lang === "en" && english) return { text: english, lang: "en" };
  return { text: row.content, lang: english !== null && english === row.content ? "en" : "fr" };
}

/** "Role · Company", either alone, or "" when neither is known. */
export function authorDetails(position: string | null, company: string | null): string {
  return [position, company].filter((part) => part?.trim()).join(" · ");
}
