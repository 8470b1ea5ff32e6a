// Bulk actions on a list (issue 23 §9), the server part: one intent that runs a row's own
// service (the one its row button calls) on each selected id, so a bulk move obeys every rule,
// e-mail and audit entry of the single one. Each row runs in its own savepoint of the write's
// transaction: a row the service refuses as not found or no longer movable (a testimonial
// someone else moderated meanwhile) is rolled back alone and counted as skipped; any other
// refusal or a failure rolls the whole action back. One answer: the toast names the count.

import { type Intent, intent } from "~/admin/action.server";
import type { AuditRecord } from "~/admin/audit.server";
import { type BulkOutcome, bulkSchema } from "~/admin/list/bulk";
import type { PermissionOperation } from "~/admin/permissions.server";
import { conflict, type WriteResult, written } from "~/admin/write-result.server";
import type { SessionUser } from "~/server/auth.server";
import { inSavepoint, Refusal, refuse } from "~/server/db.server";

export type BulkIntentOptions = {
  /**
   * Translation key of the success toast, with `{{count}}` (plural forms); `<toast>_partial`
   * is used when some rows were skipped, with `{{skipped}}` too.
   */
  toast: string;
  /** With a spec's `module`: the matrix column the action needs. */
  operation?: PermissionOperation;
  /** The row's own write. */
  each: (id: string, actor: SessionUser) => Promise<WriteResult>;
};

export function bulkIntent({ toast, operation, each }: BulkIntentOptions): Intent<typeof bulkSchema> {
  return intent({
    schema: bulkSchema,
    operation,
    invalidMessage: (errors) => errors.ids ?? "admin.bulk.invalid",
    run: async ({ data, actor }) => {
      const audit: AuditRecord[] = [];
      const outcome: BulkOutcome = { done: 0, skipped: 0 };
      for (const id of new Set(data.ids)) {
        let result: WriteResult;
        try {
          result = await inSavepoint(async () => {
            const answer = await each(id, actor);
            // Thrown, so the savepoint rolls back whatever the service wrote before refusing.
            if (answer.kind !== "ok") throw refuse(answer);
            return answer;
          });
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          result = error.result as WriteResult;
        }
        if (result.kind === "ok") {
          outcome.done += 1;
          for (const entry of [result.audit].flat()) if (entry) audit.push(entry);
        } else if (result.kind === "not_found" || result.kind === "conflict") {
          outcome.skipped += 1;
        } else {
          return result;
        }
      }
      if (outcome.done === 0) return conflict("admin.bulk.nothing_done", { count: outcome.skipped });
      return written(audit, {
        data: outcome,
        toast: outcome.skipped > 0 ? `${toast}_partial` : toast,
        toastParams: { count: outcome.done, skipped: outcome.skipped },
      });
    },
  });
}
