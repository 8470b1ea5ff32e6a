// After a refusal, the person must see what to fix: it may concern a field out of sight
// (below the fold on a phone, or on the other language's tab, which BilingualFields selects
// in the same commit). Once the page has settled, the first refused field visible gets the
// focus. A refusal that names no field is told by the form's message, which brings itself
// into view (FormError's `revealFor`, useRevealAnswer). Shared by EditorDialog and the page
// forms (the settings screens, the contact and profile pages).
import { type RefObject, useEffect } from "react";
import type { ActionData } from "~/forms/action-data";
import { isLiveUpdate } from "~/forms/use-live-errors";
import type { FieldErrors } from "~/forms/validate";

export function useFocusFirstRefused(
  formRef: RefObject<HTMLFormElement | null>,
  /** The refused fields: a new object with each refusal (the effect is keyed on it). */
  errors: FieldErrors | undefined,
  answer: Partial<ActionData> | undefined,
) {
  useEffect(() => {
    // A field checked again as it is typed is no new refusal: the focus stays where it is.
    if (errors && isLiveUpdate(errors)) return;
    if (Object.keys(errors ?? {}).length === 0 && !(answer && !answer.ok)) return;
    const frame = requestAnimationFrame(() => {
      const invalid = [...(formRef.current?.querySelectorAll<HTMLElement>("[aria-invalid='true']") ?? [])].find(
        (element) => !element.closest("[hidden]"),
      );
      invalid?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [formRef, errors, answer]);
}
