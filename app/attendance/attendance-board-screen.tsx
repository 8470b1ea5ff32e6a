// The /admin/sessions/:id/attendance screen (issue 25): the session's sittings with what each
// holds, each participant's marks and hours, the plan editor, the paper sheets (blank, signed,
// scans) and, while a sitting is open, a live refresh every 15 seconds. The route's loader and
// action are in app/routes/admin/session-attendance.tsx; the writes in admin-attendance.server.ts.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { sessionCertificatesHref, sessionRosterHref } from "~/admin/screen-links";
import { SessionPageHeader } from "~/admin/session-page-header";
import type { AttendanceBoard } from "~/attendance/admin-attendance.server";
import { clockTime, hoursOf } from "~/attendance/board-format";
import { BoardParticipants } from "~/attendance/board-participants";
import { BoardSittings } from "~/attendance/board-sittings";
import { SittingPlanDialog } from "~/attendance/sitting-plan-dialog";
import { type Lang, pick } from "~/i18n/messages";
import { formatSessionDates, timeZoneLabel } from "~/sessions/format";
import { useLivePage } from "~/shell/use-live-page";
import { Button, buttonClasses } from "~/ui/button";

const K = "admin.attendance";

export function AttendanceBoardScreen({
  board,
  canOpenCertificates = false,
}: {
  board: AttendanceBoard;
  /** The viewer may open the session's certificates (the "certificates" module): its link is shown. */
  canOpenCertificates?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { session } = board;
  const [isPlanning, setIsPlanning] = useState(false);
  const { isRefreshing } = useLivePage(board.is_live);
  const zone = timeZoneLabel(session.timezone, session.city);
  const base = sessionRosterHref(session.id);
  const actionUrl = `${base}/attendance`;

  return (
    <div className="flex flex-col gap-6">
      <SessionPageHeader
        navLabel={t(`${K}.navigation`)}
        sessionId={session.id}
        links={[
          { to: base, label: t(`${K}.back_to_roster`) },
          ...(canOpenCertificates ? [{ to: sessionCertificatesHref(session.id), label: t(`${K}.certificates`) }] : []),
        ]}
        label={t(`${K}.title`)}
        title={pick(session.course, "title", lang)}
      >
        <p className="text-sm text-slate-700">
          {t(`${K}.session_line`, {
            dates: formatSessionDates(session.start_date, session.end_date, lang),
            zone,
            trainer: session.trainer ?? t(`${K}.no_trainer`),
          })}
        </p>
        <p className="text-sm text-slate-600">
          {t(`${K}.planned_total`, { duration: hoursOf(board.planned_minutes) })}
        </p>
        <p role="status" aria-live="polite" className="text-sm text-slate-600">
          {board.is_live ? <span className="mr-2 font-medium text-green-800">{t(`${K}.live`)}</span> : null}
          {isRefreshing
            ? t(`${K}.refreshing`)
            : t(`${K}.updated_at`, { time: clockTime(board.loaded_at, session.timezone, true), zone })}
        </p>
      </SessionPageHeader>

      <section aria-label={t(`${K}.sheets`)} className="flex flex-wrap items-center gap-2">
        <a
          href={`${base}/attendance.pdf?blank=1`}
          download
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          {t(`${K}.blank_sheet`)}
        </a>
        <a href={`${base}/attendance.pdf`} download className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t(`${K}.signed_sheet`)}
        </a>
        {board.plan_editable ? (
          <Button variant="secondary" size="sm" onClick={() => setIsPlanning(true)} aria-haspopup="dialog">
            {t(`${K}.plan.open`)}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">{t(`${K}.plan.frozen`)}</p>
        )}
      </section>

      <BoardSittings board={board} actionUrl={actionUrl} />
      <BoardParticipants board={board} actionUrl={actionUrl} />

      {board.plan_editable ? (
        <SittingPlanDialog
          open={isPlanning}
          onOpenChange={setIsPlanning}
          actionUrl={actionUrl}
          session={session}
          sittings={board.sittings}
        />
      ) : null}
    </div>
  );
}
