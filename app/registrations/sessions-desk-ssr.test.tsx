// Server-rendered markup of the sessions desk, in French and in English: each row names its
// course in the page's language, its dates and times in its own zone, its fill written out and
// drawn, the at-risk flag, its registrations; the tab of the period shown is marked current;
// the add, edit, duplicate and cancel buttons follow the viewer's rights.
import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { renderInRouter, textOf } from "../../tests/ssr";
import { type AdminSessionRow, parseAdminSessionParams } from "./admin-schema";
import { SessionsDeskScreen, type SessionsDeskScreenProps } from "./sessions-desk-screen";

const instances: Record<"fr" | "en", I18n> = { fr: i18next.createInstance(), en: i18next.createInstance() };

beforeAll(async () => {
  for (const [lng, translation] of [
    ["fr", fr],
    ["en", en],
  ] as const) {
    await instances[lng].use(initReactI18next).init({
      lng,
      resources: { [lng]: { translation } },
      interpolation: { escapeValue: false },
    });
  }
});

const row: AdminSessionRow = {
  id: "7c1f5b8e-2d4a-4e6b-9f0a-1b2c3d4e5f60",
  course_id: "11111111-2222-4333-8444-555555555555",
  instructor_id: null,
  location_id: null,
  start_date: "2031-06-02",
  end_date: "2031-06-03",
  start_time: "09:00:00",
  end_time: "17:30:00",
  timezone: "Europe/Paris",
  status: "scheduled",
  seats_available: 12,
  seats_taken: 2,
  min_participants: 5,
  registration_deadline: null,
  early_bird_deadline: null,
  early_bird_price: null,
  price_override: null,
  notes_fr: null,
  notes_en: null,
  agency_id: null,
  lunch_start: "12:30:00",
  lunch_end: "13:30:00",
  sign_by_qr: true,
  sign_by_kiosk: false,
  sign_by_link: "unsigned_after_start",
  delivery_mode: "own_account",
  remote_url: null,
  convocation_days: null,
  reminder_days: null,
  remote_link_minutes: null,
  trainer_pack_days: null,
  course_title_fr: "Sécurité incendie",
  course_title_en: "Fire safety",
  course_reference: "SEC-10",
  trainer: "Marc Petit",
  location_name: "Centre Lyon",
  location_city: "Lyon",
  registrations: 3,
  at_risk: true,
  waiting: 3,
  course_waiting: 5,
};

function props(search: string, rights = { create: true, edit: true }): SessionsDeskScreenProps {
  return {
    params: parseAdminSessionParams(new URLSearchParams(search)),
    list: { sessions: [row], total: 1, page: 1, totalPages: 1, size: 10 },
    hasLoadError: false,
    options: {
      courses: [],
      instructors: [],
      locations: [],
      agencies: [
        { id: "a1a1a1a1-2d4a-4e6b-9f0a-1b2c3d4e5f60", name: "Formatio Paris", is_active: true },
        { id: "b2b2b2b2-2d4a-4e6b-9f0a-1b2c3d4e5f60", name: "Formatio Bordeaux", is_active: false },
      ],
      headOfficeId: "a1a1a1a1-2d4a-4e6b-9f0a-1b2c3d4e5f60",
      errors: [],
      addressSuggestions: false,
    },
    today: "2031-05-20",
    rights,
  };
}

describe("the sessions desk, server-rendered", () => {
  it("reads in English: the course, its zone, the fill in words, the risk and the registrations", () => {
    const html = renderInRouter(instances.en, <SessionsDeskScreen {...props("")} />);
    const text = textOf(html);
    expect(text).toContain("Fire safety");
    expect(text).not.toContain("Sécurité incendie");
    // The times are the venue's: named by its city, not by the city Europe/Paris is named after.
    expect(text).toContain("(Lyon)");
    expect(text).toContain("2 registered · minimum 5 · maximum 12");
    expect(text).toContain("Below minimum");
    expect(text).toContain("3 registrations");
    expect(text).toContain("Marc Petit · Centre Lyon, Lyon");
    expect(html).toMatch(/href="\/admin\/sessions\/7c1f5b8e-2d4a-4e6b-9f0a-1b2c3d4e5f60"/);
    expect(html).toMatch(/aria-current="page"[^>]*>Upcoming</);
    for (const label of ["New session", "Edit", "Duplicate"]) expect(text).toContain(label);
    expect(html).toMatch(/>Cancel<span class="sr-only">: Fire safety</);
  });

  it("reads in French, and marks the past tab current on ?when=past", () => {
    const text = textOf(renderInRouter(instances.fr, <SessionsDeskScreen {...props("?when=past")} />, "/?when=past"));
    expect(text).toContain("Sécurité incendie");
    expect(text).toContain("3 inscriptions");
    expect(renderInRouter(instances.fr, <SessionsDeskScreen {...props("?when=past")} />, "/?when=past")).toMatch(
      /aria-current="page"[^>]*>Passées</,
    );
  });

  it("offers no writes to a viewer without them", () => {
    const html = renderInRouter(instances.en, <SessionsDeskScreen {...props("", { create: false, edit: false })} />);
    const text = textOf(html);
    expect(text).toContain("Roster");
    for (const label of ["New session", "Duplicate"]) expect(text).not.toContain(label);
    expect(html).not.toMatch(/>Cancel<span/);
  });
});
