// A write whose request never got the app's answer (the network dropped, a proxy answered 502
// with a page of its own) used to throw to the route's error boundary: the screen, the open
// editor and what was typed were replaced by "the server could not process the request". The
// back-office spec (§8) maps such failures to codes: NETWORK_ERROR when the request could not
// be sent, SERVER_ERROR for a status of 500 or more. The root's client middleware
// (`keepFormOnFailedWrite`, decision 028) turns them into a refusal like any other, in
// ActionData: the form stays, with what was typed, says why, and can be sent again.
import { type DataStrategyResult, data, isRouteErrorResponse, type MiddlewareFunction } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { formValues } from "~/forms/validate";

/** The spec's NETWORK_ERROR: "Problème de connexion. Vérifiez votre connexion internet." */
export const NETWORK_ERROR = "errors.network";
/** The spec's SERVER_ERROR: the server failed (500 or more) without the app's own answer. */
export const SERVER_ERROR = "errors.server";

/** The status the failure answers with: 4xx/5xx, so React Router does not reload the page's data. */
const FAILURE_STATUS = 503;

/**
 * The message key of a write that failed on its way (not the app's answer), or undefined.
 * `thrown` is what the action's request threw: a TypeError when `fetch` itself failed
 * (every browser's "Failed to fetch", "NetworkError…", "Load failed"), an error response
 * of 500 or more, or an answer that could not be read. A 4xx the server chose (not found,
 * forbidden) is the app's answer and stays with the route's error boundary; so does an
 * abort, which React Router ignores on purpose (a newer submission replaced this one).
 */
export function failureOf(thrown: unknown): string | undefined {
  if (isRouteErrorResponse(thrown)) return thrown.status >= 500 ? SERVER_ERROR : undefined;
  if (thrown instanceof TypeError) return NETWORK_ERROR;
  if (thrown instanceof DOMException && thrown.name === "AbortError") return undefined;
  if (thrown instanceof Error) return SERVER_ERROR;
  return undefined;
}

/** What a route's action threw, out of React Router's result (it may wrap it with a status). */
function thrownOf(result: DataStrategyResult): unknown {
  const value = result.result;
  // Single fetch hands a failed request back as `data(error, status)` (DataWithResponseInit);
  // a `data()` the app threw stays the app's answer.
  if (value && typeof value === "object" && "data" in value && "init" in value) {
    return value.data instanceof Error ? value.data : undefined;
  }
  return value;
}

/** The refusal a failed write answers: the message, and what was sent so nothing typed is lost. */
export async function failedWriteAnswer(key: string, sent: Request | undefined): Promise<ActionData> {
  let values: ActionData["values"];
  try {
    values = sent ? formValues(await sent.formData()) : undefined;
  } catch {
    // A JSON or text body is not a form: the controls still hold what was typed.
    values = undefined;
  }
  return { ok: false, formError: key, values };
}

/**
 * The root's client middleware: a submission (a fetcher's or a form's) whose action failed on
 * its way answers a refusal instead of reaching the error boundary. Reads (navigations, a
 * fetcher's load) are left alone: a page that cannot load has nothing to keep.
 */
export const keepFormOnFailedWrite: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  if (request.method === "GET") return;
  // The body is read by the request itself: keep a copy for the values to give back.
  const sent = request.clone();
  const results = await next();
  for (const [routeId, result] of Object.entries(results)) {
    if (result.type !== "error") continue;
    const key = failureOf(thrownOf(result));
    if (!key) continue;
    results[routeId] = { type: "data", result: data(await failedWriteAnswer(key, sent), { status: FAILURE_STATUS }) };
  }
  return results;
};
