// /resultats — the published results (delivery.md §6): the organisation's and the published
// courses' figures as the results job last computed them, and how they are computed.
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { loadResultsPage } from "~/surveys/results.server";
import { ResultsScreen } from "~/surveys/results-screen";
import type { Route } from "./+types/results";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "results.title");
}

/** Public page: nothing to check; course titles in the reader's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { lang } = getViewer(context);
  const page = await settle("published results", loadResultsPage(lang));
  return { organisation: page?.organisation ?? null, courses: page?.courses ?? [], hasLoadError: page === null };
}

export default function Results({ loaderData }: Route.ComponentProps) {
  return <ResultsScreen {...loaderData} />;
}
