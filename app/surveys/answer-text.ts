// A course question's answer in words, as the answer dialog and the workbook show it: a rating
// or a scale as its number, yes/partly/no translated, a choice as its label in the reader's
// language (several joined), a text as typed. Browser-safe.
import type { SurveyChoice, SurveyExtraAnswers } from "#db/schema";
import type { Lang } from "~/i18n/messages";
import type { AnsweredQuestion } from "./admin-schema";

type Translate = (key: string) => string;

/** A choice's label in `lang` (the French one when the English is empty). */
export function choiceLabel(choice: SurveyChoice, lang: Lang): string {
  return (lang === "en" ? choice.en.trim() : "") || choice.fr;
}

/** The answer to `question` (null when not answered, or not one it could take). */
export function answerText(
  question: Pick<AnsweredQuestion, "question_type" | "choices">,
  value: SurveyExtraAnswers[string] | undefined,
  lang: Lang,
  t: Translate,
): string | number | null {
  if (value === undefined || value === null || value === "") return null;
  const choice = (index: unknown) => {
    const found = typeof index === "number" ? question.choices[index] : undefined;
    return found ? choiceLabel(found, lang) : null;
  };
  switch (question.question_type) {
    case "rating_5":
    case "scale_10":
      return typeof value === "number" ? value : null;
    case "yes_partly_no":
      return value === "yes" || value === "partly" || value === "no" ? t(`admin.surveys.objectives.${value}`) : null;
    case "single_choice":
      return choice(value);
    case "multiple_choice":
      return Array.isArray(value)
        ? value
            .map(choice)
            .filter((label): label is string => Boolean(label))
            .join(", ") || null
        : null;
    case "text":
      return typeof value === "string" ? value : null;
  }
}
