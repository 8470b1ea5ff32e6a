// One course of the catalogue grid.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CatalogueCourse } from "~/courses/types";
import { formatDateRange, formatPrice, formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { Card, CardBody, CardImage } from "~/ui/card";

export const DEFAULT_COURSE_IMAGE = "/images/course-default.svg";

export function CourseCard({ course, isAdmin }: { course: CatalogueCourse; isAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const session = course.next_session;
  const headingId = `course-${course.id}-title`;
  const facts = [course.level, course.format, course.language].filter(Boolean);
  return (
    <Card interactive className="h-full" aria-labelledby={headingId} role="article">
      <div className="relative">
        <CardImage src={course.thumbnail_url || DEFAULT_COURSE_IMAGE} fallbackSrc={DEFAULT_COURSE_IMAGE} alt="" />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          {course.is_featured ? <Badge tone="primary">{t("pages.courses.card.featured")}</Badge> : null}
          {isAdmin && !course.is_published ? <Badge tone="warning">{t("pages.courses.card.draft")}</Badge> : null}
        </div>
      </div>
      <CardBody>
        {course.category ? <p className="type-eyebrow text-primary">{course.category}</p> : null}
        <h2 id={headingId} className="text-lg leading-snug font-bold text-secondary">
          <Link to={`/formations/${course.slug}`} className="hover:underline">
            {course.title}
          </Link>
        </h2>
        {/* The facts people choose on, one line each (docs/decisions/019-course-card-facts.md). */}
        <dl className="grid gap-1.5 text-sm text-slate-700">
          {facts.length ? (
            <div className="flex gap-1">
              <dt className="sr-only">{t("pages.courses.card.format_label")}</dt>
              <dd>{facts.join(" · ")}</dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt className="sr-only">{t("pages.courses.card.duration_label")}</dt>
            <dd>{t("pages.courses.card.duration", { count: course.duration_hours })}</dd>
          </div>
          {session ? (
            <div className="flex flex-col">
              <dt className="font-semibold text-slate-800">{t("pages.courses.card.next_session")}</dt>
              <dd>
                {formatDateRange(session.start_date, session.end_date, lang)} ·{" "}
                {session.city || session.location_name || t("pages.courses.no_location")}
              </dd>
              <dd className="font-medium text-secondary">
                {t("pages.courses.seats_left", {
                  count: Math.max(0, session.seats_available - session.seats_taken),
                  total: session.seats_available,
                })}
              </dd>
            </div>
          ) : null}
        </dl>
        {/* The rest of what the card carries (spec), one click away rather than in the way. */}
        <details className="group text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-secondary hover:underline">
            {t("pages.courses.card.more_details")}
          </summary>
          <div className="mt-2 grid gap-2">
            {course.excerpt ? (
              <div className="prose-content text-slate-600">
                {course.excerpt.split("\n").map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a line may repeat; the list never reorders
                  <p key={index}>{line}</p>
                ))}
              </div>
            ) : null}
            <dl className="grid gap-1">
              {course.target_audience ? (
                <div className="flex gap-1">
                  <dt className="font-medium">{t("pages.courses.card.audience")}</dt>
                  <dd>{course.target_audience}</dd>
                </div>
              ) : null}
              {course.certification ? (
                <div className="flex gap-1">
                  <dt className="font-medium">{t("pages.courses.card.certification")}</dt>
                  <dd>{course.certification}</dd>
                </div>
              ) : null}
              {course.max_students ? (
                <div className="flex gap-1">
                  <dt className="sr-only">{t("pages.courses.card.max_students_label")}</dt>
                  <dd>{t("pages.courses.card.max_students", { count: course.max_students })}</dd>
                </div>
              ) : null}
              {session ? (
                <div className="flex gap-1">
                  <dt className="sr-only">{t("pages.courses.card.session_place_label")}</dt>
                  <dd>
                    {t("pages.courses.times", {
                      start: formatTime(session.start_time),
                      end: formatTime(session.end_time),
                    })}
                    {session.address ? ` · ${session.address}` : ""}
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
        </details>
        <p className="mt-auto text-lg font-bold text-slate-900">{formatPrice(course.price, course.currency, lang)}</p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/contact?course=${course.id}`} variant="outline" size="sm">
            {t("pages.courses.card.request_quote")}
          </ButtonLink>
          <ButtonLink
            to={`/formations/${course.slug}`}
            size="sm"
            aria-label={t("pages.courses.card.learn_more_about", { title: course.title })}
          >
            {t("pages.courses.card.learn_more")}
          </ButtonLink>
        </div>
      </CardBody>
    </Card>
  );
}
