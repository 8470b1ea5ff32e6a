import { notFound } from "~/server/responses.server";
import { keyMeta } from "~/shell/meta";
import { NotFoundView } from "~/shell/not-found-view";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "errors.not_found.title");
}

/** Any unknown URL: the 404 view with an HTTP 404 so crawlers see it too. */
export async function loader() {
  throw notFound();
}

export async function action() {
  throw notFound();
}

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
