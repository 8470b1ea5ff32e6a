// What the calendar and the course page know about the signed-in member (memberBooking in
// member.server.ts): the sessions they already hold, shown as "You are registered" instead of
// Register, and their details, which the registration modal starts from. A context, so the
// Register buttons read it wherever the page renders them.
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { MemberDetails } from "~/registrations/types";

export type MemberBookingData = { registeredSessionIds: string[]; details: MemberDetails } | null;

type MemberBookingValue = { registered: ReadonlySet<string>; details: MemberDetails | null };

const NONE: MemberBookingValue = { registered: new Set(), details: null };

const MemberBookingContext = createContext<MemberBookingValue>(NONE);

export function MemberBookingProvider({ booking, children }: { booking: MemberBookingData; children: ReactNode }) {
  const value = useMemo(
    () => (booking ? { registered: new Set(booking.registeredSessionIds), details: booking.details } : NONE),
    [booking],
  );
  return <MemberBookingContext.Provider value={value}>{children}</MemberBookingContext.Provider>;
}

export function useMemberBooking(): MemberBookingValue {
  return useContext(MemberBookingContext);
}
