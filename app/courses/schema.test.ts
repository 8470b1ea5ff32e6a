import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACTION_NATURES, CURRENCIES, courses, TIMELINE_LIMITS } from "#db/schema";
import {
  COURSE_ACTION_NATURES,
  COURSE_CURRENCIES,
  courseFormSchema,
  parseCatalogueParams,
  TIMELINE_DEFAULTS,
  TIMELINE_FIELDS,
  TIMELINE_OFFSETS,
  WHAT_TO_BRING_MAX,
} from "~/courses/schema";
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

describe("courseFormSchema: the communication timeline and what to bring", () => {
  it("repeats the database's bounds and defaults of the offsets", () => {
    expect(TIMELINE_OFFSETS).toEqual(TIMELINE_LIMITS);
    expect(Object.keys(TIMELINE_LIMITS).sort()).toEqual([...TIMELINE_FIELDS].sort());
    const columns = getTableColumns(courses);
    for (const field of TIMELINE_FIELDS) expect(columns[field].default).toBe(TIMELINE_DEFAULTS[field]);
  });

  it("accepts offsets on their bounds and trims what to bring; absent offsets stay unwritten", () => {
    const bounds = parseForm(
      courseFormSchema,
      form({
        ...valid,
        convocation_days: "60",
        reminder_days: "1",
        remote_link_minutes: "1440",
        trainer_pack_days: " 30 ",
        what_to_bring_fr: "  Un ordinateur  ",
        what_to_bring_en: "é".repeat(WHAT_TO_BRING_MAX),
      }),
    );
    expect(bounds.ok && bounds.data).toMatchObject({
      convocation_days: 60,
      reminder_days: 1,
      remote_link_minutes: 1440,
      trainer_pack_days: 30,
      what_to_bring_fr: "Un ordinateur",
    });
    const absent = parseForm(courseFormSchema, form(valid));
    expect(absent.ok && absent.data).toMatchObject({ what_to_bring_fr: "" });
    expect(absent.ok && absent.data.convocation_days).toBeUndefined();
  });

  it("refuses an offset out of its bounds, blank or not whole, saying the bounds; and too much to bring", () => {
    const result = parseForm(
      courseFormSchema,
      form({
        ...valid,
        convocation_days: "0",
        reminder_days: "",
        remote_link_minutes: "4",
        trainer_pack_days: "2.5",
        what_to_bring_fr: "x".repeat(WHAT_TO_BRING_MAX + 1),
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      convocation_days: "pages.courses.form.timeline_offset_invalid|min=1&max=60",
      reminder_days: "pages.courses.form.timeline_offset_invalid|min=1&max=14",
      remote_link_minutes: "pages.courses.form.timeline_offset_invalid|min=5&max=1440",
      trainer_pack_days: "pages.courses.form.timeline_offset_invalid|min=1&max=30",
      what_to_bring_fr: `pages.courses.form.too_long|max=${WHAT_TO_BRING_MAX}`,
    });
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
