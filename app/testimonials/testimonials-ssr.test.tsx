// Server-rendered testimonials: the card names its author's role and company and links its
// course, marks a text shown in the other language; a course page's section gives the average
// with its count in each language's plural and number format, and is absent without
// testimonials; the member's form starts from the profile and asks for an English version only
// of a text written in French.
import i18next from "i18next";
import type { ReactNode } from "react";
import { initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { renderInRouter, textOf } from "../../tests/ssr";
import { CourseTestimonials } from "./course-testimonials";
import { TestimonialCard } from "./testimonial-card";
import { TestimonialForm } from "./testimonial-form";
import type { PublicTestimonial, TestimonialFormDefaults } from "./types";

async function render(lang: "fr" | "en", node: ReactNode) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    resources: { fr: { translation: fr }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return renderInRouter(i18n, node).replaceAll("<!-- -->", "");
}

const ITEM: PublicTestimonial = {
  id: "0b6f7a2c-3d4e-4f50-8a1b-2c3d4e5f6a7b",
  content: "Une préparation exigeante.",
  content_lang: "fr",
  rating: 4,
  created_at: "2026-03-14T09:30:00.000Z",
  author: "Fatou Ndiaye",
  author_position: "Cheffe de projet",
  author_company: "Teranga Telecom",
  course: { slug: "pmp-certification-preparation", title: "PMP® Certification Preparation" },
};

describe("TestimonialCard", () => {
  it("shows 'Name, role · company', the course linked, and the stars", async () => {
    const html = await render("fr", <TestimonialCard item={ITEM} />);
    expect(textOf(html)).toMatch(/Fatou Ndiaye ?, Cheffe de projet · Teranga Telecom/);
    expect(html).toContain('href="/formations/pmp-certification-preparation"');
    expect(textOf(html)).toMatch(/Formation\s:\s+PMP® Certification Preparation/);
    expect(html).toContain('aria-label="Note\u00a0: 4 sur 5"');
    // In the page's language: no lang attribute of its own.
    expect(html).not.toMatch(/<blockquote[^>]*lang=/);
  });

  it("marks an original shown in the other language, and leaves out what is unknown", async () => {
    const html = await render(
      "en",
      <TestimonialCard item={{ ...ITEM, author_position: null, author_company: null, course: null }} />,
    );
    expect(html).toMatch(/<blockquote[^>]*lang="fr"/);
    expect(textOf(html)).toContain("Fatou Ndiaye");
    expect(textOf(html)).not.toContain("·");
    expect(html).not.toContain("/formations/");
    expect(textOf(html)).not.toContain("Posted on");
  });

  it("leaves the course out on its own page, and shows the date where asked", async () => {
    const html = await render("en", <TestimonialCard item={ITEM} showCourse={false} showDate />);
    expect(html).not.toContain("/formations/");
    expect(textOf(html)).toContain("Posted on 14 March 2026");
  });
});

describe("CourseTestimonials", () => {
  const data = { testimonials: [ITEM, { ...ITEM, id: "other" }], average: 4.7, count: 12 };

  it("gives the average with its count, in each language's format and plural", async () => {
    const english = textOf(await render("en", <CourseTestimonials data={data} courseId="c1" />));
    expect(english).toContain("What participants say");
    expect(english).toContain("4.7/5 from 12 reviews");
    expect(
      textOf(await render("en", <CourseTestimonials data={{ ...data, count: 1, average: 5 }} courseId="c1" />)),
    ).toContain("5/5 from 1 review");
    const french = await render("fr", <CourseTestimonials data={data} courseId="c1" />);
    expect(textOf(french)).toContain("4,7/5 sur 12 avis");
    expect(french.match(/<figure/g)).toHaveLength(2);
    // Its own course is not named again on each card; the member's form opens with it chosen.
    expect(french).not.toContain("/formations/pmp");
    expect(french).toContain('href="/testimonials?course=c1#testimonial-form-title"');
  });

  it("draws nothing without testimonials or when they could not be read", async () => {
    for (const data of [{ testimonials: [], average: null, count: 0 }, null]) {
      const html = await render("en", <CourseTestimonials data={data} courseId="c1" />);
      expect(html).not.toContain("What participants say");
      expect(html).not.toContain("<figure");
    }
  });
});

describe("TestimonialForm", () => {
  const defaults: TestimonialFormDefaults = {
    courses: [
      { id: "c1", title: "Lean basics" },
      { id: "c2", title: "PMP preparation" },
    ],
    author_position: "Cheffe de projet",
    author_company: "Teranga Telecom",
    course_id: "c2",
  };
  const selected = (html: string, name: string) =>
    new RegExp(`<select[^>]*name="${name}"[^>]*>.*?<option[^>]*value="([^"]*)"[^>]*selected`, "s").exec(html)?.[1];

  it("starts from the profile and the asked course, in the page's language", async () => {
    const html = await render("fr", <TestimonialForm actionData={undefined} defaults={defaults} lang="fr" />);
    expect(html).toMatch(
      /name="author_position"[^>]*value="Cheffe de projet"|value="Cheffe de projet"[^>]*name="author_position"/,
    );
    expect(html).toMatch(/value="Teranga Telecom"/);
    expect(selected(html, "course_id")).toBe("c2");
    expect(selected(html, "language")).toBe("fr");
    // Written in French: an optional English version.
    expect(html).toContain('name="content_en"');
    expect(textOf(html)).toContain("Version anglaise (facultatif)");
  });

  it("asks no English version of a text written in English", async () => {
    const html = await render("en", <TestimonialForm actionData={undefined} defaults={defaults} lang="en" />);
    expect(selected(html, "language")).toBe("en");
    expect(html).not.toContain('name="content_en"');
  });

  it("shows a refused post as it was typed, blanks included, with its errors", async () => {
    const actionData = {
      ok: false as const,
      errors: { course_id: "testimonials.validation.course_invalid" },
      values: { course_id: "c1", language: "fr", content: "Mon texte", author_position: "", author_company: "Acme" },
    };
    const html = await render("en", <TestimonialForm actionData={actionData} defaults={defaults} lang="en" />);
    expect(selected(html, "course_id")).toBe("c1");
    expect(selected(html, "language")).toBe("fr");
    expect(html).toContain("Mon texte");
    expect(html).not.toContain("Cheffe de projet");
    expect(html).toMatch(/value="Acme"/);
    expect(textOf(html)).toContain("Choose a course from the list.");
  });
});
