// The Register button of a session (course page, calendar): opens the
// registration modal for signed-in users, sends visitors to sign in first.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation, useNavigate, useSearchParams } from "react-router";
import { RegistrationModal, registrationFetcherKey } from "~/registrations/registration-modal";
import { closedReason, REGISTRATION_ERROR, seatsLeft, todayIn } from "~/registrations/rules";
import type { RegistrationActionData, RegistrationSession } from "~/registrations/types";
import { useRootData } from "~/root";
import { Button, type ButtonSize } from "~/ui/button";

/** Query parameter naming the session whose modal opens after sign-in. */
const REOPEN_PARAM = "register";

export function RegisterButton({
  session,
  size = "sm",
  className,
}: {
  session: RegistrationSession;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isOpen, setIsOpen] = useState(false);
  const fetcher = useFetcher<RegistrationActionData>({ key: registrationFetcherKey(session.id) });

  // The page's data refreshes after a registration (fetchers revalidate
  // loaders); until it does, the action's own count is the newer one.
  const fromPage = seatsLeft(session);
  const left = fetcher.data?.ok ? Math.min(fromPage, fetcher.data.seatsLeft) : fromPage;
  const reason = closedReason({ ...session, seats_taken: session.seats_available - left }, todayIn("UTC"));
  const isFull = reason === REGISTRATION_ERROR.noSeats;

  const open = () => {
    if (!root?.user) {
      // The login page comes back here with ?register=<session>, which reopens this modal.
      const back = new URLSearchParams(location.search);
      back.set(REOPEN_PARAM, session.id);
      const params = new URLSearchParams({ redirectTo: `${location.pathname}?${back}`, message: "login_required" });
      navigate(`/login?${params}`);
      return;
    }
    setIsOpen(true);
  };

  // Back from signing in: open the modal the visitor asked for, once, and drop the marker
  // from the URL so a refresh or a shared link does not reopen it.
  const wantsReopen = searchParams.get(REOPEN_PARAM) === session.id;
  const canOpen = Boolean(root?.user) && !reason;
  useEffect(() => {
    if (!wantsReopen) return;
    if (canOpen) setIsOpen(true);
    setSearchParams(
      (params) => {
        params.delete(REOPEN_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wantsReopen, canOpen, setSearchParams]);

  // A success just now keeps the modal usable (its success message shows) even if that was the last seat.
  if (reason && !isOpen) {
    return (
      <Button
        size={size}
        variant="outline"
        disabled
        className={className}
        title={isFull ? undefined : t(reason)}
        data-session-id={session.id}
      >
        {isFull ? t("pages.courses.registration.full") : t("pages.courses.registration.closed")}
      </Button>
    );
  }

  return (
    <>
      <Button size={size} className={className} onClick={open} aria-haspopup="dialog" data-session-id={session.id}>
        {t("pages.courses.registration.register")}
      </Button>
      {root?.user ? (
        <RegistrationModal
          session={session}
          seatsLeft={left}
          user={root.user}
          lang={root.lang}
          open={isOpen}
          onOpenChange={setIsOpen}
        />
      ) : null}
    </>
  );
}
