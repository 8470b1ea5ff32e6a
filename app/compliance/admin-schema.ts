// The compliance screens' forms and URL state: a BPF category's editor (/admin/compliance/
// categories: kind and code when created, the labels in both languages, the form's box, the
// order and whether it is offered) and the categories list's `?kind=`. Browser-safe: the editor
// checks with the same schema as the action, which is the authority.
import { z } from "zod";
import type { bpf_categories } from "#db/schema";
import type { Wire } from "#db/wire";
import { checkbox } from "~/forms/checkbox";
import { oneOfParam, parseListParams } from "~/forms/list-params";
import { BPF_KIND_NAMES } from "./bpf-categories";

const V = "admin.bpf_categories.validation";

export const CATEGORY_LIMITS = { label: 200, line: 20, code: 40, order: 9999 } as const;

/** A code: lower-case letters, digits, `-` and `_` ("opco", "nsf-310"), what exports and the seed key on. */
export const CATEGORY_CODE = /^[a-z0-9][a-z0-9_-]*$/;

const label = z
  .string({ error: `${V}.label_required` })
  .trim()
  .min(1, `${V}.label_required`)
  .max(CATEGORY_LIMITS.label, `${V}.too_long`);

export const bpfCategorySchema = z.object({
  /** Read on creation only: a category never changes kind. */
  kind: z.enum(BPF_KIND_NAMES, { error: `${V}.kind_invalid` }),
  code: z
    .string({ error: `${V}.code_required` })
    .trim()
    .toLowerCase()
    .min(1, `${V}.code_required`)
    .max(CATEGORY_LIMITS.code, `${V}.too_long`)
    .regex(CATEGORY_CODE, `${V}.code_invalid`),
  label_fr: label,
  label_en: label,
  bpf_line: z.string().trim().max(CATEGORY_LIMITS.line, `${V}.too_long`).optional().default(""),
  display_order: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || "0")
    .pipe(
      z
        .string()
        .regex(/^\d+$/, `${V}.order_invalid`)
        .transform(Number)
        .pipe(z.number().max(CATEGORY_LIMITS.order, `${V}.order_invalid`)),
    ),
  is_active: checkbox,
});
export type BpfCategoryInput = z.infer<typeof bpfCategorySchema>;

/** `?kind=`: one kind's categories, or every kind. */
export function parseBpfCategoryParams(search: URLSearchParams) {
  return parseListParams(search, { filters: { kind: oneOfParam(BPF_KIND_NAMES) } });
}
export type BpfCategoryParams = ReturnType<typeof parseBpfCategoryParams>;

/** A category as the screen lists it, with how many records use it (its code is then fixed). */
export type AdminBpfCategory = Pick<
  Wire<typeof bpf_categories.$inferSelect>,
  "id" | "kind" | "code" | "label_fr" | "label_en" | "bpf_line" | "display_order" | "is_active"
> & { uses: number };
