// The usual intents of a back-office screen, built by the kit: create, update and delete from
// the screen's schema, toasts and three service calls. The kit reads the posted `id` and checks
// it is a UUID before the service runs, so no service reads or checks a row id by hand, and an
// id that names no row answers 404 with the same message as a row that is gone.
import type { z } from "zod";
import { type Intent, type IntentInput, intent } from "~/admin/action.server";
import { notFound, type WriteResult } from "~/admin/write-result.server";
import { isUuid } from "~/forms/validate";

type CrudName = "create" | "update" | "delete";

/** An intent that acts on the one row the form posts as `id` (archive, restore, delete…). */
export type RowIntent<S extends z.ZodType | undefined = undefined> = Omit<Intent<S>, "run"> & {
  run: (id: string, input: IntentInput<S extends z.ZodType ? z.infer<S> : undefined>) => Promise<WriteResult>;
  /** The message when `id` is no row's id; default: the intent's failure message. */
  notFound?: string;
};

/** An intent whose `run` gets the posted row id, checked: an id that is not a UUID is not found. */
export function rowIntent<S extends z.ZodType | undefined = undefined>({
  run,
  notFound: notFoundMessage,
  ...definition
}: RowIntent<S>): Intent<S> {
  return intent<S>({
    ...definition,
    run: (input) => {
      const id = input.formData.get("id");
      return isUuid(id) ? run(id, input) : Promise.resolve(notFound(notFoundMessage ?? definition.failureMessage));
    },
  });
}

export type CrudIntentsSpec<S extends z.ZodType> = {
  /** The form's schema, for create and update. */
  schema: S;
  /** Success toasts: a prefix (`<prefix>.created`, `.updated`, `.deleted`) or a key per intent. */
  toasts: string | Partial<Record<CrudName, string>>;
  create?: (data: z.infer<S>, input: IntentInput<z.infer<S>>) => Promise<WriteResult>;
  update?: (id: string, data: z.infer<S>, input: IntentInput<z.infer<S>>) => Promise<WriteResult>;
  delete?: (id: string, input: IntentInput<undefined>) => Promise<WriteResult>;
  /** Where a delete answers with its toast in the flash: the deleted row and its fetcher are gone. */
  deleteRedirect?: string;
  /** Per intent, the message when its write throws (default: the spec's save or delete message). */
  failureMessages?: Partial<Record<CrudName, string>>;
  /** Per intent, the message when the posted id names no row, if not its failure message. */
  notFound?: Partial<Record<Exclude<CrudName, "create">, string>>;
  /** Appended to the intents' names, for a screen with two kinds of rows (`_article`). */
  suffix?: string;
};

// biome-ignore lint/suspicious/noExplicitAny: each intent keeps its own schema type
type Intents = Record<string, Intent<any>>;

/** The usual create/update/delete intents (those whose service call is given), named with `suffix`. */
export function crudIntents<S extends z.ZodType>(spec: CrudIntentsSpec<S>): Intents {
  const suffix = spec.suffix ?? "";
  const toast = (name: CrudName, past: string) =>
    typeof spec.toasts === "string" ? `${spec.toasts}.${past}` : spec.toasts[name];
  const failureMessage = (name: CrudName) => spec.failureMessages?.[name];
  const intents: Intents = {};
  const { create, update, delete: remove } = spec;
  if (create) {
    intents[`create${suffix}`] = intent({
      schema: spec.schema,
      toast: toast("create", "created"),
      failureMessage: failureMessage("create"),
      run: (input) => create(input.data as z.infer<S>, input as IntentInput<z.infer<S>>),
    });
  }
  if (update) {
    intents[`update${suffix}`] = rowIntent({
      schema: spec.schema,
      toast: toast("update", "updated"),
      failureMessage: failureMessage("update"),
      notFound: spec.notFound?.update,
      run: (id, input) => update(id, input.data as z.infer<S>, input as IntentInput<z.infer<S>>),
    });
  }
  if (remove) {
    intents[`delete${suffix}`] = rowIntent({
      toast: toast("delete", "deleted"),
      redirect: spec.deleteRedirect,
      failureMessage: failureMessage("delete"),
      notFound: spec.notFound?.delete,
      run: remove,
    });
  }
  return intents;
}
