// The published results (delivery.md §6; Qualiopi indicator 2): satisfaction, response,
// completion and objectives-met rates of the organisation and of each course, over the sessions
// whose last sitting ended in the last RESULTS_PERIOD_MONTHS months, each with the number it
// rests on. Computed here by the results job (results-job.server.ts) and stored in
// `published_results`, which the public pages read; a public table, so a write drops the cached
// pages that show it: the job writes a scope only when its figures or its period changed.
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { courses, type PublishedFigure, published_results, RESULT_FIGURES, type ResultFigureName } from "#db/schema";
import { type Lang, pick } from "~/i18n/messages";
import { clock } from "~/server/clock.server";
import { cachedByContentVersionFor } from "~/server/content-version.server";
import { db, inTransaction } from "~/server/db.server";
import { type CourseResultsRow, figureOf, type PublishedResults } from "./results";
import { COMPLETION_SHARE, MIN_ANSWERS, RESULTS_PERIOD_MONTHS } from "./rules";

/** The organisation's scope; a course's scope is its id. */
export const ORGANISATION_SCOPE = "organisation";

/** What the figures are computed from, for one scope. */
export type ResultCounts = {
  /** End-of-training surveys sent (every survey row is one invitation) and answered. */
  sent: number;
  answered: number;
  /** Answers giving the overall satisfaction, and those of 4 or 5. */
  rated: number;
  satisfied: number;
  /** Answers to "objectives met?", and those answering "yes". */
  objectivesAnswered: number;
  objectivesMet: number;
  /** Registrations with attended time, and those that attended COMPLETION_SHARE of the planned time. */
  started: number;
  completed: number;
};

export const NO_COUNTS: ResultCounts = {
  sent: 0,
  answered: 0,
  rated: 0,
  satisfied: 0,
  objectivesAnswered: 0,
  objectivesMet: 0,
  started: 0,
  completed: 0,
};

/** A share kept to four decimals: enough for any percentage shown, and stable from one run to the next. */
const share = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 10_000;

/** A rate only from MIN_ANSWERS: fewer answers would publish a figure one person can swing. */
function figure(name: ResultFigureName, part: number, count: number, of: number): PublishedFigure {
  return { name, rate: count >= MIN_ANSWERS && of > 0 ? share(part, of) : null, count, of };
}

/** The four published figures of a scope's counts, in RESULT_FIGURES' order. */
export function figuresFromCounts(counts: ResultCounts): PublishedFigure[] {
  return [
    figure("satisfaction", counts.satisfied, counts.rated, counts.rated),
    // Published from MIN_ANSWERS answers, whatever the number sent.
    figure("response", counts.answered, counts.answered, counts.sent),
    figure("completion", counts.completed, counts.started, counts.started),
    figure("objectives", counts.objectivesMet, counts.objectivesAnswered, counts.objectivesAnswered),
  ];
}

function addCounts(a: ResultCounts, b: ResultCounts): ResultCounts {
  const sum = { ...NO_COUNTS };
  for (const key of Object.keys(NO_COUNTS) as (keyof ResultCounts)[]) sum[key] = a[key] + b[key];
  return sum;
}

/**
 * The window at `nowMs`: from the start of the UTC day RESULTS_PERIOD_MONTHS months back, to now.
 * Whole days, so the period the pages print is exactly the population counted.
 */
export function resultsPeriod(nowMs: number): { from: string; to: string; fromMs: number } {
  const start = new Date(nowMs);
  start.setUTCMonth(start.getUTCMonth() - RESULTS_PERIOD_MONTHS);
  const from = start.toISOString().slice(0, 10);
  return { from, to: new Date(nowMs).toISOString().slice(0, 10), fromMs: Date.parse(`${from}T00:00:00Z`) };
}

type CountsRow = {
  course_id: string;
  sent: number | string;
  answered: number | string;
  rated: number | string;
  satisfied: number | string;
  objectives_answered: number | string;
  objectives_met: number | string;
  started: number | string;
  completed: number | string;
};

/**
 * Each course's counts over the sessions ended in the window, in one statement. A session counts
 * unless cancelled, once its last sitting still held (not cancelled) has ended in the window; its
 * planned time is that of those sittings. Attended minutes are the records' values, or their
 * latest correction's (attendance corrections are appended, never written over). Only courses
 * with such a session have a row.
 */
async function countsByCourse(fromMs: number, nowMs: number): Promise<Map<string, ResultCounts>> {
  const result = await db().execute(sql`
    with ended as (
      select s.id as session_id, s.course_id, sum(st.planned_minutes) as planned
        from course_sessions s
        join session_sittings st on st.session_id = s.id and st.state <> 'cancelled'
       where s.status <> 'cancelled'
       group by s.id
      having max(st.ends_at) >= ${new Date(fromMs).toISOString()}::timestamptz
         and max(st.ends_at) <= ${new Date(nowMs).toISOString()}::timestamptz
    ),
    answers as (
      select e.course_id,
             count(*) as sent,
             count(v.answered_at) as answered,
             count(v.satisfaction) as rated,
             count(*) filter (where v.satisfaction >= 4) as satisfied,
             count(v.objectives) as objectives_answered,
             count(*) filter (where v.objectives = 'yes') as objectives_met
        from ended e
        join surveys v on v.session_id = e.session_id and v.kind = 'end_of_training'
       group by e.course_id
    ),
    attended as (
      select e.course_id, e.planned, sum(coalesce(c.minutes_attended, a.minutes_attended)) as minutes
        from ended e
        join course_session_registrations r on r.session_id = e.session_id and r.status <> 'cancelled'
        join session_sittings st on st.session_id = e.session_id and st.state <> 'cancelled'
        join attendance_records a on a.sitting_id = st.id and a.registration_id = r.id
        left join lateral (
          select x.minutes_attended from attendance_corrections x
           where x.record_id = a.id order by x.created_at desc, x.id desc limit 1
        ) c on true
       group by e.course_id, e.planned, r.id
    ),
    completion as (
      select course_id,
             count(*) filter (where minutes > 0) as started,
             count(*) filter (where minutes > 0 and minutes >= ${COMPLETION_SHARE}::numeric * planned) as completed
        from attended
       group by course_id
    )
    select k.course_id,
           coalesce(n.sent, 0)::int as sent, coalesce(n.answered, 0)::int as answered,
           coalesce(n.rated, 0)::int as rated, coalesce(n.satisfied, 0)::int as satisfied,
           coalesce(n.objectives_answered, 0)::int as objectives_answered,
           coalesce(n.objectives_met, 0)::int as objectives_met,
           coalesce(m.started, 0)::int as started, coalesce(m.completed, 0)::int as completed
      from (select distinct course_id from ended) k
      left join answers n on n.course_id = k.course_id
      left join completion m on m.course_id = k.course_id`);
  // Both drivers answer a raw statement with { rows }.
  const rows = (result as unknown as { rows: CountsRow[] }).rows;
  return new Map(
    rows.map((row) => [
      row.course_id,
      {
        sent: Number(row.sent),
        answered: Number(row.answered),
        rated: Number(row.rated),
        satisfied: Number(row.satisfied),
        objectivesAnswered: Number(row.objectives_answered),
        objectivesMet: Number(row.objectives_met),
        started: Number(row.started),
        completed: Number(row.completed),
      },
    ]),
  );
}

/** The figures in RESULT_FIGURES' order with only their own fields: jsonb gives keys back in an order of its own. */
function sameFigures(figures: PublishedFigure[]): string {
  return JSON.stringify(
    RESULT_FIGURES.map((name) => {
      const found = figures.find((figure) => figure.name === name);
      return found ? [found.rate, found.count, found.of] : null;
    }),
  );
}

export type ResultsRun = { written: number; deleted: number };

/**
 * Recomputes every scope at `nowMs` and writes those whose figures or period changed, in one
 * transaction; a course with no session ended in the window any more loses its row. Safe in
 * several processes: the transaction holds an advisory lock, so a second pass reads the first's
 * rows and finds nothing to write.
 */
export async function computeResults(nowMs: number = clock().now()): Promise<ResultsRun> {
  const period = resultsPeriod(nowMs);
  return inTransaction(async () => {
    await db().execute(sql`select pg_advisory_xact_lock(hashtext('published_results'))`);
    const byCourse = await countsByCourse(period.fromMs, nowMs);
    const organisation = [...byCourse.values()].reduce(addCounts, NO_COUNTS);
    const wanted = [
      { scope: ORGANISATION_SCOPE, course_id: null, figures: figuresFromCounts(organisation) },
      ...[...byCourse].map(([courseId, counts]) => ({
        scope: courseId,
        course_id: courseId,
        figures: figuresFromCounts(counts),
      })),
    ];
    const stored = new Map(
      (
        await db()
          .select({
            scope: published_results.scope,
            period_from: published_results.period_from,
            period_to: published_results.period_to,
            figures: published_results.figures,
          })
          .from(published_results)
      ).map((row) => [row.scope, row]),
    );
    const computedAt = new Date(nowMs);
    const changed = wanted
      .filter(({ scope, figures }) => {
        const before = stored.get(scope);
        return (
          !before ||
          before.period_from !== period.from ||
          before.period_to !== period.to ||
          sameFigures(before.figures) !== sameFigures(figures)
        );
      })
      .map((row) => ({ ...row, period_from: period.from, period_to: period.to, computed_at: computedAt }));
    if (changed.length > 0) {
      await db()
        .insert(published_results)
        .values(changed)
        .onConflictDoUpdate({
          target: published_results.scope,
          set: {
            course_id: sql`excluded.course_id`,
            period_from: sql`excluded.period_from`,
            period_to: sql`excluded.period_to`,
            computed_at: sql`excluded.computed_at`,
            figures: sql`excluded.figures`,
          },
        });
    }
    const gone = [...stored.keys()].filter((scope) => !wanted.some((row) => row.scope === scope));
    if (gone.length > 0) await db().delete(published_results).where(inArray(published_results.scope, gone));
    return { written: changed.length, deleted: gone.length };
  });
}

const RESULT_COLUMNS = {
  period_from: published_results.period_from,
  period_to: published_results.period_to,
  computed_at: published_results.computed_at,
  figures: published_results.figures,
};

function resultsOf(row: {
  period_from: string;
  period_to: string;
  computed_at: Date;
  figures: PublishedFigure[];
}): PublishedResults {
  const results = { period: { from: row.period_from, to: row.period_to }, updatedOn: row.computed_at.toISOString() };
  // In RESULT_FIGURES' order whatever was stored: the pages draw them in that order.
  return { ...results, figures: RESULT_FIGURES.map((name) => figureOf({ ...results, figures: row.figures }, name)) };
}

/**
 * One scope's published results (ORGANISATION_SCOPE or a course's id); null before any
 * computation. Remembered until the content version moves (published_results moves it).
 */
export const readPublishedResults: (scope: string) => Promise<PublishedResults | null> = cachedByContentVersionFor(
  (scope: string) => scope,
  readStoredResults,
  { ttlMs: Number.POSITIVE_INFINITY, max: 500 },
);

async function readStoredResults(scope: string): Promise<PublishedResults | null> {
  const [row] = await db().select(RESULT_COLUMNS).from(published_results).where(eq(published_results.scope, scope));
  return row ? resultsOf(row) : null;
}

/** A course's published results (its page's block): null when none of its sessions ended in the period. */
export function readCourseResults(courseId: string): Promise<PublishedResults | null> {
  return readPublishedResults(courseId);
}

/** The results page: the organisation's figures and the published courses' (titles in `lang`), in one query. */
export async function loadResultsPage(
  lang: Lang,
): Promise<{ organisation: PublishedResults | null; courses: CourseResultsRow[] }> {
  const rows = await db()
    .select({
      scope: published_results.scope,
      ...RESULT_COLUMNS,
      course_id: courses.id,
      slug: courses.slug,
      title_fr: courses.title_fr,
      title_en: courses.title_en,
    })
    .from(published_results)
    .leftJoin(courses, eq(courses.id, published_results.course_id))
    .where(or(eq(published_results.scope, ORGANISATION_SCOPE), eq(courses.is_published, true)))
    .orderBy(asc(published_results.scope));
  const organisation = rows.find((row) => row.scope === ORGANISATION_SCOPE);
  const courseRows: CourseResultsRow[] = [];
  for (const row of rows) {
    if (row.scope === ORGANISATION_SCOPE || row.course_id === null || row.slug === null) continue;
    courseRows.push({
      courseId: row.course_id,
      slug: row.slug,
      title: pick(row, "title", lang),
      results: resultsOf(row),
    });
  }
  courseRows.sort((a, b) => a.title.localeCompare(b.title, lang));
  return { organisation: organisation ? resultsOf(organisation) : null, courses: courseRows };
}
