// The trainer's writes on a sitting of their session (delivery.md §2): open it, mark each
// participant, co-sign, close (only once co-signed; then the drop-out alerts), and take a
// participant's signature on the trainer's device (kiosk). Each intent first checks, in SQL, that
// the posted sitting belongs to the URL's session and that this session is the trainer's; the
// services check their own rules again under the sitting's lock. Every write is audited.
import { openSittingNow, raiseDropOutAlerts } from "~/attendance/attendance-job.server";
import { asFormResult } from "~/attendance/form-result.server";
import { markAttendance } from "~/attendance/marks.server";
import { recordParticipantSignature, recordTrainerSignature, sha256Hex } from "~/attendance/signing.server";
import { closeSitting } from "~/attendance/sittings.server";
import { isTrainerSitting } from "~/attendance/trainer.server";
import { type FormActionSpec, formIntent, notFound } from "~/forms/form-action.server";
import type { SessionUser } from "~/server/auth.server";
import { clock } from "~/server/clock.server";
import { coSignSchema, kioskSignSchema, sittingSchema, trainerMarkSchema } from "~/trainer-area/schema";

const K = "trainer.session";
const NOT_FOUND = "attendance.errors.not_found";

/** Where a signature was given: kept with it as evidence (delivery.md §1). */
export type SignedFrom = { ip: string | null; userAgent: string | null };

/**
 * The intents of `/trainer/sessions/:id`. `sessionId` is the URL's (already a UUID);
 * `trainer` is the signed-in teacher the route's guard returned.
 */
export function trainerSittingActions(sessionId: string, trainer: SessionUser, from: SignedFrom): FormActionSpec {
  const device = {
    ip: from.ip,
    userAgent: from.userAgent,
    deviceHash: sha256Hex(`${from.ip ?? ""}|${from.userAgent ?? ""}`),
  };
  /** The posted sitting is this session's, and the session is the trainer's: else not found. */
  const owns = (id: string) => isTrainerSitting(id, sessionId, trainer.id);

  return {
    what: "trainer sitting",
    viewer: "signed-in",
    messages: { save: `${K}.error.save` },
    intents: {
      open: formIntent({
        schema: sittingSchema,
        toast: `${K}.success.opened`,
        run: async ({ data }) => {
          if (!(await owns(data.sittingId))) return notFound(NOT_FOUND);
          return asFormResult(await openSittingNow(data.sittingId, clock().now()), trainer);
        },
      }),
      mark: formIntent({
        schema: trainerMarkSchema,
        toast: `${K}.success.marked`,
        run: async ({ data }) => {
          if (!(await owns(data.sittingId))) return notFound(NOT_FOUND);
          const { sittingId: id, registrationId, ...mark } = data;
          return asFormResult(
            await markAttendance(id, registrationId, mark, { id: trainer.id, trainerId: trainer.id }),
            trainer,
          );
        },
      }),
      co_sign: formIntent({
        schema: coSignSchema,
        toast: `${K}.success.co_signed`,
        run: async ({ data }) => {
          if (!(await owns(data.sittingId))) return notFound(NOT_FOUND);
          const result = await recordTrainerSignature({
            sittingId: data.sittingId,
            trainer: { id: trainer.id, full_name: trainer.full_name },
            strokes: data.strokes,
            ...device,
            nowMs: clock().now(),
          });
          return asFormResult(result, trainer);
        },
      }),
      close: formIntent({
        schema: sittingSchema,
        toast: `${K}.success.closed`,
        run: async ({ data }) => {
          if (!(await owns(data.sittingId))) return notFound(NOT_FOUND);
          const result = await closeSitting(data.sittingId, {
            by: trainer.id,
            nowMs: clock().now(),
            requireTrainerSignature: true,
          });
          if (result.kind === "ok" && result.audit !== null) await raiseDropOutAlerts(sessionId);
          return asFormResult(result, trainer);
        },
      }),
      kiosk_sign: formIntent({
        schema: kioskSignSchema,
        toast: `${K}.success.kiosk_signed`,
        run: async ({ data }) => {
          if (!(await owns(data.sittingId))) return notFound(NOT_FOUND);
          const result = await recordParticipantSignature({
            sittingId: data.sittingId,
            registrationId: data.registrationId,
            strokes: data.strokes,
            method: "kiosk",
            identifiedBy: "trainer_device",
            userId: null,
            throughTrainer: true,
            ...device,
            nowMs: clock().now(),
          });
          return asFormResult(result, trainer);
        },
      }),
    },
  };
}
