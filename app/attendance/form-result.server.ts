// A service's WriteResult answered through formAction (the trainer's area, the signing page):
// refusals are already the pipeline's shape; a write done records its audit entry in the same
// transaction (trainers' marks and signatures are evidence) and becomes done().
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
  return done({ data: result.data, toast: result.toast, toastParams: result.toastParams });
}
