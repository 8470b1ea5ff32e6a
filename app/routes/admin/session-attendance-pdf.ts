// /admin/sessions/:id/attendance.pdf — the attendance sheet (feuille d'émargement) of a session,
// generated on the server in the admin's language: one row per confirmed participant, one
// signature box per half-day (app/sessions/attendance-sheet.server.ts).
import { requireEditorOf } from "~/admin/permissions.server";
import { getFixedT } from "~/i18n/i18n.server";
import { pick } from "~/i18n/messages";
import { getAttendanceRoster } from "~/registrations/roster.server";
import { notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import { attendanceSheetFilename, attendanceSheetPdf } from "~/sessions/attendance-sheet.server";
import { getSiteChrome } from "~/site/site.server";
import type { Route } from "./+types/session-attendance-pdf";

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "sessions");
  const roster = await getAttendanceRoster(params.id);
  if (!roster) throw notFound();
  const { lang } = getViewer(context);
  const [t, site] = await Promise.all([getFixedT(lang), getSiteChrome()]);
  const { session } = roster;
  const pdf = await attendanceSheetPdf({
    lang,
    t,
    appName: site.appName,
    course: { title: pick(session.course, "title", lang), reference: session.course.reference },
    session,
    place: session.place,
    trainer: session.trainer,
    participants: roster.registrations.map((r) => ({ name: r.name, company: r.company })),
  });
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${attendanceSheetFilename(session.course.reference, session.start_date)}"`,
      "Cache-Control": "no-store",
    },
  });
}
