import { describe, expect, it } from "vitest";
import { storedTexts, testimonialSchema } from "./schema";
import { authorDetails, testimonialText } from "./text";

describe("testimonialText", () => {
  const french = { content: "Très utile.", content_en: null };
  const translated = { content: "Très utile.", content_en: "Very useful." };
  const writtenInEnglish = { content: "Very useful.", content_en: "Very useful." };

  it("shows French pages the original text", () => {
    expect(testimonialText(french, "fr")).toEqual({ text: "Très utile.", lang: "fr" });
    expect(testimonialText(translated, "fr")).toEqual({ text: "Très utile.", lang: "fr" });
  });

  it("shows English pages the English text when there is one, else the original", () => {
    expect(testimonialText(translated, "en")).toEqual({ text: "Very useful.", lang: "en" });
    expect(testimonialText(french, "en")).toEqual({ text: "Très utile.", lang: "fr" });
    expect(testimonialText({ content: "Très utile.", content_en: "  " }, "en")).toEqual({
      text: "Très utile.",
      lang: "fr",
    });
  });

  it("knows an original written in English, on either page", () => {
    expect(testimonialText(writtenInEnglish, "fr")).toEqual({ text: "Very useful.", lang: "en" });
    expect(testimonialText(writtenInEnglish, "en")).toEqual({ text: "Very useful.", lang: "en" });
  });
});

describe("storedTexts", () => {
  const parse = (form: Record<string, string>) => testimonialSchema.parse(form);

  it("keeps what the member wrote in content, and copies it to content_en when written in English", () => {
    expect(storedTexts(parse({ content: "Great course", language: "en", content_en: "ignored" }))).toEqual({
      content: "Great course",
      content_en: "Great course",
    });
    expect(storedTexts(parse({ content: "Super", language: "fr", content_en: " Great " }))).toEqual({
      content: "Super",
      content_en: "Great",
    });
    expect(storedTexts(parse({ content: "Super" }))).toEqual({ content: "Super", content_en: null });
  });

  it("refuses an unknown language and a course that is not an id", () => {
    const result = testimonialSchema.safeParse({ content: "x", language: "de", course_id: "pmp" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      "testimonials.validation.course_invalid",
      "testimonials.validation.language_invalid",
    ]);
  });
});

describe("authorDetails", () => {
  it("joins role and company with a middle dot, leaving out what is missing", () => {
    expect(authorDetails("HR manager", "Acme")).toBe("HR manager · Acme");
    expect(authorDetails(null, "Acme")).toBe("Acme");
    expect(authorDetails("HR manager", " ")).toBe("HR manager");
    expect(authorDetails(null, null)).toBe("");
  });
});
