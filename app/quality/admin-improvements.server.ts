// /admin/improvements (delivery.md §6, Qualiopi indicator 32): the improvement log — source →
// analysis → action → owner → due date → checked — filtered by its state on the day (planned,
// overdue, checked) and source, searched and paged in SQL, its workbook for an audit, the
// editor's choices (courses, staff owners, incidents) and the writes, each audited. Governed by
// the matrix's "surveys" module (decision 022).
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { course_sessions, courses, improvements, incidents, users } from "#db/schema";
import { type AdminActionSpec, screenMessages } from "~/admin/action.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { crudIntents } from "~/admin/crud-intents.server";
import { invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { localized } from "~/i18n/localized.server";
import type { Lang } from "~/i18n/messages";
import type { SessionUser } from "~/server/auth.server";
import { db, readTogether } from "~/server/db.server";
import { pageOf } from "~/server/paging.server";
import { orEmpty, searchAny } from "~/server/search.server";
import { XLSX_ROW_LIMIT } from "~/server/xlsx.server";
import {
  type AdminImprovementPage,
  type AdminImprovementRow,
  excerpt,
  IMPROVEMENT_OWNER_ROLES,
  type ImprovementChoices,
  type ImprovementDraft,
  type ImprovementInput,
  type ImprovementParams,
  improvementSchema,
  improvementStatus,
} from "./admin-schema";

const K = "admin.improvements";
const E = `${K}.error`;
const V = `${K}.validation`;
const ENTITY = "improvement";

/** The UTC day of `nowMs`: an improvement is overdue from the day after its due date. */
export const dayOf = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

/** The entry's owner (the users table a second time: its author is another join away). */
const owner = alias(users, "owner");
const ownerName = sql<string | null>`coalesce(nullif(${owner.full_name}, ''), ${owner.email})`;

function improvementFilters(params: ImprovementParams, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    params.source ? eq(improvements.source, params.source) : undefined,
    params.status === "checked" ? isNotNull(improvements.checked_on) : undefined,
    params.status === "overdue" ? and(isNull(improvements.checked_on), lt(improvements.due_on, today)) : undefined,
    params.status === "planned"
      ? and(isNull(improvements.checked_on), or(isNull(improvements.due_on), gte(improvements.due_on, today)))
      : undefined,
    params.q
      ? searchAny(
          [
            improvements.source_detail,
            orEmpty(improvements.analysis),
            orEmpty(improvements.action),
            orEmpty(improvements.check_note),
            orEmpty(owner.full_name),
          ],
          params.q,
        )
      : undefined,
  ];
  return and(...conditions);
}

function selectImprovementRows(params: ImprovementParams, today: string) {
  return db()
    .select({
      id: improvements.id,
      source: improvements.source,
      source_detail: improvements.source_detail,
      incident_id: improvements.incident_id,
      course_id: improvements.course_id,
      analysis: improvements.analysis,
      action: improvements.action,
      owner_id: improvements.owner_id,
      due_on: improvements.due_on,
      checked_on: improvements.checked_on,
      check_note: improvements.check_note,
      created_at: improvements.created_at,
      course_title_fr: courses.title_fr,
      course_title_en: courses.title_en,
      owner_name: ownerName,
      incident_summary: incidents.summary,
    })
    .from(improvements)
    .leftJoin(courses, eq(courses.id, improvements.course_id))
    .leftJoin(owner, eq(owner.id, improvements.owner_id))
    .leftJoin(incidents, eq(incidents.id, improvements.incident_id))
    .where(improvementFilters(params, today))
    .orderBy(desc(improvements.created_at), desc(improvements.id))
    .$dynamic();
}

type StoredRow = Awaited<ReturnType<typeof selectImprovementRows>>[number];

function toRow(row: StoredRow, today: string): AdminImprovementRow {
  const due_on = row.due_on === null ? null : String(row.due_on);
  const checked_on = row.checked_on === null ? null : String(row.checked_on);
  return {
    ...row,
    due_on,
    checked_on,
    created_at: row.created_at.toISOString(),
    incident_summary: row.incident_summary === null ? null : excerpt(row.incident_summary, 120),
    status: improvementStatus({ due_on, checked_on }, today),
  };
}

/** The page of the log the URL asks for, each entry's state judged on `nowMs`'s day. */
export async function listAdminImprovements(params: ImprovementParams, nowMs: number): Promise<AdminImprovementPage> {
  const today = dayOf(nowMs);
  const [{ total }] = await db()
    .select({ total: sql<number>`count(*)::int` })
    .from(improvements)
    .leftJoin(owner, eq(owner.id, improvements.owner_id))
    .where(improvementFilters(params, today));
  const { rows, ...paging } = await pageOf(selectImprovementRows(params, today), Number(total), params);
  return { improvements: rows.map((row) => toRow(row, today)), ...paging };
}

/** Every entry the list's search and filters select (up to the workbook's ceiling), newest first. */
export async function exportAdminImprovements(
  params: ImprovementParams,
  nowMs: number,
): Promise<AdminImprovementRow[]> {
  const today = dayOf(nowMs);
  const rows = await selectImprovementRows(params, today).limit(XLSX_ROW_LIMIT);
  return rows.map((row) => toRow(row, today));
}

/** One entry, for the editor a link opens (`?edit=<id>`); null when there is none. */
export async function getAdminImprovement(id: string, nowMs: number): Promise<AdminImprovementRow | null> {
  const today = dayOf(nowMs);
  const [row] = await selectImprovementRows({ q: "", page: 1, size: 1, status: null, source: null }, today).where(
    eq(improvements.id, id),
  );
  return row ? toRow(row, today) : null;
}

/** A new entry drawn from an incident (the incidents screen's "Create an improvement"); null when it is gone. */
export async function improvementDraftFromIncident(incidentId: string): Promise<ImprovementDraft | null> {
  const [row] = await db()
    .select({
      id: incidents.id,
      summary: incidents.summary,
      course_id: course_sessions.course_id,
    })
    .from(incidents)
    .leftJoin(course_sessions, eq(course_sessions.id, incidents.session_id))
    .where(eq(incidents.id, incidentId));
  if (!row) return null;
  return {
    source: "incident",
    source_detail: excerpt(row.summary, 2000),
    incident_id: row.id,
    course_id: row.course_id,
  };
}

const CHOICE_LIMIT = 300;

/** What the editor's selects offer: the courses, the staff who may own an action, the latest incidents. */
export async function listImprovementChoices(lang: Lang): Promise<ImprovementChoices> {
  const [courseRows, ownerRows, incidentRows] = await readTogether(
    () =>
      db()
        .select({ id: courses.id, title: localized(courses.title_fr, courses.title_en, lang) })
        .from(courses)
        .orderBy(asc(courses.title_fr), asc(courses.id))
        .limit(CHOICE_LIMIT),
    () =>
      db()
        .select({ id: users.id, name: sql<string>`coalesce(nullif(${users.full_name}, ''), ${users.email})` })
        .from(users)
        .where(inArray(users.role, [...IMPROVEMENT_OWNER_ROLES]))
        .orderBy(asc(sql`lower(coalesce(nullif(${users.full_name}, ''), ${users.email}))`), asc(users.id))
        .limit(CHOICE_LIMIT),
    () =>
      db()
        .select({ id: incidents.id, opened_at: incidents.opened_at, summary: incidents.summary })
        .from(incidents)
        .orderBy(desc(incidents.opened_at), desc(incidents.id))
        .limit(CHOICE_LIMIT),
  );
  return {
    courses: courseRows,
    owners: ownerRows,
    incidents: incidentRows.map((row) => ({
      id: row.id,
      label: `${row.opened_at.toISOString().slice(0, 10)} — ${excerpt(row.summary, 80)}`,
    })),
  };
}

/** The references the form names must exist, and the owner must be staff: a refusal per field, or null. */
async function refusedReferences(input: ImprovementInput): Promise<WriteResult | null> {
  const errors: Record<string, string> = {};
  const [course, owner, incident] = await readTogether(
    () =>
      input.course_id
        ? db().select({ id: courses.id }).from(courses).where(eq(courses.id, input.course_id))
        : Promise.resolve([{ id: null }]),
    () =>
      input.owner_id
        ? db()
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, input.owner_id), inArray(users.role, [...IMPROVEMENT_OWNER_ROLES])))
        : Promise.resolve([{ id: null }]),
    () =>
      input.incident_id
        ? db().select({ id: incidents.id }).from(incidents).where(eq(incidents.id, input.incident_id))
        : Promise.resolve([{ id: null }]),
  );
  if (course.length === 0) errors.course_id = `${V}.course_invalid`;
  if (owner.length === 0) errors.owner_id = `${V}.owner_invalid`;
  if (incident.length === 0) errors.incident_id = `${V}.incident_invalid`;
  return Object.keys(errors).length > 0 ? invalid(errors) : null;
}

export async function createImprovement(input: ImprovementInput, actor: Pick<SessionUser, "id">): Promise<WriteResult> {
  const refused = await refusedReferences(input);
  if (refused) return refused;
  const audit = await auditedInsert(
    improvements,
    { ...input, created_by: actor.id },
    { entity: ENTITY, label: excerpt(input.source_detail, 80) },
  );
  return written(audit, { data: { id: audit.id } });
}

export async function updateImprovement(id: string, input: ImprovementInput): Promise<WriteResult> {
  return auditedUpdate(improvements, id, {
    entity: ENTITY,
    label: excerpt(input.source_detail, 80),
    missing: notFound(`${E}.not_found`),
    check: () => refusedReferences(input),
    write: input,
    onlyIfChanged: true,
  });
}

export async function deleteImprovement(id: string): Promise<WriteResult> {
  return auditedDelete(improvements, id, {
    entity: ENTITY,
    label: (before) => excerpt(before.source_detail, 80),
    missing: notFound(`${E}.not_found`),
  });
}

/** The log's writes; a delete goes back to the list (`back`), its toast in the flash. */
export const improvementActions = (back: string): AdminActionSpec => ({
  what: "improvement",
  module: "surveys",
  messages: screenMessages(E),
  intents: crudIntents({
    schema: improvementSchema,
    toasts: `${K}.success`,
    create: (data, { actor }) => createImprovement(data, actor),
    update: (id, data) => updateImprovement(id, data),
    delete: deleteImprovement,
    deleteRedirect: back,
    notFound: { update: `${E}.not_found`, delete: `${E}.not_found` },
  }),
});
