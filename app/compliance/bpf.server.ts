// The figures of the French annual activity report (bilan pédagogique et financier, form 10443;
// delivery.md §8) for one civil year, computed from what the site records: what it counts is
// said in bpf-scope.server.ts (sessions of French agencies, by their sittings' dates). A few
// grouped statements, whatever the number of sessions:
// - C. revenue by funding source, split between sessions delivered on the organisation's own
//   account and those subcontracted: the registrations' amounts (refunded ones aside), a session
//   across New Year shared between the years by its sittings' planned minutes;
// - E. the trainers (the sessions' instructors) and their hours (the planned minutes of the
//   year's sittings they led);
// - F. the trainees and their hours attended (hours attended × participants) by participant
//   type (F-1), by the course's objective (F-3) and specialty (F-4);
// and beside each box the count of records lacking what it needs, which the screen links to.
// Amounts are summed as recorded: the report is filed in euros, which French sessions are sold in.
import { asc, sql } from "drizzle-orm";
import { agencies, bpf_categories, course_session_registrations, course_sessions, courses } from "#db/schema";
import { headOfficeId } from "~/organisation/jurisdiction.server";
import { db, readTogether } from "~/server/db.server";
import { type BpfKind, parseBpfYear } from "./bpf-categories";
import { attendedMinutes, countedSession, sittingInYear } from "./bpf-scope.server";

/** A category as the report names it; null in a figure is "not given". */
export type BpfCategoryRef = {
  id: string;
  code: string;
  label_fr: string;
  label_en: string;
  bpf_line: string;
  is_active: boolean;
};

export type RevenueRow = {
  category: BpfCategoryRef | null;
  /** Registrations counted (whatever their amount). */
  registrations: number;
  own: number;
  subcontracted: number;
};

export type TraineeRow = { category: BpfCategoryRef | null; participants: number; minutes: number };

export type TraineeBox = {
  rows: TraineeRow[];
  total: { participants: number; minutes: number };
  /** Records lacking the box's category: trainees (F-1) or courses (F-3, F-4). */
  missing: number;
};

/** A course of the year's sessions without its objective or its specialty: the screen links to it. */
export type CourseToComplete = {
  id: string;
  slug: string;
  title_fr: string;
  title_en: string;
  lacksObjective: boolean;
  lacksSpecialty: boolean;
};

export type BpfReport = {
  year: number;
  /** Sessions counted (French agencies, a sitting in the year): none means an empty report. */
  sessions: number;
  revenue: {
    rows: RevenueRow[];
    total: { own: number; subcontracted: number };
    /** Registrations without a funding source. */
    missing: number;
  };
  trainers: {
    count: number;
    minutes: number;
    /** Sessions without a trainer. */
    missing: number;
  };
  participantTypes: TraineeBox;
  objectives: TraineeBox;
  specialties: TraineeBox;
  coursesToComplete: CourseToComplete[];
};

/** At most this many courses to complete are listed (a catalogue holds far fewer). */
const COURSES_LISTED = 200;

// Both drivers answer a raw statement with { rows }.
type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The years with a sitting of a French agency's session, latest first: the screen's choice. */
export async function listBpfYears(): Promise<number[]> {
  const result = await db().execute(sql`
    select distinct extract(year from st.date)::int as year
      from session_sittings st
      join ${course_sessions} s on s.id = st.session_id
      join ${agencies} a on a.id = coalesce(s.agency_id, ${headOfficeId})
     where a.french_rules and s.status <> 'cancelled' and st.state <> 'cancelled'
     order by year desc`);
  return rowsOf<{ year: number }>(result).map((row) => Number(row.year));
}

/**
 * The year the screen opens on: the last civil year, the one whose report is due (by May), when
 * it has sessions; else the latest year with sessions up to this one (a young installation, or
 * the demo, whose sessions are this year's); else this year.
 */
export function defaultBpfYear(years: readonly number[], nowMs: number): number {
  const current = new Date(nowMs).getUTCFullYear();
  if (years.includes(current - 1)) return current - 1;
  return years.find((year) => year <= current) ?? current;
}

type StoredCategory = BpfCategoryRef & { kind: BpfKind };

async function readCategories(): Promise<StoredCategory[]> {
  return db()
    .select({
      id: bpf_categories.id,
      code: bpf_categories.code,
      label_fr: bpf_categories.label_fr,
      label_en: bpf_categories.label_en,
      bpf_line: bpf_categories.bpf_line,
      is_active: bpf_categories.is_active,
      kind: bpf_categories.kind,
    })
    .from(bpf_categories)
    .orderBy(asc(bpf_categories.kind), asc(bpf_categories.display_order), asc(bpf_categories.code));
}

type RevenueGroup = { source_id: string | null; mode: string; registrations: string; amount: string };

/** C: the year's share of each counted registration's amount, by funding source and delivery mode. */
async function readRevenue(year: number): Promise<RevenueGroup[]> {
  return rowsOf<RevenueGroup>(
    await db().execute(sql`
      select r.funding_source_id as source_id, s.delivery_mode as mode, count(*) as registrations,
             coalesce(sum(case when r.payment_status = 'refunded' then 0
                               else coalesce(r.payment_amount, 0) * p.in_year / p.planned end), 0) as amount
        from ${course_session_registrations} r
        join ${course_sessions} s on s.id = r.session_id
        join lateral (
          select sum(st.planned_minutes) filter (where ${sittingInYear("st", year)})::numeric as in_year,
                 sum(st.planned_minutes)::numeric as planned
            from session_sittings st
           where st.session_id = s.id and st.state <> 'cancelled'
        ) p on true
       where r.status <> 'cancelled' and ${countedSession(sql`s.id`, year)}
       group by r.funding_source_id, s.delivery_mode`),
  );
}

type TrainerFigures = { sessions: string; trainers: string; minutes: string; without_trainer: string };

/** E, and the number of sessions counted. */
async function readTrainers(year: number): Promise<TrainerFigures> {
  const [row] = rowsOf<TrainerFigures>(
    await db().execute(sql`
      select count(distinct s.id) as sessions,
             count(distinct s.instructor_id) as trainers,
             coalesce(sum(st.planned_minutes) filter (where s.instructor_id is not null), 0) as minutes,
             count(distinct s.id) filter (where s.instructor_id is null) as without_trainer
        from ${course_sessions} s
        join session_sittings st on st.session_id = s.id and ${sittingInYear("st", year)}
       where ${countedSession(sql`s.id`, year)}`),
  );
  return row ?? { sessions: "0", trainers: "0", minutes: "0", without_trainer: "0" };
}

type TraineeGroup = { kind: BpfKind; category_id: string | null; participants: string; minutes: string };

/** F-1, F-3 and F-4: the trainees (some minutes attended in the year) and their minutes, by each axis. */
async function readTrainees(year: number): Promise<TraineeGroup[]> {
  return rowsOf<TraineeGroup>(
    await db().execute(sql`
      with trainees as (
        select r.id, r.participant_type_id, c.bpf_objective_id, c.bpf_specialty_id,
               sum(${attendedMinutes("a")}) as minutes
          from ${course_session_registrations} r
          join ${course_sessions} s on s.id = r.session_id
          join ${courses} c on c.id = s.course_id
          join session_sittings st on st.session_id = s.id and ${sittingInYear("st", year)}
          join attendance_records a on a.sitting_id = st.id and a.registration_id = r.id
         where r.status <> 'cancelled' and ${countedSession(sql`s.id`, year)}
         group by r.id, r.participant_type_id, c.bpf_objective_id, c.bpf_specialty_id
        having sum(${attendedMinutes("a")}) > 0
      )
      select 'participant_type' as kind, participant_type_id as category_id, count(*) as participants, sum(minutes) as minutes
        from trainees group by participant_type_id
      union all
      select 'objective', bpf_objective_id, count(*), sum(minutes) from trainees group by bpf_objective_id
      union all
      select 'specialty', bpf_specialty_id, count(*), sum(minutes) from trainees group by bpf_specialty_id`),
  );
}

type CourseGroup = {
  id: string;
  slug: string;
  title_fr: string;
  title_en: string | null;
  lacks_objective: boolean;
  lacks_specialty: boolean;
};

/** The courses of the year's sessions that lack their objective or specialty. */
async function readCoursesToComplete(year: number): Promise<CourseGroup[]> {
  return rowsOf<CourseGroup>(
    await db().execute(sql`
      select c.id, c.slug, c.title_fr, c.title_en,
             c.bpf_objective_id is null as lacks_objective, c.bpf_specialty_id is null as lacks_specialty
        from ${courses} c
       where (c.bpf_objective_id is null or c.bpf_specialty_id is null)
         and exists (select 1 from ${course_sessions} s where s.course_id = c.id and ${countedSession(sql`s.id`, year)})
       order by c.title_fr, c.id
       limit ${COURSES_LISTED}`),
  );
}

/** A box's rows: every active category of `kind` (zero when none), inactive ones with figures, then "not given". */
function rowsByCategory<T extends { category: BpfCategoryRef | null }>(
  categories: StoredCategory[],
  kind: BpfKind,
  figures: Map<string | null, Omit<T, "category">>,
  empty: Omit<T, "category">,
): T[] {
  const rows = categories
    .filter((category) => category.kind === kind)
    .filter((category) => category.is_active || figures.has(category.id))
    .map((category) => ({ category: strip(category), ...(figures.get(category.id) ?? empty) }) as T);
  // A figure whose category was deleted since (the column is then null) joins "not given".
  return [...rows, { category: null, ...(figures.get(null) ?? empty) } as T];
}

function strip(category: StoredCategory): BpfCategoryRef {
  const { id, code, label_fr, label_en, bpf_line, is_active } = category;
  return { id, code, label_fr, label_en, bpf_line, is_active };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function traineeBox(
  categories: StoredCategory[],
  kind: BpfKind,
  groups: TraineeGroup[],
  missing: (rows: TraineeRow[]) => number,
): TraineeBox {
  const figures = new Map<string | null, Omit<TraineeRow, "category">>(
    groups
      .filter((group) => group.kind === kind)
      .map((group) => [
        group.category_id,
        { participants: Number(group.participants), minutes: Number(group.minutes) },
      ]),
  );
  const rows = rowsByCategory<TraineeRow>(categories, kind, figures, { participants: 0, minutes: 0 });
  const total = rows.reduce(
    (sum, row) => ({ participants: sum.participants + row.participants, minutes: sum.minutes + row.minutes }),
    { participants: 0, minutes: 0 },
  );
  return { rows, total, missing: missing(rows) };
}

/** The report of `year`: every figure, and what each box is missing. */
export async function computeBpf(year: number): Promise<BpfReport> {
  const [categories, revenue, trainers, trainees, toComplete] = await readTogether(
    () => readCategories(),
    () => readRevenue(year),
    () => readTrainers(year),
    () => readTrainees(year),
    () => readCoursesToComplete(year),
  );
  const known = new Set(categories.map((category) => category.id));
  const bySource = new Map<string | null, Omit<RevenueRow, "category">>();
  for (const group of revenue) {
    const key = group.source_id !== null && known.has(group.source_id) ? group.source_id : null;
    const row = bySource.get(key) ?? { registrations: 0, own: 0, subcontracted: 0 };
    const amount = Number(group.amount);
    bySource.set(key, {
      registrations: row.registrations + Number(group.registrations),
      own: round2(row.own + (group.mode === "subcontracted" ? 0 : amount)),
      subcontracted: round2(row.subcontracted + (group.mode === "subcontracted" ? amount : 0)),
    });
  }
  const revenueRows = rowsByCategory<RevenueRow>(categories, "funding_source", bySource, {
    registrations: 0,
    own: 0,
    subcontracted: 0,
  });
  const notGiven = (rows: TraineeRow[]) => rows.find((row) => row.category === null)?.participants ?? 0;
  const courses = toComplete.map((course) => ({
    id: course.id,
    slug: course.slug,
    title_fr: course.title_fr,
    title_en: course.title_en ?? "",
    lacksObjective: Boolean(course.lacks_objective),
    lacksSpecialty: Boolean(course.lacks_specialty),
  }));
  return {
    year,
    sessions: Number(trainers.sessions),
    revenue: {
      rows: revenueRows,
      total: {
        own: round2(revenueRows.reduce((sum, row) => sum + row.own, 0)),
        subcontracted: round2(revenueRows.reduce((sum, row) => sum + row.subcontracted, 0)),
      },
      missing: revenueRows.find((row) => row.category === null)?.registrations ?? 0,
    },
    trainers: {
      count: Number(trainers.trainers),
      minutes: Number(trainers.minutes),
      missing: Number(trainers.without_trainer),
    },
    participantTypes: traineeBox(categories, "participant_type", trainees, notGiven),
    objectives: traineeBox(categories, "objective", trainees, () => courses.filter((c) => c.lacksObjective).length),
    specialties: traineeBox(categories, "specialty", trainees, () => courses.filter((c) => c.lacksSpecialty).length),
    coursesToComplete: courses,
  };
}

/** The year `?year=` asks for (default: defaultBpfYear) and the years to choose among. */
export async function resolveBpfYear(
  search: URLSearchParams,
  nowMs: number,
): Promise<{ year: number; years: number[] }> {
  const years = await listBpfYears();
  return { year: parseBpfYear(search.get("year")) ?? defaultBpfYear(years, nowMs), years };
}
