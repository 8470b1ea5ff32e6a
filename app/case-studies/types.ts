// Shapes the case studies page receives (client-safe: no server imports).

export const CASE_STUDY_PAGE_SIZES = [3, 6, 12, 24] as const;
/** Spec: 6 by default, with a choice list. */
export const CASE_STUDY_DEFAULT_SIZE = 6;

export type CaseStudyParams = {
  q: string;
  size: number;
  page: number;
  /** First page shown: "show more" keeps pages from..page on screen (both in the URL). */
  from: number;
};

export type CaseStudyMetric = { id: string; label: string; value: string; unit: string | null; trend: string | null };
export type CaseStudyImage = { id: string; url: string; caption: string; alt: string };

/** A case study in the reader's language (French where the English text is empty). */
export type CaseStudyCard = {
  id: string;
  title: string;
  description: string;
  client_name: string;
  industry: string;
  logo_url: string | null;
  situation: string;
  tasks: string[];
  actions: string[];
  results: string[];
  impact: string;
  next_steps: string[];
  metrics: CaseStudyMetric[];
  images: CaseStudyImage[];
};

export type CaseStudyListPage = {
  studies: CaseStudyCard[];
  total: number;
  page: number;
  from: number;
  totalPages: number;
  size: number;
};
