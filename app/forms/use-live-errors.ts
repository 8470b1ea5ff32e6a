// Once a field has shown an error, the person fixing it must see the message go (or change)
// as they type, not only after the next save: "title required" stayed under a title just
// filled. The form's own schema checks the field again on each input. Used by every form of
// the kit: useFetcherForm (editors, settings) and the page forms (contact, sign-in/up).
import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, parseForm } from "~/forms/validate";

/**
 * Field errors updated as the person types, as opposed to a new refusal: what reacts to a
 * refusal (BilingualFields selecting the tab in error, the focus on the first refused field)
 * leaves these alone.
 */
const liveUpdates = new WeakSet<FieldErrors>();

const NO_ERRORS: FieldErrors = Object.freeze({}) as FieldErrors;

/** Whether `errors` is a live update of a refusal, not a new one. */
export function isLiveUpdate(errors: FieldErrors): boolean {
  return liveUpdates.has(errors);
}

/**
 * Errors derived from `source` (a part of them for one group of fields): a live update when
 * `source` is one, so what reacts to refusals leaves it alone too.
 */
export function derivedErrors(source: FieldErrors, derived: FieldErrors): FieldErrors {
  if (liveUpdates.has(source)) liveUpdates.add(derived);
  return derived;
}

/**
 * The errors after the person changed field `name` of `form`: the field is checked again with
 * the same schema, so a fixed field loses its message (and a still-wrong one says what is wrong
 * now). Other fields keep theirs until the next save.
 */
export function errorsAfterInput(schema: z.ZodType, form: HTMLFormElement, name: string, errors: FieldErrors) {
  if (!Object.hasOwn(errors, name)) return errors;
  const result = parseForm(schema, new FormData(form));
  const fresh = result.ok ? undefined : result.errors[name];
  if (fresh === errors[name]) return errors;
  const next: FieldErrors = { ...errors };
  if (fresh) next[name] = fresh;
  else delete next[name];
  liveUpdates.add(next);
  return next;
}

/**
 * The errors to show for `refusal` (a new object with each refusal), checked again as the
 * refused fields change; `handleInput` goes on the form's onInput.
 */
export function useLiveErrors(schema: z.ZodType, refused: FieldErrors | undefined) {
  const refusal = refused ?? NO_ERRORS;
  const [live, setLive] = useState<{ of: FieldErrors; errors: FieldErrors } | null>(null);
  const errors = live && live.of === refusal ? live.errors : refusal;
  function handleInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name) return;
    const next = errorsAfterInput(schema, event.currentTarget, name, errors);
    if (next !== errors) setLive({ of: refusal, errors: next });
  }
  return { errors, handleInput };
}
