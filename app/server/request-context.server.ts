// What the HTTP server knows of a request and hands to React Router: typed router
// context (React Router middleware) instead of an untyped load-context object.
import { createContext, RouterContextProvider } from "react-router";

/**
 * Why the HTTP layer refused a request before React Router could read it (a malformed URL,
 * a body over its limit, a body in a format no form sends). The request is routed to the
 * refusal page (routes/public/refused.tsx), which answers `status` with the site's shell.
 */
export type Refusal = {
  status: 400 | 413 | 415;
  key: "errors.http.bad_request" | "errors.http.too_large" | "errors.http.unsupported_type";
  /** Interpolation values of `key` (the limit in MB for a body too large). */
  params?: Record<string, number>;
};

export type RequestInfo = {
  /** Client address (from X-Forwarded-For only behind a trusted proxy), for rate limits. */
  clientIp: string;
  requestId: string;
  refusal?: Refusal;
  /**
   * Filled while React Router answers and read by the request log line once the response
   * is sent: who asked (never a cookie or a token, only the user's id).
   */
  log: { userId?: string };
};

const requestInfoContext = createContext<RequestInfo>();

/** The router context of one request (the request handler; tests build theirs the same way). */
export function createRequestContext(info: Omit<RequestInfo, "log"> & { log?: RequestInfo["log"] }) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { ...info, log: info.log ?? {} });
  return context;
}

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
