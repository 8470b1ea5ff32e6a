// /newsletter/verify — the link of the double opt-in e-mail.
// GET ?token=… only reads the link: a valid one shows a confirm button, any
// other state redirects to ?status=…. Mail scanners and link previews fetch
// links by themselves, so opening the link must not subscribe anyone.
// POST (the button) consumes the token, then redirects to ?status=… so a
// reload, a language switch or a revalidation never replays it (which would
// turn "confirmed" into "already used").
import { useTranslation } from "react-i18next";
import { Form, redirect, useNavigation } from "react-router";
import { checkNewsletterToken, verifyNewsletterToken } from "~/newsletter/newsletter.server";
import { keyMeta } from "~/shell/meta";
import { statusOf, statusUrl } from "~/shell/status-url";
import { Button, ButtonLink } from "~/ui/button";
import type { Route } from "./+types/newsletter-verify";

const STATUSES = ["verified", "expired", "used", "invalid"] as const;
type Status = (typeof STATUSES)[number];
type PageData = { status: Status } | { status: "pending"; token: string };

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...keyMeta(matches[0]?.loaderData as never, "newsletter.verify.title"),
    // A personal one-off page: nothing for search engines.
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ url }: Route.LoaderArgs): Promise<PageData> {
  const token = url.searchParams.get("token");
  if (token !== null) {
    const status = await checkNewsletterToken(token);
    if (status === "pending") return { status, token };
    throw redirect(statusUrl("/newsletter/verify", url, status));
  }
  const status = url.searchParams.get("status");
  return { status: statusOf(STATUSES, status) ?? "invalid" };
}

export async function action({ request, url }: Route.ActionArgs) {
  const token = (await request.formData()).get("token");
  const status = await verifyNewsletterToken(typeof token === "string" ? token : "");
  return redirect(statusUrl("/newsletter/verify", url, status));
}

export default function NewsletterVerifyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { status } = loaderData;
  const isPending = status === "pending";
  const isSuccess = status === "verified";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <p
          aria-hidden="true"
          className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${
            isSuccess || isPending ? "bg-green-100 text-green-700" : "bg-amber-100 text-amber-800"
          }`}
        >
          {isPending ? "✉" : isSuccess ? "✓" : "!"}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-secondary">{t(`newsletter.verify.${status}.title`)}</h1>
        <p className="mt-3 text-slate-700" role={isSuccess ? "status" : isPending ? undefined : "alert"}>
          {t(`newsletter.verify.${status}.text`)}
        </p>
        {isSuccess || isPending ? null : (
          <p className="mt-2 text-sm text-slate-600">{t("newsletter.verify.subscribe_again")}</p>
        )}
        <div className="mt-8">
          {loaderData.status === "pending" ? (
            <Form method="post">
              <input type="hidden" name="token" value={loaderData.token} />
              <Button type="submit" loading={navigation.state !== "idle"}>
                {t("newsletter.verify.confirm")}
              </Button>
            </Form>
          ) : (
            <ButtonLink to="/">{t("newsletter.verify.back_home")}</ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
