// The session form's online link and timeline overrides (delivery spec §4): an http(s) address
// or nothing, and each override within the course's bounds or empty (null: the course's own).
import { describe, expect, it } from "vitest";
import { parseForm } from "~/forms/validate";
import { createI18n } from "~/i18n/i18n";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { REMOTE_URL_MAX, sessionFormSchema } from "./schema";

const valid = {
  course_id: "11111111-2222-4333-8444-555555555555",
  instructor_id: "7c1f5b8e-2d4a-4e6b-9f0a-1b2c3d4e5f60",
  start_date: "2031-06-02",
  end_date: "2031-06-03",
  start_time: "09:00",
  end_time: "17:00",
  seats_available: "10",
  min_participants: "5",
};

function parse(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...valid, ...values })) data.set(k, v);
  return parseForm(sessionFormSchema({ today: "2031-05-01" }), data);
}

describe("sessionFormSchema: online link and timeline overrides", () => {
  it("keeps an http(s) link and the overrides; empty ones are null (the course's)", () => {
    const result = parse({
      remote_url: " https://meet.example.org/abc ",
      convocation_days: "14",
      reminder_days: "",
      remote_link_minutes: "5",
    });
    expect(result.ok && result.data).toMatchObject({
      remote_url: "https://meet.example.org/abc",
      convocation_days: 14,
      reminder_days: null,
      remote_link_minutes: 5,
      // Absent (an older form): the course's too.
      trainer_pack_days: null,
    });
    expect(parse({ remote_url: "" }).ok && parse({ remote_url: "" })).toMatchObject({ data: { remote_url: null } });
  });

  it("refuses a link that is not a web address, or too long, with translated keys", () => {
    const result = parse({ remote_url: "meet.example.org/abc" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.remote_url).toBe("pages.calendar.validation.remote_url_invalid");
    expect(createI18n("en", en).t(result.errors.remote_url)).toContain("https://");
    expect(createI18n("fr", fr).t(result.errors.remote_url)).toContain("https://");
    for (const url of ["javascript:alert(1)", "ftp://example.org/x"]) {
      expect(parse({ remote_url: url })).toMatchObject({ ok: false });
    }
    const long = parse({ remote_url: `https://example.org/${"a".repeat(REMOTE_URL_MAX)}` });
    expect(long.ok || long.errors.remote_url).toBe(`pages.calendar.validation.too_long|max=${REMOTE_URL_MAX}`);
  });

  it("refuses an override out of its bounds or not whole, saying the bounds in both languages", () => {
    const result = parse({
      convocation_days: "61",
      reminder_days: "0",
      remote_link_minutes: "-5",
      trainer_pack_days: "1.5",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      convocation_days: "pages.calendar.validation.timeline_override_invalid|min=1&max=60",
      reminder_days: "pages.calendar.validation.timeline_override_invalid|min=1&max=14",
      remote_link_minutes: "pages.calendar.validation.timeline_override_invalid|min=5&max=1440",
      trainer_pack_days: "pages.calendar.validation.timeline_override_invalid|min=1&max=30",
    });
    expect(createI18n("en", en).t(result.errors.remote_link_minutes)).toBe(
      "Enter a whole number from 5 to 1,440, or leave it empty for the course's setting.",
    );
    expect(createI18n("fr", fr).t(result.errors.convocation_days)).toBe(
      "Saisissez un nombre entier de 1 à 60, ou laissez vide pour la valeur de la formation.",
    );
  });
});
