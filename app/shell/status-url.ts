// The pages a mailed token link lands on (e-mail verification, newsletter confirmation) check the
// token, then redirect to themselves with only the outcome in the URL, so a reload or a shared
// address never replays the token.

/** The result page's URL, keeping the language the e-mail was written in. */
export function statusUrl(pathname: string, url: URL, status: string): string {
  const next = new URLSearchParams({ status });
  const lang = url.searchParams.get("lang");
  if (lang) next.set("lang", lang);
  return `${pathname}?${next}`;
}

/** `value` if it is one of `statuses`, for the `?status=` a result page reads. */
export function statusOf<S extends string>(statuses: readonly S[], value: unknown): S | undefined {
  return statuses.includes(value as S) ? (value as S) : undefined;
}
