// The shapes the member's waiting-list views show (the profile's section, the offer page),
// browser-safe: the screens import them, member-waitlist.server.ts fills them.

export type WaitlistSessionFacts = {
  session_id: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  course_slug: string;
  course_title: string;
  /** Whether the course page can be opened (a published course). */
  is_public: boolean;
  location_name: string | null;
  location_city: string | null;
};

export type MemberWaitlistItem = WaitlistSessionFacts & {
  id: string;
  position: number;
  /** A live offer: a held seat (or one told to several) until `deadline` (ISO instant). */
  offer: { id: string; kind: "hold" | "broadcast"; deadline: string } | null;
};

/**
 * What an offer's page shows: `live` while it can be answered; `accepted`, `declined` once
 * answered; `expired` when its time ran out (even before the job marked it); `void` when it
 * ended otherwise (withdrawn, the seat taken by another in a broadcast, the list closed).
 */
export type OfferPageState = "live" | "accepted" | "declined" | "expired" | "void";

export type OfferPage = WaitlistSessionFacts & {
  offer_id: string;
  kind: "hold" | "broadcast";
  state: OfferPageState;
  deadline: string;
};
