// A signing service answers WriteResult (with its audit entry) and must run inside the write's
// transaction; public and member forms answer FormResult through formAction, which keeps no
// audit log of its own. This adapter records the entry when an account acts (an anonymous
// phone's signature is its own evidence) and hands the rest on unchanged: refusals have the
// same shape in both.
import { recordAudit } from "~/admin/audit.server";
import type { WriteResult } from "~/admin/write-result.server";
import { done, type FormResult } from "~/forms/form-action.server";
import type { SessionUser } from "~/server/auth.server";

export async function asFormResult<T>(
  result: WriteResult<T>,
  actor: Pick<SessionUser, "id" | "email"> | null,
): Promise<FormResult<T>> {
  if (result.kind !== "ok") return result;
  if (actor) await recordAudit(actor, result.audit);
  return done({
    data: result.data,
    redirectTo: result.redirectTo,
    toast: result.toast,
    toastParams: result.toastParams,
  });
}
