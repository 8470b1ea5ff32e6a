import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AuditEntry } from "~/admin/audit-entry";
import type { AuditEntryView } from "~/admin/audit-schema";
import { CHART_WEEKS, type Dashboard } from "~/admin/dashboard";
import { DashboardScreen } from "~/admin/dashboard-screen";
import en from "../../locales/en.json";
import { renderInRouter, testI18n, textOf } from "../../tests/ssr";

const i18n = testI18n(en);

const render = (node: ReactNode) => renderInRouter(i18n, node);

const entry = (values: Partial<AuditEntryView>): AuditEntryView => ({
  id: "e1",
  created_at: "2027-02-04T13:05:00.000Z",
  actor_email: "alice@example.com",
  actor_name: "Alice",
  action: "update",
  entity_type: "user",
  entity_id: "u1",
  entity_label: "Bob",
  href: "/admin/roles?q=bob%40example.com",
  changes: [],
  ...values,
});

describe("AuditEntry", () => {
  it("says when, who, what and each change as before → after, labels translated or made readable", () => {
    const html = render(
      <AuditEntry
        entry={entry({
          action: "role_change",
          changes: [
            { field: "role", before: "member", after: "teacher" },
            { field: "custom_flag", before: false, after: true },
          ],
        })}
      />,
    );
    const text = textOf(html);
    expect(text).toContain("Role changed");
    expect(text).toContain("User");
    expect(html).toContain('href="/admin/roles?q=bob%40example.com"');
    expect(text).toContain("4 Feb 2027, 14:05");
    expect(text).not.toContain("UTC");
    expect(text).toContain("by Alice (alice@example.com)");
    expect(text).toMatch(/Role Member → became Trainer/);
    expect(text).toMatch(/Custom flag no → became yes/);
    expect(html).toContain('dateTime="2027-02-04T13:05:00.000Z"');
  });

  it("shortens a long value with the whole of it one click away, and folds a creation's many fields", () => {
    const long = "x".repeat(200);
    const html = render(
      <AuditEntry
        entry={entry({
          action: "create",
          entity_type: "unknown_kind",
          href: null,
          changes: ["a", "b", "c", "d", "e"]
            .map((field) => ({ field, before: null, after: field }))
            .concat([{ field: "body", before: null, after: long }]),
        })}
      />,
    );
    const text = textOf(html);
    expect(text).toContain("unknown_kind");
    expect(html).not.toContain("<a ");
    expect(text).toContain("Show the 6 fields");
    expect(text).toMatch(/ x{80} ?… show all /);
    expect(html).toContain(long);
    // A creation lists what was set, without an empty "before".
    expect(text).not.toContain("became");
  });
});

const dashboard: Dashboard = {
  queues: [
    {
      key: "messages",
      count: 3,
      oldestDays: 4,
      href: "/admin/messages?status=pending",
      parts: [{ type: "contact", count: 3, oldestDays: 4, href: "/admin/messages?status=pending&type=contact" }],
    },
    { key: "emails", count: 0, oldestDays: null, href: null },
  ],
  upcoming: {
    total: 1,
    sessions: [
      {
        id: "s1",
        course_title: "Quality audit",
        city: "Lyon",
        start_date: "2027-03-10",
        end_date: "2027-03-11",
        seats_taken: 1,
        seats_available: 8,
        min_participants: 3,
        days_until: 5,
        is_at_risk: true,
        href: "/calendrier?from=2027-03-10&to=2027-03-10",
      },
    ],
  },
  kpis: {
    registrations: { current: 5, previous: 3 },
    members: { current: 1, previous: 4 },
    subscribers: { current: 2, previous: 2 },
  },
  weekly: Array.from({ length: CHART_WEEKS }, (_, index) => ({
    start: `2027-0${1 + Math.floor(index / 4)}-0${1 + (index % 4)}`,
    count: index === 3 ? 7 : 1,
  })),
  audit: [entry({})],
};

describe("DashboardScreen", () => {
  it("draws each section with its figures in words", () => {
    const html = render(<DashboardScreen dashboard={dashboard} />);
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Administration<\/h1>/);
    expect(text).toContain("3 unread messages");
    expect(text).toContain("The oldest has waited 4 days.");
    expect(text).toContain("3 contact requests");
    expect(text).toContain("Nothing waiting.");
    expect(text).toContain("1 of 8 seats taken (minimum 3)");
    expect(text).toContain("At risk");
    expect(text).toContain("Below the minimum, starts in 5 days.");
    expect(text).toContain("Up 2 on last month (3)");
    expect(text).toContain("Down 3 on last month (4)");
    expect(text).toContain("Same as last month (2)");
    expect(html).toMatch(
      /<svg role="img" aria-label="18 registrations in 12 weeks; the busiest: week of 4 Jan 2027 \(7\)\."/,
    );
    expect(html).toContain("<table");
    expect((html.match(/<th scope="row"/g) ?? []).length).toBe(CHART_WEEKS);
    expect(text).toContain("by Alice (alice@example.com)");
    expect(text).not.toContain("This section could not be loaded");
  });

  it("shows a section that failed to load as its own error, the others as they are", () => {
    const html = render(<DashboardScreen dashboard={{ ...dashboard, upcoming: null, weekly: null }} />);
    const text = textOf(html);
    expect(text.match(/This section could not be loaded/g)).toHaveLength(2);
    expect(text).toContain("3 unread messages");
    expect(text).toContain("Up 2 on last month (3)");
  });
});
