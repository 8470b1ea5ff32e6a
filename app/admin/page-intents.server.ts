// The writes of a public page that edits its own entity in place (the catalogue and a course's
// page, the services and resources lists and pages): create, update and delete as one
// adminAction spec. Update and delete act on the entity the page is about, never on an id taken
// from the form; a page offers only the intents its viewer's rights allow (`allowed`).
import type { z } from "zod";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import type { PermissionModule } from "~/admin/permissions.server";
import type { WriteResult } from "~/admin/write-result.server";
import type { FieldErrors } from "~/forms/validate";

export type PageIntentName = "create" | "update" | "delete";

export type PageIntentsSpec<S extends z.ZodType> = {
  /** For the log when a write throws: "course", "service"… */
  what: string;
  /** The permission matrix's column for staff roles; without it, admins only. */
  module?: PermissionModule;
  /** The screen's messages prefix: `<errors>.save`, `.delete`, `.validation`… */
  errors: string;
  /** The success toasts: `<toasts>.created`, `.updated`, `.deleted`. */
  toasts: string;
  schema: S;
  /** Where a delete goes, its toast in the flash: the page of the deleted entity is gone. */
  deleteRedirect: string;
  /** The whole form's message when the update schema refuses it (default `<errors>.validation`). */
  updateInvalid?: (errors: FieldErrors) => string | undefined;
  allowed: readonly PageIntentName[];
  create: (data: z.infer<S>) => Promise<WriteResult>;
  update: (data: z.infer<S>) => Promise<WriteResult>;
  delete: () => Promise<WriteResult>;
};

export function pageIntents<S extends z.ZodType>(spec: PageIntentsSpec<S>): AdminActionSpec {
  const validation = `${spec.errors}.validation`;
  const all = {
    create: intent({
      schema: spec.schema,
      invalidMessage: validation,
      toast: `${spec.toasts}.created`,
      run: ({ data }) => spec.create(data as z.infer<S>),
    }),
    update: intent({
      schema: spec.schema,
      invalidMessage: spec.updateInvalid ?? validation,
      toast: `${spec.toasts}.updated`,
      run: ({ data }) => spec.update(data as z.infer<S>),
    }),
    delete: intent({
      toast: `${spec.toasts}.deleted`,
      redirect: spec.deleteRedirect,
      run: () => spec.delete(),
    }),
  };
  return {
    what: spec.what,
    ...(spec.module ? { module: spec.module } : {}),
    messages: screenMessages(spec.errors),
    intents: Object.fromEntries(spec.allowed.map((name) => [name, all[name]])),
  };
}
