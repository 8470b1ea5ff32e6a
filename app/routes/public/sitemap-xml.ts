// GET /sitemap.xml: every published URL in both languages, for search engines.
import { buildSitemapXml, sitemapEntries } from "~/seo/seo.server";
import { siteBaseUrl } from "~/server/config.server";
import type { Route } from "./+types/sitemap-xml";

export async function loader(_: Route.LoaderArgs) {
  // The configured address, never the request's Host: this answer is cached publicly.
  const xml = buildSitemapXml(siteBaseUrl(), await sitemapEntries());
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Crawlers fetch it rarely; a short cache spares the database a burst of them.
      "Cache-Control": "public, max-age=600",
    },
  });
}
