// /trainer/sittings/:id/qr — the rotating QR code of one of the trainer's open sittings, as JSON
// ({ svg, url, refreshInMs, signed, expected, state }) for the full-screen view to fetch every
// 30 seconds. Never cached: a stored copy would be a code that no longer signs. Another
// trainer's sitting is a 404, like one that does not exist.
import { trainerSittingQr } from "~/attendance/trainer.server";
import { isUuid } from "~/forms/validate";
import { clock } from "~/server/clock.server";
import { requireRole } from "~/server/viewer.server";
import type { Route } from "./+types/sitting-qr";

const NO_STORE = { "Cache-Control": "no-store, private" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const trainer = requireRole(context, "teacher");
  const qr = isUuid(params.id) ? await trainerSittingQr(params.id, trainer.id, clock().now()) : null;
  if (!qr) return Response.json({ error: "attendance.errors.not_found" }, { status: 404, headers: NO_STORE });
  return Response.json(qr, { headers: NO_STORE });
}
