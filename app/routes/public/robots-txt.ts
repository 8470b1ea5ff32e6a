// GET /robots.txt: private areas off limits, and where the site map is.
import { buildRobotsTxt } from "~/seo/seo.server";
import { siteBaseUrl } from "~/server/config.server";
import type { Route } from "./+types/robots-txt";

export async function loader(_: Route.LoaderArgs) {
  // The configured address, never the request's Host: this answer is cached publicly.
  return new Response(buildRobotsTxt(siteBaseUrl()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
