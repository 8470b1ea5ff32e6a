// /sign/:sittingId — a participant signs a half-day on their phone (delivery.md §1): reached
// by the trainer's rotating QR code, the personal e-mailed link, or a one-time code. Personal
// and short-lived: never cached, never indexed (the headers below, and page-cache's private paths).
import { data, redirect } from "react-router";
import { deviceOf } from "~/attendance/sign-identity.server";
import { signCodeRequestSchema, signCodeSchema, signLinkSchema, signSchema } from "~/attendance/sign-schema";
import {
  checkSignCode,
  limitSignCodeRequests,
  loadSigningPage,
  requestSignCode,
  signOnPage,
  sittingOr404,
  useSignCode,
  useSignLink,
} from "~/attendance/signing-page.server";
import { SigningScreen } from "~/attendance/signing-screen";
import { formAction, publicIntent } from "~/forms/form-action.server";
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
  const { user } = getViewer(args.context);
  const row = await sittingOr404(args.params.sittingId);
  const { clientIp } = getRequestInfo(args.context);
  const device = await deviceOf(args.request);
  const input = () => ({ request: args.request, user, nowMs: clock().now() });
  return formAction(args, {
    what: "attendance signature",
    viewer: "anyone",
    messages: { save: "attendance.sign.errors.save" },
    headers: device.setCookie ? { "Set-Cookie": device.setCookie } : undefined,
    intents: {
      request_code: publicIntent({
        schema: signCodeRequestSchema,
        limit: ({ data }) => limitSignCodeRequests(row.sitting.id, data.email, clientIp),
        run: ({ data }) => requestSignCode(row, data.email, input()),
      }),
      verify_code: publicIntent({
        schema: signCodeSchema,
        keepsValues: false,
        limit: ({ data }) => checkSignCode(row, { ...data, clientIp, nowMs: clock().now() }),
        run: ({ data }) => useSignCode(row, data.email, data.code, input()),
      }),
      use_link: publicIntent({
        schema: signLinkSchema,
        keepsValues: false,
        run: ({ data }) => useSignLink(row, data.link, input()),
      }),
      sign: publicIntent({
        schema: signSchema,
        keepsValues: false,
        run: ({ data }) => signOnPage(row, data.strokes, { ...input(), clientIp, deviceHash: device.hash }),
      }),
    },
  });
}

export default function SignPage({ loaderData }: Route.ComponentProps) {
  return <SigningScreen {...loaderData} />;
}
