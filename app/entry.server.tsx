// Server rendering: every document is rendered whole, then sent once with its length.
// No route uses Suspense, so streaming gained nothing, and a streamed page made gzip restart
// at every flush; a whole body also lets a cache store it as it is. The document's CSP
// allows its inline scripts by their hashes (no nonce), so its bytes can be kept and resent.
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isHttpsSite } from "~/server/config.server";
import { contentSecurityPolicy, inlineScriptHashes } from "~/server/http.server";
import { logger } from "~/server/logger.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    body.on("finish", () => {
      const html = Buffer.concat(chunks);
      if (!import.meta.env.DEV) {
        const scriptHashes = inlineScriptHashes(html.toString("utf8"));
        responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ https: isHttpsSite(), scriptHashes }));
      }
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.set("Content-Length", String(html.byteLength));
      resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        clearTimeout(timer);
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        logger.error({ err: error }, "render failed");
      },
    });
    // A render that never settles is cut off; once it has, nothing keeps it alive.
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors of loaders, actions and rendering, into the JSON log (never the console, never
 * the request's headers). A 4xx answer (a POST to a page without a form, an unknown page)
 * is the client's mistake, already in the request's log line; an aborted request is not
 * an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, "request failed");
};
