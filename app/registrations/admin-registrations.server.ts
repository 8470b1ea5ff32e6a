// Every registration across sessions, for the back office (/admin/registrations): searched on
// the participant's name, e-mail and company (accent- and case-insensitive), filtered by status,
// payment, course and the session's start dates, newest first, counted and paged in SQL. The
// rows link to their session's roster, where registrations are acted on.
import { and, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { course_sessions, courses, course_session_registrations as r, users } from "#db/schema";
import { participantName } from "~/registrations/lifecycle.server";
import { db } from "~/server/db.server";
import { pageOf } from "~/server/paging.server";
import { orEmpty, searchAny } from "~/server/search.server";
import { XLSX_ROW_LIMIT } from "~/server/xlsx.server";
import type { AdminRegistrationPage, AdminRegistrationParams, AdminRegistrationRow } from "./admin-schema";

function filters(params: AdminRegistrationParams): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    params.status ? eq(r.status, params.status) : undefined,
    params.payment ? eq(r.payment_status, params.payment) : undefined,
    params.course ? eq(course_sessions.course_id, params.course) : undefined,
    params.from ? gte(course_sessions.start_date, params.from) : undefined,
    params.to ? lte(course_sessions.start_date, params.to) : undefined,
  ];
  if (params.q) {
    // The name as typed in either order ("Dupont Marie" finds Marie Dupont), the account's too.
    conditions.push(
      searchAny(
        [
          sql`${orEmpty(r.first_name)} || ' ' || ${orEmpty(r.last_name)}`,
          sql`${orEmpty(r.last_name)} || ' ' || ${orEmpty(r.first_name)}`,
          orEmpty(users.full_name),
          orEmpty(r.email),
          users.email,
          orEmpty(r.company),
        ],
        params.q,
      ),
    );
  }
  return and(...conditions);
}

/** The list's rows: the registration, its participant, account, session and course. */
function selectRegistrationRows(where: SQL | undefined) {
  return db()
    .select({
      id: r.id,
      session_id: r.session_id,
      status: r.status,
      payment_status: r.payment_status,
      payment_amount: r.payment_amount,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      company: r.company,
      created_at: r.created_at,
      account_name: users.full_name,
      account_email: users.email,
      course_title_fr: courses.title_fr,
      course_title_en: courses.title_en,
      currency: courses.currency,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.user_id))
    .innerJoin(course_sessions, eq(course_sessions.id, r.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(where)
    .orderBy(desc(r.created_at), desc(r.id))
    .$dynamic();
}

type StoredRow = Awaited<ReturnType<typeof selectRegistrationRows>>[number];

function toRow({ first_name, last_name, account_name, account_email, email, ...row }: StoredRow): AdminRegistrationRow {
  return {
    ...row,
    name: participantName({ first_name, last_name, account_name, account_email }),
    email: email ?? account_email,
    created_at: row.created_at.toISOString(),
  };
}

export async function listAdminRegistrations(params: AdminRegistrationParams): Promise<AdminRegistrationPage> {
  const where = filters(params);
  // The same joins: the search and the filters read the account, the session and the course.
  const [{ total }] = await db()
    .select({ total: sql<number>`count(*)::int` })
    .from(r)
    .innerJoin(users, eq(users.id, r.user_id))
    .innerJoin(course_sessions, eq(course_sessions.id, r.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(where);
  const { rows, ...paging } = await pageOf(selectRegistrationRows(where), Number(total), params);
  return { registrations: rows.map(toRow), ...paging };
}

/** Every registration the list's search and filters select (up to the ceiling), newest first: the workbook's rows. */
export async function exportAdminRegistrations(params: AdminRegistrationParams): Promise<AdminRegistrationRow[]> {
  const rows = await selectRegistrationRows(filters(params)).limit(XLSX_ROW_LIMIT);
  return rows.map(toRow);
}
