// /admin/certifications — the certifications and accreditations the organisation holds (issue
// 24: the proof strip of the home and course pages): a card grid in the strip's order, searched
// (?q=, in SQL), added and edited in a modal (logo upload), shown or hidden, deleted after
// confirming, reordered with the shared move buttons. The rules live in
// ~/certifications/admin-certifications.server; this route reads and dispatches. Admins only,
// checked by the loader and the action.
import { adminAction } from "~/admin/action.server";
import { certificationActions, loadAdminCertifications } from "~/certifications/admin-certifications.server";
import { CertificationsScreen } from "~/certifications/certifications-screen";
import { parseListParams } from "~/forms/list-params";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/certifications";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.certifications.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { q } = parseListParams(url.searchParams);
  const certifications = await settle("admin certifications", loadAdminCertifications({ q }));
  return { q, certifications: certifications ?? [], hasLoadError: certifications === null };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, certificationActions(`${args.url.pathname}${args.url.search}`));
}

export default function AdminCertifications({ loaderData }: Route.ComponentProps) {
  return <CertificationsScreen {...loaderData} />;
}
