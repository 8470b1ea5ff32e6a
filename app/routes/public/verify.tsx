// /verify/:code — the public check of a document Formatio issued (delivery.md §1, §3): today an
// attendance sheet, by the code printed on it. No sign-in, never indexed nor cached (the data
// it vouches for may be amended), rate-limited per address; an unknown code is the 404 page.
import { data } from "react-router";
import { VerificationScreen } from "~/attendance/verification-screen";
import { loadAttendanceVerification } from "~/attendance/verify.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { getRequestInfo } from "~/server/request-context.server";
import { notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/verify";

const LIMIT = { count: 60, windowMs: 10 * 60_000 };

export const handle = {
  breadcrumb: (data: { verification?: { course: string } } | undefined) => data?.verification?.course,
};

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...keyMeta(matches[0]?.loaderData as never, "verify.title"), { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  // Public by design; the limit keeps the codes from being tried one after another.
  const { lang } = getViewer(context);
  const limit = await hitRateLimit(`verify:${getRequestInfo(context).clientIp}`, LIMIT.count, LIMIT.windowMs);
  if (!limit.allowed) {
    throw data(null, { status: 429, headers: { "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)) } });
  }
  const verification = await loadAttendanceVerification(params.code.toUpperCase(), lang);
  if (!verification) throw notFound();
  return { verification };
}

export default function VerifyPage({ loaderData }: Route.ComponentProps) {
  return <VerificationScreen verification={loaderData.verification} />;
}
