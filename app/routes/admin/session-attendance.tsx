// /admin/sessions/:id/attendance — a session's attendance board (issue 25, delivery.md §1):
// per sitting, signed / expected and the trainer's co-signature; per participant, the effective
// mark of each sitting and the hours attended; the sittings' plan, paper scans and the writes
// staff make there. The permission matrix's "attendance" module governs it (decision 022); the
// loader and the action each check. The reads and rules live in ~/attendance/admin-attendance.server.
import { adminAction } from "~/admin/action.server";
import { editorRights, requireEditorOf } from "~/admin/permissions.server";
import { SESSIONS_DESK_HREF } from "~/admin/screen-links";
import { attendanceBoardActions, loadAttendanceBoard } from "~/attendance/admin-attendance.server";
import { AttendanceBoardScreen } from "~/attendance/attendance-board-screen";
import { isUuid } from "~/forms/validate";
import { formatDateRange } from "~/i18n/format";
import { pick } from "~/i18n/messages";
import { notFound } from "~/server/responses.server";
import type { BreadcrumbHandle } from "~/shell/breadcrumb-trail";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import type { Route } from "./+types/session-attendance";

type BoardData = Awaited<ReturnType<typeof loader>> | undefined;

export const handle: BreadcrumbHandle = {
  // The session's crumb is named by its course and dates, as on its roster.
  parents: (data, lang) => {
    const board = (data as BoardData)?.board;
    return board
      ? {
          [`/admin/sessions/${board.session.id}`]: `${pick(board.session.course, "title", lang)} — ${formatDateRange(board.session.start_date, board.session.end_date, lang)}`,
        }
      : {};
  },
};

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.attendance.title");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = await requireEditorOf(context, "attendance");
  if (!isUuid(params.id)) throw notFound();
  const board = await loadAttendanceBoard(params.id);
  if (!board) throw notFound();
  // The certificates are a module of their own: the link shows only to those who may open them.
  return { board, canOpenCertificates: (await editorRights(user, "certificates")).any };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, attendanceBoardActions(args.params.id));
}

export default function AdminSessionAttendance({ loaderData }: Route.ComponentProps) {
  return <AttendanceBoardScreen board={loaderData.board} canOpenCertificates={loaderData.canOpenCertificates} />;
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      loadError="admin.attendance.error.load"
      back={{ to: SESSIONS_DESK_HREF, label: "admin.sessions.back_to_desk" }}
      notFound={{ message: "admin.attendance.error.not_found" }}
    />
  );
}
