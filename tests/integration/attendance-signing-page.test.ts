// Issue 25, delivery.md §1: the public signing page /sign/:sittingId through its real loader and
// action, on a real database and a fixed clock inside the morning sitting. How a phone arrives
// (the trainer's rotating code, the personal link, a one-time code or link e-mailed to the
// registration), who it signs for (only what a signed cookie, the account or a code proves),
// and what the signature records.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { attendance_sign_codes, attendance_signatures, audit_log, email_outbox } from "#db/schema";
import { runAttendanceJob } from "~/attendance/attendance-job.server";
import { QR_WINDOW_MS, SIGN_CODE_ATTEMPTS } from "~/attendance/rules";
import type { SigningPageData } from "~/attendance/sign-schema";
import { personalLinkToken, qrToken, sha256Hex } from "~/attendance/signing.server";
import { closeSitting, listSessionSittings } from "~/attendance/sittings.server";
import type { ActionData } from "~/forms/action-data";
import { setClock } from "~/server/clock.server";
import { db, inTransaction } from "~/server/db.server";
import { PageCache } from "~/server/page-cache.server";
import { action, loader, headers as pageHeaders } from "../../app/routes/public/sign";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createRegistration,
  createSession,
  createTeacher,
  createUser,
  createUserRow,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

const at = (iso: string) => new Date(iso).getTime();
// 09:05 in Paris on the session's first day: the morning sitting (09:00–12:30) is open.
const NOW = at("2031-03-10T08:05:00Z");
const STROKES = JSON.stringify([
  [
    [10, 10],
    [80, 60],
    [150, 20],
  ],
]);

/** The cookies a phone keeps between requests, as a browser would (name → value). */
class Jar {
  readonly cookies = new Map<string, string>();
  take(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
  }
  header(extra?: string) {
    const own = [...this.cookies].map(([name, value]) => `${name}=${value}`);
    return [...own, ...(extra ? [extra] : [])].join("; ");
  }
}

describe("the signing page /sign/:sittingId", () => {
  useTestDatabase();
  beforeEach(() => setClock({ now: () => NOW, sleep: async () => {} }));
  afterAll(() => setClock());

  async function sessionWithPeople() {
    await seedReferenceData();
    const course = await createCourse({ title_fr: "Sécurité incendie", title_en: "Fire safety" });
    const trainer = await createTeacher();
    const session = await createSession({
      course_id: course.id,
      instructor_id: trainer.id,
      start_date: "2031-03-10",
      end_date: "2031-03-10",
      start_time: "09:00",
      end_time: "17:00",
      timezone: "Europe/Paris",
      seats_available: 20,
      status: "confirmed",
    });
    const member = await createUser({ fullName: "Alice Membre", language: "en" });
    const alice = await createRegistration({ session_id: session.id, user_id: member.id, status: "confirmed" });
    const bobUser = await createUserRow({ full_name: "Bob Participant", email: `bob-${randomUUID()}@example.com` });
    const bob = await createRegistration({ session_id: session.id, user_id: bobUser.id, status: "confirmed" });
    await runAttendanceJob(at("2031-03-10T07:50:00Z"));
    // The job mailed the personal links as the sitting opened: these tests read their own e-mails.
    await db().delete(email_outbox);
    const [morning, afternoon] = await listSessionSittings(session.id);
    return { session, member, alice, bob, bobEmail: bobUser.email, morning, afternoon };
  }

  function phone(sittingId: string, options: { account?: string; ip?: string } = {}) {
    const jar = new Jar();
    const clientIp = options.ip ?? `198.51.100.${Math.floor(Math.random() * 250)}`;
    const request = (path: string, form?: Record<string, string>) => {
      const headers = new Headers({ origin: "http://localhost", "user-agent": "PhoneBrowser/1.0" });
      const cookie = jar.header(options.account);
      if (cookie) headers.set("cookie", cookie);
      return new Request(`http://localhost${path}`, {
        method: form ? "POST" : "GET",
        headers,
        body: form ? new URLSearchParams(form) : undefined,
      });
    };
    return {
      jar,
      clientIp,
      async open(query = "", id = sittingId) {
        const answer = await callRoute<SigningPageData>(loader, request(`/sign/${id}${query}`), {
          params: { sittingId: id },
          clientIp,
        });
        jar.take(answer.headers);
        return answer;
      },
      async post(form: Record<string, string>, id = sittingId) {
        const answer = await callRoute<ActionData>(action, request(`/sign/${id}`, form), {
          params: { sittingId: id },
          clientIp,
        });
        jar.take(answer.headers);
        return answer;
      },
    };
  }

  /** A phone that scanned the code shown now on the trainer's screen. */
  async function scanned(sitting: { id: string; qr_secret: string }, options: { account?: string } = {}) {
    const device = phone(sitting.id, options);
    const answer = await device.open(`?k=${qrToken(sitting, NOW)}`);
    expect(answer.status).toBe(302);
    return device;
  }

  async function signatureOf(sittingId: string, registrationId: string) {
    const [row] = await db()
      .select()
      .from(attendance_signatures)
      .where(
        and(eq(attendance_signatures.sitting_id, sittingId), eq(attendance_signatures.registration_id, registrationId)),
      );
    return row;
  }

  async function mailTo(address: string) {
    const rows = await db().select().from(email_outbox).where(eq(email_outbox.to, address));
    return rows;
  }

  it("takes a fresh QR code: a scan pass in an HttpOnly cookie for /sign, then the clean address", async () => {
    const { morning } = await sessionWithPeople();
    const device = phone(morning.id);
    const answer = await device.open(`?k=${qrToken(morning, NOW)}`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/sign/${morning.id}`);
    const pass = answer.headers.getSetCookie().find((line) => line.startsWith(`sign-pass-${morning.id}=`));
    expect(pass).toMatch(/Path=\/sign;/);
    expect(pass).toMatch(/HttpOnly/);
    expect(pass).toMatch(/SameSite=Lax/);
    expect(pass).toMatch(/Max-Age=600/);
    const page = await device.open();
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ state: "identify", notice: null, courseTitle: "Sécurité incendie" });
    expect(page.data?.sitting).toMatchObject({ startTime: "09:00", endTime: "12:30", zoneLabel: "Paris" });
  });

  it("refuses a code from a minute ago (a photo sent home), on the page rather than as an error", async () => {
    const { morning } = await sessionWithPeople();
    const device = phone(morning.id);
    const stale = await device.open(`?k=${qrToken(morning, NOW - 2 * QR_WINDOW_MS)}`);
    expect(stale.status).toBe(200);
    expect(stale.data).toMatchObject({ state: "scan", notice: "qr_expired" });
    expect(device.jar.cookies.has(`sign-pass-${morning.id}`)).toBe(false);
    const forged = await device.open("?k=123.abcdefghijklmnopqrstuv");
    expect(forged.data).toMatchObject({ state: "scan", notice: "qr_expired" });
  });

  it("answers 404 for an id that is no sitting, malformed or unknown", async () => {
    const device = phone("x");
    expect((await device.open("", "not-a-uuid")).status).toBe(404);
    expect((await device.open("", randomUUID())).status).toBe(404);
    expect((await device.post({ intent: "sign", strokes: STROKES }, randomUUID())).status).toBe(404);
  });

  it("identifies a signed-in participant by their account once they scanned, and records the evidence", async () => {
    const { morning, member, alice } = await sessionWithPeople();
    const account = await sessionCookie(member);
    // Signed in but no scan: nothing proves the phone is in the room.
    expect((await phone(morning.id, { account }).open()).data?.state).toBe("scan");

    const device = await scanned(morning, { account });
    const page = await device.open();
    expect(page.data).toMatchObject({ state: "ready", signerName: "Alice Membre", courseTitle: "Fire safety" });

    const signed = await device.post({ intent: "sign", strokes: STROKES });
    expect(signed.status).toBe(200);
    expect(signed.data?.ok).toBe(true);
    const signature = await signatureOf(morning.id, alice.id);
    expect(signature).toMatchObject({
      method: "qr",
      identified_by: "account",
      user_id: member.id,
      ip_address: device.clientIp,
      user_agent: "PhoneBrowser/1.0",
    });
    // The device key as the cookie holds it (React Router's encoding of a JSON string).
    const deviceKey = JSON.parse(atob(decodeURIComponent(device.jar.cookies.get("sign-device") ?? "")));
    expect(signature.device_hash).toBe(sha256Hex(deviceKey));
    expect(signature.svg).toContain("<svg");
    const audit = await db().select().from(audit_log).where(eq(audit_log.entity_id, signature.id));
    expect(audit.map((entry) => [entry.action, entry.actor_id])).toEqual([["sign", member.id]]);

    const after = await device.open();
    expect(after.data).toMatchObject({ state: "signed", signedAt: "09:05" });
    const again = await device.post({ intent: "sign", strokes: STROKES });
    expect(again.status).toBe(409);
    expect(again.data?.formError).toBe("attendance.errors.already_signed");
  });

  it("signs in with the six-digit code e-mailed to the registration, counting wrong tries", async () => {
    const { morning, bob, bobEmail } = await sessionWithPeople();
    const device = await scanned(morning);
    const asked = await device.post({ intent: "request_code", email: ` ${bobEmail.toUpperCase()} ` });
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({ ok: true, data: { email: bobEmail.toUpperCase() } });
    const [mail] = await mailTo(bobEmail);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db()
      .select()
      .from(attendance_sign_codes)
      .where(eq(attendance_sign_codes.registration_id, bob.id));
    expect(row.code_hash).toBe(sha256Hex(code));
    expect(JSON.stringify(row)).not.toContain(code);

    const wrong = await device.post({
      intent: "verify_code",
      email: bobEmail,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data?.errors?.code).toBe("attendance.sign.errors.code_wrong");
    const [tried] = await db().select().from(attendance_sign_codes).where(eq(attendance_sign_codes.id, row.id));
    expect(tried.attempts).toBe(1);
    expect((await device.open()).data?.state).toBe("identify");

    const right = await device.post({ intent: "verify_code", email: bobEmail, code });
    expect(right.status).toBe(200);
    expect((await device.open()).data).toMatchObject({ state: "ready", signerName: "Bob Participant" });
    expect((await device.post({ intent: "sign", strokes: STROKES })).status).toBe(200);
    expect(await signatureOf(morning.id, bob.id)).toMatchObject({ method: "qr", identified_by: "email_code" });
    // Used once: the same code identifies no other phone.
    const other = await scanned(morning);
    expect((await other.post({ intent: "verify_code", email: bobEmail, code })).status).toBe(400);
  });

  it("kills a code after five wrong tries, even the right one", async () => {
    const { morning, bobEmail } = await sessionWithPeople();
    const device = await scanned(morning);
    await device.post({ intent: "request_code", email: bobEmail });
    const code = /\b(\d{6})\b/.exec((await mailTo(bobEmail))[0].text)?.[1] ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < SIGN_CODE_ATTEMPTS; i++) {
      expect((await device.post({ intent: "verify_code", email: bobEmail, code: wrong })).status).toBe(400);
    }
    const late = await device.post({ intent: "verify_code", email: bobEmail, code });
    expect(late.status).toBe(400);
    expect(late.data?.errors?.code).toBe("attendance.sign.errors.code_wrong");
    expect((await device.open()).data?.state).toBe("identify");
  });

  it("answers an unknown address exactly as a registered one, and mails nothing", async () => {
    const { morning, bobEmail } = await sessionWithPeople();
    const device = await scanned(morning);
    const unknown = await device.post({ intent: "request_code", email: "nobody@example.com" });
    const known = await device.post({ intent: "request_code", email: bobEmail });
    expect(unknown.status).toBe(known.status);
    expect({ ...unknown.data, data: undefined }).toEqual({ ...known.data, data: undefined });
    expect(await mailTo("nobody@example.com")).toEqual([]);
    expect(await mailTo(bobEmail)).toHaveLength(1);
    const codes = await db()
      .select()
      .from(attendance_sign_codes)
      .where(eq(attendance_sign_codes.sitting_id, morning.id));
    expect(codes).toHaveLength(1);
    // Asking without a fresh scan is refused (the code replaces the account, not the presence).
    const away = await phone(morning.id).post({ intent: "request_code", email: bobEmail });
    expect(away.status).toBe(409);
    expect(away.data?.formError).toBe("attendance.sign.errors.scan_again");
  });

  it("limits code requests for one address", async () => {
    const { morning, bobEmail } = await sessionWithPeople();
    const device = await scanned(morning);
    for (let i = 0; i < 3; i++)
      expect((await device.post({ intent: "request_code", email: bobEmail })).status).toBe(200);
    const limited = await device.post({ intent: "request_code", email: bobEmail });
    expect(limited.status).toBe(429);
    expect(limited.data?.formError).toBe("attendance.sign.errors.too_many");
    expect(await mailTo(bobEmail)).toHaveLength(3);
  });

  it("takes the e-mailed link once, by its button, on a phone without the scan", async () => {
    const { morning, bob, bobEmail } = await sessionWithPeople();
    await (await scanned(morning)).post({ intent: "request_code", email: bobEmail });
    const url = new URL(/https?:\/\/\S+\/sign\/\S+/.exec((await mailTo(bobEmail))[0].text)?.[0] ?? "");
    const link = url.searchParams.get("c") ?? "";
    // The mail app opens it in another browser: no scan pass there.
    const device = phone(morning.id);
    const opened = await device.open(url.search);
    expect(opened.data).toMatchObject({ state: "confirm_link", linkToken: link });
    // Opening it used nothing: a mail scanner's visit leaves it valid.
    expect((await device.open(url.search)).data?.state).toBe("confirm_link");
    expect((await device.post({ intent: "use_link", link })).status).toBe(200);
    expect((await device.open()).data).toMatchObject({ state: "ready", signerName: "Bob Participant" });
    expect((await device.post({ intent: "sign", strokes: STROKES })).status).toBe(200);
    expect(await signatureOf(morning.id, bob.id)).toMatchObject({ method: "qr", identified_by: "email_link" });

    const reused = await phone(morning.id).post({ intent: "use_link", link });
    expect(reused.status).toBe(409);
    expect(reused.data?.formError).toBe("attendance.sign.errors.link_invalid");
    expect((await phone(morning.id).open(url.search)).data).toMatchObject({ state: "scan", notice: "link_invalid" });
  });

  it("takes the personal link: identified by it, signed by 'link', the address cleaned", async () => {
    const { morning, bob } = await sessionWithPeople();
    const token = await personalLinkToken(morning.id, bob.id);
    const device = phone(morning.id);
    const arrived = await device.open(`?r=${bob.id}&t=${token}&lang=en`);
    expect(arrived.status).toBe(302);
    expect(arrived.location).toBe(`/sign/${morning.id}?lang=en`);
    expect((await device.open()).data).toMatchObject({ state: "ready", signerName: "Bob Participant" });
    expect((await device.post({ intent: "sign", strokes: STROKES })).status).toBe(200);
    const signature = await signatureOf(morning.id, bob.id);
    expect(signature).toMatchObject({ method: "link", identified_by: "personal_link", user_id: bob.user_id });
    expect(signature.ip_address).toBe(device.clientIp);
    expect(signature.device_hash).toMatch(/^[0-9a-f]{64}$/);

    const bad = await phone(morning.id).open(`?r=${bob.id}&t=${token.slice(1)}x`);
    expect(bad.data).toMatchObject({ state: "scan", notice: "link_invalid" });
  });

  it("refuses a forged identity cookie and one of another sitting", async () => {
    const { morning, afternoon, alice, bob } = await sessionWithPeople();
    // A genuine identity for the afternoon, renamed to claim the morning.
    const device = phone(afternoon.id);
    await device.open(`?r=${bob.id}&t=${await personalLinkToken(afternoon.id, bob.id)}`);
    const value = device.jar.cookies.get(`sign-id-${afternoon.id}`) ?? "";
    expect(value).not.toBe("");
    const borrowed = phone(morning.id);
    borrowed.jar.cookies.set(`sign-id-${morning.id}`, value);
    expect((await borrowed.open()).data?.state).toBe("scan");
    const refusedSign = await borrowed.post({ intent: "sign", strokes: STROKES });
    expect(refusedSign.status).toBe(409);
    expect(refusedSign.data?.formError).toBe("attendance.sign.errors.identify_first");

    // A genuine morning identity whose registration is changed by hand: its signature no longer holds.
    const own = phone(morning.id);
    await own.open(`?r=${bob.id}&t=${await personalLinkToken(morning.id, bob.id)}`);
    const genuine = decodeURIComponent(own.jar.cookies.get(`sign-id-${morning.id}`) ?? "");
    const [payload, signature] = genuine.split(".");
    const forged = Buffer.from(Buffer.from(payload, "base64").toString().replace(bob.id, alice.id)).toString("base64");
    expect(forged).not.toBe(payload);
    const forger = phone(morning.id);
    forger.jar.cookies.set(`sign-id-${morning.id}`, encodeURIComponent(`${forged}.${signature}`));
    expect((await forger.post({ intent: "sign", strokes: STROKES })).status).toBe(409);
    expect(await signatureOf(morning.id, alice.id)).toBeUndefined();
    expect(await signatureOf(morning.id, bob.id)).toBeUndefined();
  });

  it("says a closed sitting is closed, and refuses its signature with the message", async () => {
    const { morning, bob } = await sessionWithPeople();
    const device = phone(morning.id);
    await device.open(`?r=${bob.id}&t=${await personalLinkToken(morning.id, bob.id)}`);
    await inTransaction(() => closeSitting(morning.id, { by: null, nowMs: NOW, requireTrainerSignature: false }));
    expect((await device.open()).data?.state).toBe("closed");
    const refused = await device.post({ intent: "sign", strokes: STROKES });
    expect(refused.status).toBe(409);
    expect(refused.data?.formError).toBe("attendance.errors.closed");
  });

  it("says when a sitting not yet open opens, in the session's time", async () => {
    const { afternoon, bob } = await sessionWithPeople();
    const device = phone(afternoon.id);
    await device.open(`?r=${bob.id}&t=${await personalLinkToken(afternoon.id, bob.id)}`);
    // 13:30 in Paris, opening by itself 15 minutes before.
    expect((await device.open()).data).toMatchObject({ state: "not_open", opensAt: "13:15" });
  });

  it("refuses a drawing that is not a signature, keeping the page", async () => {
    const { morning, bob } = await sessionWithPeople();
    const device = phone(morning.id);
    await device.open(`?r=${bob.id}&t=${await personalLinkToken(morning.id, bob.id)}`);
    const empty = await device.post({ intent: "sign", strokes: "" });
    expect(empty.status).toBe(400);
    expect(empty.data?.errors?.strokes).toBe("attendance.errors.signature_required");
    const junk = await device.post({ intent: "sign", strokes: "{not json" });
    expect(junk.status).toBe(400);
    expect((await device.open()).data?.state).toBe("ready");
  });

  it("is never kept by the page cache nor by a shared cache", async () => {
    expect(pageHeaders()["Cache-Control"]).toBe("private, no-store");
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const request = { method: "GET", url: `/sign/${randomUUID()}`, headers: { host: "localhost" }, socket: {} };
    expect(await cache.slot(request as never)).toBeUndefined();
  });
});
