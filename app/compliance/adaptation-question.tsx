// The registration form's accessibility question (delivery.md §7): "Do you need an adaptation
// because of a disability?", yes or no, optional (left unanswered by default), and, with a yes,
// a private note that only the accessibility referent reads. Used by the registration modal (and
// so by the waiting list's, which posts the same form) and, without the note, by staff's enrolment.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ADAPTATION_NOTE_MAX } from "~/registrations/schema";
import { cn } from "~/ui/cn";
import { Field, TextArea } from "~/ui/field";

const K = "pages.courses.registration.adaptation";

export function AdaptationQuestion({
  error,
  noteError,
  withNote = true,
}: {
  /** Already translated. */
  error?: string | null;
  noteError?: string | null;
  /** Staff enrolling someone answer the question only: the note is the participant's to write. */
  withNote?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [answer, setAnswer] = useState<"yes" | "no" | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <fieldset
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
      >
        <legend className="text-sm font-semibold text-slate-900">{t(`${K}.question`)}</legend>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {t(withNote ? `${K}.hint` : `${K}.hint_staff`)}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {(["yes", "no"] as const).map((value) => (
            <label
              key={value}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800",
                "has-[:checked]:border-secondary has-[:checked]:bg-secondary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/60",
              )}
            >
              <input
                type="radio"
                name="needsAdaptation"
                value={value}
                checked={answer === value}
                onChange={() => setAnswer(value)}
                className="size-4 text-secondary"
              />
              <span>{t(`${K}.${value}`)}</span>
            </label>
          ))}
        </div>
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
      {withNote && answer === "yes" ? (
        <Field label={t(`${K}.note`)} name="adaptationNote" hint={t(`${K}.note_hint`)} error={noteError}>
          <TextArea rows={3} maxLength={ADAPTATION_NOTE_MAX} />
        </Field>
      ) : null}
    </div>
  );
}
