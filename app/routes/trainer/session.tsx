// /trainer/sessions/:id — one of the trainer's sessions: its sittings (open, QR code, kiosk,
// marks, co-signature, closing) and its roster (delivery.md §2). Teachers only (see
// routes/trainer/index.tsx); the session must be theirs, in the loader's query and in every
// intent's, so another trainer's session is a 404 and never its data.

import { readTrainerSession } from "~/attendance/trainer.server";
import { trainerSittingActions } from "~/attendance/trainer-actions.server";
import { formAction } from "~/forms/form-action.server";
import { isUuid } from "~/forms/validate";
import { formatDateRange } from "~/i18n/format";
import { pick } from "~/i18n/messages";
import { clock } from "~/server/clock.server";
import { getRequestInfo } from "~/server/request-context.server";
import { notFound } from "~/server/responses.server";
import { requireRole } from "~/server/viewer.server";
import type { BreadcrumbHandle } from "~/shell/breadcrumb-trail";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import { TrainerSessionScreen } from "~/trainer-area/trainer-session-screen";
import type { Route } from "./+types/session";

export const handle: BreadcrumbHandle = {
  breadcrumb: (data, lang) => {
    const session = (data as Awaited<ReturnType<typeof loader>> | undefined)?.session;
    return session
      ? `${pick(session.course, "title", lang)} — ${formatDateRange(session.start_date, session.end_date, lang)}`
      : undefined;
  },
};

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "trainer.session.title");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const trainer = requireRole(context, "teacher");
  if (!isUuid(params.id)) throw notFound();
  const session = await readTrainerSession(params.id, trainer.id, clock().now());
  if (!session) throw notFound();
  return session;
}

export async function action(args: Route.ActionArgs) {
  const trainer = requireRole(args.context, "teacher");
  if (!isUuid(args.params.id)) throw notFound();
  const from = { ip: getRequestInfo(args.context).clientIp || null, userAgent: args.request.headers.get("user-agent") };
  return formAction(args, trainerSittingActions(args.params.id, trainer, from));
}

export default function TrainerSession({ loaderData }: Route.ComponentProps) {
  return <TrainerSessionScreen {...loaderData} />;
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      title="trainer.session.title"
      loadError="trainer.session.error.load"
      back={{ to: "/trainer", label: "trainer.session.back" }}
      notFound={{ message: "trainer.session.error.not_found" }}
    />
  );
}
