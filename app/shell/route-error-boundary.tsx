// The one error boundary: every route's `ErrorBoundary` renders it with its own texts, so
// a thrown response (a loader's `throw notFound()`, app/server/responses.server.ts) or a
// crash is drawn the same way everywhere, in the spirit of the Epic Stack's
// GeneralErrorBoundary: a map of HTTP status → render, then a default.
import { type ReactElement, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type ErrorResponse, isRouteErrorResponse, type Params, useParams, useRouteError } from "react-router";
import { ErrorView } from "~/shell/error-view";
import { NotFoundView } from "~/shell/not-found-view";

export type StatusHandler = (info: {
  error: ErrorResponse;
  params: Params;
  /** The page's "something went wrong" view (title, way back) saying this message instead. */
  errorView: (messageKey: string, values?: Record<string, number>) => ReactElement;
}) => ReactElement | null;

/** Every text is a translation key, so a route's boundary is one element with no hooks. */
export type RouteErrorBoundaryProps = {
  /** The page's own "could not be loaded" message; the generic one when absent. */
  loadError?: string;
  /** The way back both views offer (label: a key); else home for a 404 and Refresh otherwise. */
  back?: { to: string; label: string };
  /** The 404 view's message and hint (what to check); the generic message when absent. */
  notFound?: { message?: string; hint?: string };
  /** The heading of the "something went wrong" view, for a page that keeps its own title. */
  title?: string;
  /** Statuses this page draws its own way; they win over the defaults (404, 401, 403). */
  statusHandlers?: Partial<Record<number, StatusHandler>>;
};

const forbidden: StatusHandler = ({ errorView }) => errorView("errors.forbidden");

export function RouteErrorBoundary({ loadError, back, notFound, title, statusHandlers }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  const params = useParams();
  const { t } = useTranslation();
  const isResponse = isRouteErrorResponse(error);

  useEffect(() => {
    // A thrown response is an answer the server chose; anything else failed in the browser,
    // where nothing else would ever report it.
    if (!isResponse) console.error(error);
  }, [error, isResponse]);

  const backLink = back ? { to: back.to, label: t(back.label) } : undefined;
  const errorView = (messageKey: string, values: Record<string, number> = {}) => (
    <ErrorView title={title ? t(title) : undefined} message={t(messageKey, values)} back={backLink} />
  );

  if (isResponse) {
    // A request the HTTP layer refused (routes/public/refused.tsx) carries its own reason.
    const refusal = refusalOf(error.data);
    if (refusal) return errorView(refusal.key, refusal.params);
    const handlers: Partial<Record<number, StatusHandler>> = {
      404: () => (
        <NotFoundView
          message={notFound?.message ? t(notFound.message) : undefined}
          hint={notFound?.hint ? t(notFound.hint) : undefined}
          back={backLink}
        />
      ),
      401: forbidden,
      403: forbidden,
      ...statusHandlers,
    };
    const handler = handlers[error.status];
    if (handler) return handler({ error, params, errorView });
    return errorView(loadError ?? "errors.generic.message");
  }
  if (loadError) return errorView(loadError);
  // In development the cause is worth more than the generic text.
  const message = error instanceof Error && import.meta.env.DEV ? error.message : t("errors.generic.message");
  return <ErrorView title={title ? t(title) : undefined} message={message} back={backLink} />;
}

function refusalOf(value: unknown): { key: string; params: Record<string, number> } | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (typeof key !== "string" || !key.startsWith("errors.http.")) return undefined;
  return { key, params: typeof params === "object" && params !== null ? (params as Record<string, number>) : {} };
}
