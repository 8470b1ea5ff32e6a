// The image addresses a form may store (a thumbnail, a logo, a gallery image): our own uploads
// and assets, root-relative but never protocol-relative ("//host"), or an http(s) address.
// Browser-safe: the forms' schemas use it on both sides. It is the shape check only; the
// server's authority is isAcceptedUploadUrl (app/uploads/upload-urls.server.ts): an exact
// recorded upload, or the value the record already holds.

const SAFE_IMAGE_URL = /^(?:\/(?![/\\])|https?:\/\/)\S*$/i;
/**
 * What no upload's address holds and a browser would rewrite or read apart from the path:
 * a backslash, a `..` segment, an encoded dot, slash or backslash, a query or a fragment.
 * `/uploads/avatars/avatar-me-x/%2e%2e/avatar-them.png` starts like one's own file but is
 * shown as someone else's.
 */
const REWRITTEN_PATH = /\\|(?:^|\/)\.\.(?:\/|$)|%2e|%2f|%5c|[?#]/i;

export function isSafeImageUrl(url: string): boolean {
  return SAFE_IMAGE_URL.test(url) && !REWRITTEN_PATH.test(url);
}
