// Responses a loader or action throws to end a request early; the route's error boundary
// (app/shell/route-error-boundary.tsx) draws them, and the status reaches crawlers as is.
import { data, redirect } from "react-router";

/**
 * `throw notFound()` when what the URL names does not exist (or the viewer may not know it
 * exists, like a draft): an HTTP 404 drawn by the route's not-found view. Not to be confused
 * with the admin kit's `notFound` (app/admin/action.server.ts), a write's form answer.
 */
export function notFound() {
  return data(null, { status: 404 });
}

/**
 * `throw movedPermanently(url, path)` when the URL is an old address of something now at `path`
 * (a changed slug, decision 026): a 301, which browsers and crawlers remember, with the query
 * string (?lang=…) kept.
 */
export function movedPermanently(url: URL, path: string) {
  return redirect(`${path}${url.search}`, 301);
}

/** A generated PDF as a download, never cached (it is read again from what may have changed). */
export function pdfResponse(pdf: Uint8Array<ArrayBuffer>, filename: string): Response {
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
