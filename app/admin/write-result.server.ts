// What a back-office service answers about a write: done, with what it changed for the audit
// log (`written`), or refused (`invalid`, `notFound`, `conflict`, `forbidden`, the refusals every
// form shares). A service imports its answers from here and its intents' spec from
// action.server.ts, which maps each kind to one status and shape.
import type { AuditRecord } from "~/admin/audit.server";
import type { Refused } from "~/forms/form-action.server";

export { conflict, forbidden, invalid, notFound } from "~/forms/form-action.server";

/** A write done, with what it changed for the audit log. */
export type AuditedWrite<T = unknown> = {
  kind: "ok";
  data?: T;
  audit: AuditRecord | readonly AuditRecord[] | null;
  redirectTo?: string;
  /** The success toast when it depends on the write, and its placeholders' values. */
  toast?: string;
  toastParams?: Record<string, string | number>;
};

/** What a service answers about a write: the action helper maps each kind to one status and shape. */
export type WriteResult<T = unknown> = AuditedWrite<T> | Refused;

/** A write done; `audit` says what changed (null only for a write that changes nothing). */
export function written<T>(
  audit: AuditRecord | readonly AuditRecord[] | null,
  extra: { data?: T; redirectTo?: string; toast?: string; toastParams?: Record<string, string | number> } = {},
): WriteResult<T> {
  return { kind: "ok", audit, ...extra };
}
