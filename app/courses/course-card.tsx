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
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {course.category ? <span className="font-semibold text-primary">{course.category}</span> : null}
          {facts.map((fact) => (
            <Badge key={fact} tone="neutral">
              {fact}
            </Badge>
          ))}
        </div>
        <h2 id={headingId} className="text-lg leading-snug font-bold text-secondary">
          <Link to={`/formations/${course.slug}`} className="hover:underline">
            {course.title}
          </Link>
        </h2>
        {course.excerpt ? (
          // One paragraph per line of the excerpt, styled as the rich description was, so the
          // clamp falls where it did.
          <div className="prose-content line-clamp-3 text-sm text-slate-600">
            {course.excerpt.split("\n").map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line may repeat; the list never reorders
              <p key={index}>{line}</p>
            ))}
          </div>
        ) : null}
        <dl className="grid gap-1 text-sm text-slate-700">
          {course.target_audience ? (
            <div className="flex gap-1">
              <dt className="font-medium">{t("pages.courses.card.audience")}</dt>
              <dd>{course.target_audience}</dd>
            </div>
          ) : null}
          {course.certification ? (
            <div className="flex gap-1">
              <dt className="font-medium">{t("pages.courses.card.certification")}</dt>
              <dd className="line-clamp-2">{course.certification}</dd>
            </div>
          ) : null}
        </dl>
        {/* A second list: a <dl> may group its pairs in one level of <div>, not two. */}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt className="sr-only">{t("pages.courses.card.duration_label")}</dt>
            <dd>{t("pages.courses.card.duration", { count: course.duration_hours })}</dd>
          </div>
          {course.max_students ? (
            <div className="flex gap-1">
              <dt className="sr-only">{t("pages.courses.card.max_students_label")}</dt>
              <dd>{t("pages.courses.card.max_students", { count: course.max_students })}</dd>
            </div>
          ) : null}
        </dl>
        {session ? (
          <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
            <p className="font-semibold text-slate-800">{t("pages.courses.card.next_session")}</p>
            <p>
              {formatDateRange(session.start_date, session.end_date, lang)} ·{" "}
              {t("pages.courses.times", { start: formatTime(session.start_time), end: formatTime(session.end_time) })}
            </p>
            <p>
              {[session.city || session.location_name, session.address].filter(Boolean).join(" — ") ||
                t("pages.courses.no_location")}
            </p>
            <p className="font-medium text-secondary">
              {t("pages.courses.seats_left", {
                count: Math.max(0, session.seats_available - session.seats_taken),
                total: session.seats_available,
              })}
            </p>
          </div>
        ) : null}
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
