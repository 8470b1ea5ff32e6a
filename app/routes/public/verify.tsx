// /verify/:code — the public check of a document Formatio issued (delivery.md §1, §3): a
// certificate by the code printed on it (what it states, whether it is in force, and whether an
// uploaded PDF is the very file issued), else an attendance sheet by its session's code. No
// sign-in, never indexed nor cached (a document may be superseded or revoked, a sheet amended),
// rate-limited per address for lookups and checks alike; an unknown code is the 404 page.
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { VerificationScreen } from "~/attendance/verification-screen";
import { DocumentVerificationScreen } from "~/certificates/document-verification";
import { hitVerifyLimit, loadVerification, pdfCheckIntents } from "~/certificates/verification.server";
import { formAction } from "~/forms/form-action.server";
import { getRequestInfo } from "~/server/request-context.server";
import { notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/verify";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export const handle = {
  breadcrumb: (data: { verification?: { course: string } } | undefined) => data?.verification?.course,
};

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...keyMeta(matches[0]?.loaderData as never, "verify.title"), { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  // Public by design; the limit keeps the codes from being tried one after another.
  const { lang } = getViewer(context);
  const limit = await hitVerifyLimit(getRequestInfo(context).clientIp);
  if (!limit.allowed) {
    throw data(null, { status: 429, headers: { "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)) } });
  }
  const verification = await loadVerification(params.code, lang);
  if (!verification) throw notFound();
  return { verification };
}

export async function action(args: Route.ActionArgs) {
  // Anyone may check a file; the intent counts the check against the same limit as a lookup.
  return formAction(args, {
    what: "document check",
    viewer: "anyone",
    messages: { save: "verify.check.errors.save" },
    headers: PRIVATE,
    intents: pdfCheckIntents(args.params.code, getRequestInfo(args.context).clientIp),
  });
}

/** A file checked changes nothing the page shows: its data is not read (nor counted) again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export default function VerifyPage({ loaderData }: Route.ComponentProps) {
  const { verification } = loaderData;
  return verification.kind === "document" ? (
    <DocumentVerificationScreen verification={verification} />
  ) : (
    <VerificationScreen verification={verification} />
  );
}
