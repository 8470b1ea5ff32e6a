// /verify-email — the link of the verification e-mail, and "send the link again".
// GET ?token=… asks better-auth's verifyEmail, then redirects to ?status=… so a reload
// or a language switch never replays it. Following the link is the proof we want (the
// mailbox receives our mail), so a mail scanner opening it proves the same thing: unlike
// the newsletter opt-in, no consent is recorded here and no confirm button is needed.
// POST (signed in) mails a new link, a few times an hour at most.
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { resendVerificationEmail, verifyEmailToken } from "~/auth/account-security.server";
import { type ResendActionData, ResendVerificationButton } from "~/auth/verify-email-banner";
import { logger } from "~/server/logger.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/verify-email";

const STATUSES = ["verified", "expired", "invalid"] as const;
type Status = (typeof STATUSES)[number];

function isStatus(value: unknown): value is Status {
  return STATUSES.includes(value as Status);
}

/** The result page's URL, keeping the language the e-mail was written in. */
function statusUrl(url: URL, status: Status): string {
  const next = new URLSearchParams({ status });
  const lang = url.searchParams.get("lang");
  if (lang) next.set("lang", lang);
  return `/verify-email?${next}`;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...keyMeta(matches[0]?.loaderData as never, "auth.verify.title"), { name: "robots", content: "noindex" }];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  if (token !== null) throw redirect(statusUrl(url, await verifyEmailToken(token)));
  const { user } = getViewer(context);
  const asked = url.searchParams.get("status");
  // Signed in, the account itself says whether it is verified; ?status= only explains a failure.
  const status: Status = user
    ? user.emailVerified
      ? "verified"
      : isStatus(asked) && asked !== "verified"
        ? asked
        : "invalid"
    : isStatus(asked)
      ? asked
      : "invalid";
  return { status, isSignedIn: Boolean(user), returnTo: `${url.pathname}${url.search}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = getViewer(context);
  if (!user) return data({ status: "login_required" } satisfies ResendActionData, { status: 401 });
  try {
    const result = await resendVerificationEmail(request, user);
    return data(result satisfies ResendActionData, { status: result.status === "too_many" ? 429 : 200 });
  } catch (error) {
    logger.error({ err: error }, "verification e-mail could not be resent");
    return data({ status: "error" } satisfies ResendActionData, { status: 500 });
  }
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status, isSignedIn, returnTo } = loaderData;
  const isVerified = status === "verified";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <p
          aria-hidden="true"
          className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${
            isVerified ? "bg-green-100 text-green-700" : "bg-amber-100 text-amber-800"
          }`}
        >
          {isVerified ? "✓" : "!"}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-secondary">{t(`auth.verify.${status}.title`)}</h1>
        <p className="mt-3 text-slate-700" role={isVerified ? "status" : "alert"}>
          {t(`auth.verify.${status}.text`)}
        </p>
        <div className="mt-8 flex flex-col items-center gap-3">
          {isVerified ? (
            <ButtonLink to={isSignedIn ? "/calendrier" : "/login"}>
              {isSignedIn ? t("auth.verify.browse") : t("auth.verify.sign_in")}
            </ButtonLink>
          ) : isSignedIn ? (
            <ResendVerificationButton size="md" />
          ) : (
            <>
              <p className="text-sm text-slate-600">{t("auth.verify.sign_in_to_resend")}</p>
              <ButtonLink to={`/login?${new URLSearchParams({ redirectTo: returnTo })}`}>
                {t("auth.verify.sign_in")}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
