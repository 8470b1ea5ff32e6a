// /admin/partners — the partners (spec "Partners"): cards in display order, searched (in the
// URL), reordered with the shared move buttons while the list is whole, added and edited in a
// dialog with French and English tabs, deleted after confirming unless resources name them.
// The rules live in ~/partners/admin-partners.server; this route reads and dispatches.
import { adminAction } from "~/admin/action.server";
import { listAdminPartners, partnerActions } from "~/partners/admin-partners.server";
import { parsePartnerListParams } from "~/partners/admin-schema";
import { PartnersScreen } from "~/partners/partners-screen";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/partners";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.partners.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { q } = parsePartnerListParams(url.searchParams);
  const partners = await settle("admin partners", listAdminPartners({ q }));
  return { q, partners: partners ?? [], hasLoadError: partners === null };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, partnerActions(`${args.url.pathname}${args.url.search}`));
}

export default function AdminPartners({ loaderData }: Route.ComponentProps) {
  return <PartnersScreen {...loaderData} />;
}
