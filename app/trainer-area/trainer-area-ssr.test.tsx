// The trainer's screens drawn on the server from their real loaders' data: the session page
// before and after its sitting opens (what the trainer can do at each step, the roster without
// contact details), in English and French, and the header's "My sessions" link for teachers only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSittingNow } from "~/attendance/attendance-job.server";
import { listSessionSittings } from "~/attendance/sittings.server";
import { type RootData, loader as rootLoader } from "~/root";
import { loader as sessionLoader } from "~/routes/trainer/session";
import { setClock } from "~/server/clock.server";
import { inTransaction } from "~/server/db.server";
import { Header } from "~/shell/header";
import { TrainerSessionScreen } from "~/trainer-area/trainer-session-screen";
import en from "../../locales/en.json";
import { useTestDatabase } from "../../tests/db";
import {
  createCourse,
  createRegistration,
  createSession,
  createUser,
  createUserRow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../../tests/factories";
import { callRoute } from "../../tests/route";
import { renderInRouter, testI18nFromLocales, textOf } from "../../tests/ssr";

const NOW = new Date("2031-03-10T08:30:00.000Z").getTime();
type SessionData = Awaited<ReturnType<typeof sessionLoader>>;

describe("the trainer's screens", () => {
  useTestDatabase();
  const english = testI18nFromLocales("en");
  const french = testI18nFromLocales("fr");
  let cookie = "";
  let memberCookie = "";
  let sessionId = "";

  beforeAll(async () => {
    setClock({ now: () => NOW, sleep: async () => {} });
    await seedReferenceData();
    const trainer = await createUser({ role: "teacher" });
    cookie = await sessionCookie(trainer);
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
    const course = await createCourse({ title_en: "Negotiation", title_fr: "Négociation" });
    const session = await createSession({
      course_id: course.id,
      instructor_id: trainer.id,
      start_date: "2031-03-10",
      end_date: "2031-03-10",
      timezone: "Europe/Paris",
      status: "confirmed",
    });
    sessionId = session.id;
    const user = await createUserRow({ full_name: "Alice Martin" });
    await createRegistration({
      session_id: session.id,
      user_id: user.id,
      status: "confirmed",
      email: "alice.private@example.com",
      company: "Acme SA",
      special_requirements: "Wheelchair access",
    });
  });
  afterAll(() => setClock());

  async function page(lang: "en" | "fr" = "en") {
    const answer = await callRoute<SessionData>(
      sessionLoader,
      makeRequest(`/trainer/sessions/${sessionId}`, { cookie }),
      { params: { id: sessionId } },
    );
    const data = answer.data as SessionData;
    return textOf(renderInRouter(lang === "en" ? english : french, <TrainerSessionScreen {...data} />));
  }

  it("offers to open today's sitting, with the roster's needs and no contact details", async () => {
    const text = await page();
    expect(text).toContain("Negotiation");
    expect(text).toContain("Open the sitting");
    expect(text).not.toContain("Show the QR code");
    expect(text).toContain("Alice Martin");
    expect(text).toContain("Acme SA");
    expect(text).toContain("Wheelchair access");
    expect(text).not.toContain("alice.private@example.com");
  });

  it("once open: QR code, kiosk, marks, co-signature and closing, in both languages", async () => {
    const [morning] = await listSessionSittings(sessionId);
    await inTransaction(() => openSittingNow(morning.id, NOW));
    const text = await page();
    for (const label of [
      "Show the QR code",
      "Kiosk mode",
      "Minutes attended",
      "Sign the sitting",
      "Close the sitting",
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain("0 of 1 signed");
    expect(text).toContain("Sign the sitting above before closing it.");
    const french = await page("fr");
    expect(french).toContain("Afficher le QR code");
    expect(french).toContain("0 sur 1 a signé");
  });

  it("links teachers to their area from the header, and nobody else", async () => {
    const header = async (as: string) => {
      const root = await callRoute<RootData>(rootLoader, makeRequest("/formations", { cookie: as }));
      return renderInRouter(english, <Header root={root.data as RootData} />);
    };
    const trainerLinks = (html: string) =>
      [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
        .filter(([, , label]) => label === en.nav.trainer)
        .map(([, href]) => href);
    expect(trainerLinks(await header(cookie))).toContain("/trainer");
    expect(trainerLinks(await header(memberCookie))).toEqual([]);
  });
});
