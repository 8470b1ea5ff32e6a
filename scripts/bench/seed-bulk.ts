// Bulk data for benchmarks: courses and sessions generated inside the
// database with INSERT … SELECT generate_series (seconds, not minutes, for a
// million rows). Every bench row is recognisable by its slug prefix.
import { sql } from "drizzle-orm";
import type { Db } from "~/server/db.server";

export const BENCH_SLUG_PREFIX = "bench-";

const WORDS_FR = [
  "gestion",
  "projet",
  "leadership",
  "données",
  "sécurité",
  "qualité",
  "finance",
  "agile",
  "cloud",
  "management",
  "communication",
  "éthique",
  "stratégie",
  "audit",
  "négociation",
];
const WORDS_EN = [
  "management",
  "project",
  "leadership",
  "data",
  "security",
  "quality",
  "finance",
  "agile",
  "cloud",
  "teams",
  "communication",
  "ethics",
  "strategy",
  "audit",
  "negotiation",
];

// Real descriptions are a few paragraphs of HTML; the search runs over
// title + description, so their length matters to its cost.
const FILLER_FR =
  "<p>Cette formation alterne apports théoriques, études de cas et mises en situation. " +
  "Chaque participant repart avec un plan d’action adapté à son contexte professionnel.</p>";
const FILLER_EN =
  "<p>This course alternates theory, case studies and role plays. " +
  "Each participant leaves with an action plan suited to their working context.</p>";

function textArray(words: string[]) {
  return sql.raw(`ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(",")}]::text[]`);
}

export type BulkCounts = { courses: number; sessions: number };

/** Bench courses and their sessions currently in the database. */
export async function countBulk(db: Db): Promise<BulkCounts> {
  const result = await db.execute<{ courses: number; sessions: number }>(sql`
    select
      (select count(*)::int from courses where slug like ${`${BENCH_SLUG_PREFIX}%`}) as courses,
      (select count(*)::int from course_sessions s join courses c on c.id = s.course_id
        where c.slug like ${`${BENCH_SLUG_PREFIX}%`}) as sessions
  `);
  const row = (result as unknown as { rows: BulkCounts[] }).rows[0];
  return { courses: Number(row.courses), sessions: Number(row.sessions) };
}

/** Removes every course (and, by cascade, session): the bench database is dedicated. */
export async function clearBulk(db: Db) {
  await db.execute(sql`truncate course_sessions, courses cascade`);
}

/**
 * Inserts `courses` courses (1 in 20 unpublished, lookups spread evenly, newest
 * first by created_at) and `sessionsPerCourse` sessions each, from 30 days ago
 * to about a year ahead (past ones completed, 1 in 17 cancelled). Needs the
 * lookups of seedBase. ANALYZE is left to the caller.
 */
export async function seedBulk(db: Db, options: { courses: number; sessionsPerCourse: number }) {
  const wordsFr = textArray(WORDS_FR);
  const wordsEn = textArray(WORDS_EN);
  const n = WORDS_FR.length;
  await db.execute(sql`
    with lk as (
      select
        (select array_agg(id order by display_order, name_fr) from course_categories) as cat,
        (select array_agg(id order by level_order, name_fr) from course_levels) as lvl,
        (select array_agg(id order by name_en) from course_formats) as fmt,
        (select array_agg(id order by code) from course_languages) as lang,
        (select array_agg(id order by name_en) from course_target_audiences) as aud
    )
    insert into courses (slug, reference, title_fr, title_en, description_fr, description_en, duration_hours, price,
      is_published, is_featured, category_id, level_id, format_id, language_id, target_audience_id, created_at)
    select
      ${BENCH_SLUG_PREFIX} || g,
      'ATP-BEN-' || lpad((g % 1000)::text, 3, '0'),
      initcap((${wordsFr})[1 + g % ${n}]) || ' et ' || (${wordsFr})[1 + (g / ${n}) % ${n}] || ' n° ' || g,
      initcap((${wordsEn})[1 + g % ${n}]) || ' and ' || (${wordsEn})[1 + (g / ${n}) % ${n}] || ' #' || g,
      '<p>Formation en ' || (${wordsFr})[1 + (g / 7) % ${n}] || ' pour les équipes, niveau ' || (g % 4) || '.</p>'
        || ${FILLER_FR},
      '<p>Training in ' || (${wordsEn})[1 + (g / 7) % ${n}] || ' for teams, level ' || (g % 4) || '.</p>'
        || ${FILLER_EN},
      7 * (1 + g % 5),
      (200 + (g % 50) * 100)::numeric,
      (g % 20) <> 0,
      (g % 500) = 0,
      lk.cat[1 + g % array_length(lk.cat, 1)],
      lk.lvl[1 + g % array_length(lk.lvl, 1)],
      lk.fmt[1 + g % array_length(lk.fmt, 1)],
      lk.lang[1 + g % array_length(lk.lang, 1)],
      lk.aud[1 + g % array_length(lk.aud, 1)],
      now() - (g || ' minutes')::interval
    from generate_series(1, ${options.courses}::int) as g cross join lk
  `);
  // Six locations, added once (re-seeding keeps them).
  await db.execute(sql`
    insert into course_locations (name, city, address, country)
    select 'Centre ' || t.c, t.c, t.g || ' avenue de la Formation', 'France'
    from unnest(ARRAY['Paris','Lyon','Dakar','Abidjan','Montréal','Bordeaux']) with ordinality as t(c, g)
    where not exists (select 1 from course_locations l where l.name = 'Centre ' || t.c)
  `);
  await db.execute(sql`
    with locs as (
      select array_agg(id order by name) as ids from course_locations where name like 'Centre %'
    ),
    planned as (
      select c.id as course_id, s,
        current_date + (abs(hashtext(c.id::text || s)) % 400 - 30) as day
      from courses c cross join generate_series(1, ${options.sessionsPerCourse}::int) as s
      where c.slug like ${`${BENCH_SLUG_PREFIX}%`}
    )
    insert into course_sessions (course_id, location_id, start_date, end_date, start_time, end_time,
      seats_available, seats_taken, status)
    select p.course_id, locs.ids[1 + (abs(hashtext(p.course_id::text)) + p.s) % array_length(locs.ids, 1)],
      p.day, p.day + (p.s % 3),
      case when p.s % 2 = 0 then '09:00'::time else '13:30'::time end,
      case when p.s % 2 = 0 then '17:00'::time else '17:30'::time end,
      12, (p.s * 7) % 13 % 12,
      case
        when p.day < current_date then 'completed'
        when abs(hashtext(p.course_id::text || '/' || p.s)) % 17 = 0 then 'cancelled'
        when (p.s * 7) % 13 % 12 >= 5 then 'confirmed'
        else 'scheduled'
      end
    from planned p cross join locs
  `);
  // A site that has been running: the half-days already over were closed and locked by the
  // attendance job on their day. Left as generated, the job spent hours catching up on them
  // (500 a step a minute, 6–7 s of CPU a pass at 10,000 courses) inside every figure taken.
  // The fingerprint is a stand-in: nothing in the benchmarks checks it.
  await db.execute(sql`
    update session_sittings st
    set state = 'locked', opened_at = st.starts_at, closed_at = st.ends_at + interval '4 hours',
      locked_at = st.ends_at + interval '1 day', fingerprint = md5(st.id::text)
    from course_sessions cs join courses c on c.id = cs.course_id
    where cs.id = st.session_id and c.slug like ${`${BENCH_SLUG_PREFIX}%`}
      and st.state = 'scheduled' and st.ends_at < now()
  `);
}
