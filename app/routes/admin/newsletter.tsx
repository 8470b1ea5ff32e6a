// /admin/newsletter — newsletter subscribers (spec "Newsletter subscribers", issue 11): newest
// first, searched by e-mail and filtered by status (verified or not), 10 per page by default,
// all in the URL and in SQL; resend the verification of an unverified address, delete after
// confirming, and export the whole filtered list as CSV (/admin/newsletter/export.csv).
// Admins only, checked by the loader and the action.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { listAdminSubscribers, newsletterActions } from "~/newsletter/admin-newsletter.server";
import { parseAdminNewsletterParams } from "~/newsletter/admin-schema";
import { NewsletterScreen } from "~/newsletter/newsletter-screen";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/newsletter";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.newsletter.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseAdminNewsletterParams(url.searchParams);
  const list = await settle("admin newsletter subscribers", listAdminSubscribers(params));
  return {
    params,
    ...listOrEmpty("subscribers", list, params.size),
  };
}

export async function action(args: Route.ActionArgs) {
  const answer = await adminAction(args, newsletterActions(`${args.url.pathname}${args.url.search}`));
  // After the commit: a resent link leaves now rather than at the worker's next pass.
  return answer;
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  return <NewsletterScreen {...loaderData} />;
}
