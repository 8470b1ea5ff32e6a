// Home page data: one loader, nine small bounded queries run in parallel.
// Each section loads on its own: a failing read is logged and leaves that
// section empty (the clients carousel says so) instead of taking the whole
// home page down. Texts arrive in the reader's language only, and only the
// fields the page shows: the loader data is sent again inside the document.
import { and, asc, desc, eq, gte } from "drizzle-orm";
import {
  clients,
  course_categories,
  course_locations,
  course_sessions,
  courses,
  services,
  site_settings,
  stats,
} from "#db/schema";
import { certificationForReader, shownCertificationsQuery } from "~/certifications/certifications.server";
import { type Lang, pick } from "~/i18n/messages";
import { cachedByContentVersionFor } from "~/server/content-version.server";
import { db } from "~/server/db.server";
import { settle } from "~/server/settle.server";
import { SERVICE_CARD_COLUMNS } from "~/services/services.server";
import { todayIso } from "~/sessions/schema";
import { instructors, selectSessions } from "~/sessions/session-query.server";
import { onOffer } from "~/sessions/sessions.server";
import { shownFigure } from "~/stats/admin-schema";
import { countedFigure } from "~/stats/counted.server";
import { figureOf, type PublishedResults } from "~/surveys/results";
import { ORGANISATION_SCOPE, readPublishedResults } from "~/surveys/results.server";
import { listLatestTestimonials } from "~/testimonials/testimonials.server";

export const HOME_LIMITS = { featuredCourses: 3, testimonials: 6, sessions: 3, services: 6 } as const;

export type HomeSection =
  | "featured"
  | "impact"
  | "partners"
  | "services"
  | "testimonials"
  | "sessions"
  | "certifications";

/** The rows of one section, or [] with the section recorded in `failed` when its read fails. */
async function section<T, R = T>(
  name: HomeSection,
  query: PromiseLike<T[]>,
  failed: HomeSection[],
  shape: (row: T) => R = (row) => row as unknown as R,
): Promise<R[]> {
  const rows = await settle(`home page ${name}`, query);
  if (rows === null) failed.push(name);
  return (rows ?? []).map(shape);
}

/**
 * The home page's sections in `lang`, remembered until the content version moves (a minute at
 * most: "next sessions" follow the date). A page where a section failed is served, not kept.
 */
export const getHomeData: (lang: Lang) => Promise<HomeData> = cachedByContentVersionFor(
  // The date too: "next sessions" start from today.
  (lang: Lang) => `${todayIso()} ${lang}`,
  readHomeData,
  { ttlMs: 60_000, max: 2, keep: (data) => data.failed.length === 0 },
);

export type HomeData = Awaited<ReturnType<typeof readHomeData>>;

async function readHomeData(lang: Lang) {
  const failed: HomeSection[] = [];
  // The proof strip (/admin/certifications): the active ones in order; none hides the strip.
  // Started first, it runs alongside the sections below (section() never rejects).
  const shownCertifications = section("certifications", shownCertificationsQuery(), failed, (row) =>
    certificationForReader(row, lang),
  );
  // The organisation's published results (issue 29), alongside too; unread, the page goes without them.
  const organisationResults = settle("home page results", readPublishedResults(ORGANISATION_SCOPE));
  const [featured, impact, impactBackground, partners, featuredServices, latestTestimonials, nextSessions] =
    await Promise.all([
      section("featured", featuredCourses(), failed, (course) => ({
        id: course.id,
        slug: course.slug,
        title: pick(course, "title", lang),
        // As the page always showed it: the category in the reader's language, no fallback.
        category: lang === "en" ? course.category_en : course.category_fr,
        thumbnail_url: course.thumbnail_url,
        duration_hours: course.duration_hours,
      })),
      section(
        "impact",
        db()
          .select({
            id: stats.id,
            title_fr: stats.title_fr,
            title_en: stats.title_en,
            icon: stats.icon,
            value: stats.value,
            counted: countedFigure(),
            description_fr: stats.description_fr,
            description_en: stats.description_en,
          })
          .from(stats)
          .where(eq(stats.is_active, true))
          // The back office's order (its list breaks ties the same way).
          .orderBy(asc(stats.display_order), asc(stats.id))
          .limit(3),
        failed,
        (stat) => ({
          id: stat.id,
          title: pick(stat, "title", lang),
          icon: stat.icon,
          value: shownFigure(stat, lang),
          description: pick(stat, "description", lang),
        }),
      ),
      // The impact block's background image (/admin/stats): a general site setting, "" for none.
      section(
        "impact",
        db()
          .select({ value: site_settings.value })
          .from(site_settings)
          .where(and(eq(site_settings.category, "general"), eq(site_settings.name, "stats_background"))),
        failed,
        (row) => row.value,
      ),
      section(
        "partners",
        db()
          .select({ id: clients.id, name: clients.name, logo_url: clients.logo_url, website_url: clients.website_url })
          .from(clients)
          .where(eq(clients.is_active, true))
          // The back office's order (/admin/clients breaks ties the same way).
          .orderBy(asc(clients.display_order), asc(clients.id)),
        failed,
      ),
      section(
        "services",
        db()
          .select(SERVICE_CARD_COLUMNS)
          .from(services)
          .where(eq(services.is_featured, true))
          .orderBy(asc(services.display_order))
          .limit(HOME_LIMITS.services),
        failed,
        (service) => ({
          id: service.id,
          title: pick(service, "title", lang),
          description: pick(service, "description", lang),
          image_url: service.image_url,
        }),
      ),
      // The text in the reader's language when there is one, the author's role and company, the course.
      section("testimonials", listLatestTestimonials(HOME_LIMITS.testimonials, lang), failed),
      section("sessions", upcomingSessions(), failed, ({ course_title_fr, course_title_en, ...session }) => ({
        ...session,
        course_title: pick({ course_title_fr, course_title_en }, "course_title", lang),
      })),
    ]);
  // The organisation-wide results, only once its satisfaction rate can be published (from the
  // minimum of answers): a visitor never sees an empty or made-up figure on the home page.
  const published = await organisationResults;
  const results: PublishedResults | null =
    published && figureOf(published, "satisfaction").rate !== null ? published : null;
  return {
    featured,
    impact,
    impactBackground: impactBackground[0] ?? "",
    partners,
    services: featuredServices,
    testimonials: latestTestimonials,
    sessions: nextSessions,
    certifications: await shownCertifications,
    results,
    failed,
  };
}

function featuredCourses() {
  return db()
    .select({
      id: courses.id,
      slug: courses.slug,
      title_fr: courses.title_fr,
      title_en: courses.title_en,
      thumbnail_url: courses.thumbnail_url,
      duration_hours: courses.duration_hours,
      category_fr: course_categories.name_fr,
      category_en: course_categories.name_en,
    })
    .from(courses)
    .leftJoin(course_categories, eq(course_categories.id, courses.category_id))
    .where(and(eq(courses.is_published, true), eq(courses.is_featured, true)))
    .orderBy(desc(courses.created_at))
    .limit(HOME_LIMITS.featuredCourses);
}

function upcomingSessions() {
  return selectSessions({
    id: course_sessions.id,
    start_date: course_sessions.start_date,
    start_time: course_sessions.start_time,
    end_time: course_sessions.end_time,
    seats_available: course_sessions.seats_available,
    seats_taken: course_sessions.seats_taken,
    course_slug: courses.slug,
    course_title_fr: courses.title_fr,
    course_title_en: courses.title_en,
    city: course_locations.city,
    location_name: course_locations.name,
    instructor: instructors.full_name,
  })
    .where(and(onOffer(), gte(course_sessions.start_date, todayIso())))
    .orderBy(asc(course_sessions.start_date), asc(course_sessions.start_time))
    .limit(HOME_LIMITS.sessions);
}
