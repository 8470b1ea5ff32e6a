// A course page's own testimonials: its average rating with the count ("4.7/5 from 12 reviews")
// and its newest approved testimonials. Self-contained: the course page's loader gives it
// `loadCourseTestimonials`' answer, and it draws nothing when the course has none yet.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { RATING_MAX } from "./schema";
import { TestimonialCard } from "./testimonial-card";
import type { CourseTestimonialsData } from "./types";

const K = "testimonials.course";

export function CourseTestimonials({ data, courseId }: { data: CourseTestimonialsData | null; courseId: string }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  // Unread (a failed query) or none yet: the page goes on without the section.
  if (!data || data.count === 0 || data.average === null) return null;
  const average = formatNumber(data.average, i18n.language as Lang);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id={titleId} className="text-2xl font-bold text-secondary">
            {t(`${K}.title`)}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-slate-700">
            <span aria-hidden="true" className="text-xl text-amber-500">
              ★
            </span>
            <span className="font-semibold">{t(`${K}.average`, { count: data.count, average, max: RATING_MAX })}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {/* The member's form with this course chosen (when it is one they may name). */}
          <Link
            to={`/testimonials?course=${courseId}#testimonial-form-title`}
            className="font-semibold whitespace-nowrap text-primary hover:underline"
          >
            {t(`${K}.write`)}
          </Link>
          <Link to="/testimonials" className="font-semibold whitespace-nowrap text-primary hover:underline">
            {t(`${K}.all`)}
          </Link>
        </div>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data.testimonials.map((item) => (
          <li key={item.id}>
            <TestimonialCard item={item} showCourse={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
