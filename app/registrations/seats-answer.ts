// The seats left of a session as the page shows them, wherever it shows them (the Register
// button, the registration modal, the course page's session row, the calendar card's badge).
// A registration's answer carries the count it read, even a refusal's; a refusal does not reload
// the page's data, so until the page reloads that answer is the newer count, and every place
// that shows the session must show it, or "1 seat left" sits beside "Full".
import { useFetcher } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { seatsLeft } from "~/registrations/rules";

export type RegistrationAnswer = ActionData<{ seatsLeft?: number }>;

/** One fetcher per session, shared by the button, its modal and the page's seat counts. */
export function registrationFetcherKey(sessionId: string) {
  return `register-session-${sessionId}`;
}

/** The seats left: the page's count, or the last registration answer's when that is lower. */
export function useSeatsLeft(session: {
  id: string;
  seats_available: number;
  seats_taken: number;
  seats_held?: number;
}): number {
  const fetcher = useFetcher<RegistrationAnswer>({ key: registrationFetcherKey(session.id) });
  const fromPage = seatsLeft(session);
  const answered = fetcher.data?.data?.seatsLeft;
  return typeof answered === "number" ? Math.min(fromPage, Math.max(0, answered)) : fromPage;
}
