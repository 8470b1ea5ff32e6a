// GET /newsletter/verify?token=… — the link of the double opt-in e-mail. The
// token is consumed once, then the visitor is redirected to ?status=… so a
// reload, a language switch or a revalidation never replays the token (which
// would turn "confirmed" into "already used").
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { verifyNewsletterToken } from "~/newsletter/newsletter.server";
import { keyMeta } from "~/shell/meta";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/newsletter-verify";

const STATUSES = ["verified", "expired", "used", "invalid"] as const;
type Status = (typeof STATUSES)[number];

function isStatus(value: unknown): value is Status {
  return STATUSES.includes(value as Status);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...keyMeta(matches[0]?.loaderData as never, "newsletter.verify.title"),
    // A personal one-off page: nothing for search engines.
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (token !== null) {
    const status = await verifyNewsletterToken(token);
    const next = new URLSearchParams({ status });
    const lang = url.searchParams.get("lang");
    if (lang) next.set("lang", lang);
    throw redirect(`/newsletter/verify?${next}`);
  }
  const status = url.searchParams.get("status");
  return { status: isStatus(status) ? status : ("invalid" as Status) };
}

export default function NewsletterVerifyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status } = loaderData;
  const isSuccess = status === "verified";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <p
          aria-hidden="true"
          className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${
            isSuccess ? "bg-green-100 text-green-700" : "bg-amber-100 text-amber-800"
          }`}
        >
          {isSuccess ? "✓" : "!"}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-secondary">{t(`newsletter.verify.${status}.title`)}</h1>
        <p className="mt-3 text-slate-700" role={isSuccess ? "status" : "alert"}>
          {t(`newsletter.verify.${status}.text`)}
        </p>
        {isSuccess ? null : <p className="mt-2 text-sm text-slate-600">{t("newsletter.verify.subscribe_again")}</p>}
        <div className="mt-8">
          <ButtonLink to="/">{t("newsletter.verify.back_home")}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
