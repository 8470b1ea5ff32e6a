// /sign/:sittingId — a participant signs a half-day on their phone (delivery.md §1): reached
// by the trainer's rotating QR code, the personal e-mailed link, or a one-time code. Personal
// and short-lived: never cached, never indexed (the headers below, and page-cache's private paths).
import { data, redirect } from "react-router";
import { deviceOf } from "~/attendance/sign-identity.server";
import { loadSigningPage, signingPageIntents, sittingOr404 } from "~/attendance/signing-page.server";
import { SigningScreen } from "~/attendance/signing-screen";
import { formAction } from "~/forms/form-action.server";
import { clock } from "~/server/clock.server";
import { getRequestInfo } from "~/server/request-context.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/sign";

export const handle = { breadcrumb: (page: { courseTitle?: string } | undefined) => page?.courseTitle };

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...keyMeta(matches[0]?.loaderData as never, "attendance.sign.title"), { name: "robots", content: "noindex" }];
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  // Anyone may open it: what proves who signs is the QR code, the link or the code (the service).
  const { user, lang } = getViewer(context);
  const answer = await loadSigningPage(params.sittingId, url, { request, user, lang, nowMs: clock().now() });
  if (answer.kind === "redirect") throw redirect(answer.to, { headers: answer.headers });
  return data(answer.page, { headers: answer.headers });
}

export async function action(args: Route.ActionArgs) {
  // Anyone may post: the intents find who signs from the page's proofs, never from the form.
  const { user } = getViewer(args.context);
  const row = await sittingOr404(args.params.sittingId);
  const device = await deviceOf(args.request);
  return formAction(args, {
    what: "attendance signature",
    viewer: "anyone",
    messages: { save: "attendance.sign.errors.save" },
    headers: device.setCookie ? { "Set-Cookie": device.setCookie } : undefined,
    intents: signingPageIntents(row, {
      request: args.request,
      user,
      clientIp: getRequestInfo(args.context).clientIp,
      deviceHash: device.hash,
    }),
  });
}

export default function SignPage({ loaderData }: Route.ComponentProps) {
  return <SigningScreen {...loaderData} />;
}
