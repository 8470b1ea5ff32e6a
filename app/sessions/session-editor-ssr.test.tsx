// Server-rendered markup of the session editor's jurisdiction fields (issue 25): the organising
// agency (blank is the head office, named), the lunch break and the ways of signing, with the
// spec's defaults for a new session and the copied session's own values for a duplicate.
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInRouter, testI18nFromLocales, textOf } from "../../tests/ssr";
import type { EditorOptions } from "./admin-sessions.server";
import { SessionEditor, type SessionEditorValues } from "./session-editor";

// Radix portals only after mounting in a browser; inline, an open dialog's markup can be read.
vi.mock("@radix-ui/react-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@radix-ui/react-dialog")>()),
  Portal: ({ children }: { children: ReactNode }) => children,
}));

const PARIS = "a1a1a1a1-2d4a-4e6b-9f0a-1b2c3d4e5f60";
const DAKAR = "c3c3c3c3-2d4a-4e6b-9f0a-1b2c3d4e5f60";
const CLOSED = "b2b2b2b2-2d4a-4e6b-9f0a-1b2c3d4e5f60";

const options: EditorOptions = {
  courses: [],
  instructors: [],
  locations: [],
  agencies: [
    { id: CLOSED, name: "Formatio Bordeaux", is_active: false },
    { id: DAKAR, name: "Formatio Dakar", is_active: true },
    { id: PARIS, name: "Formatio Paris", is_active: true },
  ],
  headOfficeId: PARIS,
  errors: [],
  addressSuggestions: false,
};

const copied: SessionEditorValues = {
  id: "7c1f5b8e-2d4a-4e6b-9f0a-1b2c3d4e5f60",
  course_id: "11111111-2222-4333-8444-555555555555",
  course_title_fr: "Excel",
  course_title_en: "Excel",
  instructor_id: null,
  location_id: null,
  start_date: "2031-06-02",
  end_date: "2031-06-03",
  start_time: "09:00:00",
  end_time: "17:00:00",
  seats_available: 10,
  seats_taken: 0,
  min_participants: 5,
  status: "scheduled",
  timezone: "Europe/Paris",
  registration_deadline: null,
  early_bird_deadline: null,
  early_bird_price: null,
  price_override: null,
  notes_fr: null,
  notes_en: null,
  agency_id: CLOSED,
  lunch_start: "12:00:00",
  lunch_end: "13:00:00",
  sign_by_qr: false,
  sign_by_kiosk: true,
  sign_by_link: "never",
  delivery_mode: "subcontracted",
  remote_url: "https://meet.example.org/excel",
  convocation_days: 10,
  reminder_days: null,
  remote_link_minutes: null,
  trainer_pack_days: null,
};

const english = testI18nFromLocales("en");
const render = (copyOf: SessionEditorValues | null) =>
  renderInRouter(
    english,
    <SessionEditor open onOpenChange={() => {}} session={null} copyOf={copyOf} options={options} today="2031-05-01" />,
  );
/** The markup of one control, from its name to the end of its tag (or of its select). */
const control = (html: string, name: string) => {
  const start = html.lastIndexOf("<", html.indexOf(`name="${name}"`));
  const end = html.startsWith("<select", start) ? html.indexOf("</select>", start) : html.indexOf(">", start);
  return html.slice(start, end);
};

describe("the session editor's agency, lunch break and ways of signing", () => {
  it("starts a new session at the head office, lunch 12:30–13:30, every way of signing", () => {
    const html = render(null);
    const text = textOf(html);
    for (const label of ["Organising agency", "Lunch break start", "Lunch break end", "Ways of signing"]) {
      expect(text).toContain(label);
    }
    const agency = control(html, "agency_id");
    expect(agency).toContain('<option value="" selected="">Formatio Paris (head office)</option>');
    expect(agency).toContain("Formatio Dakar");
    // A closed agency is not offered to a session that does not have it.
    expect(agency).not.toContain("Formatio Bordeaux");
    expect(control(html, "lunch_start")).toContain('value="12:30"');
    expect(control(html, "lunch_end")).toContain('value="13:30"');
    expect(control(html, "sign_by_qr")).toContain("checked");
    expect(control(html, "sign_by_kiosk")).toContain("checked");
    const link = control(html, "sign_by_link");
    expect(link).toContain('<option value="at_open" selected="">When the sitting opens</option>');
    expect(link).toContain("Only to those unsigned 15 minutes after the start");
  });

  it("keeps the copied session's agency (closed since), lunch break and ways of signing", () => {
    const html = render(copied);
    expect(control(html, "agency_id")).toContain(`<option value="${CLOSED}" selected="">Formatio Bordeaux</option>`);
    expect(control(html, "lunch_start")).toContain('value="12:00"');
    expect(control(html, "lunch_end")).toContain('value="13:00"');
    expect(control(html, "sign_by_qr")).not.toContain("checked");
    expect(control(html, "sign_by_kiosk")).toContain("checked");
    expect(control(html, "sign_by_link")).toContain('<option value="never" selected="">Never</option>');
  });
});

describe("the session editor's online link and timeline overrides", () => {
  it("offers an empty link and four empty overrides, each saying the course's default applies", () => {
    const html = render(null);
    const text = textOf(html);
    for (const label of [
      "Online link (video conference)",
      "Convocation: days before",
      "Reminder: days before",
      "Remote link: minutes before",
      "Trainer pack: days before",
    ]) {
      expect(text).toContain(label);
    }
    expect(control(html, "remote_url")).toContain('type="url"');
    expect(control(html, "remote_url")).not.toContain("value=");
    for (const name of ["convocation_days", "reminder_days", "remote_link_minutes", "trainer_pack_days"]) {
      expect(control(html, name)).toContain('placeholder="course default"');
      expect(control(html, name)).not.toContain("value=");
    }
    expect(control(html, "convocation_days")).toContain('min="1"');
    expect(control(html, "convocation_days")).toContain('max="60"');
    expect(control(html, "remote_link_minutes")).toContain('max="1440"');
  });

  it("keeps the copied session's link and its own overrides", () => {
    const html = render(copied);
    expect(control(html, "remote_url")).toContain('value="https://meet.example.org/excel"');
    expect(control(html, "convocation_days")).toContain('value="10"');
    expect(control(html, "reminder_days")).not.toContain("value=");
  });
});
