// GET /sitemap.xml: every published URL in both languages, for search engines.
import { buildSitemapXml, publicOrigin, sitemapEntries } from "~/seo/seo.server";
import type { Route } from "./+types/sitemap-xml";

export async function loader({ request }: Route.LoaderArgs) {
  const xml = buildSitemapXml(publicOrigin(request), await sitemapEntries());
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Crawlers fetch it rarely; a short cache spares the database a burst of them.
      "Cache-Control": "public, max-age=600",
    },
  });
}
