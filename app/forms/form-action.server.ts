// The one way a write action runs (docs/conventions.md, "How writes answer"): the viewer the
// form needs → the hidden `intent` (when there are several) → that intent's zod schema → its
// run inside one transaction (effects after commit, a refusal rolls back) → one answer,
// ActionData or a redirect with a toast. Member and public forms call formAction; the back
// office calls adminAction (app/admin/action.server.ts), which is this same pipeline (runIntent)
// plus the admin guard and the audit entries.
import type { RouterContextProvider } from "react-router";
import { data, redirect } from "react-router";
import type { z } from "zod";
import type { ActionData } from "~/forms/action-data";
import { type FieldErrors, formValues, parseForm } from "~/forms/validate";
import type { SessionUser } from "~/server/auth.server";
import { inTransaction, Refusal, refuse } from "~/server/db.server";
import { flashHeader } from "~/server/flash.server";
import { logger } from "~/server/logger.server";
import { getViewer, requireUser } from "~/server/viewer.server";

/** Why a write was refused: the pipeline maps each kind to one status and answer. */
export type Refused =
  | { kind: "invalid"; errors: FieldErrors; formError?: string }
  | { kind: "not_found"; formError?: string }
  | { kind: "conflict"; formError: string; params?: Record<string, string | number> }
  | { kind: "forbidden"; formError?: string }
  /**
   * Any other status (a rate limit's 429, a registration's own codes), answered as given:
   * nothing defaulted, `values` (else what was typed) kept, `data` handed back even so.
   */
  | ({ kind: "refused"; status: number } & Pick<
      ActionData,
      "errors" | "values" | "formError" | "formErrorParams" | "data"
    >);

export const invalid = (errors: FieldErrors, formError?: string): Refused => ({ kind: "invalid", errors, formError });
export const notFound = (formError?: string): Refused => ({ kind: "not_found", formError });
/** A refusal of the whole write; `params` fill the message's placeholders ({{count}}…). */
export const conflict = (formError: string, params?: Record<string, string | number>): Refused => ({
  kind: "conflict",
  formError,
  params,
});
export const forbidden = (formError?: string): Refused => ({ kind: "forbidden", formError });
/** A refusal with its own status and answer (see Refused). */
export const refused = (
  status: number,
  answer: Pick<ActionData, "errors" | "values" | "formError" | "formErrorParams" | "data">,
): Refused => ({ kind: "refused", status, ...answer });

const STATUS: Record<Exclude<Refused["kind"], "refused">, number> = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  forbidden: 403,
};

/** What every successful run has: data for a fetcher, or where to go next. */
export type Written<T = unknown> = {
  kind: "ok";
  data?: T;
  redirectTo?: string;
  /** The success toast when it depends on the write (else the intent's `toast`). */
  toast?: string;
  /** Values for the toast's placeholders (a fetcher's answer only: a redirect's flash has none). */
  toastParams?: Record<string, string | number>;
  /** Headers the answer carries (a new session cookie, a signed-out one). */
  headers?: Headers;
};

/** A member's or visitor's write done. */
export function done<T>(extra: Omit<Written<T>, "kind"> = {}): FormResult<T> {
  return { kind: "ok", ...extra };
}
export type FormResult<T = unknown> = Written<T> | Refused;

export type IntentInput<D, A = SessionUser> = { data: D; formData: FormData; actor: A };
type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

export type IntentDefinition<S extends z.ZodType | undefined, A, R extends Written> = {
  /** The form's schema (a function when it depends on who posts); without one, the raw FormData alone. */
  schema?: S | ((actor: A) => S);
  run: (input: IntentInput<Parsed<S>, A>) => Promise<R | Refused>;
  /** Translation key of the success message: a toast after the redirect, or in the answer. */
  toast?: string;
  /** Answer success with a redirect (here, or the result's `redirectTo`) instead of data. */
  redirect?: string | ((result: R) => string | undefined);
  /** The message when this intent's write throws (500); default: the spec's save or delete message. */
  failureMessage?: string;
  /** The whole form's message when the schema refuses it (from the field errors, if a function). */
  invalidMessage?: string | ((errors: FieldErrors) => string | undefined);
  /**
   * Whether a refused answer echoes what was typed (default: yes, but a refused or failed delete
   * does not). No for a form whose only fields are secrets or a row's id.
   */
  keepsValues?: boolean;
  /**
   * Checked after the schema and outside the transaction, so what it counts stays counted
   * whatever the write does (the rate limits of public forms); a refusal here writes nothing else.
   */
  limit?: (input: IntentInput<Parsed<S>, A>) => Promise<Refused | undefined>;
  /**
   * `false`: run outside any transaction. Only for better-auth's own endpoints, which reach the
   * database through their own handle: inside a transaction they deadlock on PGlite (decision 011).
   */
  transaction?: false;
};

/**
 * An option of a spec, an intent or a table, read only as its own property. An absent option
 * must stay absent even if something ever set that name on Object.prototype (issue 21: a
 * polluted `module` let an operator through the admins-only door).
 */
export function own<T extends object, K extends keyof T>(object: T, key: K): T[K] | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

export function answer(status: number, body: ActionData, headers?: HeadersInit) {
  return data(body, headers ? { status, headers } : { status });
}

/** A redirect that shows `toast` (a translation key) on the next page, with `headers` besides. */
export async function redirectWithToast(to: string, toast: string | undefined, headers?: HeadersInit) {
  const all = new Headers(headers);
  if (toast) all.append("Set-Cookie", await flashHeader({ key: toast, tone: "success" }));
  return redirect(to, { headers: all });
}

/** The one intent posted: its name and definition, or undefined for an unknown or missing one. */
export function readIntent<I>(
  intents: Record<string, I>,
  formData: FormData,
): { name: string; definition: I } | undefined {
  const name = formData.get("intent");
  const definition = typeof name === "string" ? own(intents, name) : undefined;
  return definition && typeof name === "string" ? { name, definition } : undefined;
}

/** Both sets of headers, every Set-Cookie kept (a cookie of the page's and one of the write's). */
function mergeHeaders(first: HeadersInit | undefined, second: HeadersInit | undefined): Headers {
  const headers = new Headers(first);
  for (const [key, value] of new Headers(second)) headers.append(key, value);
  return headers;
}

/** A refusal of this pipeline's kinds (a service's own `refuse(…)` it failed to catch is a failure, 500). */
function isRefused(result: unknown): result is Refused {
  const kind = (result as { kind?: unknown } | null)?.kind;
  return typeof kind === "string" && (kind === "refused" || Object.hasOwn(STATUS, kind));
}

export type RunIntentOptions<R extends Written> = {
  /** For the log when a write throws: "trainer", "contact message"… */
  what: string;
  /** The intent's name: the answers' `intent` when `answersIntent`, and "delete" keeps no values. */
  name: string;
  answersIntent: boolean;
  /** Its actor type is the caller's business (the guard before made `actor` right for it). */
  // biome-ignore lint/suspicious/noExplicitAny: each intent keeps its own schema type
  definition: IntentDefinition<any, never, R>;
  formData: FormData;
  actor: unknown;
  messages: { save: string; delete: string };
  /** Runs in the write's transaction after a successful run (the admin audit entries). */
  inside?: (result: R) => Promise<void>;
  /** Headers every answer carries. */
  headers?: HeadersInit;
};

/** The shared pipeline after the guard: schema, limit, the run in its transaction, one answer. */
export async function runIntent<R extends Written>(options: RunIntentOptions<R>) {
  const { what, name, definition, formData, messages, inside } = options;
  const actor = options.actor as never;
  const intent = options.answersIntent ? name : undefined;
  const isDelete = name === "delete";
  const keepsValues = own(definition, "keepsValues");
  const typed = () =>
    keepsValues === false || (keepsValues === undefined && isDelete) ? undefined : formValues(formData);
  const failureMessage = own(definition, "failureMessage") ?? (isDelete ? messages.delete : messages.save);
  const reply = (status: number, body: ActionData, extra?: HeadersInit) => {
    const headers = mergeHeaders(options.headers, extra);
    return answer(status, body, [...headers].length > 0 ? headers : undefined);
  };

  let input: unknown;
  const schemaOption = own(definition, "schema");
  const schema = typeof schemaOption === "function" ? schemaOption(actor) : schemaOption;
  if (schema) {
    const form = parseForm(schema, formData);
    if (!form.ok) {
      const invalidMessage = own(definition, "invalidMessage");
      return reply(400, {
        ok: false,
        intent,
        errors: form.errors,
        values: keepsValues === false ? undefined : form.values,
        formError:
          form.formError ?? (typeof invalidMessage === "function" ? invalidMessage(form.errors) : invalidMessage),
      });
    }
    input = form.data;
  }

  const refusal = (refused: Refused) => {
    if (refused.kind === "refused") {
      const { kind: _kind, status, ...rest } = refused;
      return reply(status, { ok: false, intent, ...rest, values: refused.values ?? typed() });
    }
    return reply(STATUS[refused.kind], {
      ok: false,
      intent,
      errors: refused.kind === "invalid" ? refused.errors : undefined,
      values: typed(),
      formError: refused.formError ?? (isDelete ? messages.delete : messages.save),
      formErrorParams: refused.kind === "conflict" ? refused.params : undefined,
    });
  };

  const runInput = { data: input, formData, actor };
  const limit = own(definition, "limit");
  const limited = limit ? await limit(runInput) : undefined;
  if (limited) return refusal(limited);

  let result: R;
  try {
    const work = async () => {
      const outcome = await definition.run(runInput);
      if (outcome.kind !== "ok") throw refuse(outcome);
      await inside?.(outcome);
      return outcome;
    };
    result = own(definition, "transaction") === false ? await work() : await inTransaction(work);
  } catch (error) {
    if (error instanceof Refusal && isRefused(error.result)) return refusal(error.result);
    // A redirect or a response a service threw on purpose.
    if (error instanceof Response) throw error;
    logger.error({ err: error, intent: name }, `${what} write failed`);
    return reply(500, { ok: false, intent, formError: failureMessage, values: typed() });
  }

  const redirectOption = own(definition, "redirect");
  const to =
    typeof redirectOption === "function" ? redirectOption(result) : (redirectOption ?? own(result, "redirectTo"));
  const toast = own(result, "toast") ?? own(definition, "toast");
  const headers = own(result, "headers");
  if (to) return redirectWithToast(to, toast, mergeHeaders(options.headers, headers));
  return reply(200, { ok: true, intent, toast, toastParams: own(result, "toastParams"), data: result.data }, headers);
}

/** Who may post a form: anyone, a signed-in person, or one whose e-mail address is verified. */
export type ViewerNeed = "anyone" | "signed-in" | "verified";

/** A member form's intent: its run gets the signed-in person as `actor`. */
export type FormIntent<
  S extends z.ZodType | undefined = undefined,
  A extends SessionUser | null = SessionUser,
> = IntentDefinition<S, A, Written>;

/** Keeps each intent's schema and its run's input type together (inference per intent). */
export function formIntent<S extends z.ZodType | undefined = undefined>(
  definition: FormIntent<S, SessionUser>,
): FormIntent<S, SessionUser> {
  return definition;
}

/** A public form's intent: the actor is null for a visitor. */
export function publicIntent<S extends z.ZodType | undefined = undefined>(
  definition: FormIntent<S, SessionUser | null>,
): FormIntent<S, SessionUser | null> {
  return definition;
}

type FormMessages = {
  /** When a write throws (500), and the default message of a refusal. */
  save: string;
  /** When a delete throws; defaults to `save`. */
  delete?: string;
  /** Answered 401 to a visitor; without it, a visitor is sent to /login and back (requireUser). */
  loginRequired?: string;
  /** Answered 403 to an account whose e-mail address is not verified (`verified` forms). */
  unverified?: string;
};

// biome-ignore lint/suspicious/noExplicitAny: each intent keeps its own schema type
type Intents<A extends SessionUser | null> = Record<string, FormIntent<any, A>>;

export type FormActionSpec = {
  /** For the log when a write throws: "contact message", "profile"… */
  what: string;
  messages: FormMessages;
  /** Headers every answer carries (the contact form's visitor cookie). */
  headers?: HeadersInit;
} & (
  | { viewer: "anyone"; intents: Intents<SessionUser | null> }
  | { viewer: "signed-in" | "verified"; intents: Intents<SessionUser> }
);

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * A member or public form's action: the viewer `spec.viewer` asks for, then the pipeline. A
 * spec with one intent needs no hidden `intent` field (its answers name the intent only when
 * the form posted it); with several, an unknown one is refused with 400.
 */
export async function formAction({ request, context }: ActionArgs, spec: FormActionSpec) {
  const { user } = getViewer(context);
  const messages = spec.messages;
  if (spec.viewer !== "anyone") {
    const loginRequired = own(messages, "loginRequired");
    if (!user && loginRequired) return answer(401, { ok: false, formError: loginRequired }, spec.headers);
    const actor = requireUser(context);
    if (spec.viewer === "verified" && !actor.emailVerified) {
      return answer(403, { ok: false, formError: own(messages, "unverified") ?? messages.save }, spec.headers);
    }
  }
  const formData = await request.formData();
  // Read alike whatever the actor type (the viewer check above made it right).
  const intents: Intents<never> = spec.intents;
  const names = Object.keys(intents);
  const only = names.length === 1 ? { name: names[0], definition: intents[names[0]] } : undefined;
  const chosen = only ?? readIntent(intents, formData);
  if (!chosen) return answer(400, { ok: false, formError: messages.save }, spec.headers);
  return runIntent({
    what: spec.what,
    name: chosen.name,
    answersIntent: formData.get("intent") === chosen.name,
    definition: chosen.definition,
    formData,
    actor: user,
    messages: { save: messages.save, delete: own(messages, "delete") ?? messages.save },
    headers: spec.headers,
  });
}
