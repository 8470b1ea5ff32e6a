// /admin/attendance/compliance — the compliance list across sessions (delivery.md §1):
// sittings closed without the trainer's signature, records amended after locking, several
// participants signing from one device within seconds, sittings on a public holiday of the
// organising agency's country. Read-only; governed by the matrix's "attendance" module.
import { requireEditorOf } from "~/admin/permissions.server";
import { parseComplianceMore } from "~/attendance/compliance";
import { complianceReport } from "~/attendance/compliance.server";
import { ComplianceScreen } from "~/attendance/compliance-screen";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/attendance-compliance";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.compliance.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "attendance");
  const more = parseComplianceMore(url.searchParams);
  // A failed read shows the page's load error rather than a 500.
  return { more, report: await settle("compliance list", complianceReport(getViewer(context).lang, more)) };
}

export default function AdminCompliance({ loaderData }: Route.ComponentProps) {
  return <ComplianceScreen {...loaderData} />;
}
