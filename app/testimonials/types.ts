// Shapes the testimonials page receives (client-safe: no server imports).
import type { TestimonialStatus } from "./admin-schema";

export type PublicTestimonial = {
  id: string;
  content: string;
  rating: number;
  /** ISO timestamp. */
  created_at: string;
  author: string;
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
