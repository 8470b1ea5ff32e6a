// The public signing page /sign/{sittingId} (delivery.md §1): how a phone arrives (the
// trainer's rotating QR code, the personal e-mailed link, a one-time code or link sent to the
// registration's address), who it is signing for, and the signature. The registration always
// comes from a verified proof (a signed cookie, the account, a code), never from the form.
import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  attendance_sign_codes,
  attendance_signatures,
  course_locations,
  course_session_registrations,
  course_sessions,
  users,
} from "#db/schema";
import { queueSignCodeEmail } from "~/attendance/attendance-emails.server";
import { asFormResult } from "~/attendance/form-result.server";
import {
  CLOSE_AFTER_MS,
  OPEN_BEFORE_MS,
  SCAN_PASS_TTL_MS,
  SIGN_CODE_ATTEMPTS,
  SIGN_CODE_TTL_MS,
} from "~/attendance/rules";
import type { Strokes } from "~/attendance/schema";
import {
  deviceOf,
  hasScanPass,
  identityCookieHeader,
  readIdentityCookie,
  type SignerIdentity,
  scanPassCookie,
} from "~/attendance/sign-identity.server";
import {
  type SigningPageData,
  type SignNotice,
  type SignPageState,
  signCodeRequestSchema,
  signCodeSchema,
  signLinkSchema,
  signSchema,
} from "~/attendance/sign-schema";
import {
  findExpectedRegistration,
  isPersonalLinkValid,
  isQrTokenValid,
  newSignCode,
  recordParticipantSignature,
  registrationOfUser,
  sha256Hex,
} from "~/attendance/signing.server";
import {
  EXPECTED_REGISTRATION_STATUSES,
  participantName,
  readSitting,
  type SittingWithSession,
} from "~/attendance/sittings.server";
import { conflict, done, type FormResult, publicIntent, type Refused, refused } from "~/forms/form-action.server";
import { isUuid } from "~/forms/validate";
import { dateTimeFormat } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import type { SessionUser } from "~/server/auth.server";
import { clock } from "~/server/clock.server";
import { siteBaseUrl } from "~/server/config.server";
import { db } from "~/server/db.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { notFound as notFoundPage } from "~/server/responses.server";
import { timeZoneLabel } from "~/sessions/format";

const E = "attendance.errors";
const S = "attendance.sign.errors";
const MINUTE = 60_000;

/** Code requests: per client address, and per address typed for one sitting (no e-mail flood). */
export const SIGN_CODE_REQUESTS_PER_CLIENT = { limit: 10, windowMs: 15 * MINUTE };
export const SIGN_CODE_REQUESTS_PER_ADDRESS = { limit: 3, windowMs: 15 * MINUTE };
/** Code tries per client address, besides each code's own SIGN_CODE_ATTEMPTS. */
export const SIGN_CODE_TRIES_PER_CLIENT = { limit: 30, windowMs: 15 * MINUTE };

/** What the page's request carries that the service reads. */
export type SignRequest = { request: Request; user: SessionUser | null; nowMs: number };

/** The sitting named by the URL, or the 404 page: a malformed id never reaches a query. */
export async function sittingOr404(sittingId: string | undefined): Promise<SittingWithSession> {
  if (!isUuid(sittingId)) throw notFoundPage();
  const row = await readSitting(sittingId);
  if (!row) throw notFoundPage();
  return row;
}

/** "HH:MM" of an instant on the session's clock. */
function clockTime(instant: Date, zone: string): string {
  return dateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(
    instant,
  );
}

/**
 * Who this phone signs for: the identity it was given (a personal link, a code, a link), else
 * a signed-in account expected in the session, if the phone holds a fresh scan pass (the
 * account says who, the scan says they are in the room).
 */
export async function currentIdentity(row: SittingWithSession, input: SignRequest): Promise<SignerIdentity | null> {
  const stored = await readIdentityCookie(input.request, row.sitting.id, input.nowMs);
  if (stored) return stored;
  if (!input.user || !(await hasScanPass(input.request, row.sitting.id, input.nowMs))) return null;
  const registration = await registrationOfUser(row.session.id, input.user.id);
  return registration ? { registrationId: registration.id, identifiedBy: "account", method: "qr" } : null;
}

/** The registration's name and its signature of this sitting, if it is still expected. */
async function signerOf(row: SittingWithSession, registrationId: string) {
  const [signer] = await db()
    .select({ name: participantName, signedAt: attendance_signatures.signed_at })
    .from(course_session_registrations)
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .leftJoin(
      attendance_signatures,
      and(
        eq(attendance_signatures.sitting_id, row.sitting.id),
        eq(attendance_signatures.registration_id, course_session_registrations.id),
        eq(attendance_signatures.signer, "participant"),
      ),
    )
    .where(
      and(
        eq(course_session_registrations.id, registrationId),
        eq(course_session_registrations.session_id, row.session.id),
        inArray(course_session_registrations.status, [...EXPECTED_REGISTRATION_STATUSES]),
      ),
    );
  return signer ?? null;
}

async function venueCity(sessionId: string): Promise<string | null> {
  const [venue] = await db()
    .select({ city: course_locations.city })
    .from(course_sessions)
    .innerJoin(course_locations, eq(course_locations.id, course_sessions.location_id))
    .where(eq(course_sessions.id, sessionId));
  return venue?.city ?? null;
}

function methodEnabled(row: SittingWithSession, method: SignerIdentity["method"]): boolean {
  if (method === "qr") return row.session.sign_by_qr;
  if (method === "kiosk") return false; // the kiosk is the trainer's device, never this page
  return row.session.sign_by_link !== "never";
}

/** The live code row of an e-mailed link (unused, unexpired, not worn out by wrong codes). */
async function liveLink(sittingId: string, link: string, nowMs: number) {
  const [code] = await db()
    .select({ id: attendance_sign_codes.id, registration_id: attendance_sign_codes.registration_id })
    .from(attendance_sign_codes)
    .where(
      and(
        eq(attendance_sign_codes.sitting_id, sittingId),
        eq(attendance_sign_codes.link_hash, sha256Hex(link)),
        isNull(attendance_sign_codes.used_at),
        gt(attendance_sign_codes.expires_at, new Date(nowMs)),
        lt(attendance_sign_codes.attempts, SIGN_CODE_ATTEMPTS),
      ),
    );
  return code ?? null;
}

/** The clean address of the page, keeping only the language a link asked for. */
function cleanPath(url: URL, sittingId: string): string {
  const lang = url.searchParams.get("lang");
  return `/sign/${sittingId}${lang === "fr" || lang === "en" ? `?lang=${lang}` : ""}`;
}

export type SigningPageAnswer =
  | { kind: "redirect"; to: string; headers: Headers }
  | { kind: "page"; page: SigningPageData; headers: Headers };

/**
 * The page's GET. An address carrying a proof (?k= the QR code, ?r=&t= the personal link)
 * leaves its proof in a cookie and goes to the clean address, so the proof is not kept in the
 * history or shared by copying the address; a stale or wrong proof is said on the page (200).
 */
export async function loadSigningPage(
  sittingId: string | undefined,
  url: URL,
  input: SignRequest & { lang: Lang },
): Promise<SigningPageAnswer> {
  const row = await sittingOr404(sittingId);
  const { sitting, session, course } = row;
  const headers = new Headers();
  const device = await deviceOf(input.request);
  if (device.setCookie) headers.append("Set-Cookie", device.setCookie);
  let notice: SignNotice = null;
  let linkToken: string | null = null;

  const qr = url.searchParams.get("k");
  const linkRegistration = url.searchParams.get("r");
  const linkProof = url.searchParams.get("t");
  const emailed = url.searchParams.get("c");
  if (qr !== null) {
    if (session.sign_by_qr && isQrTokenValid(sitting, qr, input.nowMs)) {
      headers.append("Set-Cookie", await scanPassCookie(sitting.id, input.nowMs));
      return { kind: "redirect", to: cleanPath(url, sitting.id), headers };
    }
    notice = "qr_expired";
  } else if (linkRegistration !== null || linkProof !== null) {
    if (
      isUuid(linkRegistration) &&
      typeof linkProof === "string" &&
      (await isPersonalLinkValid(sitting.id, linkRegistration, linkProof))
    ) {
      const identity: SignerIdentity = {
        registrationId: linkRegistration,
        identifiedBy: "personal_link",
        method: "link",
      };
      // Valid while the sitting may be open: the sitting's own state refuses anything later.
      const expires = sitting.ends_at.getTime() + CLOSE_AFTER_MS;
      headers.append("Set-Cookie", await identityCookieHeader(sitting.id, identity, input.nowMs, expires));
      return { kind: "redirect", to: cleanPath(url, sitting.id), headers };
    }
    notice = "link_invalid";
  } else if (emailed !== null) {
    if (/^[A-Za-z0-9_-]{20,100}$/.test(emailed) && (await liveLink(sitting.id, emailed, input.nowMs))) {
      linkToken = emailed;
    } else notice = "link_invalid";
  }

  const identity = notice || linkToken ? null : await currentIdentity(row, input);
  const signer = identity ? await signerOf(row, identity.registrationId) : null;
  let state: SignPageState;
  if (signer?.signedAt) state = "signed";
  else if (session.status === "cancelled" || sitting.state === "cancelled") state = "cancelled";
  else if (sitting.state === "scheduled") state = "not_open";
  else if (sitting.state !== "open") state = "closed";
  else if (linkToken) state = "confirm_link";
  else if (identity && !signer) state = "not_participant";
  else if (identity && !methodEnabled(row, identity.method)) state = "method_disabled";
  else if (identity) state = "ready";
  else if (await hasScanPass(input.request, sitting.id, input.nowMs)) state = "identify";
  else state = "scan";

  const page: SigningPageData = {
    sittingId: sitting.id,
    state,
    notice,
    courseTitle: input.lang === "en" ? course.title_en || course.title_fr : course.title_fr,
    sitting: {
      date: sitting.date,
      period: sitting.period,
      startTime: sitting.start_time.slice(0, 5),
      endTime: sitting.end_time.slice(0, 5),
      zoneLabel: timeZoneLabel(session.timezone, await venueCity(session.id)),
    },
    signerName: signer?.name ?? null,
    signedAt: signer?.signedAt ? clockTime(signer.signedAt, session.timezone) : null,
    opensAt:
      state === "not_open" ? clockTime(new Date(sitting.starts_at.getTime() - OPEN_BEFORE_MS), session.timezone) : null,
    linkToken,
  };
  return { kind: "page", page, headers };
}

/** The registration's name and language, for the code's e-mail. */
async function recipientOf(registrationId: string, email: string) {
  const [person] = await db()
    .select({ name: participantName, language: users.language })
    .from(course_session_registrations)
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .where(eq(course_session_registrations.id, registrationId));
  return { email, name: person?.name ?? "", language: person?.language ?? null };
}

const tooMany = (retryAfterMs: number) =>
  refused(429, {
    formError: `${S}.too_many`,
    formErrorParams: { count: Math.max(1, Math.ceil(retryAfterMs / MINUTE)) },
  });

/** The code requests' limits: counted before the write, whatever it answers. */
export async function limitSignCodeRequests(sittingId: string, email: string, clientIp: string) {
  const client = await hitRateLimit(
    `sign-code:ip:${clientIp}`,
    SIGN_CODE_REQUESTS_PER_CLIENT.limit,
    SIGN_CODE_REQUESTS_PER_CLIENT.windowMs,
  );
  if (!client.allowed) return tooMany(client.retryAfterMs);
  const address = await hitRateLimit(
    `sign-code:address:${sittingId}:${sha256Hex(email.trim().toLowerCase())}`,
    SIGN_CODE_REQUESTS_PER_ADDRESS.limit,
    SIGN_CODE_REQUESTS_PER_ADDRESS.windowMs,
  );
  return address.allowed ? undefined : tooMany(address.retryAfterMs);
}

/**
 * "Your e-mail": a code and a link sent to a registration of the session with that address.
 * The answer is the same whether or not there is one, so the form tells nobody who is
 * registered. Only after a fresh scan: the code replaces the account, not the presence.
 */
export async function requestSignCode(row: SittingWithSession, email: string, input: SignRequest): Promise<FormResult> {
  if (!(await hasScanPass(input.request, row.sitting.id, input.nowMs))) return conflict(`${S}.scan_again`);
  if (row.sitting.state !== "open")
    return conflict(row.sitting.state === "scheduled" ? `${E}.not_open` : `${E}.closed`);
  const registration = await findExpectedRegistration(row.session.id, email);
  if (registration) {
    const { code, link } = newSignCode();
    await db()
      .insert(attendance_sign_codes)
      .values({
        sitting_id: row.sitting.id,
        registration_id: registration.id,
        code_hash: sha256Hex(code),
        link_hash: sha256Hex(link),
        expires_at: new Date(input.nowMs + SIGN_CODE_TTL_MS),
      });
    // To the address as the registration holds it (the one typed matched it, in any case).
    const typed = email.trim().toLowerCase();
    const address = [registration.email, registration.account].find((known) => known?.toLowerCase() === typed);
    const recipient = await recipientOf(registration.id, address ?? registration.account);
    const lang = recipient.language === "en" ? "en" : "fr";
    const url = `${siteBaseUrl()}/sign/${row.sitting.id}?${new URLSearchParams({ c: link, lang })}`;
    await queueSignCodeEmail(
      recipient,
      {
        date: row.sitting.date,
        start_time: row.sitting.start_time,
        end_time: row.sitting.end_time,
        timezone: row.session.timezone,
        course_title_fr: row.course.title_fr,
        course_title_en: row.course.title_en,
      },
      code,
      url,
      Math.round(SIGN_CODE_TTL_MS / MINUTE),
    );
  }
  return done({ data: { email: email.trim() } });
}

/** The latest code sent to this registration for this sitting, still usable. */
function latestLiveCode(sittingId: string, registrationId: string, nowMs: number) {
  return db()
    .select({ id: attendance_sign_codes.id })
    .from(attendance_sign_codes)
    .where(
      and(
        eq(attendance_sign_codes.sitting_id, sittingId),
        eq(attendance_sign_codes.registration_id, registrationId),
        isNull(attendance_sign_codes.used_at),
        gt(attendance_sign_codes.expires_at, new Date(nowMs)),
      ),
    )
    .orderBy(desc(attendance_sign_codes.created_at))
    .limit(1);
}

const wrongCode = (): Refused => refused(400, { errors: { code: `${S}.code_wrong` } });

/**
 * Counts a try of a code and refuses a wrong one. Runs as the intent's `limit`, outside the
 * write's transaction, so a refused try stays counted: after SIGN_CODE_ATTEMPTS the code is
 * dead, even the right one. An address with no registration is answered like a wrong code.
 */
export async function checkSignCode(
  row: SittingWithSession,
  input: { email: string; code: string; clientIp: string; nowMs: number },
): Promise<Refused | undefined> {
  const tries = await hitRateLimit(
    `sign-code:try:${input.clientIp}`,
    SIGN_CODE_TRIES_PER_CLIENT.limit,
    SIGN_CODE_TRIES_PER_CLIENT.windowMs,
  );
  if (!tries.allowed) return tooMany(tries.retryAfterMs);
  const registration = input.email ? await findExpectedRegistration(row.session.id, input.email) : null;
  if (!registration) return wrongCode();
  const [tried] = await db()
    .update(attendance_sign_codes)
    .set({ attempts: sql`${attendance_sign_codes.attempts} + 1` })
    .where(
      and(
        eq(attendance_sign_codes.id, sql`(${latestLiveCode(row.sitting.id, registration.id, input.nowMs)})`),
        lt(attendance_sign_codes.attempts, SIGN_CODE_ATTEMPTS),
      ),
    )
    .returning({ code_hash: attendance_sign_codes.code_hash });
  return tried && tried.code_hash === sha256Hex(input.code) ? undefined : wrongCode();
}

/** The code checked by `checkSignCode`, used once: the phone is identified for the scan's time. */
export async function useSignCode(
  row: SittingWithSession,
  email: string,
  code: string,
  input: SignRequest,
): Promise<FormResult> {
  const registration = await findExpectedRegistration(row.session.id, email);
  if (!registration) return wrongCode();
  const [used] = await db()
    .update(attendance_sign_codes)
    .set({ used_at: new Date(input.nowMs) })
    .where(
      and(
        eq(attendance_sign_codes.id, sql`(${latestLiveCode(row.sitting.id, registration.id, input.nowMs)})`),
        eq(attendance_sign_codes.code_hash, sha256Hex(code)),
        sql`${attendance_sign_codes.attempts} <= ${SIGN_CODE_ATTEMPTS}`,
      ),
    )
    .returning({ registration_id: attendance_sign_codes.registration_id });
  if (!used) return wrongCode();
  return identified(row, { registrationId: used.registration_id, identifiedBy: "email_code", method: "qr" }, input);
}

/** The e-mailed link, used once by its button. */
export async function useSignLink(row: SittingWithSession, link: string, input: SignRequest): Promise<FormResult> {
  const live = await liveLink(row.sitting.id, link, input.nowMs);
  const [used] = live
    ? await db()
        .update(attendance_sign_codes)
        .set({ used_at: new Date(input.nowMs) })
        .where(and(eq(attendance_sign_codes.id, live.id), isNull(attendance_sign_codes.used_at)))
        .returning({ registration_id: attendance_sign_codes.registration_id })
    : [];
  if (!used) return conflict(`${S}.link_invalid`);
  return identified(row, { registrationId: used.registration_id, identifiedBy: "email_link", method: "qr" }, input);
}

/**
 * Identified after a scan: for as long as a scan pass lasts, time enough to draw. The code was
 * asked for with a fresh scan, which is the proof of presence the method "qr" records.
 */
async function identified(row: SittingWithSession, identity: SignerIdentity, input: SignRequest) {
  const cookie = await identityCookieHeader(row.sitting.id, identity, input.nowMs, input.nowMs + SCAN_PASS_TTL_MS);
  return done({ headers: new Headers({ "Set-Cookie": cookie }) });
}

/** The signature, for the registration the phone proved; what it records is the evidence. */
export async function signOnPage(
  row: SittingWithSession,
  strokes: Strokes,
  input: SignRequest & { clientIp: string; deviceHash: string },
): Promise<FormResult> {
  const identity = await currentIdentity(row, input);
  if (!identity) return conflict(`${S}.identify_first`);
  const result = await recordParticipantSignature({
    sittingId: row.sitting.id,
    registrationId: identity.registrationId,
    strokes,
    method: identity.method,
    identifiedBy: identity.identifiedBy,
    userId: identity.identifiedBy === "account" ? (input.user?.id ?? null) : null,
    throughTrainer: false,
    ip: input.clientIp,
    userAgent: input.request.headers.get("user-agent"),
    deviceHash: input.deviceHash,
    nowMs: input.nowMs,
  });
  return asFormResult(result, input.user);
}

/** The page's four forms, for formAction: each reads "now" when it runs (a test's clock too). */
export function signingPageIntents(
  row: SittingWithSession,
  page: { request: Request; user: SessionUser | null; clientIp: string; deviceHash: string },
) {
  const input = () => ({ request: page.request, user: page.user, nowMs: clock().now() });
  return {
    request_code: publicIntent({
      schema: signCodeRequestSchema,
      limit: ({ data }) => limitSignCodeRequests(row.sitting.id, data.email, page.clientIp),
      run: ({ data }) => requestSignCode(row, data.email, input()),
    }),
    verify_code: publicIntent({
      schema: signCodeSchema,
      keepsValues: false,
      limit: ({ data }) => checkSignCode(row, { ...data, clientIp: page.clientIp, nowMs: clock().now() }),
      run: ({ data }) => useSignCode(row, data.email, data.code, input()),
    }),
    use_link: publicIntent({
      schema: signLinkSchema,
      keepsValues: false,
      run: ({ data }) => useSignLink(row, data.link, input()),
    }),
    sign: publicIntent({
      schema: signSchema,
      keepsValues: false,
      run: ({ data }) =>
        signOnPage(row, data.strokes, { ...input(), clientIp: page.clientIp, deviceHash: page.deviceHash }),
    }),
  };
}
