// Server-rendered markup of what shows a session's seats: with none left, the registration
// modal says the session is full (not "0 seats left") and will not send, and the course page's
// line and the calendar's badge say full too, never "seats left" beside the Full button. A full
// session's button offers its waiting list, and the modal's waiting-list mode posts to it.
import i18next from "i18next";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "~/ui/toast";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { renderInRouter, textOf } from "../../tests/ssr";
import { LiveSeatsBadge, LiveSeatsLine } from "./live-seats";
import { MemberBookingProvider } from "./member-booking";
import { RegisterButton } from "./register-button";
import { RegistrationModal } from "./registration-modal";
import type { RegistrationSession } from "./types";

// Radix portals only after mounting in a browser; inline, an open dialog's markup can be read.
vi.mock("@radix-ui/react-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@radix-ui/react-dialog")>()),
  Portal: ({ children }: { children: ReactNode }) => children,
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: en }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
  });
});

const session: RegistrationSession = {
  id: "7c1f5b8e-2d4a-4e6b-9f0a-1b2c3d4e5f60",
  course_slug: "excel",
  course_title_fr: "Excel",
  course_title_en: "Excel",
  start_date: "2031-06-02",
  end_date: "2031-06-03",
  start_time: "09:00:00",
  end_time: "17:00:00",
  location_name: null,
  seats_available: 1,
  seats_taken: 1,
  seats_held: 0,
  status: "scheduled",
  registration_deadline: null,
  timezone: "Europe/Paris",
  price: "900.00",
  currency: "EUR",
  early_bird_until: null,
};

const user = { email: "jane@example.com", full_name: "Jane Doe", emailVerified: true };

function modal(seatsLeft: number) {
  return renderInRouter(
    i18n,
    <RegistrationModal session={session} seatsLeft={seatsLeft} user={user} lang="en" open onOpenChange={() => {}} />,
  );
}

const submitOf = (html: string) =>
  [...html.matchAll(/<button[^>]*type="submit"[^>]*>.*?<\/button>/g)].map((m) => m[0]).join("");

describe("seats, server-rendered", () => {
  it("the modal says the session is full and will not send when no seat is left", () => {
    const html = modal(0);
    const seats = html.match(/data-testid="registration-seats-left"[^>]*>([^<]*)</)?.[1];
    expect(seats).toBe("None: this session is full");
    expect(textOf(html)).not.toMatch(/0 seats? left/);
    expect(submitOf(html)).toMatch(/disabled=""/);
  });

  it("the modal counts the seats while some are left", () => {
    const html = modal(3);
    expect(html.match(/data-testid="registration-seats-left"[^>]*>([^<]*)</)?.[1]).toBe("3 seats left");
  });

  it("the course page's line and the calendar's badge say full, in both languages, with no seat left", async () => {
    for (const [lang, full, badge] of [
      ["en", "Full: no seat available", "Full"],
      ["fr", "Complet\u00a0: aucune place disponible", "Complet"],
    ] as const) {
      await i18n.changeLanguage(lang);
      const line = renderInRouter(i18n, <LiveSeatsLine session={session} />);
      expect(line.match(/data-testid="session-seats"[^>]*>([^<]*)</)?.[1]).toBe(full);
      expect(line).toContain("text-red-700");
      const card = renderInRouter(i18n, <LiveSeatsBadge session={session} />);
      expect(textOf(card)).toContain(badge);
      expect(textOf(card)).not.toMatch(/left|restante/);
    }
    await i18n.changeLanguage("en");
    const open = renderInRouter(i18n, <LiveSeatsLine session={{ ...session, seats_available: 3 }} />);
    expect(textOf(open)).toContain("2 seats left out of 3");
  });
});

describe("the funding question (BPF, delivery.md §8), server-rendered", () => {
  const option = (id: string, code: string, label_fr: string, label_en: string) => ({
    id,
    code,
    label_fr,
    label_en,
    is_active: true,
  });
  const fundingOptions = {
    fundingSources: [
      option("11111111-1111-4111-8111-111111111111", "company", "Entreprise", "Company"),
      option("22222222-2222-4222-8222-222222222222", "opco", "OPCO", "OPCO (skills operator)"),
    ],
    participantTypes: [option("33333333-3333-4333-8333-333333333333", "employee", "Salarié", "Employee")],
  };

  it("asks who funds the training and who the participant is, optionally, in the page's language", async () => {
    await i18n.changeLanguage("en");
    const html = renderInRouter(
      i18n,
      <RegistrationModal
        session={session}
        seatsLeft={1}
        user={user}
        lang="en"
        open
        onOpenChange={() => {}}
        fundingOptions={fundingOptions}
      />,
    );
    const text = textOf(html);
    expect(text).toContain("Funding (optional)");
    expect(text).toContain("Who funds the training?");
    expect(html).toContain('name="fundingSourceId"');
    expect(html).toContain('name="participantTypeId"');
    expect(html).toMatch(/<option value="22222222-2222-4222-8222-222222222222">OPCO \(skills operator\)<\/option>/);
    expect(html).toMatch(/<option value=""[^>]*>I don(&#x27;|')t know<\/option>/);
    // The scheme is asked once an OPCO or a public body is chosen, not before.
    expect(html).not.toContain('name="fundingScheme"');
    // No funding sources known: no question.
    expect(textOf(modal(1))).not.toContain("Funding (optional)");
  });
});

describe("the waiting list, server-rendered (delivery.md §5)", () => {
  const member = { id: "u1", email: "jane@example.com", full_name: "Jane Doe", emailVerified: true };

  /** The button on a full session, for a visitor or a member (waiting at `position`, if given). */
  function button(user: typeof member | null, position?: number) {
    const booking = {
      registeredSessionIds: [],
      waiting: position === undefined ? [] : [{ sessionId: session.id, position }],
      details: { phone: null, company: null, position: null },
      fundingOptions: { fundingSources: [], participantTypes: [] },
    };
    const element = (
      <MemberBookingProvider booking={user ? booking : null}>
        <RegisterButton session={session} />
      </MemberBookingProvider>
    );
    // The button reads the root route's data (the viewer, the language).
    const router = createMemoryRouter([{ id: "root", path: "/", element, loader: () => null }], {
      hydrationData: { loaderData: { root: { user, lang: "en" } } },
    });
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </I18nextProvider>,
    );
  }

  it("offers a full session's waiting list instead of a disabled Full, and shows a member's place", () => {
    for (const user of [null, member]) {
      const html = button(user);
      expect(textOf(html)).toContain("Join the waiting list");
      expect(html).not.toMatch(/<button[^>]*disabled/);
    }
    const waiting = button(member, 3);
    expect(textOf(waiting)).toContain("On the waiting list (no. 3)");
    expect(waiting).toContain('href="/profile/registrations"');
  });

  it("the modal's waiting-list mode explains the hold, and posts to the list", () => {
    const html = renderInRouter(
      i18n,
      <RegistrationModal
        session={session}
        seatsLeft={0}
        user={user}
        lang="en"
        open
        onOpenChange={() => {}}
        mode="waitlist"
      />,
    );
    expect(textOf(html)).toContain("Join the waiting list");
    expect(html).toMatch(/data-testid="waitlist-explanation"[^>]*>[^<]*we hold it for the first person in line/);
    expect(html).toContain(`action="/sessions/${session.id}/waitlist"`);
    expect(submitOf(html)).toContain("Join the waiting list");
  });
});
