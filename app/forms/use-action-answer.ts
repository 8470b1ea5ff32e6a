// The one way a fetcher's answer (ActionData) is read: each answer acted on once (its toast,
// the caller's follow-up), and what the form shows from it (errors, values, the whole-form
// message) until the caller dismisses it. Dialogs (useFetcherForm), row actions, reorder, the
// data table's inline edit, uploads, the permission matrix, the roster's dialogs and the
// member forms all read their answers here, so none toasts twice or shows a stale refusal.
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ActionData } from "~/forms/action-data";
import type { FieldErrors } from "~/forms/validate";
import { useToast } from "~/ui/toast";

/** What the hook needs of a fetcher (useFetcher's result, whose `data` is the answer as JSON). */
type AnsweringFetcher = { state: string; data: unknown };

export type ActionAnswerOptions<D extends Partial<ActionData>> = {
  /**
   * Toast a success: the answer's own `toast`, else this key. `false`: never (the form shows
   * its success in place). Default: the answer's `toast` when it has one.
   */
  successToast?: string | false;
  /** The form shows a success in place (no toast): the answer stays shown until the next post. */
  showsSuccess?: boolean;
  /** Toast a refusal's `formError` (else this key, when a string): for forms with no place to show it. */
  refusalToast?: boolean | string;
  /** Runs once per successful answer. */
  onSuccess?: (answer: D) => void;
  /** Runs once per refusal (after its toast). */
  onRefusal?: (answer: D) => void;
  /**
   * An answer this form did not ask for (another instance's, on a shared fetcher key): marked
   * read, never acted on.
   */
  isForeign?: () => boolean;
};

// Stable, so "no errors" is the same object from render to render (effects keyed on errors).
const NO_ERRORS: FieldErrors = Object.freeze({}) as FieldErrors;

export function useActionAnswer<D extends Partial<ActionData> = ActionData>(
  fetcher: AnsweringFetcher,
  options: ActionAnswerOptions<D> = {},
) {
  const { t } = useTranslation();
  const { toast } = useToast();
  // The answer there when the form mounted is an earlier one (a shared key): never acted on again.
  // Answers are plain JSON objects: what was sent is what arrives.
  const current = fetcher.data as D | undefined;
  const handled = useRef<D | undefined>(current);
  // Dismissed (a closed dialog, a cancelled edit) or acted on as a success: no longer shown.
  const dismissed = useRef<D | undefined>(undefined);
  // The success already toasted while the page's data was read again (told once, not twice).
  const toasted = useRef<D | undefined>(current);
  // isForeign is asked once per answer (a caller's check may consume what it reads).
  const foreign = useRef<{ data: D; value: boolean } | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const data = current;
    if (fetcher.state === "submitting" || !data || handled.current === data) return;
    const { successToast, showsSuccess, refusalToast, onSuccess, onRefusal, isForeign } = latest.current;
    const isForeignAnswer = () => {
      if (foreign.current?.data !== data) foreign.current = { data, value: Boolean(isForeign?.()) };
      return foreign.current.value;
    };
    const successMessage = () => (successToast === false || showsSuccess ? undefined : (data.toast ?? successToast));
    const tellSuccess = () => {
      if (toasted.current === data) return;
      toasted.current = data;
      const message = successMessage();
      if (message) toast({ message: t(message, data.toast ? (data.toastParams ?? {}) : {}), tone: "success" });
    };
    // The action has answered and the page's data is being read again: a success is told now,
    // since a form or row that the new data removes (a sitting's Open button, a request
    // accepted off a pending list) would be gone, and its toast with it, by the time the
    // fetcher is idle. What the form does with the answer still waits for the new data.
    if (fetcher.state !== "idle") {
      if (data.ok && !isForeignAnswer()) tellSuccess();
      return;
    }
    handled.current = data;
    if (data.ok && !showsSuccess) dismissed.current = data;
    if (isForeignAnswer()) return;
    if (data.ok) {
      tellSuccess();
      onSuccess?.(data);
      return;
    }
    const refusal = data.formError ?? (typeof refusalToast === "string" ? refusalToast : undefined);
    if (refusalToast && refusal) toast({ message: t(refusal, data.formErrorParams ?? {}), tone: "error" });
    onRefusal?.(data);
  }, [fetcher.state, current, toast, t]);

  const data = current;
  /** The last answer, until it is dismissed or (a success not shown in place) acted on. */
  const answer = data !== undefined && data !== dismissed.current ? data : undefined;
  const refused = answer && !answer.ok ? answer : undefined;
  return {
    answer,
    /** The last answer was a success (still true after it was acted on, until the next post). */
    isOk: fetcher.state === "idle" && Boolean(data?.ok),
    /** The refused fields (translation keys); a new object with each refusal. */
    errors: refused?.errors ?? NO_ERRORS,
    /** What was typed, after a refusal. */
    values: refused?.values,
    formError: refused?.formError,
    formErrorParams: refused?.formErrorParams,
    /** Stops showing the current answer (the dialog closed, the edit was cancelled). */
    dismiss: () => {
      dismissed.current = current;
    },
  };
}
