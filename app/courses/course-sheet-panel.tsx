// The course editor's "Course sheet: N items missing" panel (delivery.md §7), kept up to date as
// the fields are typed: the editor's form is read as it changes (useCourseSheetDraft) and the
// rule of completeness.ts says what is missing. For a course following French rules, it says a
// published save will be refused until the list is empty; for the others, the list is advice.
import { type ChangeEvent, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  type AccessibilityReferent,
  type CourseSheet,
  courseSheetGaps,
  gapLabel,
  REFERENT_SETTINGS_PATH,
  sheetFromForm,
} from "~/courses/completeness";
import { cn } from "~/ui/cn";
import { Icon } from "~/ui/icon";

const K = "pages.courses.sheet";

/** What the editor knows of the course's context: the rule it follows and the organisation's referent. */
export type SheetContext = { frenchRules: boolean; referent: AccessibilityReferent | null };

/** The form's fields by name (prototype-less: the names are the form's own). */
function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = Object.create(null);
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * The sheet as typed in the editor around `boxRef`: read from the form once the box is in the
 * page (a dialog may attach its content after the editor mounts), then each field's change (a
 * rich-text field reports its HTML through `setField`, as its hidden input changes no event).
 * Before the first read, the stored course's sheet.
 */
export function useCourseSheetDraft(stored: CourseSheet & { is_published: boolean }) {
  const box = useRef<HTMLDivElement | null>(null);
  const [values, setValues] = useState<Record<string, string> | null>(null);

  const boxRef = useCallback((node: HTMLDivElement | null) => {
    box.current = node;
    const form = node?.closest("form");
    if (form) setValues(formValues(form));
  }, []);

  /** What the form holds now, as the starting point of a change that comes before the first read. */
  const current = (values: Record<string, string> | null, form?: HTMLFormElement | null) => {
    const source = form ?? box.current?.closest("form");
    return Object.assign(Object.create(null), values ?? (source ? formValues(source) : {})) as Record<string, string>;
  };

  function handleChange(event: ChangeEvent<HTMLElement>) {
    const target = event.target as HTMLInputElement;
    if (!target.name || target.type === "hidden" || target.type === "file") return;
    const value = target.type === "checkbox" ? (target.checked ? "on" : "") : target.value;
    setValues((before) => Object.assign(current(before, target.form), { [target.name]: value }));
  }

  function setField(name: string, value: string) {
    setValues((before) => Object.assign(current(before), { [name]: value }));
  }

  return {
    boxRef,
    handleChange,
    setField,
    sheet: values ? sheetFromForm(values) : stored,
    isPublished: values ? values.is_published === "on" : stored.is_published,
    isCertifying: values ? values.is_certifying === "on" : stored.is_certifying,
  };
}

export function CourseSheetPanel({
  sheet,
  context,
  isPublished,
}: {
  sheet: CourseSheet;
  /** null when it could not be read: the panel lists the course's own gaps and says nothing of the rule. */
  context: SheetContext | null;
  isPublished: boolean;
}) {
  const { t } = useTranslation();
  const gaps = courseSheetGaps(sheet, context?.referent ?? null);
  // Without the context the referent is unknown, not missing: it is left out of the list.
  const shown = context ? gaps : gaps.filter((gap) => gap.item !== "referent");
  const binds = context?.frenchRules ?? false;
  const isComplete = shown.length === 0;
  const tone = isComplete
    ? "border-green-200 bg-green-50 text-green-900"
    : binds && isPublished
      ? "border-red-200 bg-red-50 text-red-900"
      : "border-amber-200 bg-amber-50 text-amber-900";
  return (
    <section aria-labelledby="course-sheet-panel-title" className={cn("rounded-lg border px-4 py-3 text-sm", tone)}>
      <h3 id="course-sheet-panel-title" className="flex items-center gap-2 font-semibold" aria-live="polite">
        <Icon name={isComplete ? "check" : "x-mark"} className="size-4 shrink-0" />
        {isComplete ? t(`${K}.complete`) : t(`${K}.missing`, { count: shown.length })}
      </h3>
      {isComplete ? null : (
        <>
          <p className="mt-1">{binds ? t(`${K}.binds`) : t(`${K}.advice`)}</p>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            {shown.map((gap) => (
              <li key={gap.item}>
                {gapLabel(t, gap)}
                {gap.item === "referent" ? (
                  <>
                    {" — "}
                    <Link to={REFERENT_SETTINGS_PATH} className="font-medium underline underline-offset-2">
                      {t(`${K}.referent_link`)}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
