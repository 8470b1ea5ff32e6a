// The one way a back-office write runs (docs/decisions/010-permissions.md and 011-admin-kit.md):
// authorize → read the intent → parse with the intent's schema → run one service in a
// transaction → record its audit entries in that transaction → one answer. Every screen's
// action is a call to adminAction with its intents; none reads its form or maps its errors
// by hand, so all answer alike and none can forget the guard or the audit log. Everything after
// the guard is the pipeline every form shares (runIntent, app/forms/form-action.server.ts).
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { recordAudit } from "~/admin/audit.server";
import { canWrite, type PermissionModule, type PermissionOperation, permissionFlags } from "~/admin/permissions.server";
import type { AuditedWrite, WriteResult } from "~/admin/write-result.server";
import {
  answer,
  type IntentInput as FormIntentInput,
  type IntentDefinition,
  own,
  readIntent,
  runIntent,
} from "~/forms/form-action.server";
import type { SessionUser } from "~/server/auth.server";
import { getViewer } from "~/server/viewer.server";

export { redirectWithToast } from "~/forms/form-action.server";

export type IntentInput<D> = FormIntentInput<D, SessionUser>;

export type Intent<S extends z.ZodType | undefined = undefined> = Omit<
  IntentDefinition<S, SessionUser, AuditedWrite>,
  "run" | "schema" | "limit" | "transaction"
> & {
  /** The form's schema; without one the service gets the raw FormData alone. */
  schema?: S;
  /** With a `module`: the matrix column this intent needs (default from its name, else edit). */
  operation?: PermissionOperation;
  run: (input: IntentInput<S extends z.ZodType ? z.infer<S> : undefined>) => Promise<WriteResult>;
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

const DEFAULT_OPERATIONS: Record<string, PermissionOperation> = { create: "create", update: "edit", delete: "delete" };

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
  if (flags && !canWrite(flags)) return forbiddenAnswer();

  const formData = await request.formData();
  const chosen = readIntent(spec.intents, formData);
  if (!chosen) return answer(400, { ok: false, formError: messages.save });
  const { name, definition } = chosen;
  const operation = own(definition, "operation") ?? own(DEFAULT_OPERATIONS, name) ?? "edit";
  if (flags && !flags[operation]) return forbiddenAnswer();

  return runIntent<AuditedWrite>({
    what: spec.what,
    name,
    answersIntent: true,
    definition,
    formData,
    actor: user,
    messages,
    // The audit entries commit with the write or not at all.
    inside: (result) => recordAudit(user, result.audit),
  });
}
