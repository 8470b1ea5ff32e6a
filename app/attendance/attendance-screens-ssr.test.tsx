// The screens of absences, alerts and compliance rendered on the server: what a person reads.
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { ComplianceReport } from "~/attendance/compliance.server";
import { ComplianceScreen } from "~/attendance/compliance-screen";
import type { MemberAbsence } from "~/attendance/justification-schema";
import { MemberAbsences } from "~/attendance/member-absences";
import { AttendanceWatchCard } from "~/attendance/watch-card";
import { renderInRouter, testI18nFromLocales, textOf } from "../../tests/ssr";

const i18n = testI18nFromLocales("en");
const render = (node: ReactNode) => renderInRouter(i18n, node);

const absence = (values: Partial<MemberAbsence>): MemberAbsence => ({
  registration_id: "r1",
  sitting_id: "s1",
  date: "2031-03-10",
  start_time: "09:00:00",
  end_time: "12:30:00",
  timezone: "Europe/Paris",
  status: "absent",
  deadline: "2031-03-17T11:30:00.000Z",
  may_justify: true,
  justifications: [],
  ...values,
});

describe("a member's absences", () => {
  it("offer the form while in time, and say until when", () => {
    const text = textOf(render(<MemberAbsences absences={[absence({})]} lang="en" contactEmail={null} />));
    expect(text).toContain("1 missed half-day");
    expect(text).toContain("Justify this absence");
    expect(text).toContain("Possible until 17 Mar 2031");
  });

  it("show a refused justification with its note and the document, and past the deadline whom to write to", () => {
    const html = render(
      <MemberAbsences
        absences={[
          absence({
            may_justify: false,
            justifications: [
              {
                id: "j1",
                decision: "refused",
                reason: "Sick",
                decision_note: "Unreadable",
                document_name: "note.pdf",
                created_at: "2031-03-11T08:00:00.000Z",
                decided_at: "2031-03-12T08:00:00.000Z",
              },
            ],
          }),
        ]}
        lang="en"
        contactEmail="contact@example.com"
      />,
    );
    const text = textOf(html);
    expect(text).toContain("Justification refused");
    expect(text).toContain("Note from the organisation: Unreadable");
    expect(html).toContain('href="/profile/justifications/j1/document"');
    expect(text).toContain("The 7 days allowed to justify this absence are over.");
    expect(html).toContain('href="mailto:contact@example.com"');
    expect(text).not.toContain("Justify this absence");
  });
});

describe("the dashboard's attendance card", () => {
  it("says each alert in words, links to the session's board and to the pending justifications", () => {
    const html = render(
      <AttendanceWatchCard
        watch={{
          alerts: [
            {
              id: "a1",
              kind: "under_80",
              created_at: "2031-03-10T23:00:00.000Z",
              participant: "Anna English",
              course_title: "Negotiation",
              session_id: "sess-1",
              start_date: "2031-03-10",
              end_date: "2031-03-11",
            },
          ],
          alertsTotal: 1,
          pendingJustifications: 2,
        }}
      />,
    );
    const text = textOf(html);
    expect(text).toContain("Anna English — under 80 % of the planned time");
    expect(html).toContain('href="/admin/sessions/sess-1/attendance"');
    expect(text).toContain("2 absence justifications to decide");
    expect(html).toContain('href="/admin/attendance/justifications"');
    expect(text).toContain("Dismiss");
  });
});

describe("the compliance list", () => {
  it("says there is nothing to report in each empty section", () => {
    const empty = { rows: [], hasMore: false };
    const report = {
      unsigned: empty,
      amended: empty,
      shared_device: empty,
      holiday: empty,
    } as unknown as ComplianceReport;
    const text = textOf(render(<ComplianceScreen report={report} more={null} />));
    expect(text.match(/Nothing to report\./g)).toHaveLength(4);
    expect(text).not.toContain("Show more");
  });
});
