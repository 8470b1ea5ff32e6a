// The complaints' screens rendered on the server: the dashboard's card (the empty state, what is
// due for each incident, a passed deadline said in words and in red) and /admin/incidents' rows
// (the source linked to the message or the survey's answers, the deadlines, the actions a
// status allows).
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import { renderInRouter, testI18n, textOf } from "../../tests/ssr";
import type { AdminIncidentRow, IncidentWatchItem } from "./admin-schema";
import { IncidentWatchCard } from "./incident-watch-card";
import { IncidentsScreen } from "./incidents-screen";

const i18n = testI18n(en);
const render = (node: ReactNode) => renderInRouter(i18n, node);

const item = (values: Partial<IncidentWatchItem>): IncidentWatchItem => ({
  id: "i1",
  source: "contact",
  status: "open",
  person_name: "Claire Martin",
  summary: "The room was cold.",
  acknowledge_by: "2031-05-05T08:00:00.000Z",
  answer_by: "2031-05-26T08:00:00.000Z",
  acknowledged_at: null,
  acknowledge_overdue: false,
  answer_overdue: false,
  ...values,
});

describe("IncidentWatchCard", () => {
  it("says there is nothing open", () => {
    expect(textOf(render(<IncidentWatchCard watch={{ incidents: [], total: 0 }} />))).toContain("No open incident.");
  });

  it("lists what is due for each incident, an overdue deadline in red and in words", () => {
    const html = render(
      <IncidentWatchCard
        watch={{
          total: 2,
          incidents: [
            item({ id: "late", acknowledge_overdue: true }),
            item({ id: "acked", source: "survey", person_name: null, acknowledged_at: "2031-05-02T08:00:00.000Z" }),
          ],
        }}
      />,
    );
    const text = textOf(html);
    expect(text).toContain("2 incidents to handle");
    expect(text).toContain("Acknowledge by 5 May 2031, 10:00");
    expect(text).toContain("Overdue");
    expect(text).toContain("Anonymous");
    // The acknowledged one shows its answer's deadline alone.
    expect(text.match(/Acknowledge by/g)).toHaveLength(1);
    expect(text.match(/Answer by 26 May 2031, 10:00/g)).toHaveLength(2);
    expect(html).toContain("text-red-700");
    expect(html).toContain('href="/admin/incidents"');
  });
});

const row = (values: Partial<AdminIncidentRow>): AdminIncidentRow => ({
  id: "11111111-1111-4111-8111-111111111111",
  source: "contact",
  status: "open",
  survey_id: null,
  message_id: "22222222-2222-4222-8222-222222222222",
  session_id: null,
  person_name: "Claire Martin",
  person_email: "claire@example.com",
  person_language: "en",
  summary: "The room was cold.",
  opened_at: "2031-04-30T08:00:00.000Z",
  acknowledge_by: "2031-05-05T08:00:00.000Z",
  answer_by: "2031-05-26T08:00:00.000Z",
  acknowledged_at: null,
  answered_at: null,
  answer: null,
  closed_at: null,
  course_title_fr: null,
  course_title_en: null,
  start_date: null,
  end_date: null,
  acknowledge_overdue: true,
  answer_overdue: false,
  ...values,
});

describe("IncidentsScreen", () => {
  it("links each row to where it came from, marks a passed deadline and offers what its status allows", () => {
    const html = render(
      <IncidentsScreen
        params={{ q: "", page: 1, size: 10, status: null, source: null, overdue: false, session: null }}
        list={{
          incidents: [
            row({}),
            row({
              id: "33333333-3333-4333-8333-333333333333",
              source: "survey",
              status: "answered",
              message_id: null,
              session_id: "44444444-4444-4444-8444-444444444444",
              course_title_fr: "Sécurité incendie",
              course_title_en: "Fire safety",
              start_date: "2031-04-01",
              end_date: "2031-04-02",
              acknowledge_overdue: false,
              answer: "Fixed.",
            }),
          ],
          total: 2,
          page: 1,
          totalPages: 1,
          size: 10,
        }}
        hasLoadError={false}
        sessions={[]}
      />,
    );
    const text = textOf(html);
    expect(html).toContain('href="/admin/messages?open=22222222-2222-4222-8222-222222222222"');
    expect(html).toContain('href="/admin/surveys?session=44444444-4444-4444-8444-444444444444"');
    expect(html).toContain('href="/admin/sessions/44444444-4444-4444-8444-444444444444"');
    expect(html).toContain('href="/admin/improvements?edit=new&amp;incident=11111111-1111-4111-8111-111111111111"');
    expect(text).toContain("Fire safety");
    expect(text).toContain("Overdue");
    // Open: acknowledge and answer; answered: neither, but it can still be closed.
    expect(text.match(/Acknowledge(?! by)/g)?.length).toBeGreaterThanOrEqual(1);
    expect(html.match(/>Answer</g)).toHaveLength(1);
    expect(html.match(/>Close</g)).toHaveLength(2);
    expect(html).toContain('href="/admin/incidents/export.xlsx"');
  });
});
