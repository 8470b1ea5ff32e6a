// Shapes the resource pages receive from their loaders (client-safe: no server imports).
import type { ResourceType } from "~/resources/schema";

export type ResourcePartner = { id: string; name: string; logo_url: string | null };

/** A resource with both languages and its partner: cards and pages pick the reader's language. */
export type Resource = {
  id: string;
  title_fr: string;
  title_en: string;
  description_fr: string;
  description_en: string;
  type: ResourceType;
  partner_id: string | null;
  mock_exam_id: string | null;
  url: string | null;
  thumbnail_url: string | null;
  is_premium: boolean;
  download_count: number;
  /** ISO timestamp. */
  created_at: string;
  partner: ResourcePartner | null;
};

export type ResourceListPage = {
  resources: Resource[];
  total: number;
  page: number;
  totalPages: number;
};

export type ResourceLookups = {
  partners: { id: string; name: string }[];
  mockExams: { id: string; title_fr: string; title_en: string }[];
};

export type ResourceIntent = "create" | "update" | "delete";
