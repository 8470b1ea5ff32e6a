// An audit entry in words, in either language: field names and enum values as the screens name
// them (a registration's payment, a session's status), never the columns' raw names and values;
// a column nobody named yet made readable; a session named by its course and dates.
import { describe, expect, it } from "vitest";
import { AuditEntry } from "~/admin/audit-entry";
import type { AuditEntryView } from "~/admin/audit-schema";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { ssrRenderer, textOf } from "../../tests/ssr";

const inEnglish = ssrRenderer(en);
const inFrench = ssrRenderer(fr);

const entry = (values: Partial<AuditEntryView>): AuditEntryView => ({
  id: "e1",
  created_at: "2027-02-04T13:05:00.000Z",
  actor_email: "alice@example.com",
  actor_name: "Alice",
  action: "update",
  entity_type: "registration",
  entity_id: "r1",
  entity_label: "Nadia Benali — Excel avancé — 4–8 janv. 2027",
  href: null,
  changes: [],
  ...values,
});

const registration = entry({
  changes: [
    { field: "payment_status", before: "pending", after: "paid" },
    { field: "status", before: "confirmed", after: "attended" },
    { field: "frobnicate_level", before: "low", after: "high" },
  ],
});

const session = entry({
  entity_type: "session",
  entity_label: "Excel avancé — 4–8 janv. 2027",
  changes: [{ field: "status", before: "scheduled", after: "confirmed" }],
});

describe("AuditEntry's fields and values", () => {
  it("names a registration's changes in English", () => {
    const text = textOf(inEnglish(<AuditEntry entry={registration} />));
    expect(text).toMatch(/Payment Payment pending → became Paid/);
    expect(text).toMatch(/Registration status Confirmed → became Attended/);
    expect(text).toMatch(/Frobnicate level low → became high/);
    expect(text).not.toMatch(/payment_status|\bpaid\b|\battended\b/);
  });

  it("names a registration's changes in French", () => {
    const text = textOf(inFrench(<AuditEntry entry={registration} />));
    expect(text).toMatch(/Paiement Paiement en attente → devient Payé/);
    expect(text).toMatch(/Statut de l'inscription Confirmée → devient Présent/);
    expect(text).not.toMatch(/payment_status|\bpaid\b|\battended\b/);
  });

  it("names a session by its course and dates, and its status in words", () => {
    const english = textOf(inEnglish(<AuditEntry entry={session} />));
    expect(english).toContain("Session Excel avancé — 4–8 janv. 2027");
    expect(english).toMatch(/Session status Scheduled → became Confirmed/);
    const french = textOf(inFrench(<AuditEntry entry={session} />));
    expect(french).toMatch(/Statut de la session Programmée → devient Confirmée/);
    expect(french).not.toMatch(/scheduled|confirmed/);
  });
});
