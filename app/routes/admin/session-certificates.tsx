// /admin/sessions/:id/certificates — a session's certificates (issue 26, delivery.md §3): per
// participant and document, the draft with what blocks it, the version issued, whether the
// attendance changed since, the history; the writes staff make there (issue, validate all,
// regenerate, revoke, assessment results, funding, send to funders). The permission matrix's
// "certificates" module governs it (decision 022); the loader and the action each check.
import { adminAction } from "~/admin/action.server";
import { requireEditorOf } from "~/admin/permissions.server";
import { SESSIONS_DESK_HREF } from "~/admin/screen-links";
import { certificateActions } from "~/certificates/admin-certificates.server";
import { CertificatesScreen } from "~/certificates/certificates-screen";
import { loadSessionCertificates } from "~/certificates/drafts.server";
import { loadFundingOptions } from "~/compliance/bpf-categories.server";
import { isUuid } from "~/forms/validate";
import { formatDateRange } from "~/i18n/format";
import { notFound } from "~/server/responses.server";
import type { BreadcrumbHandle } from "~/shell/breadcrumb-trail";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import type { Route } from "./+types/session-certificates";

type PageData = Awaited<ReturnType<typeof loader>> | undefined;

export const handle: BreadcrumbHandle = {
  // The session's crumb is named by its course and dates, as on its roster.
  parents: (data, lang) => {
    const session = (data as PageData)?.certificates.session;
    if (!session) return {};
    const title = lang === "en" ? session.courseTitleEn || session.courseTitleFr : session.courseTitleFr;
    return {
      [`/admin/sessions/${session.id}`]: `${title} — ${formatDateRange(session.startDate, session.endDate, lang)}`,
    };
  },
};

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.certificates.title");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "certificates");
  if (!isUuid(params.id)) throw notFound();
  const [certificates, fundingOptions] = await Promise.all([loadSessionCertificates(params.id), loadFundingOptions()]);
  if (!certificates) throw notFound();
  return { certificates, fundingOptions };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, certificateActions(args.params.id));
}

export default function AdminSessionCertificates({ loaderData }: Route.ComponentProps) {
  return <CertificatesScreen certificates={loaderData.certificates} fundingOptions={loaderData.fundingOptions} />;
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      loadError="admin.certificates.error.load"
      back={{ to: SESSIONS_DESK_HREF, label: "admin.sessions.back_to_desk" }}
      notFound={{ message: "admin.certificates.error.not_found" }}
    />
  );
}
