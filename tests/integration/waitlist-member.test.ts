// The member's side of the waiting list (delivery.md §5, issue 28) through the real routes:
// joining a full session from its modal's action (the place answered, once per person), the
// place shown on the course page's booking data and on /profile/registrations, leaving the
// list there, and an offer's e-mailed link: a wrong token is a 404, opening it acts on nothing,
// its one POST registers the person (or lets the seat go to the next), and a second is refused.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_session_registrations, email_outbox, waitlist_entries, waitlist_offers } from "#db/schema";
import type { ActionData } from "~/forms/action-data";
import { changeRegistrationStatus } from "~/registrations/lifecycle.server";
import { action as joinAction, loader as joinLoader } from "~/routes/member/join-waitlist";
import { action as profileAction, loader as profileLoader } from "~/routes/member/registrations";
import { loader as courseLoader } from "~/routes/public/course";
import {
  action as offerAction,
  headers as offerHeaders,
  loader as offerLoader,
  meta as offerMeta,
} from "~/routes/public/waitlist-offer";
import { db, inTransaction } from "~/server/db.server";
import { offerLinkToken } from "~/waitlist/waitlist-emails.server";
import { runWaitlistJob } from "~/waitlist/waitlist-job.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createRegistration,
  createSession,
  createUser,
  createUserRow,
  daysFromNow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type ProfileData = Awaited<ReturnType<typeof profileLoader>>;
type CourseData = Awaited<ReturnType<typeof courseLoader>>;
type OfferData = Awaited<ReturnType<typeof offerLoader>>;
type Member = Awaited<ReturnType<typeof createUser>> & { cookie: string };

/** The registration form as the modal posts it. */
const FORM = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada.typed@example.com",
  phone: "+33 6 10 20 30 40",
  billingAddress: "4 quai des Chartrons",
  billingCity: "Bordeaux",
  billingCountry: "France",
  acceptTerms: "on",
};

describe("the waiting list, member's side", () => {
  useTestDatabase();
  let ada: Member;
  let bob: Member;

  async function member(fullName: string, language: "fr" | "en" = "en"): Promise<Member> {
    const user = await createUser({ fullName, language });
    return { ...user, cookie: await sessionCookie(user) };
  }

  beforeAll(async () => {
    await seedReferenceData();
    ada = await member("Ada Lovelace");
    bob = await member("Bob Martin", "fr");
  });

  /** A session in a month with one seat, taken by someone else. */
  async function fullSession() {
    const course = await createCourse({ title_fr: "Prise de parole", title_en: "Public speaking" });
    const session = await createSession({
      course_id: course.id,
      seats_available: 1,
      start_date: daysFromNow(30),
      end_date: daysFromNow(30),
    });
    const holder = await createUserRow({ full_name: "Seat Holder" });
    const held = await createRegistration({ session_id: session.id, user_id: holder.id, status: "confirmed" });
    return { course, session, held };
  }

  const join = (sessionId: string, cookie: string, form: Record<string, string> = FORM) =>
    callRoute<ActionData<{ position: number }>>(
      joinAction,
      makeRequest(`/sessions/${sessionId}/waitlist`, { form, cookie }),
      { params: { id: sessionId } },
    );
  const profile = (cookie: string) =>
    callRoute<ProfileData>(profileLoader, makeRequest("/profile/registrations", { cookie }));
  const profilePost = (cookie: string, form: Record<string, string>) =>
    callRoute<ActionData>(profileAction, makeRequest("/profile/registrations", { form, cookie }));
  const offerPage = (offerId: string, query: string, cookie = "") =>
    callRoute<OfferData>(offerLoader, makeRequest(`/waitlist/offers/${offerId}${query}`, { cookie }), {
      params: { offerId },
    });
  const offerPost = (offerId: string, form: Record<string, string>) =>
    callRoute<ActionData>(offerAction, makeRequest(`/waitlist/offers/${offerId}`, { form }), { params: { offerId } });

  /** The holder cancels and the job offers the freed seat: the live offer made. */
  async function freeTheSeat(sessionId: string, registrationId: string) {
    await inTransaction(() => changeRegistrationStatus(sessionId, registrationId, "cancelled"));
    expect((await runWaitlistJob(Date.now(), { sessionId })).offered).toBe(1);
    const [offer] = await db()
      .select()
      .from(waitlist_offers)
      .where(and(eq(waitlist_offers.session_id, sessionId), eq(waitlist_offers.state, "live")));
    return offer;
  }

  async function registrationOf(sessionId: string, userId: string) {
    const [row] = await db()
      .select()
      .from(course_session_registrations)
      .where(
        and(eq(course_session_registrations.session_id, sessionId), eq(course_session_registrations.user_id, userId)),
      );
    return row;
  }

  it("joins a full session's list from the modal's action, once, and answers the place", async () => {
    const { course, session } = await fullSession();
    const first = await join(session.id, ada.cookie);
    expect(first).toMatchObject({
      status: 200,
      data: { ok: true, data: { position: 1 }, toast: "waitlist.join.toast", toastParams: { position: 1 } },
    });
    expect((await join(session.id, bob.cookie)).data?.data).toEqual({ position: 2 });

    // Once per person; the refusal is the service's key, answered 409.
    expect(await join(session.id, ada.cookie)).toMatchObject({
      status: 409,
      data: { ok: false, formError: "waitlist.errors.already_waiting" },
    });
    // The form's own rules stand, as for registering.
    const { acceptTerms: _, ...unticked } = FORM;
    expect((await join(session.id, ada.cookie, unticked)).status).toBe(400);
    // A visitor is asked to sign in; an unknown session is not found; a GET goes to the course.
    expect((await join(session.id, "")).status).toBe(401);
    expect((await join("00000000-0000-4000-8000-000000000000", ada.cookie)).status).toBe(404);
    expect((await join("not-an-id", ada.cookie)).status).toBe(404);
    const get = await callRoute(joinLoader, makeRequest(`/sessions/${session.id}/waitlist`), {
      params: { id: session.id },
    });
    expect(get).toMatchObject({ status: 302, location: `/formations/${course.slug}` });

    // Seats free: register instead.
    const open = await createSession({ course_id: course.id, seats_available: 5 });
    expect(await join(open.id, ada.cookie)).toMatchObject({
      status: 409,
      data: { formError: "waitlist.errors.not_full" },
    });

    // The course page's booking data says where the member waits (and only theirs).
    const page = await callRoute<CourseData>(
      courseLoader,
      makeRequest(`/formations/${course.slug}`, { cookie: bob.cookie }),
      {
        params: { slug: course.slug },
      },
    );
    expect(page.data?.member?.waiting).toEqual([{ sessionId: session.id, position: 2 }]);
    expect(page.data?.member?.registeredSessionIds).toEqual([]);
  });

  it("lists the member's lists on /profile/registrations and lets them leave one, their own only", async () => {
    const { session } = await fullSession();
    await join(session.id, ada.cookie);
    await join(session.id, bob.cookie);
    const listed = (await profile(ada.cookie)).data as ProfileData;
    const [entry] = listed.waitlist.filter((e) => e.session_id === session.id);
    expect(entry).toMatchObject({ course_title: "Public speaking", position: 1, offer: null, is_public: true });

    // Someone else's entry is "not there".
    expect(await profilePost(bob.cookie, { intent: "withdraw_waitlist", entry: entry.id })).toMatchObject({
      status: 404,
      data: { formError: "waitlist.errors.entry_gone" },
    });
    expect(await profilePost(ada.cookie, { intent: "withdraw_waitlist", entry: entry.id })).toMatchObject({
      status: 200,
      data: { ok: true, toast: "waitlist.member.withdrawn" },
    });
    expect((await profile(ada.cookie)).data?.waitlist.some((e) => e.id === entry.id)).toBe(false);
    // Bob moves up; Bob's page shows it in French.
    const bobs = ((await profile(bob.cookie)).data as ProfileData).waitlist.find((e) => e.session_id === session.id);
    expect(bobs).toMatchObject({ position: 1, course_title: "Prise de parole" });
  });

  it("opens an offer's page only with its link's token, acts only on its POST, and registers once", async () => {
    const { session, held } = await fullSession();
    await join(session.id, ada.cookie);
    const offer = await freeTheSeat(session.id, held.id);
    const token = await offerLinkToken(offer.id);

    // Wrong or missing token, made-up or junk id: the 404 page, never a 500.
    expect((await offerPage(offer.id, "?t=wrong&a=accept")).status).toBe(404);
    expect((await offerPage(offer.id, "")).status).toBe(404);
    expect((await offerPage("00000000-0000-4000-8000-000000000000", `?t=${token}`)).status).toBe(404);
    expect((await offerPage("junk'id", `?t=${token}`)).status).toBe(404);

    // The link opens the offer (no sign-in) and does nothing else: still live, no registration.
    const shown = await offerPage(offer.id, `?t=${token}&a=accept&lang=en`);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({
      answer: "accept",
      token,
      offer: { course_title: "Public speaking", state: "live", kind: "hold", deadline: offer.deadline.toISOString() },
    });
    expect((await offerPage(offer.id, `?t=${token}&a=decline`)).data?.answer).toBe("decline");
    expect(await registrationOf(session.id, ada.id)).toBeUndefined();
    expect(offerHeaders()).toMatchObject({ "X-Robots-Tag": "noindex" });
    expect(offerMeta({ matches: [] } as never)).toContainEqual({ name: "robots", content: "noindex" });

    // The POST checks the token again.
    expect((await offerPost(offer.id, { intent: "accept", t: "wrong" })).status).toBe(404);
    const mailsBefore = await db().select().from(email_outbox).where(eq(email_outbox.to, ada.email));
    const accepted = await offerPost(offer.id, { intent: "accept", t: token });
    expect(accepted).toMatchObject({ status: 200, data: { ok: true, toast: "waitlist.offer_page.accepted" } });
    // Registered with the form given when joining, and told by e-mail.
    const registration = await registrationOf(session.id, ada.id);
    expect(registration).toMatchObject({ status: "pending" });
    const mails = await db().select().from(email_outbox).where(eq(email_outbox.to, ada.email));
    expect(mails.length).toBeGreaterThan(mailsBefore.length);
    const [entry] = await db().select().from(waitlist_entries).where(eq(waitlist_entries.id, offer.entry_id));
    expect(entry).toMatchObject({ status: "accepted", registration_id: registration.id });

    // A second answer: the offer is gone; the page says it was taken.
    expect(await offerPost(offer.id, { intent: "accept", t: token })).toMatchObject({
      status: 409,
      data: { ok: false, formError: "waitlist.errors.offer_gone" },
    });
    expect((await offerPage(offer.id, `?t=${token}`)).data?.offer.state).toBe("accepted");
  });

  it("passes a declined seat on to the next in line, and answers only one's own offer from the profile", async () => {
    const { session, held } = await fullSession();
    await join(session.id, ada.cookie);
    await join(session.id, bob.cookie);
    const offer = await freeTheSeat(session.id, held.id);

    // Ada's page shows the held seat and its deadline.
    const adas = ((await profile(ada.cookie)).data as ProfileData).waitlist.find((e) => e.session_id === session.id);
    expect(adas?.offer).toEqual({ id: offer.id, kind: "hold", deadline: offer.deadline.toISOString() });
    // Bob cannot answer Ada's offer.
    expect(await profilePost(bob.cookie, { intent: "accept_offer", offer: offer.id })).toMatchObject({
      status: 404,
      data: { formError: "waitlist.errors.offer_gone" },
    });

    // Ada lets it go from the e-mail's link: the next pass offers it to Bob.
    const declined = await offerPost(offer.id, { intent: "decline", t: await offerLinkToken(offer.id) });
    expect(declined).toMatchObject({ status: 200, data: { ok: true, toast: "waitlist.offer_page.declined" } });
    expect((await runWaitlistJob(Date.now(), { sessionId: session.id })).offered).toBe(1);
    const [next] = await db()
      .select({ id: waitlist_offers.id, user_id: waitlist_entries.user_id })
      .from(waitlist_offers)
      .innerJoin(waitlist_entries, eq(waitlist_entries.id, waitlist_offers.entry_id))
      .where(and(eq(waitlist_offers.session_id, session.id), eq(waitlist_offers.state, "live")));
    expect(next.user_id).toBe(bob.id);

    // Bob takes it from his profile.
    expect(await profilePost(bob.cookie, { intent: "accept_offer", offer: next.id })).toMatchObject({
      status: 200,
      data: { ok: true, toast: "waitlist.member.accepted" },
    });
    expect(await registrationOf(session.id, bob.id)).toMatchObject({ status: "pending" });
    expect(await profilePost(bob.cookie, { intent: "decline_offer", offer: next.id })).toMatchObject({
      status: 409,
      data: { formError: "waitlist.errors.offer_gone" },
    });
  });
});
