// After a form's answer, the person must see it: a confirmation or a whole-form refusal drawn
// above a long form is otherwise off screen (under the sticky header on a desktop, far above
// the viewport on a phone), and people send again. The one way every form shows its answer:
// FormSuccess and FormError given the answer (`revealFor`) scroll into view below the sticky
// header (their `form-answer` class sets the scroll margin) and take the focus, so a screen
// reader reads them too. A refusal that names fields leaves the focus to the first refused
// field instead (useFocusFirstRefused, decision 015).
import { type RefObject, useEffect } from "react";
import type { ActionData } from "~/forms/action-data";

/** Brings the message into view below the sticky header and gives it the focus. */
export function revealMessage(element: HTMLElement) {
  element.scrollIntoView({ block: "nearest" });
  element.focus({ preventScroll: true });
}

/** Whether this answer is told by the form's message (not by a refused field). */
export function isToldByMessage(answer: Partial<ActionData> | undefined): boolean {
  return Boolean(answer) && Object.keys(answer?.errors ?? {}).length === 0;
}

/** Each new answer (a new object) reveals the message drawn in `ref`, when there is one. */
export function useRevealAnswer(ref: RefObject<HTMLElement | null>, answer: Partial<ActionData> | undefined) {
  useEffect(() => {
    if (!isToldByMessage(answer) || !ref.current) return;
    revealMessage(ref.current);
  }, [ref, answer]);
}
