// /formations/{slug} — a course: hero, content tabs, key facts, upcoming sessions with
// registration, schema.org JSON-LD; admins also edit and delete it here (the action).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { adminAction } from "~/admin/action.server";
import { editorRights } from "~/admin/permissions.server";
import { CertificationStrip } from "~/certifications/certification-strip";
import { listShownCertifications } from "~/certifications/certifications.server";
import { courseActions } from "~/courses/admin-courses.server";
import { DEFAULT_COURSE_IMAGE } from "~/courses/course-card";
import { CourseEditor, isCourseIncomplete } from "~/courses/course-editor";
import { CourseOffer, CourseOfferBar } from "~/courses/course-offer";
import { courseSheetContext } from "~/courses/course-sheet.server";
import { CourseSheetSection } from "~/courses/course-sheet-section";
import {
  courseForReader,
  getCourseBySlug,
  loadCourseLookups,
  lookupsForCourse,
  movedCoursePath,
} from "~/courses/courses.server";
import { courseJsonLd } from "~/courses/json-ld";
import type { CourseDetail, CourseSession } from "~/courses/types";
import { useEditorTarget } from "~/forms/use-editor-target";
import { formatAddress } from "~/i18n/address";
import { formatDate, formatDateRange, formatNumber, formatPrice, formatTime } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { LiveSeatsLine } from "~/registrations/live-seats";
import { memberBooking } from "~/registrations/member.server";
import { MemberBookingProvider } from "~/registrations/member-booking";
import { RegisterButton } from "~/registrations/register-button";
import { closedReason } from "~/registrations/rules";
import { excerpt, hasText } from "~/rich-text/plain-text";
import type { RootData } from "~/root";
import { movedPermanently, notFound } from "~/server/responses.server";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { SessionIcsLink } from "~/sessions/ics-link";
import { RosterLink } from "~/sessions/roster-link";
import { todayIn } from "~/sessions/rules";
import type { BreadcrumbHandle } from "~/shell/breadcrumb-trail";
import { keyMeta, pageMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import { CourseResults } from "~/surveys/course-results";
import { readCourseResults } from "~/surveys/results.server";
import { CourseTestimonials } from "~/testimonials/course-testimonials";
import { loadCourseTestimonials } from "~/testimonials/testimonials.server";
import { Badge } from "~/ui/badge";
import { FormError } from "~/ui/field";
import { Icon } from "~/ui/icon";
import { RowActions, useItemIntents } from "~/ui/row-actions";
import { Tabs } from "~/ui/tabs";
import type { Route } from "./+types/course";

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle: BreadcrumbHandle = {
  breadcrumb: (loaderData) => (loaderData as LoaderData | undefined)?.title,
};

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!loaderData) return keyMeta(root, "errors.not_found.title");
  return [
    ...pageMeta(root, loaderData.title, loaderData.description),
    // Rendered by <Meta /> as <script type="application/ld+json"> with `<`, `>` and `&` escaped
    // (\u003c…), so course text cannot end the element. A data block runs no code, so the CSP
    // nonce does not apply to it.
    {
      "script:ld+json": courseJsonLd({
        course: loaderData.course,
        sessions: loaderData.sessions,
        lang: root?.lang ?? "fr",
        baseUrl: root?.publicUrl ?? "http://localhost",
        organisation: root?.site.appName ?? "Formatio",
        rating: loaderData.testimonials,
      }),
    },
  ];
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang, user } = getViewer(context);
  // The proof strip at the foot of the page, read alongside the course; a failed read leaves the
  // strip out, not the course.
  const certifications = settle("course page certifications", listShownCertifications(lang));
  // Editors: admins, and staff roles the permission matrix lets write courses (decision 010).
  const rights = await editorRights(user, "courses");
  // Drafts exist only for admins: anyone else gets the same 404 as for an unknown slug.
  const [found, lookups] = await Promise.all([
    getCourseBySlug(params.slug, { includeDrafts: rights.any }),
    rights.edit ? settle("course lookups", loadCourseLookups()) : null,
  ]);
  if (!found) {
    // An old slug: 301 to the course's address now.
    const moved = await movedCoursePath(params.slug, { includeDrafts: rights.any });
    if (moved && moved !== url.pathname) throw movedPermanently(url, moved);
    throw notFound();
  }
  const { course, sessions } = found;
  const [member, testimonials, results, sheet] = await Promise.all([
    // A member's own sessions here and their details for the modal: one indexed lookup, signed-in only.
    user
      ? memberBooking(
          user.id,
          sessions.map((session) => session.id),
        )
      : null,
    // Its approved testimonials and their average, in one query; unread, the page goes on without them.
    settle("course testimonials", loadCourseTestimonials(course.id, lang)),
    // Its published results (one row by key); unread, the block says it has none rather than failing the page.
    settle("course results", readCourseResults(course.id)),
    // The accessibility referent the sheet names, and (for the editor) the rule the course follows.
    settle("course sheet", courseSheetContext(course.id)),
  ]);
  return {
    // Admins edit both languages; anyone else reads one.
    course: rights.any ? course : courseForReader(course, lang),
    sessions,
    member,
    testimonials,
    results,
    sheet,
    rights,
    lookups: lookups && lookupsForCourse(lookups, course),
    title: pick(course, "title", lang),
    description: excerpt(pick(course, "description", lang), 160),
    certifications: (await certifications) ?? [],
  };
}

/** Updates or deletes this course: admins, or a staff role the permission matrix allows. */
export async function action(args: Route.ActionArgs) {
  const course = async () => (await getCourseBySlug(args.params.slug, { includeDrafts: true }))?.course ?? null;
  const lang = getViewer(args.context).lang;
  return adminAction(args, courseActions({ allowed: ["update", "delete"], course, lang }));
}

type TabKey = "description" | "objectives" | "prerequisites" | "syllabus" | "skills" | "audience" | "certification";

function RichHtml({ html }: { html: string }) {
  return (
    <div
      className="prose-content text-slate-700"
      // Sanitised on every write (sanitizeRichText), so safe to render as HTML.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side before storage
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The content tabs that have something to show, in the spec's order. */
function contentTabs(course: CourseDetail, lang: Lang, label: (key: TabKey) => string) {
  const objectives = lang === "en" && course.objectives_en.length > 0 ? course.objectives_en : course.objectives_fr;
  const rich: [TabKey, string][] = [
    ["description", pick(course, "description", lang)],
    ["prerequisites", pick(course, "prerequisites", lang)],
    ["syllabus", pick(course, "syllabus", lang)],
    ["skills", pick(course, "skills", lang)],
    ["audience", pick(course, "target_audience", lang)],
    ["certification", pick(course, "certification", lang)],
  ];
  const items: { value: TabKey; label: string; content: ReactNode }[] = [];
  for (const [key, html] of rich) {
    if (hasText(html)) items.push({ value: key, label: label(key), content: <RichHtml html={html} /> });
    if (key === "description" && objectives.length > 0) {
      items.push({
        value: "objectives",
        label: label("objectives"),
        content: (
          <ul className="grid gap-2">
            {objectives.map((objective) => (
              <li key={objective} className="flex gap-2 text-slate-700">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{objective}</span>
              </li>
            ))}
          </ul>
        ),
      });
    }
  }
  return items;
}

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { course, sessions, member, testimonials, rights, lookups, title } = loaderData;
  const { certifications, sheet } = loaderData;
  const editor = useEditorTarget();
  // A refused delete (registrations exist) answers without redirecting: it is toasted and shown inline.
  const intents = useItemIntents(`/formations/${course.slug}`);
  const deleteError = intents.error;

  const tabs = contentTabs(course, lang, (key) => t(`pages.courses.tabs.${key}`));
  // The date the offer puts first: the next one a person may still register for.
  const next = sessions.find((session) => !closedReason(session, todayIn("UTC"))) ?? null;
  const name = (lookup: CourseDetail["level"]) => (lookup ? pick(lookup, "name", lang) : null);
  const facts: [string, string | null][] = [
    ["pages.courses.facts.price", formatPrice(course.price, course.currency, lang)],
    ["pages.courses.facts.duration", t("pages.courses.card.duration", { count: course.duration_hours })],
    ["pages.courses.facts.level", name(course.level)],
    ["pages.courses.facts.format", name(course.format)],
    ["pages.courses.facts.language", name(course.language)],
    ["pages.courses.facts.max_students", course.max_students ? String(course.max_students) : null],
    ["pages.courses.facts.reference", course.reference],
  ];

  return (
    <>
      <MemberBookingProvider booking={member}>
        <section className="bg-secondary text-white" aria-labelledby="course-title">
          {/* The offer beside the title: price, next date, Register and Quote in the first screen. */}
          <div className="mx-auto grid max-w-7xl grid-cols-1 items-start gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-12">
            <div className="flex min-w-0 flex-col gap-4">
              <div className="flex flex-wrap items-center gap-2">
                {course.category ? (
                  <Badge tone="neutral" className="bg-white/90">
                    {pick(course.category, "name", lang)}
                  </Badge>
                ) : null}
                {course.is_featured ? <Badge tone="primary">{t("pages.courses.card.featured")}</Badge> : null}
                {rights.any && !course.is_published ? (
                  <Badge tone="warning">{t("pages.courses.card.draft")}</Badge>
                ) : null}
              </div>
              <h1 id="course-title" className="type-title max-w-4xl">
                {title}
              </h1>
              {loaderData.description ? (
                <p className="max-w-3xl text-lg text-slate-100">{loaderData.description}</p>
              ) : null}
              <p className="text-sm text-slate-200">{t("pages.courses.reference", { reference: course.reference })}</p>
              {testimonials && testimonials.count > 0 && testimonials.average !== null ? (
                <a href="#course-testimonials" className="text-sm font-medium text-white underline underline-offset-2">
                  {t("pages.courses.offer.rating", {
                    average: formatNumber(testimonials.average, lang),
                    count: testimonials.count,
                  })}
                </a>
              ) : null}
              {rights.edit || rights.delete ? (
                <RowActions
                  intents={intents}
                  edit={
                    rights.edit ? { label: t("pages.courses.edit"), onClick: () => editor.openFor(course) } : undefined
                  }
                  remove={
                    rights.delete
                      ? {
                          label: t("pages.courses.delete"),
                          title: t("pages.courses.delete_confirm.title"),
                          message: t("pages.courses.delete_confirm.message", { title }),
                        }
                      : undefined
                  }
                />
              ) : null}
            </div>
            <CourseOffer
              course={course}
              format={name(course.format)}
              next={next}
              seats={next ? <LiveSeatsLine session={next} /> : null}
              register={
                next ? <RegisterButton session={next} size="lg" className="w-full" reopensAfterSignIn={false} /> : null
              }
            />
          </div>
        </section>
        <CourseOfferBar
          course={course}
          format={name(course.format)}
          next={next}
          register={next ? <RegisterButton session={next} size="sm" reopensAfterSignIn={false} /> : null}
        />
      </MemberBookingProvider>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          {rights.any && course && isCourseIncomplete(course) ? (
            <FormError>{t("pages.courses.error.incomplete_data")}</FormError>
          ) : null}
          {deleteError ? <FormError>{t(deleteError)}</FormError> : null}
          {tabs.length > 0 ? (
            <Tabs label={t("pages.courses.tabs.label")} items={tabs} />
          ) : (
            <p className="text-slate-600">{t("pages.courses.no_content")}</p>
          )}

          <CourseSheetSection course={course} lang={lang} referent={sheet?.referent ?? null} />

          <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
            <h2 id="sessions-title" className="text-2xl font-bold text-secondary">
              {t("pages.courses.sessions.title")}
            </h2>
            {sessions.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
                {t("pages.courses.sessions.none")}
              </p>
            ) : (
              <MemberBookingProvider booking={member}>
                <ul className="grid gap-4">
                  {sessions.map((session) => (
                    <SessionItem key={session.id} session={session} course={course} lang={lang} />
                  ))}
                </ul>
              </MemberBookingProvider>
            )}
          </section>

          <CourseResults results={loaderData.results} />

          <div id="course-testimonials" className="scroll-mt-24">
            <CourseTestimonials data={testimonials} courseId={course.id} />
          </div>
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-6 lg:self-start" aria-labelledby="facts-title">
          <img
            src={course.thumbnail_url || DEFAULT_COURSE_IMAGE}
            alt=""
            width={1200}
            height={675}
            className="hidden aspect-video w-full rounded-2xl object-cover shadow-sm ring-1 ring-slate-200 lg:block"
          />
          <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="facts-title" className="text-lg font-bold text-secondary">
              {t("pages.courses.facts.title")}
            </h2>
            <dl className="grid gap-3 text-sm">
              {facts
                .filter(([, value]) => value)
                .map(([key, value]) => (
                  <div key={key} className="flex justify-between gap-4 border-b border-slate-100 pb-2 last:border-0">
                    <dt className="min-w-0 text-slate-600">{t(key)}</dt>
                    <dd className="min-w-0 text-right font-semibold [overflow-wrap:anywhere] text-slate-900">
                      {value}
                    </dd>
                  </div>
                ))}
            </dl>
            {/* A plain link: the PDF is a file, not a page of the app. */}
            <a
              href={`/formations/${course.slug}/programme.pdf?lang=${lang}`}
              download
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-secondary px-4 py-2 text-sm font-semibold text-secondary hover:bg-secondary/5 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            >
              {t("pages.courses.sheet.download_programme")}
            </a>
          </div>
        </aside>
      </div>

      {/* Self-contained: the course page's later layout may move it (beside the testimonials). */}
      <CertificationStrip certifications={certifications} />

      {rights.edit ? (
        <CourseEditor
          {...editor.dialog}
          action={`/formations/${course.slug}`}
          lookups={lookups}
          course={course}
          sheet={sheet}
        />
      ) : null}
      {/* Room under the page for the phone's offer bar, so it never covers the last lines. */}
      <div aria-hidden="true" className="h-20 lg:hidden" />
    </>
  );
}

function SessionItem({ session, course, lang }: { session: CourseSession; course: CourseDetail; lang: Lang }) {
  const { t } = useTranslation();
  const place = [session.location_name, formatAddress(session)].filter(Boolean).join(", ");
  const isCancelled = session.status === "cancelled";
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1 text-sm text-slate-700">
        <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
          {formatDateRange(session.start_date, session.end_date, lang)}
          {isCancelled ? <Badge tone="warning">{t("pages.calendar.status.cancelled")}</Badge> : null}
        </p>
        <p>{t("pages.courses.times", { start: formatTime(session.start_time), end: formatTime(session.end_time) })}</p>
        <p>{place || t("pages.courses.no_location")}</p>
        {session.instructor_name ? (
          <p>{t("pages.courses.sessions.instructor", { name: session.instructor_name })}</p>
        ) : null}
        {/* The price a registration made today costs: every date says its own. */}
        {!isCancelled ? (
          <p className="font-medium">
            {formatPrice(session.price, course.currency, lang)}
            {session.early_bird_until && session.price !== course.price ? (
              <span className="font-normal text-green-800">
                {" "}
                —{" "}
                {t("pages.courses.registration.early_bird_until", {
                  date: formatDate(session.early_bird_until, lang, "long"),
                })}
              </span>
            ) : null}
          </p>
        ) : null}
        {/* The count follows a registration's answer, as the Register button beside it does. */}
        {isCancelled ? null : <LiveSeatsLine session={session} />}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <RosterLink sessionId={session.id} label={formatDateRange(session.start_date, session.end_date, lang)} />
        <SessionIcsLink
          session={session}
          label={formatDateRange(session.start_date, session.end_date, lang)}
          lang={lang}
        />
        <RegisterButton session={session} />
      </div>
    </li>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      notFound={{ message: "pages.courses.error.not_found" }}
      loadError="pages.courses.error.load_details"
      back={{ to: "/formations", label: "pages.courses.back_to_catalogue" }}
    />
  );
}
