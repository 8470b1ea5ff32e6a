// "Confirm your e-mail address": the banner the shell shows signed-in users whose address
// is unverified, and the "send the link again" button it shares with /verify-email and the
// registration modal. All post to /verify-email, which rate-limits per account.
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { Button, type ButtonSize } from "~/ui/button";

/** The button and, beside it, what came of the last press (announced politely). */
export function ResendVerificationButton({ size = "sm", variant }: { size?: ButtonSize; variant?: "outline" }) {
  const { t } = useTranslation();
  // One fetcher for every copy of the button: the banner and the page agree on the result.
  const fetcher = useFetcher<ActionData>({ key: "resend-verification" });
  const isBusy = fetcher.state !== "idle";
  const { answer } = useActionAnswer(fetcher, { showsSuccess: true });
  const result = isBusy ? undefined : answer;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <fetcher.Form method="post" action="/verify-email">
        <input type="hidden" name="intent" value="resend" />
        <Button type="submit" size={size} variant={variant} loading={isBusy}>
          {isBusy ? t("auth.verify.resending") : t("auth.verify.resend")}
        </Button>
      </fetcher.Form>
      <p aria-live="polite" className="text-sm">
        {result?.ok && result.toast ? t(result.toast) : null}
        {result?.formError ? t(result.formError, result.formErrorParams ?? {}) : null}
      </p>
    </div>
  );
}

export function VerifyEmailBanner() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="verify-email-banner-title" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 text-amber-950 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <h2 id="verify-email-banner-title" className="text-sm font-bold">
            {t("auth.verify.banner.title")}
          </h2>
          <p className="text-sm">{t("auth.verify.banner.text")}</p>
        </div>
        <ResendVerificationButton variant="outline" />
      </div>
    </section>
  );
}
