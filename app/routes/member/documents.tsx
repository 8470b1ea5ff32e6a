// /profile/documents — the signed-in member's own certificates (delivery.md §3): every version
// issued to them, grouped by session, to download again or check on their public page.
import { listMemberDocuments } from "~/certificates/documents.server";
import { MemberDocumentsScreen } from "~/certificates/member-documents-screen";
import { requireUser } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import type { Route } from "./+types/documents";

const K = "profile.documents";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, `${K}.title`);
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  // Own documents only: the id comes from the session, never from the URL.
  const documents = await listMemberDocuments(user.id);
  return {
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      periodMonth: d.periodMonth,
      version: d.version,
      state: d.state,
      code: d.code,
      course: d.course,
      session: d.session,
      issuedOn: d.issuedOn,
      revokedAt: d.revokedAt,
      supersededBy: d.supersededBy,
    })),
  };
}

export default function MyDocuments({ loaderData }: Route.ComponentProps) {
  return <MemberDocumentsScreen documents={loaderData.documents} />;
}

/** A list that cannot be read says so rather than the generic text. */
export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      title={`${K}.title`}
      loadError={`${K}.error.load`}
      back={{ to: "/profile", label: `${K}.back_to_profile` }}
    />
  );
}
