// Shapes the service pages receive from their loaders (client-safe: no server imports).
import type { ServiceSize } from "~/services/schema";

/** A service with both languages: the card and page pick the reader's one, the editor needs both. */
export type Service = {
  id: string;
  title_fr: string;
  title_en: string;
  description_fr: string;
  description_en: string;
  image_url: string | null;
  is_featured: boolean;
  size: ServiceSize;
  /** The French tags (the column predates the English twins). */
  tags: string[];
  /** Empty: English readers see the French tags. */
  tags_en: string[];
  display_order: number;
};

export type ServiceListPage = {
  services: Service[];
  total: number;
  page: number;
  totalPages: number;
};

export type ServiceIntent = "create" | "update" | "delete";
