// Page titles, descriptions and sharing tags. Title: "<page> | <site>", or for the
// site itself the SEO settings' title, else "<site> — Formation Professionnelle /
// Professional Training". Description: the page's, else the SEO settings', else the
// default text. Every page also gets Open Graph and Twitter card tags (og:url is
// written next to the canonical link by the root layout, which knows the URL).
import type { MetaDescriptor } from "react-router";
import { registeredMessages } from "~/i18n/i18n";
import type { Messages } from "~/i18n/messages";

type RootLike =
  | {
      site: { appName: string; assets?: Partial<Record<string, string>> };
      /** The URL naming the page's dictionary, registered before meta runs (i18n.ts). */
      dictionary?: string;
      lang?: string;
      publicUrl?: string;
      /** The site_seo record (null when missing or unreadable). */
      seo?: { meta_title: string | null; meta_description: string | null; meta_keywords?: string | null } | null;
    }
  | undefined;

export type MetaOptions = {
  /** The page's own picture (thumbnail); the site's share image when absent or unusable. */
  image?: string | null;
  /** Open Graph type: "article" for blog posts, else "website". */
  type?: "website" | "article";
  /** Pages search engines should not index (404s...). */
  noindex?: boolean;
};

/** The picture shared when a page has none of its own (1200×630, PNG: what social networks render). */
export const DEFAULT_SHARE_IMAGE = "/images/og-default.png";

const OG_LOCALES: Record<string, string> = { fr: "fr_FR", en: "en_GB" };

// Meta is computed while the root Layout renders, which has the dictionary registered by then
// (server: by the root loader; browser: before hydration, or the Layout waits for it).
function message(root: RootLike, key: string): string {
  let node: string | Messages | undefined = registeredMessages(root?.dictionary);
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : "";
}

function siteName(root: RootLike): string {
  return root?.site.appName || "Formatio";
}

/** The site's default title: the SEO settings' one, else "<site> — Formation Professionnelle". */
function defaultTitle(root: RootLike): string {
  const fromSettings = root?.seo?.meta_title?.trim();
  if (fromSettings) return fromSettings;
  return `${siteName(root)} — ${message(root, "meta.default_title") || "Formation Professionnelle"}`;
}

function defaultDescription(root: RootLike): string {
  return root?.seo?.meta_description?.trim() || message(root, "meta.default_description");
}

/** Social networks do not render SVG previews: such pictures fall back to the next candidate. */
function isShareable(url: string | null | undefined): url is string {
  return Boolean(url) && !/\.svg(?:[?#]|$)/i.test(url as string);
}

function absolute(root: RootLike, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const base = (root?.publicUrl ?? "http://localhost").replace(/\/$/, "");
  return `${base}${url.startsWith("/") ? "" : "/"}${url}`;
}

function shareImage(root: RootLike, image: string | null | undefined): string {
  const candidates = [image, root?.site.assets?.hero_banner, DEFAULT_SHARE_IMAGE];
  return absolute(root, candidates.find(isShareable) ?? DEFAULT_SHARE_IMAGE);
}

/** Open Graph and Twitter card tags for a page's title and description. */
function sharingMeta(root: RootLike, title: string, description: string, options: MetaOptions): MetaDescriptor[] {
  const lang = root?.lang === "en" ? "en" : "fr";
  const other = lang === "en" ? "fr" : "en";
  const tags: MetaDescriptor[] = [
    { property: "og:site_name", content: siteName(root) },
    { property: "og:title", content: title },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:image", content: shareImage(root, options.image) },
    { property: "og:locale", content: OG_LOCALES[lang] },
    { property: "og:locale:alternate", content: OG_LOCALES[other] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
  ];
  if (description) {
    tags.splice(2, 0, { property: "og:description", content: description });
    tags.push({ name: "twitter:description", content: description });
  }
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The site's own meta (home page and any route without its own). */
export function rootMeta(root: RootLike, options: MetaOptions = {}): MetaDescriptor[] {
  const title = defaultTitle(root);
  const description = defaultDescription(root);
  const keywords = root?.seo?.meta_keywords?.trim();
  return [
    { title },
    { name: "description", content: description },
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    ...sharingMeta(root, title, description, options),
  ];
}

/**
 * A title with the site's name after it, unless it already names the site as a word of its
 * own (admins often write "… | Formatio" in meta titles). A word, not a substring: the French
 * "Formation" contains "Formatio" and still needs the brand.
 */
export function withSiteName(title: string, name: string): string {
  if (!name) return title;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const namesSite = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(title);
  return namesSite ? title : `${title} | ${name}`;
}

/**
 * Meta for a page: its own title with the site name (withSiteName), its description, else
 * the site's.
 */
export function pageMeta(
  root: RootLike,
  title: string,
  description?: string,
  options: MetaOptions = {},
): MetaDescriptor[] {
  if (!title) return rootMeta(root, options);
  const name = siteName(root);
  const fullTitle = withSiteName(title, name);
  const text = description?.trim() || defaultDescription(root);
  return [{ title: fullTitle }, { name: "description", content: text }, ...sharingMeta(root, title, text, options)];
}

/** Title from a translation key (for fixed pages). */
export function keyMeta(root: RootLike, key: string, options: MetaOptions = {}): MetaDescriptor[] {
  return pageMeta(root, message(root, key), undefined, options);
}
