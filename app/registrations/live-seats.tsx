// A session's seats where the page lists it, following the registration answers (useSeatsLeft):
// after a "no seats" refusal the course page's row and the calendar card's badge say the
// session is full, like the Register button beside them, instead of the count the page loaded.
import { useTranslation } from "react-i18next";
import { useSeatsLeft } from "~/registrations/seats-answer";
import { SeatsBadge } from "~/sessions/session-card";

type Seats = { id: string; seats_available: number; seats_taken: number; seats_held?: number };

/** The calendar card's badge. */
export function LiveSeatsBadge({ session }: { session: Seats }) {
  const left = useSeatsLeft(session);
  return <SeatsBadge seatsAvailable={session.seats_available} seatsTaken={session.seats_available - left} />;
}

/** The course page's line: "2 seats left out of 3", or, when none is, that all are taken. */
export function LiveSeatsLine({ session }: { session: Seats }) {
  const { t } = useTranslation();
  const left = useSeatsLeft(session);
  return (
    <p className={left > 0 ? "font-medium text-green-700" : "font-medium text-red-700"} data-testid="session-seats">
      {left > 0
        ? t("pages.courses.seats_left", { count: left, total: session.seats_available })
        : t("pages.courses.seats_full")}
    </p>
  );
}
