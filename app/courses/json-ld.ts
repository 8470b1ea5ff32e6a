// schema.org Course description of a course page (search engines' course rich results):
// one CourseInstance per upcoming session, and the offer.

import type { CourseDetail, CourseSession } from "~/courses/types";
import { type Lang, pick } from "~/i18n/messages";
import { excerpt } from "~/rich-text/plain-text";

export type JsonLd = Record<string, unknown>;

/** schema.org's courseMode from our format names ("Online", "Blended", else on site). */
export function courseMode(formatNameEn: string | null | undefined): "Online" | "Blended" | "Onsite" {
  const name = (formatNameEn ?? "").toLowerCase();
  if (/online|remote|distance|virtual/.test(name)) return "Online";
  if (/blend|hybrid/.test(name)) return "Blended";
  return "Onsite";
}

function absolute(baseUrl: string, path: string): string {
  return new URL(path, `${baseUrl.replace(/\/$/, "")}/`).toString();
}

function dateTime(date: string, time: string): string {
  return `${date}T${time.slice(0, 5)}`;
}

export function courseJsonLd({
  course,
  sessions,
  lang,
  baseUrl,
  organisation,
  rating,
}: {
  course: CourseDetail;
  sessions: CourseSession[];
  lang: Lang;
  baseUrl: string;
  organisation: string;
  /** Its approved testimonials' average (1–5) and count, when it has some. */
  rating?: { average: number | null; count: number } | null;
}): JsonLd {
  const url = absolute(baseUrl, `/formations/${course.slug}`);
  // The page lists cancelled sessions (marked as such); they are no instance on offer.
  const offered = sessions.filter((session) => session.status !== "cancelled");
  const mode = courseMode(course.format?.name_en);
  const hasSeats = offered.some((s) => s.seats_available - s.seats_taken > 0);
  const availability =
    offered.length === 0
      ? "https://schema.org/PreOrder"
      : hasSeats
        ? "https://schema.org/InStock"
        : "https://schema.org/SoldOut";
  const provider = { "@type": "Organization", name: organisation, sameAs: absolute(baseUrl, "/") };
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: pick(course, "title", lang),
    description: excerpt(pick(course, "description", lang), 300) || pick(course, "title", lang),
    courseCode: course.reference,
    url,
    inLanguage: lang,
    provider,
    ...(course.thumbnail_url ? { image: absolute(baseUrl, course.thumbnail_url) } : {}),
    ...(course.duration_hours > 0 ? { timeRequired: `PT${course.duration_hours}H` } : {}),
    // The stars the page shows: only with at least one review, as search engines require.
    ...(rating && rating.count > 0 && rating.average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.average,
            ratingCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      "@type": "Offer",
      category: "Paid",
      price: course.price,
      priceCurrency: course.currency,
      availability,
      url,
    },
    hasCourseInstance: offered.map((session) => {
      const location =
        mode === "Online"
          ? { "@type": "VirtualLocation", url }
          : {
              "@type": "Place",
              name: session.location_name ?? session.city ?? organisation,
              address: {
                "@type": "PostalAddress",
                ...(session.address ? { streetAddress: session.address } : {}),
                ...(session.city ? { addressLocality: session.city } : {}),
                ...(session.postal_code ? { postalCode: session.postal_code } : {}),
                ...(session.country ? { addressCountry: session.country } : {}),
              },
            };
      return {
        "@type": "CourseInstance",
        courseMode: mode,
        startDate: dateTime(session.start_date, session.start_time),
        endDate: dateTime(session.end_date, session.end_time),
        location,
        ...(session.instructor_name ? { instructor: { "@type": "Person", name: session.instructor_name } } : {}),
        offers: {
          "@type": "Offer",
          price: session.price_override ?? course.price,
          priceCurrency: course.currency,
          availability:
            session.seats_available - session.seats_taken > 0
              ? "https://schema.org/InStock"
              : "https://schema.org/SoldOut",
          url,
        },
      };
    }),
  };
}
