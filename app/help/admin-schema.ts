// The forms of /admin/help: a section (title and description in both languages, shown or not)
// and an article (its section, titles in both languages, rich content in both, shown or not).
// Browser-safe: the editors check with the same schemas as the action, which is the authority.
import { z } from "zod";
import { checkbox } from "~/forms/checkbox";
import { isUuid } from "~/forms/validate";

const V = "admin.help.validation";

/** Bounds that keep the public help centre's headings and intros readable. */
export const HELP_LIMITS = { title: 200, description: 1000, content: 100_000 } as const;

/** The list's preview of an article: its first characters as plain text (spec: 100). */
export const ARTICLE_PREVIEW_LENGTH = 100;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${V}.too_long`);

const richText = z
  .string()
  .max(HELP_LIMITS.content, `${V}.too_long`)
  .optional()
  .transform((value) => value ?? "");

export const helpSectionSchema = z.object({
  title_fr: required(`${V}.title_required`, HELP_LIMITS.title),
  title_en: required(`${V}.title_required`, HELP_LIMITS.title),
  description_fr: required(`${V}.description_required`, HELP_LIMITS.description),
  description_en: required(`${V}.description_required`, HELP_LIMITS.description),
  is_active: checkbox,
});
export type HelpSectionInput = z.infer<typeof helpSectionSchema>;

export const helpArticleSchema = z.object({
  section_id: z.string({ error: `${V}.section_required` }).refine(isUuid, `${V}.section_required`),
  title_fr: required(`${V}.title_required`, HELP_LIMITS.title),
  title_en: required(`${V}.title_required`, HELP_LIMITS.title),
  content_fr: richText,
  content_en: richText,
  is_active: checkbox,
});
export type HelpArticleInput = z.infer<typeof helpArticleSchema>;

/**
 * Deleting a section: the number of articles the confirmation named. The section's articles go
 * with it, so the server refuses when that number no longer matches (one was added meanwhile).
 */
export const deleteHelpSectionSchema = z.object({
  id: z.string().refine(isUuid, "admin.help.error.delete_section"),
  articles: z.coerce.number().int().min(0),
});
