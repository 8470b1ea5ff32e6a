// What the HTTP server knows of a request and hands to React Router: typed router
// context (React Router middleware) instead of an untyped load-context object.
import { createContext, RouterContextProvider } from "react-router";

export type RequestInfo = {
  /** CSP nonce of this response's inline scripts. */
  nonce: string;
  /** Client address (from X-Forwarded-For only behind a trusted proxy), for rate limits. */
  clientIp: string;
  requestId: string;
};

const requestInfoContext = createContext<RequestInfo>();

/** The router context of one request (getLoadContext; tests build theirs the same way). */
export function createRequestContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
