import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "~/ui/button";

/** A link out of an error view: where to, and its (translated) text. */
export type ErrorLink = { to: string; label: string };

/**
 * The "something went wrong" view drawn by RouteErrorBoundary (route-error-boundary.tsx),
 * which chooses its texts. A page with a way back offers that link; else a Refresh button,
 * since the failure may be passing.
 */
export function ErrorView({ title, message, back }: { title?: string; message: string; back?: ErrorLink }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold text-secondary">
        {title ?? t("errors.generic.title")}
      </h1>
      <p className="mt-4 text-slate-600">{message}</p>
      {back ? (
        // Secondary: white on the brand orange is below WCAG AA contrast for normal-size text.
        <ButtonLink to={back.to} variant="secondary" className="mt-8">
          {back.label}
        </ButtonLink>
      ) : (
        <Button className="mt-8" onClick={() => window.location.reload()}>
          {t("errors.generic.refresh")}
        </Button>
      )}
    </section>
  );
}
