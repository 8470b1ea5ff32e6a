// Shapes the testimonials page receives (client-safe: no server imports).
import type { Lang } from "~/i18n/messages";
import type { TestimonialStatus } from "./admin-schema";

/** An approved testimonial as a public page shows it (home, /testimonials, a course page). */
export type PublicTestimonial = {
  id: string;
  /** The text in the page's language when there is one, else the original (./text.ts). */
  content: string;
  /** The language of `content`, for its `lang` attribute. */
  content_lang: Lang;
  rating: number;
  /** ISO timestamp. */
  created_at: string;
  author: string;
  author_position: string | null;
  author_company: string | null;
  /** The course it is about, when there is one and it is published (else no link to a 404). */
  course: { slug: string; title: string } | null;
};

/** A course the member may name in their testimonial, titled in their language. */
export type CourseChoice = { id: string; title: string };

/** What the member's form starts from: the courses they may name, their role and company from their profile. */
export type TestimonialFormDefaults = {
  courses: CourseChoice[];
  author_position: string;
  author_company: string;
  /** The course `?course=` asked for (a course page's link), when it is one of `courses`. */
  course_id: string;
};

/** A course's approved testimonials, newest first, and its average over all of them. */
export type CourseTestimonialsData = {
  testimonials: PublicTestimonial[];
  /** Rounded to one decimal; null when there is none. */
  average: number | null;
  count: number;
};

export type OwnPendingTestimonial = { id: string; content: string; rating: number; created_at: string };

export type TestimonialListPage = {
  testimonials: PublicTestimonial[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};

// The back office's moderation list.
export type AdminTestimonial = {
  id: string;
  user_id: string;
  content: string;
  content_en: string | null;
  course_id: string | null;
  /** The course's title in the admin's language (null without a course). */
  course_title: string | null;
  course_slug: string | null;
  author_position: string | null;
  author_company: string | null;
  rating: number;
  status: TestimonialStatus;
  /** ISO timestamp. */
  created_at: string;
  author_name: string;
  author_email: string;
};

export type AdminTestimonialPage = {
  testimonials: AdminTestimonial[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};

export type AuthorChoice = { id: string; label: string };
