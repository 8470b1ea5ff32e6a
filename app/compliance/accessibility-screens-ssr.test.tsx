// The accessibility requests' screens rendered on the server: the dashboard's card (the empty
// state, the contact deadline, an overdue one in red and in words), /admin/compliance/
// accessibility's rows (the participant and how to reach them, the session, the status, the
// deadline, the adaptations counted, the steps a status allows, the procedure's PDF) and the
// registration form's question (optional: nothing checked, no note until a yes).
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import { renderInRouter, testI18n, textOf } from "../../tests/ssr";
import type { AccessibilityWatchItem, AdminAccessibilityRow } from "./accessibility-schema";
import { AccessibilityScreen } from "./accessibility-screen";
import { AccessibilityWatchCard } from "./accessibility-watch-card";
import { AdaptationQuestion } from "./adaptation-question";

const i18n = testI18n(en);
const render = (node: ReactNode) => renderInRouter(i18n, node);

const item = (values: Partial<AccessibilityWatchItem>): AccessibilityWatchItem => ({
  id: "a1",
  name: "Claire Martin",
  course_title_fr: "Sécurité incendie",
  course_title_en: "Fire safety",
  start_date: "2031-06-02",
  end_date: "2031-06-03",
  contact_by: "2031-05-07T08:00:00.000Z",
  contact_overdue: false,
  ...values,
});

describe("AccessibilityWatchCard", () => {
  it("says there is nobody to contact", () => {
    expect(textOf(render(<AccessibilityWatchCard watch={{ cases: [], total: 0 }} />))).toContain(
      "No request waiting to be contacted.",
    );
  });

  it("lists whom to contact by when, an overdue one in red and in words", () => {
    const html = render(
      <AccessibilityWatchCard watch={{ total: 2, cases: [item({ contact_overdue: true }), item({ id: "a2" })] }} />,
    );
    const text = textOf(html);
    expect(text).toContain("2 requests to contact");
    expect(text).toContain("Fire safety");
    expect(text).toContain("Contact by 7 May 2031");
    expect(text.match(/Overdue/g)).toHaveLength(1);
    expect(html).toContain("text-red-700");
    expect(html).toContain('href="/admin/compliance/accessibility"');
  });
});

const row = (values: Partial<AdminAccessibilityRow>): AdminAccessibilityRow => ({
  id: "11111111-1111-4111-8111-111111111111",
  status: "new",
  request_note: "Large print, please.",
  referent_note: null,
  adaptations: [],
  partner_body: null,
  contact_by: "2031-05-07T08:00:00.000Z",
  contacted_at: null,
  agreed_at: null,
  in_place_at: null,
  closed_at: null,
  created_at: "2031-04-30T08:00:00.000Z",
  name: "Claire Martin",
  email: "claire@example.com",
  phone: "+33 6 12 34 56 78",
  language: "en",
  session_id: "44444444-4444-4444-8444-444444444444",
  course_title_fr: "Sécurité incendie",
  course_title_en: "Fire safety",
  start_date: "2031-06-02",
  end_date: "2031-06-03",
  contact_overdue: true,
  ...values,
});

describe("AccessibilityScreen", () => {
  it("shows each request with its participant, session, deadline and adaptations, and the steps its status allows", () => {
    const html = render(
      <AccessibilityScreen
        params={{ q: "", page: 1, size: 10, status: null, overdue: false }}
        list={{
          cases: [
            row({}),
            row({
              id: "33333333-3333-4333-8333-333333333333",
              status: "agreed",
              name: "Paul Durand",
              adaptations: ["A ground-floor room", "Large print"],
              contacted_at: "2031-05-02T08:00:00.000Z",
              agreed_at: "2031-05-03T08:00:00.000Z",
              contact_overdue: false,
            }),
          ],
          total: 2,
          page: 1,
          totalPages: 1,
          size: 10,
        }}
        hasLoadError={false}
        today="2031-05-10"
      />,
    );
    const text = textOf(html);
    expect(text).toContain("claire@example.com");
    expect(text).toContain("+33 6 12 34 56 78");
    expect(text).toContain("Fire safety");
    expect(text).toContain("Overdue");
    expect(text).toContain("0 adaptations");
    expect(text).toContain("2 adaptations");
    expect(text).toContain("Contacted on 2 May 2031");
    // New: contact and record; agreed: change the list, or mark in place; both: refer, close.
    expect(html.match(/>Mark contacted</g)).toHaveLength(1);
    expect(html.match(/>Record the adaptations</g)).toHaveLength(1);
    expect(html.match(/>Change the adaptations</g)).toHaveLength(1);
    expect(html.match(/>Mark in place</g)).toHaveLength(1);
    expect(html.match(/>Refer to a partner</g)).toHaveLength(2);
    expect(html.match(/>Close</g)).toHaveLength(2);
    expect(html).toContain('href="/admin/compliance/accessibility/procedure.pdf"');
    // The notes stay in the case's dialog, not in the list.
    expect(text).not.toContain("Large print, please.");
  });
});

describe("AdaptationQuestion", () => {
  it("asks yes or no with nothing checked, and keeps the note for a yes", () => {
    const html = render(<AdaptationQuestion />);
    expect(textOf(html)).toContain("Do you need an adaptation because of a disability?");
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).not.toMatch(/<input[^>]* checked/);
    expect(html).not.toContain('name="adaptationNote"');
  });
});
