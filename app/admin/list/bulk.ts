// Bulk actions on a list (issue 23 §9), the browser-safe part: the posted ids and their limit.
// A bulk intent posts `ids[]` once per selected row; app/admin/bulk.server.ts runs the row's own
// service on each, app/admin/list/bulk-selection.tsx selects the rows and asks first.
import { z } from "zod";

/** The most rows one bulk action takes: a page of the largest page size, twice. */
export const BULK_MAX = 100;

/** The posted field: one value per selected row (formToObject gathers a name ending in []). */
export const BULK_FIELD = "ids[]";

export const bulkSchema = z.object({
  ids: z
    .array(z.guid("admin.bulk.invalid"), { error: "admin.bulk.none_selected" })
    .min(1, "admin.bulk.none_selected")
    .max(BULK_MAX, "admin.bulk.too_many"),
});

/** What a bulk intent answers a fetcher: how many rows moved, how many were left as they were. */
export type BulkOutcome = { done: number; skipped: number };
