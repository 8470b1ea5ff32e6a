// The image addresses a form may store (a thumbnail, a logo, a gallery image): our own uploads
// and assets, root-relative but never protocol-relative ("//host"), or an http(s) address.
// Browser-safe: the forms' schemas use it on both sides.

const SAFE_IMAGE_URL = /^(?:\/(?![/\\])|https?:\/\/)\S*$/i;

export function isSafeImageUrl(url: string): boolean {
  return SAFE_IMAGE_URL.test(url);
}
