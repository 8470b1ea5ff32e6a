// A service's WriteResult as a member form's FormResult: the audit entries recorded in the
// write's transaction (formAction records none), the refusals passed on as they are.
import { recordAudit } from "~/admin/audit.server";
import type { WriteResult } from "~/admin/write-result.server";
import { done, type FormResult } from "~/forms/form-action.server";
import type { SessionUser } from "~/server/auth.server";

export async function asFormResult<T>(
  result: WriteResult<T>,
  actor: Pick<SessionUser, "id" | "email">,
): Promise<FormResult<T>> {
  if (result.kind !== "ok") return result;
  await recordAudit(actor, result.audit);
  return done<T>({ data: result.data, toast: result.toast, redirectTo: result.redirectTo });
}
