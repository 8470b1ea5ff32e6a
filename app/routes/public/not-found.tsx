import { data } from "react-router";
import { keyMeta } from "~/shell/meta";
import { NotFoundView } from "~/shell/not-found-view";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "errors.not_found.title");
}

/** Any unknown URL: the 404 view with an HTTP 404 so crawlers see it too. */
export async function loader() {
  throw data(null, { status: 404 });
}

export async function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
