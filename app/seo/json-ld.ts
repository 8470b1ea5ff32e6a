// schema.org descriptions for search engines: the organisation (home page) and a
// blog post. Rendered by route meta as "script:ld+json" (React Router escapes it).
import type { JsonLd } from "~/courses/json-ld";
import type { Lang } from "~/i18n/messages";

function absolute(baseUrl: string, path: string): string {
  return new URL(path, `${baseUrl.replace(/\/$/, "")}/`).toString();
}

export type OrganizationInput = {
  baseUrl: string;
  name: string;
  logo?: string | null;
  description?: string | null;
  social?: { url: string }[];
  contact?: {
    email: string | null;
    phone: string | null;
    address_line1: string | null;
    address_line2: string | null;
    city: string | null;
    country: string | null;
  } | null;
};

/** The organisation behind the site: name, address, logo, contact point and social profiles. */
export function organizationJsonLd(input: OrganizationInput): JsonLd {
  const { contact } = input;
  const street = [contact?.address_line1, contact?.address_line2].filter(Boolean).join(", ");
  const ld: JsonLd = {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: input.name,
    url: absolute(input.baseUrl, "/"),
    // The spec: the organisation presents itself as existing since 2019.
    foundingDate: "2019",
  };
  if (input.description) ld.description = input.description;
  if (input.logo) ld.logo = absolute(input.baseUrl, input.logo);
  if (input.social?.length) ld.sameAs = input.social.map((s) => s.url);
  if (contact?.email || contact?.phone) {
    ld.contactPoint = {
      "@type": "ContactPoint",
      contactType: "customer service",
      ...(contact.email ? { email: contact.email } : {}),
      ...(contact.phone ? { telephone: contact.phone } : {}),
      availableLanguage: ["French", "English"],
    };
  }
  if (street || contact?.city || contact?.country) {
    ld.address = {
      "@type": "PostalAddress",
      ...(street ? { streetAddress: street } : {}),
      ...(contact?.city ? { addressLocality: contact.city } : {}),
      ...(contact?.country ? { addressCountry: contact.country } : {}),
    };
  }
  return ld;
}

export type BlogPostingInput = {
  baseUrl: string;
  lang: Lang;
  organisation: string;
  post: {
    slug: string;
    title: string;
    description: string;
    thumbnail_url: string | null;
    published_at: string | null;
    updated_at: string | null;
    category: { name: string } | null;
    author: { full_name: string | null } | null;
  };
};

/** A blog post as schema.org BlogPosting (article rich results). */
export function blogPostingJsonLd({ baseUrl, lang, organisation, post }: BlogPostingInput): JsonLd {
  const url = absolute(baseUrl, `/blog/${post.slug}?lang=${lang}`);
  const ld: JsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: lang,
    publisher: { "@type": "Organization", name: organisation, url: absolute(baseUrl, "/") },
  };
  if (post.description) ld.description = post.description;
  if (post.thumbnail_url) ld.image = absolute(baseUrl, post.thumbnail_url);
  if (post.published_at) ld.datePublished = post.published_at;
  if (post.updated_at) ld.dateModified = post.updated_at;
  if (post.category) ld.articleSection = post.category.name;
  ld.author = post.author?.full_name
    ? { "@type": "Person", name: post.author.full_name }
    : { "@type": "Organization", name: organisation };
  return ld;
}
