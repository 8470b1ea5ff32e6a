// How a trainer's website is shown: only its host name (spec), and only for web addresses.

/** The host name of an http(s) URL ("https://www.x.com/a" → "www.x.com"); null when not a web URL. */
export function websiteHost(website: string | null | undefined): string | null {
  const value = website?.trim();
  if (!value) return null;
  // Profiles often hold "example.com" without a scheme: read it as https rather than drop it.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname || null;
  } catch {
    return null;
  }
}

/** The link target for a website, normalised like websiteHost; null when it is not a web URL. */
export function websiteHref(website: string | null | undefined): string | null {
  const value = website?.trim();
  if (!value || !websiteHost(value)) return null;
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}
