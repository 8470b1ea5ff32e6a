// /admin/compliance/accessibility — the accessibility referent's private cases (delivery.md §7,
// issue 30 point 3): the open ones by default, those to contact first; filtered by status and
// overdue contact, searched on the participant, paged (all in the URL and in SQL); contacted,
// adaptations agreed, in place, closed or referred, and the referent's note. Governed by the
// matrix's "accessibility" module alone (decision 022): the loader and the action check.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { requireEditorOf } from "~/admin/permissions.server";
import { parseAccessibilityParams } from "~/compliance/accessibility-schema";
import { AccessibilityScreen } from "~/compliance/accessibility-screen";
import { accessibilityActions, listAdminAccessibilityCases } from "~/compliance/admin-accessibility.server";
import { clock } from "~/server/clock.server";
import { settle } from "~/server/settle.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/compliance-accessibility";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.accessibility.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "accessibility");
  const params = parseAccessibilityParams(url.searchParams);
  const now = clock().now();
  const list = await settle("admin accessibility cases", listAdminAccessibilityCases(params, now));
  return { params, ...listOrEmpty("cases", list, params.size), today: new Date(now).toISOString().slice(0, 10) };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, accessibilityActions);
}

export default function AdminAccessibility({ loaderData }: Route.ComponentProps) {
  return <AccessibilityScreen {...loaderData} />;
}
