// GET /robots.txt: private areas off limits, and where the site map is.
import { buildRobotsTxt, publicOrigin } from "~/seo/seo.server";
import type { Route } from "./+types/robots-txt";

export async function loader({ request }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(publicOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
