// One approved testimonial as every public page shows it (home, /testimonials, a course page):
// stars, the text in the page's language when there is one, and "Name, role · company" with the
// course it is about, linked.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Stars } from "./stars";
import { authorDetails } from "./text";
import type { PublicTestimonial } from "./types";

export function TestimonialCard({
  item,
  showCourse = true,
  showDate = false,
}: {
  item: PublicTestimonial;
  /** A course page leaves its own course out. */
  showCourse?: boolean;
  showDate?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const details = authorDetails(item.author_position, item.author_company);
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <Stars rating={item.rating} />
      {/* The original stays in its own language on the other language's page: say so to screen readers. */}
      <blockquote
        lang={item.content_lang === lang ? undefined : item.content_lang}
        className="mt-3 flex-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-700"
      >
        “{item.content}”
      </blockquote>
      <figcaption className="mt-4 flex flex-col gap-0.5 text-sm">
        <span className="font-semibold text-secondary">
          {item.author || t("testimonials.anonymous")}
          {details ? <span className="font-normal text-slate-600">, {details}</span> : null}
        </span>
        {showCourse && item.course ? (
          <span className="text-slate-600">
            {t("testimonials.course_label")}{" "}
            <Link to={`/formations/${item.course.slug}`} className="font-medium text-primary hover:underline">
              {item.course.title}
            </Link>
          </span>
        ) : null}
        {showDate ? (
          <span className="text-slate-500">
            {t("testimonials.posted_on", { date: formatDate(item.created_at.slice(0, 10), lang, "long") })}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
