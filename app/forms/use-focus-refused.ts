// After a refusal, the person must see what to fix: it may concern a field out of sight
// (below the fold on a phone, or on the other language's tab, which BilingualFields selects
// in the same commit). Once the page has settled, the first refused field visible gets the
// focus, or else the form's message is brought into view. Shared by EditorDialog and the
// page forms (the settings screens).
import { type RefObject, useEffect } from "react";
import type { ActionData } from "~/forms/action-data";
import type { FieldErrors } from "~/forms/validate";

export function useFocusFirstRefused(
  formRef: RefObject<HTMLFormElement | null>,
  errors: FieldErrors,
  answer: ActionData | undefined,
) {
  useEffect(() => {
    if (Object.keys(errors).length === 0 && !(answer && !answer.ok)) return;
    const frame = requestAnimationFrame(() => {
      const root = formRef.current;
      if (!root) return;
      const invalid = [...root.querySelectorAll<HTMLElement>("[aria-invalid='true']")].find(
        (element) => !element.closest("[hidden]"),
      );
      if (invalid) invalid.focus();
      else root.querySelector("[role='alert']")?.scrollIntoView({ block: "nearest" });
    });
    return () => cancelAnimationFrame(frame);
  }, [formRef, errors, answer]);
}
