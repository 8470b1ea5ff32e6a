// The Register button of a session (course page, calendar): opens the
// registration modal for signed-in users, sends visitors to sign in first.
// A session the member already holds shows "You are registered" (a link to
// their registrations) instead; a cancelled one says so. A full one offers its
// waiting list (delivery.md §5): "Join the waiting list" opens the same modal in
// its waiting-list mode (visitors sign in first), and a member already on it
// sees their place, a link to their registrations.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useMemberBooking } from "~/registrations/member-booking";
import { RegistrationModal, type RegistrationMode } from "~/registrations/registration-modal";
import { closedReason, REGISTRATION_ERROR } from "~/registrations/rules";
import { useSeatsLeft } from "~/registrations/seats-answer";
import type { RegistrationSession } from "~/registrations/types";
import { useRootData } from "~/root";
import { todayIn } from "~/sessions/rules";
import type { CalendarSession } from "~/sessions/sessions.server";
import { Button, ButtonLink, type ButtonSize } from "~/ui/button";
import { Icon } from "~/ui/icon";

/** Query parameter naming the session whose modal opens after sign-in. */
const REOPEN_PARAM = "register";

/** What the Register button and its modal need of a calendar card's session. */
export function toRegistrationSession(session: CalendarSession): RegistrationSession {
  return {
    id: session.id,
    course_slug: session.course_slug,
    course_title_fr: session.course_title_fr,
    course_title_en: session.course_title_en,
    start_date: session.start_date,
    end_date: session.end_date,
    start_time: session.start_time,
    end_time: session.end_time,
    location_name: session.location_name,
    seats_available: session.seats_available,
    seats_taken: session.seats_taken,
    seats_held: session.seats_held,
    status: session.status,
    registration_deadline: session.registration_deadline,
    timezone: session.timezone,
    price: session.price,
    currency: session.currency,
    early_bird_until: session.early_bird_until,
  };
}

export function RegisterButton({
  session,
  size = "sm",
  className,
  reopensAfterSignIn = true,
}: {
  session: RegistrationSession;
  size?: ButtonSize;
  className?: string;
  /**
   * Whether this button opens its modal when the visitor comes back from signing in. A page
   * showing a session's button twice (the course page's offer and its list of dates) lets one
   * of them do it, so one modal opens.
   */
  reopensAfterSignIn?: boolean;
}) {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isOpen, setIsOpen] = useState(false);
  const booking = useMemberBooking();
  const isRegistered = Boolean(root?.user) && booking.registered.has(session.id);
  const waitingAt = root?.user ? booking.waiting.get(session.id) : undefined;

  // The modal reads (and acts on) the answer; the button only takes the newer seat count from it.
  const left = useSeatsLeft(session);
  const reason = closedReason(
    { ...session, seats_taken: session.seats_available - left, seats_held: 0 },
    todayIn("UTC"),
  );
  const isFull = reason === REGISTRATION_ERROR.noSeats;
  // What the modal was opened for stays while it is open: a registration refused for want of
  // seats turns the button into "Join the waiting list", not the open form into another one.
  const [openedAs, setOpenedAs] = useState<RegistrationMode>("register");
  const mode: RegistrationMode = isOpen ? openedAs : isFull ? "waitlist" : "register";

  const open = () => {
    if (!root?.user) {
      // The login page comes back here with ?register=<session>, which reopens this modal.
      const back = new URLSearchParams(location.search);
      back.set(REOPEN_PARAM, session.id);
      const params = new URLSearchParams({ redirectTo: `${location.pathname}?${back}`, message: "login_required" });
      navigate(`/login?${params}`);
      return;
    }
    setOpenedAs(isFull ? "waitlist" : "register");
    setIsOpen(true);
  };

  // Back from signing in: open the modal the visitor asked for, once, and drop the marker
  // from the URL so a refresh or a shared link does not reopen it.
  const wantsReopen = reopensAfterSignIn && searchParams.get(REOPEN_PARAM) === session.id;
  const canOpen = Boolean(root?.user) && (!reason || isFull) && !isRegistered && waitingAt === undefined;
  useEffect(() => {
    if (!wantsReopen) return;
    if (canOpen) {
      setOpenedAs(isFull ? "waitlist" : "register");
      setIsOpen(true);
    }
    setSearchParams(
      (params) => {
        params.delete(REOPEN_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wantsReopen, canOpen, isFull, setSearchParams]);

  // A success just now keeps the modal open on its message, even once the page knows the seat is theirs.
  if (isRegistered && !isOpen) {
    return (
      <ButtonLink
        to="/profile/registrations"
        size={size}
        variant="outline"
        className={className}
        data-session-id={session.id}
        data-registered=""
      >
        <Icon name="check" className="size-4 text-green-700" />
        {t("pages.courses.registration.registered")}
      </ButtonLink>
    );
  }

  // Already waiting: their place, leading to where they can follow it or leave the list.
  if (waitingAt !== undefined && !isOpen) {
    return (
      <ButtonLink
        to="/profile/registrations"
        size={size}
        variant="outline"
        className={className}
        data-session-id={session.id}
        data-waiting=""
      >
        {t("waitlist.join.waiting", { position: waitingAt })}
      </ButtonLink>
    );
  }

  // A success just now keeps the modal usable (its success message shows) even if that was the last seat.
  if (reason && !isFull && !isOpen) {
    const label =
      session.status === "cancelled" ? "pages.courses.registration.cancelled" : "pages.courses.registration.closed";
    return (
      <Button
        size={size}
        variant="outline"
        disabled
        className={className}
        title={session.status === "cancelled" ? undefined : t(reason)}
        data-session-id={session.id}
      >
        {t(label)}
      </Button>
    );
  }

  return (
    <>
      <Button
        size={size}
        variant={mode === "waitlist" ? "outline" : undefined}
        className={className}
        onClick={open}
        aria-haspopup="dialog"
        data-session-id={session.id}
        data-waitlist={mode === "waitlist" ? "" : undefined}
      >
        {t(mode === "waitlist" ? "waitlist.join.button" : "pages.courses.registration.register")}
      </Button>
      {root?.user ? (
        <RegistrationModal
          session={session}
          seatsLeft={left}
          user={root.user}
          details={booking.details}
          fundingOptions={booking.fundingOptions}
          lang={root.lang}
          open={isOpen}
          onOpenChange={setIsOpen}
          mode={mode}
        />
      ) : null}
    </>
  );
}
