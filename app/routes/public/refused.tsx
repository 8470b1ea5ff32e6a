// Where the HTTP layer sends a request it refused before any route could read it (a
// malformed URL, a body over its limit or in a format no form sends): the refusal's status
// and translated reason, inside the site's shell. Reached directly, it is not found.
import { data } from "react-router";
import { getRequestInfo } from "~/server/request-context.server";
import { notFound } from "~/server/responses.server";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import type { Route } from "./+types/refused";

/**
 * Served as a page without scripts: the browser's router could not hydrate it (the address
 * may not even decode, and the page's data belongs to this route, not the one the address
 * names), and would replace the site's page by a bare "Application Error". The page is a
 * message and links; nothing in it needs JavaScript.
 */
export const handle = { hydrate: false };

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "errors.generic.title");
}

function refuse(context: Route.LoaderArgs["context"]): never {
  const refusal = getRequestInfo(context).refusal;
  if (!refusal) throw notFound();
  throw data({ key: refusal.key, params: refusal.params ?? {} }, { status: refusal.status });
}

export async function loader({ context }: Route.LoaderArgs) {
  refuse(context);
}

export async function action({ context }: Route.ActionArgs) {
  refuse(context);
}

export default function Refused() {
  return null;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
