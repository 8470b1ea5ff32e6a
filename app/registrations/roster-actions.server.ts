// The roster's writes, one adminAction spec: a registration's status and payment, the session's
// status and its cancellation. The permission matrix's "sessions" module governs them, as it
// governs the sessions desk and the calendar's editor (decision 022); admins always may.
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { type WriteResult, written } from "~/admin/write-result.server";
import { enrolByStaff } from "~/registrations/enrol.server";
import { saveRegistrationFunding } from "~/registrations/funding.server";
import {
  cancelSession,
  changePaymentStatus,
  changeRegistrationStatus,
  changeSessionStatus,
} from "~/registrations/lifecycle.server";
import {
  CANCEL_AND_REFUND_INTENT,
  CANCEL_SESSION_INTENT,
  cancelSessionSchema,
  ENROL_INTENT,
  enrolSchema,
  FUNDING_INTENT,
  fundingSchema,
  PAYMENT_STATUSES,
  paymentIntent,
  REGISTRATION_STATUSES,
  registrationIntentSchema,
  SESSION_FORWARD_STATUSES,
  sessionIntent,
  statusIntent,
  TRANSFER_INTENT,
  transferSchema,
} from "~/registrations/roster-schema";
import { transferRegistration } from "~/registrations/transfer.server";

const S = "admin.sessions.success";

/**
 * A paid registration cancelled and refunded at once: both moves in the write's transaction (the
 * participant gets the cancellation and the refund e-mails), audited as two entries.
 */
async function cancelAndRefund(sessionId: string, registrationId: string): Promise<WriteResult> {
  const cancelled = await changeRegistrationStatus(sessionId, registrationId, "cancelled");
  if (cancelled.kind !== "ok") return cancelled;
  const refunded = await changePaymentStatus(sessionId, registrationId, "refunded");
  if (refunded.kind !== "ok") return refunded;
  return written([cancelled.audit, refunded.audit].flat().filter((entry) => entry !== null));
}

/** `back`: the roster's URL; each write answers with a redirect there and its toast. */
export function rosterActions(sessionId: string, back: string): AdminActionSpec {
  const registrationMoves = REGISTRATION_STATUSES.map((status) => [
    statusIntent(status),
    intent({
      schema: registrationIntentSchema,
      toast: `${S}.status_${status}`,
      redirect: back,
      run: ({ data }) => changeRegistrationStatus(sessionId, data.registration_id, status),
    }),
  ]);
  const paymentMoves = PAYMENT_STATUSES.map((status) => [
    paymentIntent(status),
    intent({
      schema: registrationIntentSchema,
      toast: `${S}.payment_${status}`,
      redirect: back,
      run: ({ data }) => changePaymentStatus(sessionId, data.registration_id, status),
    }),
  ]);
  const sessionMoves = SESSION_FORWARD_STATUSES.map((status) => [
    sessionIntent(status),
    intent({
      toast: `${S}.session_${status}`,
      redirect: back,
      run: () => changeSessionStatus(sessionId, status),
    }),
  ]);
  return {
    what: "session roster",
    module: "sessions",
    messages: screenMessages("admin.sessions.error"),
    intents: {
      ...Object.fromEntries([...registrationMoves, ...paymentMoves, ...sessionMoves]),
      [CANCEL_AND_REFUND_INTENT]: intent({
        schema: registrationIntentSchema,
        toast: `${S}.cancelled_refunded`,
        redirect: back,
        run: ({ data }) => cancelAndRefund(sessionId, data.registration_id),
      }),
      [ENROL_INTENT]: intent({
        schema: enrolSchema,
        operation: "create",
        toast: `${S}.enrolled`,
        failureMessage: "admin.sessions.error.enrol",
        // Answered, not redirected: the dialog closes on the answer and the roster revalidates.
        run: ({ data }) => enrolByStaff(sessionId, data),
      }),
      [TRANSFER_INTENT]: intent({
        schema: transferSchema,
        toast: `${S}.transferred`,
        failureMessage: "admin.sessions.error.transfer",
        redirect: back,
        run: ({ data }) => transferRegistration(sessionId, data.registration_id, data.target_session_id),
      }),
      [FUNDING_INTENT]: intent({
        schema: fundingSchema,
        operation: "edit",
        toast: "admin.registrations.funding.saved",
        failureMessage: "admin.registrations.funding.error",
        // Answered, not redirected: the dialog closes on the answer and the roster revalidates.
        run: ({ data: { registration_id, ...funding } }) =>
          saveRegistrationFunding(registration_id, funding, { sessionId }),
      }),
      [CANCEL_SESSION_INTENT]: intent({
        schema: cancelSessionSchema,
        toast: `${S}.session_cancelled`,
        failureMessage: "admin.sessions.error.cancel",
        redirect: back,
        run: ({ data }) => cancelSession(sessionId, data.message),
      }),
    },
  };
}
