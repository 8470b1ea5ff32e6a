// /admin/attendance/justifications — absence justifications across sessions (delivery.md §1):
// pending ones to accept (the absence becomes excused) or refuse with a note, and the decided
// ones. Governed by the matrix's "attendance" module (decision 022): the loader and the action
// check it; the documents download from ./attendance-justification-document.ts.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { requireEditorOf } from "~/admin/permissions.server";
import {
  JUSTIFICATIONS_PAGE_SIZE,
  justificationActions,
  listJustifiableAbsences,
  listJustifications,
  parseJustificationParams,
} from "~/attendance/admin-justifications.server";
import { JustificationsScreen } from "~/attendance/justifications-screen";
import { clock } from "~/server/clock.server";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/attendance-justifications";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.justifications.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "attendance");
  const params = parseJustificationParams(url.searchParams);
  const { lang } = getViewer(context);
  const [list, absences] = await Promise.all([
    settle("absence justifications", listJustifications(params, lang)),
    settle("justifiable absences", listJustifiableAbsences(lang, clock().now())),
  ]);
  return {
    params,
    ...listOrEmpty("justifications", list, JUSTIFICATIONS_PAGE_SIZE),
    absences: absences ?? [],
    hasAbsencesError: absences === null,
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, justificationActions);
}

export default function AdminJustifications({ loaderData }: Route.ComponentProps) {
  return <JustificationsScreen {...loaderData} />;
}
