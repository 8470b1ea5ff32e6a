import { describe, expect, it } from "vitest";
import { courseJsonLd, courseMode } from "~/courses/json-ld";
import type { CourseDetail, CourseSession } from "~/courses/types";

const course = {
  id: "c1",
  slug: "agile",
  reference: "ATP-ABC-042",
  title_fr: "Agilité </script><script>alert(1)</script>",
  title_en: "Agility",
  description_fr: "<p>Description</p>",
  description_en: "",
  price: "1200.00",
  currency: "EUR",
  duration_hours: 14,
  thumbnail_url: "/uploads/courses/a.webp",
  format: { id: "f", name_fr: "Présentiel", name_en: "In person" },
} as unknown as CourseDetail;

const session = {
  id: "s1",
  start_date: "2030-01-10",
  end_date: "2030-01-11",
  start_time: "09:00:00",
  end_time: "17:00:00",
  seats_available: 10,
  seats_taken: 10,
  location_name: "Centre Paris",
  address: "18 rue de la Paix",
  city: "Paris",
  postal_code: "75002",
  country: "France",
  instructor_name: "Claire",
  price_override: null,
} as unknown as CourseSession;

describe("course JSON-LD", () => {
  it("describes the course, its offer and one instance per session", () => {
    const ld = courseJsonLd({
      course,
      sessions: [session],
      lang: "en",
      baseUrl: "https://x.example/",
      organisation: "Formatio",
    });
    expect(ld).toMatchObject({
      "@type": "Course",
      name: "Agility",
      description: "Description",
      url: "https://x.example/formations/agile",
      image: "https://x.example/uploads/courses/a.webp",
      offers: { price: "1200.00", priceCurrency: "EUR", availability: "https://schema.org/SoldOut" },
      hasCourseInstance: [
        {
          "@type": "CourseInstance",
          courseMode: "Onsite",
          startDate: "2030-01-10T09:00",
          endDate: "2030-01-11T17:00",
          location: { "@type": "Place", name: "Centre Paris", address: { addressLocality: "Paris" } },
        },
      ],
    });
  });

  it("maps format names to schema.org course modes", () => {
    expect(courseMode("Online")).toBe("Online");
    expect(courseMode("Blended")).toBe("Blended");
    expect(courseMode("In person")).toBe("Onsite");
    expect(courseMode(null)).toBe("Onsite");
  });

  it("gives the course's average rating only when it has reviews", () => {
    const base = {
      course,
      sessions: [],
      lang: "en" as const,
      baseUrl: "https://example.org",
      organisation: "Formatio",
    };
    expect(courseJsonLd({ ...base, rating: { average: 4.7, count: 12 } }).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      ratingCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(courseJsonLd({ ...base, rating: { average: null, count: 0 } })).not.toHaveProperty("aggregateRating");
    expect(courseJsonLd({ ...base, rating: null })).not.toHaveProperty("aggregateRating");
    expect(courseJsonLd(base)).not.toHaveProperty("aggregateRating");
  });
});
