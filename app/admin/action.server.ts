// The one way a back-office write runs (docs/decisions/010-permissions.md and 011-admin-kit.md):
// authorize → read the intent → parse with the intent's schema → run one service in a
// transaction → record its audit entries in that transaction → one answer. Every screen's
// action is a call to adminAction with its intents; none reads its form or maps its errors
// by hand, so all answer alike and none can forget the guard or the audit log.
import type { RouterContextProvider } from "react-router";
import { data, redirect } from "react-router";
import type { z } from "zod";
import type { ActionData } from "~/admin/action-data";
import { type AuditRecord, recordAudit } from "~/admin/audit.server";
import { type PermissionModule, type PermissionOperation, permissionFlags } from "~/admin/permissions.server";
import { type FieldErrors, formValues, parseForm } from "~/forms/validate";
import type { SessionUser } from "~/server/auth.server";
import { inTransaction, Refusal, refuse } from "~/server/db.server";
import { flashHeader } from "~/server/flash.server";
import { logger } from "~/server/logger.server";
import { getViewer } from "~/server/viewer.server";

/** What a service answers about a write: the helper maps each kind to one status and shape. */
export type WriteResult<T = unknown> =
  | { kind: "ok"; data?: T; audit: AuditRecord | readonly AuditRecord[] | null; redirectTo?: string }
  | { kind: "invalid"; errors: FieldErrors; formError?: string }
  | { kind: "not_found"; formError?: string }
  | { kind: "conflict"; formError: string; params?: Record<string, string | number> }
  | { kind: "forbidden"; formError?: string };

/** A write done; `audit` says what changed (null only for a write that changes nothing). */
export function written<T>(
  audit: AuditRecord | readonly AuditRecord[] | null,
  extra: { data?: T; redirectTo?: string } = {},
): WriteResult<T> {
  return { kind: "ok", audit, ...extra };
}
export const invalid = (errors: FieldErrors, formError?: string): WriteResult<never> => ({
  kind: "invalid",
  errors,
  formError,
});
export const notFound = (formError?: string): WriteResult<never> => ({ kind: "not_found", formError });
/** A refusal of the whole write; `params` fill the message's placeholders ({{count}}…). */
export const conflict = (formError: string, params?: Record<string, string | number>): WriteResult<never> => ({
  kind: "conflict",
  formError,
  params,
});
export const forbidden = (formError?: string): WriteResult<never> => ({ kind: "forbidden", formError });

const STATUS: Record<Exclude<WriteResult["kind"], "ok">, number> = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  forbidden: 403,
};

export type IntentInput<D> = { data: D; formData: FormData; actor: SessionUser };

export type Intent<S extends z.ZodType | undefined = undefined> = {
  /** The form's schema; without one the service gets the raw FormData alone. */
  schema?: S;
  /** With a `module`: the matrix column this intent needs (default from its name, else edit). */
  operation?: PermissionOperation;
  run: (input: IntentInput<S extends z.ZodType ? z.infer<S> : undefined>) => Promise<WriteResult>;
  /** Translation key of the success message: a toast after the redirect, or in the data. */
  toast?: string;
  /** Answer success with a redirect (here, or the result's `redirectTo`) instead of data. */
  redirect?: string | ((result: Extract<WriteResult, { kind: "ok" }>) => string | undefined);
  /** The message when this intent's write throws (500); default: the spec's save or delete message. */
  failureMessage?: string;
  /** The whole form's message when the schema refuses it (from the field errors, if a function). */
  invalidMessage?: string | ((errors: FieldErrors) => string | undefined);
};

/** Keeps each intent's schema and its run's input type together (inference per intent). */
export function intent<S extends z.ZodType | undefined = undefined>(definition: Intent<S>): Intent<S> {
  return definition;
}

export type AdminActionSpec = {
  /** For the log when a write throws: "trainer", "user role"… */
  what: string;
  /**
   * Without it: admin and super_admin only (every /admin screen). With it: the permission
   * matrix decides for other roles (the public in-place editors), admins always allowed.
   */
  module?: PermissionModule;
  messages: {
    /** When a save throws (500), and the default for a refused intent. */
    save: string;
    /** When a delete throws (500); defaults to `save`. */
    delete?: string;
    loginRequired?: string;
    forbidden?: string;
  };
  // biome-ignore lint/suspicious/noExplicitAny: each intent keeps its own schema type
  intents: Record<string, Intent<any>>;
};

/**
 * A screen's messages when its keys follow the usual names under `prefix`: `<prefix>.save`,
 * `.delete`, `.login_required` and `.forbidden`.
 */
export function screenMessages(prefix: string): AdminActionSpec["messages"] {
  return {
    save: `${prefix}.save`,
    delete: `${prefix}.delete`,
    loginRequired: `${prefix}.login_required`,
    forbidden: `${prefix}.forbidden`,
  };
}

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

function answer(status: number, body: ActionData) {
  return data(body, { status });
}

const DEFAULT_OPERATIONS: Record<string, PermissionOperation> = { create: "create", update: "edit", delete: "delete" };

/**
 * An option of a spec, an intent or a table, read only as its own property. An absent option
 * must stay absent even if something ever set that name on Object.prototype (issue 21: a
 * polluted `module` let an operator through the admins-only door).
 */
function own<T extends object, K extends keyof T>(object: T, key: K): T[K] | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

export async function adminAction({ request, context }: ActionArgs, spec: AdminActionSpec) {
  const { user, isAdmin } = getViewer(context);
  const messages = {
    save: spec.messages.save,
    delete: own(spec.messages, "delete") ?? spec.messages.save,
    loginRequired: own(spec.messages, "loginRequired") ?? "admin.errors.login_required",
    forbidden: own(spec.messages, "forbidden") ?? "admin.errors.forbidden",
  };
  if (!user) return answer(401, { ok: false, formError: messages.loginRequired });
  const forbiddenAnswer = () => answer(403, { ok: false, formError: messages.forbidden });
  // Refused before the body is read: a non-admin never gets past this line on /admin, nor a
  // role whose matrix row allows no write at all in the action's module.
  const module = own(spec, "module");
  if (!isAdmin && !module) return forbiddenAnswer();
  const flags = module ? await permissionFlags(user, module) : null;
  if (flags && !flags.create && !flags.edit && !flags.delete) return forbiddenAnswer();

  const formData = await request.formData();
  const name = formData.get("intent");
  const definition = typeof name === "string" ? own(spec.intents, name) : undefined;
  if (!definition || typeof name !== "string") return answer(400, { ok: false, formError: messages.save });
  const operation = own(definition, "operation") ?? own(DEFAULT_OPERATIONS, name) ?? "edit";
  if (flags && !flags[operation]) return forbiddenAnswer();
  const failureMessage = own(definition, "failureMessage") ?? (name === "delete" ? messages.delete : messages.save);

  let input: unknown;
  const schema = own(definition, "schema");
  if (schema) {
    const form = parseForm(schema, formData);
    if (!form.ok) {
      const invalidMessage = own(definition, "invalidMessage");
      return answer(400, {
        ok: false,
        intent: name,
        errors: form.errors,
        values: form.values,
        formError:
          form.formError ?? (typeof invalidMessage === "function" ? invalidMessage(form.errors) : invalidMessage),
      });
    }
    input = form.data;
  }

  let result: Extract<WriteResult, { kind: "ok" }>;
  try {
    result = await inTransaction(async () => {
      const outcome = await definition.run({ data: input, formData, actor: user });
      if (outcome.kind !== "ok") throw refuse(outcome);
      await recordAudit(user, outcome.audit);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Refusal) {
      const refused = error.result as Exclude<WriteResult, { kind: "ok" }>;
      return answer(STATUS[refused.kind], {
        ok: false,
        intent: name,
        errors: refused.kind === "invalid" ? refused.errors : undefined,
        values: name === "delete" ? undefined : formValues(formData),
        formError: refused.formError ?? (name === "delete" ? messages.delete : messages.save),
        formErrorParams: refused.kind === "conflict" ? refused.params : undefined,
      });
    }
    // A redirect or a response a service threw on purpose.
    if (error instanceof Response) throw error;
    logger.error({ err: error, intent: name }, `${spec.what} write failed`);
    return answer(500, {
      ok: false,
      intent: name,
      formError: failureMessage,
      values: name === "delete" ? undefined : formValues(formData),
    });
  }

  const redirectOption = own(definition, "redirect");
  const to =
    typeof redirectOption === "function" ? redirectOption(result) : (redirectOption ?? own(result, "redirectTo"));
  const toast = own(definition, "toast");
  if (to) return redirectWithToast(to, toast);
  return answer(200, { ok: true, intent: name, toast, data: result.data });
}

/** A redirect that shows `toast` (a translation key) on the next page. */
export async function redirectWithToast(to: string, toast: string | undefined) {
  if (!toast) return redirect(to);
  return redirect(to, { headers: { "Set-Cookie": await flashHeader({ key: toast, tone: "success" }) } });
}
