// Shapes and constants the help page shares with its server module (client-safe).

/** The section open when the page loads (spec). */
export const DEFAULT_OPEN_SECTION = "getting-started";

export type HelpArticle = { id: string; title: string; html: string };
export type HelpSection = {
  id: string;
  slug: string | null;
  title: string;
  description: string;
  articles: HelpArticle[];
};
