// Private documents: what a person or staff attach as evidence (an absence's justification, the
// scan of a paper attendance sheet). Never public: stored apart from /uploads and served only
// through a route that checks who asks. Browser-safe: the limits, the picker's `accept` and the
// pages whose forms may carry one (their body limit is this one, not the 1 MB of other forms).
import { MB } from "./purposes";

export const PRIVATE_DOCUMENT_MAX_BYTES = 5 * MB;
export const PRIVATE_DOCUMENT_EXTENSIONS = ["pdf", "jpg", "jpeg", "png"] as const;
export const PRIVATE_DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";

/**
 * The pages whose multipart forms may carry a private document: stored (a justification, a
 * scan) or only hashed and dropped (a certificate checked on its public page, /verify/{code}).
 */
export const PRIVATE_DOCUMENT_PAGES: readonly RegExp[] = [
  /^\/profile\/registrations$/,
  /^\/verify\/[A-Za-z0-9 -]{1,64}$/,
  /^\/admin\/sessions\/[0-9a-f-]{36}\/attendance$/,
  /^\/admin\/attendance\/justifications$/,
];

export function acceptsPrivateDocument(pathname: string): boolean {
  return PRIVATE_DOCUMENT_PAGES.some((page) => page.test(pathname));
}
