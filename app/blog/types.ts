// The blog as its pages and cards show it: browser-safe types, read by blog.server.ts and the
// components.

export type BlogCategory = { id: string; name_fr: string; name_en: string };

export type BlogAuthor = {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  position: string | null;
  bio: string | null;
};

export type BlogCard = {
  id: string;
  slug: string;
  /** In the reader's language (French when the English text is empty). */
  title: string;
  excerpt: string;
  thumbnail_url: string | null;
  /** ISO timestamp. */
  published_at: string | null;
  category: { id: string; name: string } | null;
  author_name: string | null;
};

export type BlogListPage = { posts: BlogCard[]; total: number; page: number; totalPages: number; size: number };

export type BlogPost = BlogCard & {
  /** Sanitised on write: safe to render as HTML. */
  content: string;
  meta_title: string;
  meta_description: string;
  updated_at: string | null;
  /** False only for a draft shown to an admin (a preview from the back office). */
  is_published: boolean;
  author: BlogAuthor | null;
};
