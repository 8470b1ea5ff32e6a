import { useTranslation } from "react-i18next";
import type { ErrorLink } from "~/shell/error-view";
import { ButtonLink } from "~/ui/button";

/**
 * The 404 view drawn by RouteErrorBoundary (route-error-boundary.tsx): a page may give a
 * more specific message, a hint (what to check) and its way back; else the home page.
 */
export function NotFoundView({ message, hint, back }: { message?: string; hint?: string; back?: ErrorLink }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-labelledby="not-found-title">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-secondary">
        {t("errors.not_found.title")}
      </h1>
      <p className="mt-4 text-slate-600">{message ?? t("errors.not_found.message")}</p>
      {hint ? <p className="mt-2 text-sm text-slate-600">{hint}</p> : null}
      {/* Secondary: white on the brand orange is below WCAG AA contrast for normal-size text. */}
      <ButtonLink to={back?.to ?? "/"} variant="secondary" className="mt-8">
        {back?.label ?? t("errors.not_found.back_home")}
      </ButtonLink>
    </section>
  );
}
