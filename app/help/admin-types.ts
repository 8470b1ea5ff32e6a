// The help centre as the back office lists it (client-safe).

export type AdminHelpArticle = {
  id: string;
  section_id: string;
  title_fr: string;
  title_en: string;
  content_fr: string;
  content_en: string;
  is_active: boolean;
  /** The content's first characters as plain text, in the reader's language (French fallback). */
  preview: string;
  /** Whether the plain text goes on after the preview. */
  is_preview_cut: boolean;
};

export type AdminHelpSection = {
  id: string;
  title_fr: string;
  title_en: string;
  description_fr: string;
  description_en: string;
  is_active: boolean;
  /** All its articles, whatever the search shows. */
  article_count: number;
  /** Its articles in order; while searching, only the matching ones (all when the section matches). */
  articles: AdminHelpArticle[];
};
