// The course sheet (issue 30): a published demo course whose access lead time is cleared cannot
// be saved and the editor says why, live and on saving; filled again, it saves; its programme
// PDF downloads from the course page and reads the course's title and lead time.
import fs from "node:fs";
import { extractText } from "unpdf";
import { journeyLanguages, labelPattern, text, textPattern } from "./i18n";
import { closePage, newPage, signInAsAdmin } from "./support";
import { expect, test } from "./test";

/** A demo course whose sessions are all organised in France: its sheet binds. */
const COURSE = { path: "/formations/recruiting-and-interviewing-skills", en: "Recruiting and Interviewing Skills" };
const TITLE = { fr: "Recruter et mener un entretien d'embauche", en: COURSE.en };

for (const lang of journeyLanguages("en")) {
  test(`a course missing its access lead time cannot be published; its programme PDF downloads (${lang})`, async ({
    browser,
  }) => {
    const K = "pages.courses.sheet";
    const page = await newPage(browser, lang);
    await signInAsAdmin(page, lang);
    await page.goto(COURSE.path);
    await page
      .getByRole("button", { name: textPattern(lang, "pages.courses.edit") })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("#course-sheet-panel-title")).toHaveText(text(lang, `${K}.complete`));

    // The sheet's section, in the page's language tab: clear the lead time.
    const sheet = dialog.getByRole("group", { name: text(lang, "pages.courses.form.sheet") });
    await sheet
      .getByRole("tab", { name: text(lang, `ui.tabs.${lang}`) })
      .first()
      .click();
    const leadTime = sheet.getByRole("textbox", { name: labelPattern(lang, "pages.courses.form.access_lead_time") });
    await leadTime.fill("");
    const missing = text(lang, `${K}.in_languages`, {
      item: text(lang, `${K}.items.access_lead_time`),
      languages: text(lang, `${K}.languages.${lang}`),
    });
    // Said as it is typed...
    await expect(dialog.locator("#course-sheet-panel-title")).toHaveText(text(lang, `${K}.missing`, { count: 1 }));
    await expect(dialog.getByText(missing, { exact: true })).toBeVisible();

    // ...and refused on saving, the form saying why and keeping the rest.
    await dialog.getByRole("button", { name: text(lang, "pages.courses.form.save") }).click();
    await expect(
      dialog.getByRole("alert").filter({ hasText: text(lang, `${K}.publish_refused`, { count: 1, items: missing }) }),
    ).toBeVisible();
    await expect(sheet.getByText(text(lang, `${K}.field_missing`))).toBeVisible();
    await expect(dialog).toBeVisible();

    // Filled again: saved.
    const newLeadTime = `${lang === "fr" ? "Inscription jusqu'à 5 jours avant" : "Register up to 5 days before"} ${Date.now().toString(36)}`;
    await leadTime.fill(newLeadTime);
    await expect(dialog.locator("#course-sheet-panel-title")).toHaveText(text(lang, `${K}.complete`));
    await dialog.getByRole("button", { name: text(lang, "pages.courses.form.save") }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text(lang, "pages.courses.success.updated"))).toBeVisible();
    await expect(page.getByText(newLeadTime)).toBeVisible();
    await expect(page.getByText(textPattern(lang, `${K}.updated_on`, { date: "" }))).toBeVisible();

    // The programme, from the course page, in the page's language.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: text(lang, `${K}.download_programme`) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`programme-recruiting-and-interviewing-skills-${lang}.pdf`);
    const file = await download.path();
    const { text: pdf } = await extractText(new Uint8Array(fs.readFileSync(file)), { mergePages: true });
    const flat = pdf.replace(/\s+/g, " ");
    expect(flat).toContain(TITLE[lang]);
    expect(flat).toContain(newLeadTime);
    expect(flat).toContain(text(lang, "pages.courses.programme.title"));
    await closePage(page);
  });
}
