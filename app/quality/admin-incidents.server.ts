// /admin/incidents (delivery.md §6, issue 29 point 3): the complaints and low scores to
// acknowledge (2 working days) and answer (15), filtered, searched and paged in SQL, the
// workbook for an audit, and staff's writes — record one by hand, acknowledge (the person is
// e-mailed the answer's deadline), answer (the answer is e-mailed), close. The dashboard's card
// reads the incidents to handle from here too. Governed by the matrix's "surveys" module
// (decision 022); every write is audited.
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { course_sessions, courses, incidents } from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import type { AuditRecord } from "~/admin/audit.server";
import { auditedCreation, auditedUpdate } from "~/admin/audited-write.server";
import { rowIntent } from "~/admin/crud-intents.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import type { SessionUser } from "~/server/auth.server";
import { clock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { pageOf } from "~/server/paging.server";
import { orEmpty, searchAny } from "~/server/search.server";
import { XLSX_ROW_LIMIT } from "~/server/xlsx.server";
import {
  type AdminIncidentPage,
  type AdminIncidentRow,
  acknowledgeSchema,
  answerSchema,
  excerpt,
  INCIDENT_INTENTS,
  INCIDENT_WATCH_LIMIT,
  type IncidentInput,
  type IncidentParams,
  type IncidentSessionChoice,
  type IncidentWatch,
  incidentSchema,
} from "./admin-schema";
import { queueIncidentEmail } from "./incident-emails.server";
import { openIncident } from "./incidents.server";

const K = "admin.incidents";
const E = `${K}.error`;
const ENTITY = "incident";

/** The statuses still to handle: neither answered nor closed. */
const TO_HANDLE = ["open", "acknowledged"] as const;

/** A timestamp parameter both drivers read alike. */
const instant = (nowMs: number) => sql`${new Date(nowMs).toISOString()}::timestamptz`;

/** Not acknowledged and past its acknowledgement deadline at `nowMs`. */
const acknowledgeOverdue = (nowMs: number) =>
  sql<boolean>`(${incidents.status} = 'open' and ${incidents.acknowledge_by} < ${instant(nowMs)})`;
/** Not answered (nor closed) and past its answer deadline at `nowMs`. */
const answerOverdue = (nowMs: number) =>
  sql<boolean>`(${incidents.status} in ('open', 'acknowledged') and ${incidents.answer_by} < ${instant(nowMs)})`;
/** The next deadline of an incident to handle: acknowledging it, then answering it. */
const nextDeadline = sql`case when ${incidents.status} = 'open' then ${incidents.acknowledge_by} else ${incidents.answer_by} end`;

function incidentFilters(params: IncidentParams, nowMs: number): SQL | undefined {
  const status = params.status;
  const conditions: (SQL | undefined)[] = [
    status === null ? inArray(incidents.status, [...TO_HANDLE]) : undefined,
    status !== null && status !== "all" ? eq(incidents.status, status) : undefined,
    params.source ? eq(incidents.source, params.source) : undefined,
    params.session ? eq(incidents.session_id, params.session) : undefined,
    params.overdue ? sql`(${acknowledgeOverdue(nowMs)} or ${answerOverdue(nowMs)})` : undefined,
    params.q
      ? searchAny([orEmpty(incidents.person_name), orEmpty(incidents.person_email), incidents.summary], params.q)
      : undefined,
  ];
  return and(...conditions);
}

function selectIncidentRows(params: IncidentParams, nowMs: number) {
  // The incidents to handle, the most urgent first; any other view, the newest first.
  const order = params.status === null ? [asc(nextDeadline)] : [desc(incidents.opened_at)];
  return db()
    .select({
      id: incidents.id,
      source: incidents.source,
      status: incidents.status,
      survey_id: incidents.survey_id,
      message_id: incidents.message_id,
      session_id: incidents.session_id,
      person_name: incidents.person_name,
      person_email: incidents.person_email,
      person_language: incidents.person_language,
      summary: incidents.summary,
      opened_at: incidents.opened_at,
      acknowledge_by: incidents.acknowledge_by,
      answer_by: incidents.answer_by,
      acknowledged_at: incidents.acknowledged_at,
      answered_at: incidents.answered_at,
      answer: incidents.answer,
      closed_at: incidents.closed_at,
      course_title_fr: courses.title_fr,
      course_title_en: courses.title_en,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      acknowledge_overdue: acknowledgeOverdue(nowMs),
      answer_overdue: answerOverdue(nowMs),
    })
    .from(incidents)
    .leftJoin(course_sessions, eq(course_sessions.id, incidents.session_id))
    .leftJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(incidentFilters(params, nowMs))
    .orderBy(...order, desc(incidents.id))
    .$dynamic();
}

type StoredRow = Awaited<ReturnType<typeof selectIncidentRows>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toRow(row: StoredRow): AdminIncidentRow {
  return {
    ...row,
    opened_at: row.opened_at.toISOString(),
    acknowledge_by: row.acknowledge_by.toISOString(),
    answer_by: row.answer_by.toISOString(),
    acknowledged_at: iso(row.acknowledged_at),
    answered_at: iso(row.answered_at),
    closed_at: iso(row.closed_at),
    start_date: row.start_date === null ? null : String(row.start_date),
    end_date: row.end_date === null ? null : String(row.end_date),
    acknowledge_overdue: Boolean(row.acknowledge_overdue),
    answer_overdue: Boolean(row.answer_overdue),
  };
}

/** The page of incidents the URL asks for, with which deadlines have passed at `nowMs`. */
export async function listAdminIncidents(params: IncidentParams, nowMs: number): Promise<AdminIncidentPage> {
  const [{ total }] = await db()
    .select({ total: sql<number>`count(*)::int` })
    .from(incidents)
    .where(incidentFilters(params, nowMs));
  const { rows, ...paging } = await pageOf(selectIncidentRows(params, nowMs), Number(total), params);
  return { incidents: rows.map(toRow), ...paging };
}

/** Every incident the list's search and filters select (up to the workbook's ceiling), in the list's order. */
export async function exportAdminIncidents(params: IncidentParams, nowMs: number): Promise<AdminIncidentRow[]> {
  const rows = await selectIncidentRows(params, nowMs).limit(XLSX_ROW_LIMIT);
  return rows.map(toRow);
}

/** How far back the manual form offers sessions: a complaint comes during or after a session. */
const SESSION_CHOICE_DAYS = 400;
const SESSION_CHOICE_LIMIT = 200;

/** The sessions an incident recorded by hand may concern: the recent and coming ones, newest first. */
export async function listIncidentSessionChoices(nowMs: number): Promise<IncidentSessionChoice[]> {
  const since = new Date(nowMs - SESSION_CHOICE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await db()
    .select({
      id: course_sessions.id,
      course_title_fr: courses.title_fr,
      course_title_en: courses.title_en,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
    })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(gte(course_sessions.end_date, since))
    .orderBy(desc(course_sessions.start_date), asc(courses.title_fr), asc(course_sessions.id))
    .limit(SESSION_CHOICE_LIMIT);
  return rows.map((row) => ({ ...row, start_date: String(row.start_date), end_date: String(row.end_date) }));
}

/** The dashboard's card: the incidents to handle, the nearest deadline first (so the overdue lead). */
export async function incidentWatch(nowMs: number): Promise<IncidentWatch> {
  const rows = await db()
    .select({
      id: incidents.id,
      source: incidents.source,
      status: incidents.status,
      person_name: incidents.person_name,
      summary: incidents.summary,
      acknowledge_by: incidents.acknowledge_by,
      answer_by: incidents.answer_by,
      acknowledged_at: incidents.acknowledged_at,
      acknowledge_overdue: acknowledgeOverdue(nowMs),
      answer_overdue: answerOverdue(nowMs),
      total: sql<number>`count(*) over ()`,
    })
    .from(incidents)
    .where(inArray(incidents.status, [...TO_HANDLE]))
    .orderBy(asc(nextDeadline), asc(incidents.opened_at), asc(incidents.id))
    .limit(INCIDENT_WATCH_LIMIT);
  return {
    total: Number(rows[0]?.total ?? 0),
    incidents: rows.map(({ total: _total, ...row }) => ({
      ...row,
      // The card shows what is due, not the whole complaint.
      summary: excerpt(row.summary, 160),
      acknowledge_by: row.acknowledge_by.toISOString(),
      answer_by: row.answer_by.toISOString(),
      acknowledged_at: iso(row.acknowledged_at),
      acknowledge_overdue: Boolean(row.acknowledge_overdue),
      answer_overdue: Boolean(row.answer_overdue),
    })),
  };
}

/** An incident recorded by staff (a call, a letter, a remark at the end of a day). */
export async function createIncident(input: IncidentInput, actor: Pick<SessionUser, "id">, nowMs: number) {
  if (input.session_id) {
    const [session] = await db()
      .select({ id: course_sessions.id })
      .from(course_sessions)
      .where(eq(course_sessions.id, input.session_id));
    if (!session) return invalid({ session_id: `${K}.validation.session_invalid` });
  }
  const id = await openIncident(
    {
      source: "manual",
      summary: input.summary,
      sessionId: input.session_id,
      person: { name: input.person_name, email: input.person_email, language: input.person_language },
      openedBy: actor.id,
    },
    nowMs,
  );
  // A manual incident names no survey nor message: nothing can be there before it.
  if (!id) return conflict(`${E}.save`);
  const audit = await auditedCreation(incidents, id, { entity: ENTITY, label: excerpt(input.summary, 80) });
  return written(audit, { data: { id } });
}

/** One incident's write: the row before, a check of its status, the change, the entry. */
function changeIncident(
  id: string,
  options: {
    action: string;
    allowed: readonly string[];
    refusal: string;
    write: (before: typeof incidents.$inferSelect) => Promise<void>;
  },
): Promise<WriteResult> {
  return auditedUpdate(incidents, id, {
    action: options.action,
    entity: ENTITY,
    label: (before) => excerpt(before.summary, 80),
    missing: notFound(`${E}.not_found`),
    lock: true,
    check: (before) => (options.allowed.includes(before.status) ? null : conflict(options.refusal)),
    write: options.write,
  });
}

/** The toast says whether the person was e-mailed (an incident may have no address). */
function withToast(result: WriteResult, toast: string): WriteResult {
  return result.kind === "ok" ? { ...result, toast } : result;
}

/**
 * Acknowledges an open incident: the person is e-mailed, in their language, the answer's
 * deadline and staff's line. The line has no column of its own: the audit entry keeps it.
 */
export async function acknowledgeIncident(id: string, note: string | null, nowMs: number): Promise<WriteResult> {
  let emailed = false;
  const result = await changeIncident(id, {
    action: "acknowledge",
    allowed: ["open"],
    refusal: `${E}.not_open`,
    write: async (before) => {
      await db()
        .update(incidents)
        .set({ status: "acknowledged", acknowledged_at: new Date(nowMs) })
        .where(eq(incidents.id, id));
      emailed = await queueIncidentEmail(before, { kind: "acknowledged", note });
    },
  });
  if (result.kind === "ok" && note && result.audit && !Array.isArray(result.audit)) {
    const entry = result.audit as AuditRecord;
    result.audit = { ...entry, after: { ...(entry.after ?? {}), note } };
  }
  return withToast(result, emailed ? `${K}.acknowledged_emailed` : `${K}.acknowledged`);
}

/** Answers an incident still to handle (acknowledging it too if it was not): the answer is e-mailed. */
export async function answerIncident(id: string, answer: string, nowMs: number): Promise<WriteResult> {
  let emailed = false;
  const result = await changeIncident(id, {
    action: "answer",
    allowed: TO_HANDLE,
    refusal: `${E}.already_answered`,
    write: async (before) => {
      const now = new Date(nowMs);
      await db()
        .update(incidents)
        .set({ status: "answered", answer, answered_at: now, acknowledged_at: before.acknowledged_at ?? now })
        .where(eq(incidents.id, id));
      emailed = await queueIncidentEmail({ ...before, answer }, { kind: "answered" });
    },
  });
  return withToast(result, emailed ? `${K}.answered_emailed` : `${K}.answered`);
}

/** Closes an incident (answered, or one that needs no answer: a duplicate, a mistake). */
export async function closeIncident(id: string, nowMs: number): Promise<WriteResult> {
  return changeIncident(id, {
    action: "close",
    allowed: ["open", "acknowledged", "answered"],
    refusal: `${E}.already_closed`,
    write: async () => {
      await db()
        .update(incidents)
        .set({ status: "closed", closed_at: new Date(nowMs) })
        .where(eq(incidents.id, id));
    },
  });
}

export const incidentActions: AdminActionSpec = {
  what: "incident",
  module: "surveys",
  messages: screenMessages(E),
  intents: {
    [INCIDENT_INTENTS.create]: intent({
      schema: incidentSchema,
      operation: "create",
      toast: `${K}.created`,
      run: ({ data, actor }) => createIncident(data, actor, clock().now()),
    }),
    [INCIDENT_INTENTS.acknowledge]: rowIntent({
      schema: acknowledgeSchema,
      notFound: `${E}.not_found`,
      run: (id, { data }) => acknowledgeIncident(id, data.note, clock().now()),
    }),
    [INCIDENT_INTENTS.answer]: rowIntent({
      schema: answerSchema,
      notFound: `${E}.not_found`,
      run: (id, { data }) => answerIncident(id, data.answer, clock().now()),
    }),
    [INCIDENT_INTENTS.close]: rowIntent({
      toast: `${K}.closed`,
      notFound: `${E}.not_found`,
      run: (id) => closeIncident(id, clock().now()),
    }),
  },
};
