// What a Register button needs to know about a session: shown in the
// registration modal header (title, dates, times, place, seats left).
export type RegistrationSession = {
  id: string;
  course_slug: string;
  course_title_fr: string;
  course_title_en: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  location_name: string | null;
  seats_available: number;
  seats_taken: number;
  status: string;
  registration_deadline: string | null;
};

/** What the registration action answers: the new seat count, or why it refused. */
export type RegistrationActionData =
  | { ok: true; seatsLeft: number }
  | {
      ok?: false;
      /** A translation key under pages.courses.registration.error. */
      error?: string;
      /** Field errors (translation keys) and the values typed, on a 400. */
      errors?: Record<string, string>;
      values?: Record<string, string>;
    };
