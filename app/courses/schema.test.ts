import { describe, expect, it } from "vitest";
import { ACTION_NATURES, CURRENCIES } from "#db/schema";
import { COURSE_ACTION_NATURES, COURSE_CURRENCIES, courseFormSchema, parseCatalogueParams } from "~/courses/schema";
import { parseForm } from "~/forms/validate";

const ID = "3fa85f64-5717-4562-b3fc-2c963f66afa6";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const valid = {
  title_fr: "Gestion de projet",
  title_en: "Project management",
  category_id: ID,
  level_id: ID,
  format_id: ID,
  language_id: ID,
  target_audience_id: ID,
  duration_hours: "14",
  price: "1200.5",
};

describe("courseFormSchema", () => {
  it("accepts a complete form and normalises numbers, booleans and lists", () => {
    const result = parseForm(
      courseFormSchema,
      form({ ...valid, max_students: "", is_published: "on", objectives_fr: "a, b ,,c" }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      duration_hours: 14,
      max_students: null,
      price: "1200.50",
      currency: "EUR",
      is_published: true,
      is_featured: false,
      action_nature: "training",
      assessment_planned: false,
      objectives_fr: ["a", "b", "c"],
      objectives_en: [],
      thumbnail_url: null,
    });
  });

  it("names the spec's keys for missing level and format", () => {
    const result = parseForm(courseFormSchema, form({ ...valid, level_id: "", format_id: "" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.level_id).toBe("pages.courses.form.level_required");
    expect(result.errors.format_id).toBe("pages.courses.form.format_required");
  });

  it("refuses bad numbers, currencies and image URLs", () => {
    const result = parseForm(
      courseFormSchema,
      form({
        ...valid,
        duration_hours: "-1",
        max_students: "0",
        price: "10.123",
        currency: "JPY",
        thumbnail_url: "javascript:alert(1)",
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      "currency",
      "duration_hours",
      "max_students",
      "price",
      "thumbnail_url",
    ]);
  });

  it("requires both titles and the price", () => {
    const result = parseForm(courseFormSchema, form({ ...valid, title_en: " ", price: "" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title_en).toBe("pages.courses.form.title_required");
    expect(result.errors.price).toBe("pages.courses.form.price_invalid");
  });

  it("lists the same currencies and natures of action as the database", () => {
    expect([...COURSE_CURRENCIES]).toEqual([...CURRENCIES]);
    expect([...COURSE_ACTION_NATURES]).toEqual([...ACTION_NATURES]);
  });
});

describe("parseCatalogueParams", () => {
  it("reads valid state", () => {
    const params = parseCatalogueParams(
      new URLSearchParams(`q=%20java%20&category=${ID}&min=100&max=2000&page=3&size=24`),
    );
    expect(params).toEqual({
      q: "java",
      category: ID,
      level: null,
      format: null,
      min: 100,
      max: 2000,
      // The site's currency: a range is always in one.
      currency: "EUR",
      page: 3,
      size: 24,
    });
    expect(parseCatalogueParams(new URLSearchParams("max=500&currency=XOF")).currency).toBe("XOF");
  });

  it("clamps or drops anything invalid instead of failing", () => {
    const params = parseCatalogueParams(
      new URLSearchParams("category=nope&level=1;drop&min=-5&max=abc&page=-2&size=13"),
    );
    expect(params).toMatchObject({ category: null, level: null, min: null, max: null, page: 1, size: 12 });
    expect(parseCatalogueParams(new URLSearchParams("min=900&max=100"))).toMatchObject({ min: 100, max: 900 });
    expect(parseCatalogueParams(new URLSearchParams("max=99999999999"))).toMatchObject({ max: null });
  });
});
