import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import { Button } from "~/ui/button";

/**
 * The shared "something went wrong" view with a Refresh button. Pages pass
 * their own load-error text (e.g. profile.error.load); a 403 says so.
 */
export function ErrorView({ error, message }: { error: unknown; message?: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    // Client-side failures are otherwise invisible to us.
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  const refusal = isRouteErrorResponse(error) ? refusalOf(error.data) : undefined;
  const text = refusal
    ? t(refusal.key, refusal.params)
    : isRouteErrorResponse(error) && error.status === 403
      ? t("errors.forbidden")
      : (message ?? (error instanceof Error && import.meta.env.DEV ? error.message : t("errors.generic.message")));
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold text-secondary">
        {t("errors.generic.title")}
      </h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t("errors.generic.refresh")}
      </Button>
    </section>
  );
}

/** A request the HTTP layer refused (routes/public/refused.tsx) carries its reason's key. */
function refusalOf(value: unknown): { key: string; params: Record<string, number> } | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (typeof key !== "string" || !key.startsWith("errors.http.")) return undefined;
  return { key, params: typeof params === "object" && params !== null ? (params as Record<string, number>) : {} };
}
