// /admin/compliance/bpf?year= — the French annual activity report's figures for a civil year
// (delivery.md §8), computed from the sessions of French agencies by their sittings' dates, with
// what each box is missing linked to the records to complete; CSV and PDF beside. Read-only;
// governed by the matrix's "compliance" module.
import { requireEditorOf } from "~/admin/permissions.server";
import { computeBpf, resolveBpfYear } from "~/compliance/bpf.server";
import { BpfScreen } from "~/compliance/bpf-screen";
import { clock } from "~/server/clock.server";
import { settle } from "~/server/settle.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/compliance-bpf";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.bpf.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "compliance");
  const chosen = await settle("bpf years", resolveBpfYear(url.searchParams, clock().now()));
  const year = chosen?.year ?? new Date(clock().now()).getUTCFullYear();
  // A failed read shows the page's load error rather than a 500.
  const report = chosen ? await settle("bpf figures", computeBpf(year)) : null;
  return { year, years: chosen?.years ?? [], report };
}

export default function AdminBpf({ loaderData }: Route.ComponentProps) {
  return <BpfScreen {...loaderData} />;
}
