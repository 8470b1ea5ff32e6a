// /admin/registrations — every registration across sessions (issue 23 §2): searched on the
// participant's name, e-mail and company, filtered by status, payment, course and session dates,
// paged, all in the URL and in SQL; each row leads to its roster. Governed like the sessions desk
// by the matrix's "sessions" module (decision 022); the loader and the action check. Rows can be
// confirmed or marked paid in bulk.

import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { editorRights, requireEditorOf } from "~/admin/permissions.server";
import { loadFundingOptions } from "~/compliance/bpf-categories.server";
import { listAdminRegistrations, registrationListActions } from "~/registrations/admin-registrations.server";
import { parseAdminRegistrationParams } from "~/registrations/admin-schema";
import { RegistrationsScreen } from "~/registrations/registrations-screen";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { listSessionEditorOptions } from "~/sessions/admin-sessions.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/registrations";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.registrations.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { user } = await requireEditorOf(context, "sessions");
  const params = parseAdminRegistrationParams(url.searchParams);
  const [list, options, fundingOptions, compliance] = await Promise.all([
    settle("admin registrations", listAdminRegistrations(params)),
    listSessionEditorOptions(getViewer(context).lang),
    loadFundingOptions(),
    editorRights(user, "compliance"),
  ]);
  return {
    params,
    ...listOrEmpty("registrations", list, params.size),
    courses: options.courses,
    fundingOptions,
    canOpenBpf: compliance.any,
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, registrationListActions);
}

export default function AdminRegistrations({ loaderData }: Route.ComponentProps) {
  return <RegistrationsScreen {...loaderData} />;
}
