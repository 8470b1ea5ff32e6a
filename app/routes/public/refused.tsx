// Where the HTTP layer sends a request it refused before any route could read it (a
// malformed URL, a body over its limit or in a format no form sends): the refusal's status
// and translated reason, inside the site's shell. Reached directly, it is not found.
import { data } from "react-router";
import { getRequestInfo } from "~/server/request-context.server";
import { notFound } from "~/server/responses.server";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import type { Route } from "./+types/refused";

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
