// What a convocation says (delivery.md §4), gathered once by convocation-facts.server.ts and
// read by the convocation's PDF and e-mails. Browser-safe: the communications screen's preview
// links name the same things.

/** One sitting as the participant is told: its day and hours on the session's clock. */
export type ConvocationSitting = {
  /** YYYY-MM-DD, the day in the session's time zone. */
  date: string;
  /** HH:MM wall-clock times in the session's time zone. */
  start_time: string;
  end_time: string;
  /** The same moments as ISO instants, to show them on the reader's clock too. */
  starts_at: string;
  ends_at: string;
  period: "morning" | "afternoon" | "day";
};

export type ConvocationFacts = {
  /** The participant's language: the document's and the e-mail's. */
  lang: "fr" | "en";
  /** The participant's name as registered; null in staff's preview without a participant. */
  participant: { name: string; email: string; company: string | null } | null;
  /** The participant's own time zone when it is known and differs from the session's. */
  readerTimeZone: string | null;
  course: {
    title: string;
    reference: string;
    /** The course page, absolute, in the participant's language. */
    url: string;
    /** Objectives in the participant's language (the programme summary). */
    objectives: string[];
    /** Plain-text summary of the syllabus (may be empty). */
    summary: string;
    duration_hours: number;
    /** What to bring (plain text, may be empty). */
    what_to_bring: string;
  };
  session: {
    id: string;
    start_date: string;
    end_date: string;
    timezone: string;
    /** The clock's label: the venue's city, else the zone's ("Montréal", "Paris", "UTC"). */
    timezone_label: string;
    sittings: ConvocationSitting[];
    /** Total planned minutes of the sittings. */
    planned_minutes: number;
  };
  /** Where: a venue (with its map link) and/or a remote link. */
  venue: { name: string; address_lines: string[]; map_url: string | null } | null;
  remote_url: string | null;
  trainers: { name: string }[];
  /** Whom to ask: the organising agency's contact. */
  contact: { name: string; email: string | null; phone: string | null } | null;
  accessibility_referent: { name: string; email: string | null; phone: string | null } | null;
  organisation: { name: string; address: string | null; declaration_number: string | null };
  /** The site's address, for the footer. */
  site_url: string;
  /** When the document was produced (ISO instant). */
  generated_at: string;
};
