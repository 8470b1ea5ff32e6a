// Fills the course editor's course sheet (issue 30) in both languages, as an admin types it: what
// a new French course needs besides its title, description and objectives before it may be
// published. Shared by the journeys that publish a course from the editor.
import type { Locator } from "@playwright/test";
import { type Lang, labelPattern, text } from "./i18n";

/**
 * Puts `value` in the visible rich-text field labelled by `key`: filled at once (the editor takes
 * it as typed input) rather than key by key, which made the journey that publishes a course slow.
 */
async function typeInto(scope: Locator, lang: Lang, key: string, value: string) {
  await scope.getByRole("textbox", { name: labelPattern(lang, key) }).fill(value);
}

export async function fillCourseSheet(dialog: Locator, lang: Lang) {
  const K = "pages.courses.form";
  // The course's texts: prerequisites and audience, in each language tab of the first group.
  for (const tab of ["fr", "en"] as const) {
    await dialog
      .getByRole("tab", { name: text(lang, `ui.tabs.${tab}`) })
      .first()
      .click();
    await typeInto(dialog, lang, `${K}.prerequisites`, tab === "fr" ? "Aucun prérequis." : "No prerequisites.");
    await typeInto(dialog, lang, `${K}.target_audience`, tab === "fr" ? "Équipes qualité." : "Quality teams.");
  }
  // The sheet's own section.
  const sheet = dialog.getByRole("group", { name: text(lang, `${K}.sheet`) });
  for (const tab of ["fr", "en"] as const) {
    await sheet
      .getByRole("tab", { name: text(lang, `ui.tabs.${tab}`) })
      .first()
      .click();
    const words = tab === "fr" ? "Sur inscription." : "On registration.";
    for (const field of ["access_conditions", "teaching_methods", "assessment_methods", "accessibility"]) {
      await typeInto(sheet, lang, `${K}.${field}`, words);
    }
    await sheet
      .getByRole("textbox", { name: labelPattern(lang, `${K}.access_lead_time`) })
      .fill(tab === "fr" ? "7 jours avant le début" : "7 days before the start");
  }
}
