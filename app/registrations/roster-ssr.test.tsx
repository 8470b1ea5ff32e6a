// Server-rendered markup of a roster: a paid registration offers "cancel and refund" and "cancel,
// refund later" instead of a plain cancel; an unpaid one a plain cancel; a cancelled registration
// still marked paid is flagged, and the roster counts the refunds to settle. Cancelling the
// session says what happens in its dialog's body, beside "Keep the session".
import i18next from "i18next";
import type { ReactNode } from "react";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import en from "../../locales/en.json";
import { renderInRouter, textOf } from "../../tests/ssr";
import { CancelSessionDialog } from "./cancel-session-dialog";
import type { Roster, RosterRegistration } from "./roster.server";
import { RosterScreen } from "./roster-screen";

// Radix portals only after mounting in a browser; inline, an open dialog's markup can be read.
vi.mock("@radix-ui/react-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@radix-ui/react-dialog")>()),
  Portal: ({ children }: { children: ReactNode }) => children,
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

const person = (id: string, name: string, values: Partial<RosterRegistration>): RosterRegistration => ({
  id,
  name,
  status: "confirmed",
  payment_status: "pending",
  payment_amount: "1200.00",
  email: `${id}@example.com`,
  phone: null,
  company: null,
  position: null,
  billing: null,
  special_requirements: null,
  created_at: "2031-05-01T09:00:00.000Z",
  funding_source_id: null,
  funding_scheme: null,
  participant_type_id: null,
  ...values,
});

function roster(registrations: RosterRegistration[], agency: Roster["session"]["agency"] = null): Roster {
  return {
    session: {
      id: "7c1f5b8e-2d4a-4e6b-9f0a-1b2c3d4e5f60",
      status: "scheduled",
      start_date: "2031-06-02",
      end_date: "2031-06-03",
      start_time: "09:00:00",
      end_time: "17:00:00",
      timezone: "Europe/Paris",
      registration_deadline: null,
      seats_available: 10,
      seats_taken: 2,
      seats_held: 0,
      min_participants: 2,
      course: {
        id: "c1",
        slug: "excel",
        reference: "XL-1",
        title_fr: "Excel",
        title_en: "Excel",
        currency: "EUR",
      },
      place: null,
      city: null,
      trainer: null,
      agency,
    },
    registrations,
    targets: [],
  };
}

const render = (registrations: RosterRegistration[]) =>
  renderInRouter(i18n, <RosterScreen roster={roster(registrations)} actionUrl="/admin/sessions/x" />);

/** The buttons of the article of `name`. */
const buttonsOf = (html: string, name: string) => {
  const article = html.split("<article").find((part) => part.includes(`aria-label="${name}"`)) ?? "";
  return [...article.matchAll(/<button[^>]*>([^<]*)</g)].map((match) => match[1]);
};

describe("the roster, server-rendered", () => {
  it("asks whether to refund when a paid registration is cancelled", () => {
    const html = render([
      person("a", "Ana Paid", { payment_status: "paid" }),
      person("b", "Bo Unpaid", { status: "pending" }),
    ]);
    expect(buttonsOf(html, "Ana Paid")).toEqual(
      expect.arrayContaining(["Cancel and refund", "Cancel, refund later", "Mark refunded"]),
    );
    expect(buttonsOf(html, "Ana Paid")).not.toContain("Cancel registration");
    expect(buttonsOf(html, "Bo Unpaid")).toContain("Cancel registration");
    expect(buttonsOf(html, "Bo Unpaid")).not.toContain("Cancel and refund");
    expect(textOf(html)).not.toContain("to settle");
  });

  it("flags cancelled registrations still marked paid and counts them", () => {
    const text = textOf(
      render([
        person("a", "Ana Owed", { status: "cancelled", payment_status: "paid" }),
        person("b", "Bo Refunded", { status: "cancelled", payment_status: "refunded" }),
      ]),
    );
    expect(text).toContain("1 cancelled registration is still marked paid: a refund to settle.");
    expect(text.match(/Refund to settle/g)).toHaveLength(1);
  });
});

describe("the organising agency among the session's facts", () => {
  const agencyFact = (agency: Roster["session"]["agency"]) => {
    const text = textOf(
      renderInRouter(i18n, <RosterScreen roster={roster([], agency)} actionUrl="/admin/sessions/x" />),
    );
    return text.slice(text.indexOf("Organising agency"), text.indexOf("Registration deadline")).trim();
  };

  it("names the agency, says when it is the head office, and says head office when none is chosen", () => {
    expect(agencyFact({ name: "Formatio Dakar", isHeadOffice: false })).toBe("Organising agency Formatio Dakar");
    expect(agencyFact({ name: "Formatio Paris", isHeadOffice: true })).toBe(
      "Organising agency Formatio Paris (head office)",
    );
    expect(agencyFact(null)).toBe("Organising agency Head office");
  });
});

describe("cancelling the session, server-rendered", () => {
  it("says what happens in the dialog's body and offers to keep the session, not to 'Cancel'", () => {
    const html = renderInRouter(
      i18n,
      <CancelSessionDialog open onOpenChange={() => undefined} actionUrl="/admin/sessions/x" participants={2} />,
    );
    const body = html.slice(html.indexOf("overflow-y-auto"));
    expect(textOf(body)).toContain(
      "The 2 registered participants will receive your message by e-mail, their registrations will be cancelled",
    );
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(buttons).toEqual(expect.arrayContaining(["Keep the session", "Cancel the session and notify"]));
    expect(buttons).not.toContain("Cancel");
  });
});
