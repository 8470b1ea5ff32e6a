// Issue 24: a member writes a testimonial about a course, in English, with the role and company
// their profile gave the form; an administrator sees them in the moderation list and approves
// it; the course page then shows it, its author's role and company, and the course's average.
import { journeyLanguages, labelPattern, text } from "./i18n";
import { closePage, expectAccessible, newPage, signIn, signInAsAdmin, signUp } from "./support";
import { expect, test } from "./test";

/** A demo course without testimonials per language, so the average is this journey's alone. */
const COURSES = {
  fr: { slug: "change-management-in-practice", title: "Conduite du changement : méthodes et outils" },
  en: { slug: "lean-six-sigma-yellow-belt", title: "Lean Six Sigma Yellow Belt" },
} as const;

for (const lang of journeyLanguages("en")) {
  test.describe(`a testimonial about a course (${lang})`, () => {
    test.setTimeout(180_000);
    const stamp = `${lang}${Date.now().toString(36)}`;
    const member = {
      name: `Grace Mensah ${stamp}`,
      email: `course-review-${stamp}@example.com`,
      password: "member-pass-1",
    };
    const course = COURSES[lang];

    test("is written in English with the profile's role and company, approved, and shown on the course page with the average", async ({
      browser,
    }) => {
      const page = await newPage(browser, lang);
      await signUp(page, lang, member.name, member.email, member.password);
      await signIn(page, lang, member.email, member.password);
      await expect(page).toHaveURL(/\/$/);

      // The profile's role and company are what the form starts from.
      await page.goto("/profile");
      const profile = page.getByRole("main");
      await profile.getByLabel(labelPattern(lang, "profile.company")).fill("Gold Coast Logistics");
      await profile.getByLabel(labelPattern(lang, "profile.position")).fill("Quality lead");
      await profile.getByRole("button", { name: text(lang, "profile.save") }).click();
      await expect(profile.getByText(text(lang, "profile.success.save"))).toBeVisible();

      await page.goto("/testimonials");
      const form = page.getByRole("region", { name: text(lang, "testimonials.form.title") });
      await expect(form.getByLabel(labelPattern(lang, "testimonials.form.author_position"))).toHaveValue(
        "Quality lead",
      );
      await expect(form.getByLabel(labelPattern(lang, "testimonials.form.author_company"))).toHaveValue(
        "Gold Coast Logistics",
      );
      await form.getByLabel(labelPattern(lang, "testimonials.form.course")).selectOption({ label: course.title });
      // Written in English: no English version to add.
      const language = form.getByLabel(labelPattern(lang, "testimonials.form.language"));
      if (lang === "fr") {
        await expect(form.getByLabel(labelPattern(lang, "testimonials.form.content_en"))).toBeVisible();
      }
      await language.selectOption("en");
      await expect(form.getByLabel(labelPattern(lang, "testimonials.form.content_en"))).toHaveCount(0);

      // An empty text is refused by the server, with everything chosen kept.
      await form.getByRole("radio", { name: text(lang, "testimonials.form.star", { count: 5 }) }).focus();
      await page.keyboard.press("ArrowLeft");
      await form.getByRole("button", { name: text(lang, "testimonials.form.submit") }).click();
      await expect(form.getByText(text(lang, "testimonials.validation.content_required"))).toBeVisible();
      await expect(form.getByLabel(labelPattern(lang, "testimonials.form.course"))).toHaveValue(/.+/);
      await expect(form.getByLabel(labelPattern(lang, "testimonials.form.language"))).toHaveValue("en");
      await expect(form.getByLabel(labelPattern(lang, "testimonials.form.author_position"))).toHaveValue(
        "Quality lead",
      );
      await expect(form.getByRole("radio", { name: text(lang, "testimonials.form.star", { count: 4 }) })).toBeChecked();

      const content = `Clear, practical and well paced ${stamp}.`;
      await form.getByLabel(labelPattern(lang, "testimonials.form.content")).fill(content);
      await form.getByRole("button", { name: text(lang, "testimonials.form.submit") }).click();
      await expect(form.getByRole("status")).toContainText(text(lang, "testimonials.success.submit"));
      await closePage(page);

      // The moderation list names the course and the author's role and company.
      const admin = await newPage(browser, lang);
      await signInAsAdmin(admin, lang);
      await admin.goto("/admin/testimonials?status=pending");
      const row = admin.getByRole("article", {
        name: text(lang, "admin.testimonials.row_label", { author: member.name }),
      });
      await expect(row.getByText(content)).toBeVisible();
      await expect(row).toContainText(`${member.name}, Quality lead · Gold Coast Logistics`);
      await expect(row.getByRole("link", { name: course.title })).toHaveAttribute("href", `/formations/${course.slug}`);
      await expectAccessible(admin);
      await row.getByRole("button", { name: text(lang, "admin.testimonials.approve") }).click();
      await expect(admin.getByText(text(lang, "admin.testimonials.success.approved"))).toBeVisible();
      await closePage(admin);

      // The course page: the testimonial, who wrote it, and the average over the course's reviews.
      const visitor = await newPage(browser, lang);
      await visitor.goto(`/formations/${course.slug}`);
      const section = visitor.getByRole("region", { name: text(lang, "testimonials.course.title") });
      await expect(
        section.getByText(text(lang, "testimonials.course.average", { count: 1, average: 4, max: 5 })),
      ).toBeVisible();
      const card = section.getByRole("figure").filter({ hasText: content });
      await expect(card).toBeVisible();
      await expect(card.locator("figcaption")).toContainText(`${member.name}, Quality lead · Gold Coast Logistics`);
      await expect(
        card.getByRole("img", { name: text(lang, "testimonials.rating_label", { rating: 4, max: 5 }) }),
      ).toBeVisible();
      // On a French page, the English original says it is English.
      if (lang === "fr") await expect(card.locator('blockquote[lang="en"]')).toContainText(content);
      await expectAccessible(visitor);

      // The testimonials page names the course and links it.
      await visitor.goto("/testimonials");
      const listed = visitor.getByRole("figure").filter({ hasText: content });
      await listed.getByRole("link", { name: course.title }).click();
      await expect(visitor).toHaveURL(new RegExp(`/formations/${course.slug}$`));
      await closePage(visitor);
    });
  });
}
