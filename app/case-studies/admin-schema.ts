// The form and URL of /admin/case-studies: the list's parameters (?q=&page=&size=&edit=), the
// add/edit form — its required texts in both languages, the client's logo, the four editable
// lists per language, and the ordered metrics and images — and the shapes the screen receives.
// Browser-safe: the editor checks with the same schema as the action, which is the authority.
import { z } from "zod";
import type { case_studies } from "#db/schema";
import type { Wire } from "#db/wire";
import { ADMIN_PAGE_SIZES, parseListParams } from "~/forms/list-params";
import { uploadedImageUrl } from "~/forms/uploaded-image";
import { keyWithValues } from "~/i18n/key-values";
import { type GalleryItem, gallerySchema } from "~/uploads/gallery";

const V = "admin.case_studies.validation";

/** The audit log's entity type of a case study's writes (its history link filters on it). */
export const CASE_STUDY_ENTITY = "case_study";

/** Bounds that keep a public card readable (and a post bounded). */
export const CASE_STUDY_LIMITS = {
  clientName: 200,
  industry: 200,
  title: 200,
  description: 2000,
  /** Situation and impact: a few paragraphs. */
  longText: 4000,
  listItems: 20,
  listItem: 500,
  metrics: 12,
  metricLabel: 120,
  metricValue: 40,
  metricUnit: 20,
  images: 12,
} as const;

/** The lists a case study holds in each language (spec: tasks, actions, results, next steps). */
export const CASE_STUDY_LISTS = ["tasks", "actions", "results", "next_steps"] as const;
export type CaseStudyList = (typeof CASE_STUDY_LISTS)[number];

/** The arrow a metric shows; "" in the form (none) is stored as NULL. Same list as db/schema METRIC_TRENDS. */
export const METRIC_TREND_CHOICES = ["up", "down"] as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${V}.too_long`);

/**
 * One list's items as the form posts them (`tasks_fr.0`, `tasks_fr.1`…): trimmed, the empty
 * ones dropped. Its errors are the list's own (`tasks_fr`), so the language tab holding it is
 * flagged.
 */
const textList = z
  .array(z.string({ error: `${V}.list_invalid` }), { error: `${V}.list_invalid` })
  .optional()
  .transform((items) => (items ?? []).map((item) => item.trim()).filter((item) => item !== ""))
  .refine((items) => items.length <= CASE_STUDY_LIMITS.listItems, `${V}.too_many_items`)
  .refine(
    (items) => items.every((item) => item.length <= CASE_STUDY_LIMITS.listItem),
    keyWithValues(`${V}.item_too_long`, { max: CASE_STUDY_LIMITS.listItem }),
  );

const metricText = (max: number) => z.string().trim().max(max, `${V}.too_long`).optional().default("");

/**
 * A metric as posted (`metrics.0.label_fr`…). A row left wholly blank is dropped (like an empty
 * list item); any other needs both labels and a value. The unit is optional, the trend up, down
 * or none.
 */
const metricSchema = z
  .object(
    {
      label_fr: metricText(CASE_STUDY_LIMITS.metricLabel),
      label_en: metricText(CASE_STUDY_LIMITS.metricLabel),
      value: metricText(CASE_STUDY_LIMITS.metricValue),
      unit: metricText(CASE_STUDY_LIMITS.metricUnit),
      trend: z
        .enum(["", ...METRIC_TREND_CHOICES], { error: `${V}.metric_trend_invalid` })
        .optional()
        .default(""),
    },
    { error: `${V}.metrics_invalid` },
  )
  .superRefine((metric, context) => {
    if (isBlankMetric(metric)) return;
    for (const field of ["label_fr", "label_en"] as const) {
      if (!metric[field]) context.addIssue({ code: "custom", path: [field], message: `${V}.metric_label_required` });
    }
    if (!metric.value) context.addIssue({ code: "custom", path: ["value"], message: `${V}.metric_value_required` });
  });

type PostedMetric = z.infer<typeof metricSchema>;

function isBlankMetric(metric: PostedMetric): boolean {
  return !metric.label_fr && !metric.label_en && !metric.value && !metric.unit && !metric.trend;
}

export const caseStudySchema = z.object({
  client_name: required(`${V}.client_name_required`, CASE_STUDY_LIMITS.clientName),
  client_industry_fr: required(`${V}.industry_required`, CASE_STUDY_LIMITS.industry),
  client_industry_en: required(`${V}.industry_required`, CASE_STUDY_LIMITS.industry),
  /** The uploaded logo's address (ImageUpload's hidden field); "" removes it. */
  client_logo_url: uploadedImageUrl(`${V}.logo_invalid`),
  title_fr: required(`${V}.title_required`, CASE_STUDY_LIMITS.title),
  title_en: required(`${V}.title_required`, CASE_STUDY_LIMITS.title),
  description_fr: required(`${V}.description_required`, CASE_STUDY_LIMITS.description),
  description_en: required(`${V}.description_required`, CASE_STUDY_LIMITS.description),
  situation_fr: required(`${V}.situation_required`, CASE_STUDY_LIMITS.longText),
  situation_en: required(`${V}.situation_required`, CASE_STUDY_LIMITS.longText),
  impact_fr: required(`${V}.impact_required`, CASE_STUDY_LIMITS.longText),
  impact_en: required(`${V}.impact_required`, CASE_STUDY_LIMITS.longText),
  tasks_fr: textList,
  tasks_en: textList,
  actions_fr: textList,
  actions_en: textList,
  results_fr: textList,
  results_en: textList,
  next_steps_fr: textList,
  next_steps_en: textList,
  metrics: z
    .array(metricSchema, { error: `${V}.metrics_invalid` })
    .max(CASE_STUDY_LIMITS.metrics, `${V}.too_many_metrics`)
    .optional()
    .transform((metrics) =>
      (metrics ?? [])
        .filter((metric) => !isBlankMetric(metric))
        .map((metric) => ({
          label_fr: metric.label_fr,
          label_en: metric.label_en,
          value: metric.value,
          unit: metric.unit || null,
          trend: metric.trend || null,
        })),
    ),
  images: gallerySchema({ max: CASE_STUDY_LIMITS.images, maxMessage: `${V}.too_many_images` }),
});
export type CaseStudyInput = z.infer<typeof caseStudySchema>;

/** `?q=&page=&size=` of the list. */
export function parseAdminCaseStudyParams(search: URLSearchParams) {
  return parseListParams(search, { sizes: ADMIN_PAGE_SIZES });
}
export type AdminCaseStudyParams = ReturnType<typeof parseAdminCaseStudyParams>;

/** A row of the list: what identifies a case study at a glance. */
export type AdminCaseStudyRow = Pick<
  Wire<typeof case_studies.$inferSelect>,
  | "id"
  | "title_fr"
  | "title_en"
  | "client_name"
  | "client_industry_fr"
  | "client_industry_en"
  | "client_logo_url"
  | "updated_at"
> & {
  /** How many metrics and images the case study shows. */
  metrics: number;
  images: number;
};

export type AdminCaseStudyPage = {
  studies: AdminCaseStudyRow[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};

export type AdminCaseStudyMetric = {
  label_fr: string;
  label_en: string;
  value: string;
  unit: string | null;
  trend: string | null;
};

/** A case study as the editor opens it, with its metrics and images in their order. */
export type AdminCaseStudyDetail = {
  id: string;
  client_name: string;
  client_industry_fr: string;
  client_industry_en: string;
  client_logo_url: string | null;
  title_fr: string;
  title_en: string;
  description_fr: string;
  description_en: string;
  situation_fr: string;
  situation_en: string;
  impact_fr: string;
  impact_en: string;
  tasks_fr: string[];
  tasks_en: string[];
  actions_fr: string[];
  actions_en: string[];
  results_fr: string[];
  results_en: string[];
  next_steps_fr: string[];
  next_steps_en: string[];
  metrics: AdminCaseStudyMetric[];
  images: (GalleryItem & { id: string })[];
  updated_at: string;
};
