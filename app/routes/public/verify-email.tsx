// /verify-email — the link of the verification e-mail, and "send the link again".
// GET ?token=… asks better-auth's verifyEmail, then redirects to ?status=… so a reload
// or a language switch never replays it. Following the link is the proof we want (the
// mailbox receives our mail), so a mail scanner opening it proves the same thing: unlike
// the newsletter opt-in, no consent is recorded here and no confirm button is needed.
// POST (signed in) mails a new link, a few times an hour at most.
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { resendVerificationEmail, verifyEmailToken } from "~/auth/account-security.server";
import { ResendVerificationButton } from "~/auth/verify-email-banner";
import { done, formAction, formIntent, refused } from "~/forms/form-action.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { statusOf, statusUrl } from "~/shell/status-url";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/verify-email";

const STATUSES = ["verified", "expired", "invalid"] as const;
type Status = (typeof STATUSES)[number];

export function meta({ matches }: Route.MetaArgs) {
  return [...keyMeta(matches[0]?.loaderData as never, "auth.verify.title"), { name: "robots", content: "noindex" }];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  if (token !== null) throw redirect(statusUrl("/verify-email", url, await verifyEmailToken(token)));
  const { user } = getViewer(context);
  const asked = statusOf(STATUSES, url.searchParams.get("status"));
  // Signed in, the account itself says whether it is verified; ?status= only explains a failure.
  const status: Status = user
    ? user.emailVerified
      ? "verified"
      : asked && asked !== "verified"
        ? asked
        : "invalid"
    : (asked ?? "invalid");
  return { status, isSignedIn: Boolean(user), returnTo: `${url.pathname}${url.search}` };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, {
    what: "verification e-mail",
    viewer: "signed-in",
    messages: { save: "auth.verify.error", loginRequired: "auth.message.login_required" },
    intents: {
      resend: formIntent({
        keepsValues: false,
        // better-auth's own endpoint mails the link: outside any transaction (decision 011).
        transaction: false,
        run: async ({ actor }) => {
          const result = await resendVerificationEmail(args.request, actor);
          if (result.status === "too_many") {
            return refused(429, {
              formError: "auth.verify.too_many",
              formErrorParams: { count: result.retryAfterMinutes },
            });
          }
          return done({ toast: result.status === "sent" ? "auth.verify.resent" : "auth.verify.already_verified" });
        },
      }),
    },
  });
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
