// The waiting list's rules (delivery.md §5), pure: how long an offer holds a seat, when it is a
// broadcast to the next five instead, and when no offer may be made at all. Browser-safe: the
// member's page and the staff screen show the same deadlines the service sets.

/** A held seat waits at most this long for its answer. */
export const OFFER_WINDOW_MS = 48 * 60 * 60_000;
/** An offer must be answered this long before registrations close (or the session starts). */
export const OFFER_MARGIN_MS = 60 * 60_000;
/** Under this window no seat is held: the next entries are told together, first come first served. */
export const BROADCAST_BELOW_MS = 2 * 60 * 60_000;
/** How many entries a broadcast tells. */
export const BROADCAST_SIZE = 5;

export type OfferPlan = { kind: "hold" | "broadcast"; deadline: Date } | null;

/**
 * The offer a freed seat gets at `nowMs`, given when registrations close (`closesAt`: the end
 * of the registration deadline's day, or the first sitting's start, whichever comes first): a
 * hold until min(now + 48 h, closes − 1 h), a broadcast when that leaves under 2 hours, none
 * when nothing is left.
 */
export function planOffer(nowMs: number, closesAt: Date): OfferPlan {
  const until = closesAt.getTime() - OFFER_MARGIN_MS;
  const window = Math.min(OFFER_WINDOW_MS, until - nowMs);
  if (window <= 0) return null;
  return { kind: window < BROADCAST_BELOW_MS ? "broadcast" : "hold", deadline: new Date(nowMs + window) };
}

/** When a live hold's reminder goes: half its window. */
export function reminderAt(offer: { created_at: Date; deadline: Date }): Date {
  return new Date(offer.created_at.getTime() + (offer.deadline.getTime() - offer.created_at.getTime()) / 2);
}
