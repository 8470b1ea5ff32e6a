// What a Register button needs to know about a session: shown in the
// registration modal header (title, dates, times, place, seats left, price).
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
  /** Held by live waiting-list offers: the public sees them taken. */
  seats_held: number;
  status: string;
  registration_deadline: string | null;
  timezone: string;
  /** What a registration made today costs (applicablePrice, on the session's own today). */
  price: string;
  currency: string;
  /** The early-bird deadline while `price` is the early-bird one, else null. */
  early_bird_until: string | null;
};

/** The account's details the registration modal starts from (name and e-mail come with the root data). */
export type MemberDetails = { phone: string | null; company: string | null; position: string | null };
