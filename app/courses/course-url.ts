// A course's public address for an e-mail: absolute, and in the reader's language (?lang=),
// since the mail may be opened in a browser that does not know the reader yet.
import type { Lang } from "~/i18n/messages";

export function courseUrl(siteUrl: string, slug: string, lang: Lang): string {
  return `${siteUrl.replace(/\/$/, "")}/formations/${encodeURIComponent(slug)}?lang=${lang}`;
}
