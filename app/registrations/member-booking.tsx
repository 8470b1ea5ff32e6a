// What the calendar and the course page know about the signed-in member (memberBooking in
// member.server.ts): the sessions they already hold, shown as "You are registered" instead of
// Register, the waiting lists they are on (with their place), shown instead of "Join the waiting
// list", and their details, which the registration modal starts from. A context, so the
// Register buttons read it wherever the page renders them.
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { FundingOptions } from "~/compliance/bpf-categories";
import type { MemberDetails } from "~/registrations/types";

export type MemberBookingData = {
  registeredSessionIds: string[];
  /** The member's active waiting-list entries among the page's sessions, with their place in the queue. */
  waiting: { sessionId: string; position: number }[];
  details: MemberDetails;
  /** What the registration form offers for the funding question (BPF). */
  fundingOptions: FundingOptions;
} | null;

type MemberBookingValue = {
  registered: ReadonlySet<string>;
  /** Session id → the member's place on its waiting list. */
  waiting: ReadonlyMap<string, number>;
  details: MemberDetails | null;
  fundingOptions: FundingOptions | null;
};

const NONE: MemberBookingValue = { registered: new Set(), waiting: new Map(), details: null, fundingOptions: null };

const MemberBookingContext = createContext<MemberBookingValue>(NONE);

export function MemberBookingProvider({ booking, children }: { booking: MemberBookingData; children: ReactNode }) {
  const value = useMemo(
    () =>
      booking
        ? {
            registered: new Set(booking.registeredSessionIds),
            waiting: new Map(booking.waiting.map((entry) => [entry.sessionId, entry.position])),
            details: booking.details,
            fundingOptions: booking.fundingOptions,
          }
        : NONE,
    [booking],
  );
  return <MemberBookingContext.Provider value={value}>{children}</MemberBookingContext.Provider>;
}

export function useMemberBooking(): MemberBookingValue {
  return useContext(MemberBookingContext);
}
