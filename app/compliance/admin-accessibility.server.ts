// /admin/compliance/accessibility (delivery.md §7, issue 30 point 3): the accessibility referent's
// private cases, filtered, searched and paged in SQL, the dashboard's cases to contact, and the
// steps — contacted, adaptations agreed (the participant is e-mailed the list), in place,
// closed, or referred to a partner body (e-mailed too) — and the referent's own note. Governed by
// the matrix's "accessibility" module alone (decision 022): nobody else reads any of it. Every
// step is audited with its status and dates, never a note's words.
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { accessibility_cases, course_session_registrations, course_sessions, courses, users } from "#db/schema";
import { type AdminActionSpec, screenMessages } from "~/admin/action.server";
import type { AuditRecord } from "~/admin/audit.server";
import { rowIntent } from "~/admin/crud-intents.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { isLang } from "~/i18n/messages";
import { participantSearch } from "~/registrations/participant.server";
import type { SessionUser } from "~/server/auth.server";
import { clock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { pageOf } from "~/server/paging.server";
import { orEmpty } from "~/server/search.server";
import {
  type CaseParticipant,
  type CaseSession,
  queueAdaptationsAgreed,
  queueReferral,
  readReferent,
} from "./accessibility-emails.server";
import {
  ACCESSIBILITY_INTENTS,
  ACCESSIBILITY_STEP_FROM,
  ACCESSIBILITY_WATCH_LIMIT,
  type AccessibilityParams,
  type AccessibilityStatusName,
  type AccessibilityWatch,
  type AdminAccessibilityPage,
  type AdminAccessibilityRow,
  agreeSchema,
  contactSchema,
  noteSchema,
  OPEN_ACCESSIBILITY_STATUSES,
  referSchema,
} from "./accessibility-schema";

const K = "admin.accessibility";
const E = `${K}.error`;
const V = `${K}.validation`;
const ENTITY = "accessibility_case";

const r = course_session_registrations;
const c = accessibility_cases;

/** A timestamp parameter both drivers read alike. */
const instant = (nowMs: number) => sql`${new Date(nowMs).toISOString()}::timestamptz`;

/** Not contacted yet and past its contact deadline at `nowMs`. */
const contactOverdue = (nowMs: number) => sql<boolean>`(${c.status} = 'new' and ${c.contact_by} < ${instant(nowMs)})`;

function caseFilters(params: AccessibilityParams, nowMs: number): SQL | undefined {
  const status = params.status;
  return and(
    status === null ? inArray(c.status, [...OPEN_ACCESSIBILITY_STATUSES]) : undefined,
    status !== null && status !== "all" ? eq(c.status, status) : undefined,
    params.overdue ? contactOverdue(nowMs) : undefined,
    params.q ? participantSearch(params.q, [orEmpty(r.phone)]) : undefined,
  );
}

/** The participant's name: as registered, else the account's (an erased account's rows read blank). */
const participantNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${r.first_name}, ${r.last_name})), ''), nullif(trim(${users.full_name}), ''), ${users.email})`;

function selectCaseRows(params: AccessibilityParams, nowMs: number) {
  // The open cases, those to contact first by their deadline; any other view, the newest first.
  const order =
    params.status === null
      ? [desc(sql`${c.status} = 'new'`), asc(c.contact_by), asc(c.created_at)]
      : [desc(c.created_at)];
  return db()
    .select({
      id: c.id,
      status: c.status,
      request_note: c.request_note,
      referent_note: c.referent_note,
      adaptations: c.adaptations,
      partner_body: c.partner_body,
      contact_by: c.contact_by,
      contacted_at: c.contacted_at,
      agreed_at: c.agreed_at,
      in_place_at: c.in_place_at,
      closed_at: c.closed_at,
      created_at: c.created_at,
      name: participantNameSql,
      email: sql<string | null>`coalesce(${r.email}, ${users.email})`,
      phone: sql<string | null>`coalesce(${r.phone}, ${users.phone})`,
      language: users.language,
      session_id: course_sessions.id,
      course_title_fr: courses.title_fr,
      course_title_en: courses.title_en,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      contact_overdue: contactOverdue(nowMs),
    })
    .from(c)
    .innerJoin(r, eq(r.id, c.registration_id))
    .innerJoin(users, eq(users.id, r.user_id))
    .innerJoin(course_sessions, eq(course_sessions.id, r.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(caseFilters(params, nowMs))
    .orderBy(...order, desc(c.id))
    .$dynamic();
}

type StoredRow = Awaited<ReturnType<typeof selectCaseRows>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toRow(row: StoredRow): AdminAccessibilityRow {
  return {
    ...row,
    adaptations: [...row.adaptations],
    language: isLang(row.language) ? row.language : "fr",
    contact_by: row.contact_by.toISOString(),
    contacted_at: iso(row.contacted_at),
    agreed_at: iso(row.agreed_at),
    in_place_at: iso(row.in_place_at),
    closed_at: iso(row.closed_at),
    created_at: row.created_at.toISOString(),
    start_date: String(row.start_date),
    end_date: String(row.end_date),
    contact_overdue: Boolean(row.contact_overdue),
  };
}

/** The page of cases the URL asks for, with which contact deadlines have passed at `nowMs`. */
export async function listAdminAccessibilityCases(
  params: AccessibilityParams,
  nowMs: number,
): Promise<AdminAccessibilityPage> {
  const [{ total }] = await db()
    .select({ total: sql<number>`count(*)::int` })
    .from(c)
    .innerJoin(r, eq(r.id, c.registration_id))
    .innerJoin(users, eq(users.id, r.user_id))
    .where(caseFilters(params, nowMs));
  const { rows, ...paging } = await pageOf(selectCaseRows(params, nowMs), Number(total), params);
  return { cases: rows.map(toRow), ...paging };
}

/** The dashboard's card: the cases still to contact, the nearest deadline first (so the overdue lead). */
export async function accessibilityWatch(nowMs: number): Promise<AccessibilityWatch> {
  const rows = await db()
    .select({
      id: c.id,
      name: participantNameSql,
      course_title_fr: courses.title_fr,
      course_title_en: courses.title_en,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      contact_by: c.contact_by,
      contact_overdue: contactOverdue(nowMs),
      total: sql<number>`count(*) over ()`,
    })
    .from(c)
    .innerJoin(r, eq(r.id, c.registration_id))
    .innerJoin(users, eq(users.id, r.user_id))
    .innerJoin(course_sessions, eq(course_sessions.id, r.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(eq(c.status, "new"))
    .orderBy(asc(c.contact_by), asc(c.created_at), asc(c.id))
    .limit(ACCESSIBILITY_WATCH_LIMIT);
  return {
    total: Number(rows[0]?.total ?? 0),
    cases: rows.map(({ total: _total, ...row }) => ({
      ...row,
      start_date: String(row.start_date),
      end_date: String(row.end_date),
      contact_by: row.contact_by.toISOString(),
      contact_overdue: Boolean(row.contact_overdue),
    })),
  };
}

// ─── the steps ───────────────────────────────────────────────────────────────────────────────

type CaseBefore = typeof accessibility_cases.$inferSelect;

/** The case locked for its step, with what its e-mails and its audit label need. */
async function lockCase(id: string) {
  const [row] = await db()
    .select({
      case: c,
      participant_email: users.email,
      participant_language: users.language,
      first_name: r.first_name,
      account_name: users.full_name,
      course_title_fr: courses.title_fr,
      course_title_en: courses.title_en,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
    })
    .from(c)
    .innerJoin(r, eq(r.id, c.registration_id))
    .innerJoin(users, eq(users.id, r.user_id))
    .innerJoin(course_sessions, eq(course_sessions.id, r.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(eq(c.id, id))
    .for("update", { of: c });
  return row ?? null;
}
type LockedCase = NonNullable<Awaited<ReturnType<typeof lockCase>>>;

function sessionOf(row: LockedCase): CaseSession {
  return {
    course: { title_fr: row.course_title_fr, title_en: row.course_title_en },
    session: { start_date: String(row.start_date), end_date: String(row.end_date) },
  };
}

/** Whom the case's e-mails go to: the account's address, in its language (an erased one gets none). */
function participantOf(row: LockedCase): CaseParticipant | null {
  const email = row.participant_email?.trim();
  if (!email || email.endsWith(".invalid")) return null;
  const name = row.first_name?.trim() || row.account_name?.trim() || "";
  return { email, name, lang: isLang(row.participant_language) ? row.participant_language : "fr" };
}

/** What the audit log keeps of a case: its status, the steps' dates, how many adaptations, the partner body. */
function audited(row: CaseBefore): Record<string, unknown> {
  return {
    status: row.status,
    contacted_at: row.contacted_at,
    agreed_at: row.agreed_at,
    in_place_at: row.in_place_at,
    closed_at: row.closed_at,
    adaptations_count: row.adaptations.length,
    partner_body: row.partner_body,
  };
}

/**
 * One step of a case: lock it, check its status allows the step, write, and answer the audit
 * entry — the session it is for as its label (not the person: the log is no place to learn who
 * asked), the fields `audited` keeps, never the notes.
 */
async function takeStep(
  id: string,
  options: {
    action: string;
    allowed: readonly AccessibilityStatusName[];
    refusal: string;
    actor: Pick<SessionUser, "id">;
    write: (locked: LockedCase) => Promise<Partial<CaseBefore> | WriteResult>;
  },
): Promise<WriteResult> {
  const locked = await lockCase(id);
  if (!locked) return notFound(`${E}.not_found`);
  const before = locked.case;
  if (!options.allowed.includes(before.status)) return conflict(options.refusal);
  const change = await options.write(locked);
  if ("kind" in change) return change as WriteResult;
  const [after] = await db()
    .update(c)
    .set({ ...change, handled_by: options.actor.id })
    .where(eq(c.id, id))
    .returning();
  const entry: AuditRecord = {
    action: options.action,
    entity: ENTITY,
    id,
    label: `${locked.course_title_fr} — ${String(locked.start_date)}`,
    before: audited(before),
    after: audited(after),
  };
  return written(entry);
}

/** The day the person was reached: today's when blank (now), else that day at noon UTC; never ahead, never before the request. */
function contactedAt(day: string | null, requestedAt: Date, nowMs: number): Date | "future" | "before_request" {
  const today = new Date(nowMs).toISOString().slice(0, 10);
  if (!day || day === today) return new Date(nowMs);
  if (day > today) return "future";
  if (day < requestedAt.toISOString().slice(0, 10)) return "before_request";
  return new Date(`${day}T12:00:00.000Z`);
}

export function markContacted(id: string, day: string | null, actor: Pick<SessionUser, "id">, nowMs: number) {
  return takeStep(id, {
    action: "contact",
    allowed: ACCESSIBILITY_STEP_FROM.contact,
    refusal: `${E}.already_contacted`,
    actor,
    write: async ({ case: before }) => {
      const at = contactedAt(day, before.created_at, nowMs);
      if (at === "future") return invalid({ contacted_on: `${V}.date_future` });
      if (at === "before_request") return invalid({ contacted_on: `${V}.date_before_request` });
      return { status: "contacted", contacted_at: at };
    },
  });
}

/** Records the adaptations agreed (again, when they change) and e-mails the participant the list. */
export function agreeAdaptations(
  id: string,
  adaptations: string[],
  actor: Pick<SessionUser, "id">,
  nowMs: number,
): Promise<WriteResult> {
  return takeStep(id, {
    action: "agree",
    allowed: ACCESSIBILITY_STEP_FROM.agree,
    refusal: `${E}.not_agreeable`,
    actor,
    write: async (locked) => {
      const now = new Date(nowMs);
      const participant = participantOf(locked);
      if (participant) await queueAdaptationsAgreed(participant, sessionOf(locked), await readReferent(), adaptations);
      return {
        status: "agreed",
        adaptations,
        agreed_at: now,
        // Agreed during the first call: that call was the contact.
        contacted_at: locked.case.contacted_at ?? now,
      };
    },
  });
}

export function markInPlace(id: string, actor: Pick<SessionUser, "id">, nowMs: number) {
  return takeStep(id, {
    action: "put_in_place",
    allowed: ACCESSIBILITY_STEP_FROM.in_place,
    refusal: `${E}.not_agreed`,
    actor,
    write: async () => ({ status: "in_place", in_place_at: new Date(nowMs) }),
  });
}

export function closeCase(id: string, actor: Pick<SessionUser, "id">, nowMs: number) {
  return takeStep(id, {
    action: "close",
    allowed: ACCESSIBILITY_STEP_FROM.close,
    refusal: `${E}.already_closed`,
    actor,
    write: async () => ({ status: "closed", closed_at: new Date(nowMs) }),
  });
}

/** Refers the person to a partner body (the case ends there) and e-mails them its name. */
export function referCase(id: string, partnerBody: string, actor: Pick<SessionUser, "id">, nowMs: number) {
  return takeStep(id, {
    action: "refer",
    allowed: ACCESSIBILITY_STEP_FROM.refer,
    refusal: `${E}.already_closed`,
    actor,
    write: async (locked) => {
      const participant = participantOf(locked);
      if (participant) await queueReferral(participant, sessionOf(locked), await readReferent(), partnerBody);
      return { status: "referred", partner_body: partnerBody, closed_at: new Date(nowMs) };
    },
  });
}

/** The referent's own note: kept on the case, audited as changed without its words. */
export async function saveReferentNote(id: string, note: string | null, actor: Pick<SessionUser, "id">) {
  const locked = await lockCase(id);
  if (!locked) return notFound(`${E}.not_found`);
  if ((locked.case.referent_note ?? null) === note) return written(null);
  await db().update(c).set({ referent_note: note, handled_by: actor.id }).where(eq(c.id, id));
  const entry: AuditRecord = {
    action: "note",
    entity: ENTITY,
    id,
    label: `${locked.course_title_fr} — ${String(locked.start_date)}`,
    // That the note changed, not what it says.
    before: { referent_note_edited: false },
    after: { referent_note_edited: true },
  };
  return written(entry);
}

export const accessibilityActions: AdminActionSpec = {
  what: "accessibility case",
  module: "accessibility",
  messages: screenMessages(E),
  intents: {
    [ACCESSIBILITY_INTENTS.contact]: rowIntent({
      schema: contactSchema,
      toast: `${K}.contacted`,
      notFound: `${E}.not_found`,
      run: (id, { data, actor }) => markContacted(id, data.contacted_on, actor, clock().now()),
    }),
    [ACCESSIBILITY_INTENTS.agree]: rowIntent({
      schema: agreeSchema,
      toast: `${K}.agreed`,
      notFound: `${E}.not_found`,
      run: (id, { data, actor }) => agreeAdaptations(id, data.adaptations, actor, clock().now()),
    }),
    [ACCESSIBILITY_INTENTS.inPlace]: rowIntent({
      toast: `${K}.in_place`,
      notFound: `${E}.not_found`,
      run: (id, { actor }) => markInPlace(id, actor, clock().now()),
    }),
    [ACCESSIBILITY_INTENTS.close]: rowIntent({
      toast: `${K}.closed`,
      notFound: `${E}.not_found`,
      run: (id, { actor }) => closeCase(id, actor, clock().now()),
    }),
    [ACCESSIBILITY_INTENTS.refer]: rowIntent({
      schema: referSchema,
      toast: `${K}.referred`,
      notFound: `${E}.not_found`,
      run: (id, { data, actor }) => referCase(id, data.partner_body, actor, clock().now()),
    }),
    [ACCESSIBILITY_INTENTS.note]: rowIntent({
      schema: noteSchema,
      toast: `${K}.note_saved`,
      notFound: `${E}.not_found`,
      run: (id, { data, actor }) => saveReferentNote(id, data.referent_note, actor),
    }),
  },
};
