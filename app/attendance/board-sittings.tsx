// The board's sittings: per half-day its hours, state, signed / expected, the trainer's
// co-signature and the scans of its paper sheet, with what staff may do to it (open today's,
// validate a closed one after a confirmation, attach a scan). A table that becomes cards on a
// phone (DataTable, decision 027).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/admin/list/data-table";
import type { AttendanceBoard, BoardSitting } from "~/attendance/admin-attendance.server";
import { BOARD_INTENTS } from "~/attendance/admin-schema";
import { clockTime, hoursOf, sittingName } from "~/attendance/board-format";
import { ScanDialog } from "~/attendance/scan-dialog";
import { formatDate, formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge, type BadgeTone } from "~/ui/badge";
import { Button } from "~/ui/button";
import { type RowAction, RowActions, RowError, useItemIntents } from "~/ui/row-actions";

const K = "admin.attendance";

export const STATE_TONES: Record<BoardSitting["state"], BadgeTone> = {
  scheduled: "neutral",
  open: "success",
  closed: "warning",
  locked: "info",
  amended: "primary",
  cancelled: "danger",
};

export function BoardSittings({ board, actionUrl }: { board: AttendanceBoard; actionUrl: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [scanning, setScanning] = useState<BoardSitting | null>(null);
  const zone = board.session.timezone;

  return (
    <section aria-labelledby="sittings-heading" className="flex flex-col gap-3">
      <h2 id="sittings-heading" className="text-xl font-semibold text-secondary">
        {t(`${K}.sittings.heading`, { count: board.sittings.length })}
      </h2>
      {board.sittings.length === 0 ? (
        <p className="text-sm text-slate-600">{t(`${K}.sittings.empty`)}</p>
      ) : (
        <DataTable
          caption={t(`${K}.sittings.caption`)}
          isCaptionHidden
          rows={board.sittings}
          rowKey={(sitting) => sitting.id}
          rowLabel={(sitting) => sittingName(sitting, lang, t)}
          columns={[
            {
              key: "date",
              header: t(`${K}.sittings.date`),
              isRowHeader: true,
              cell: (sitting) => formatDate(sitting.date, lang, "weekday"),
            },
            { key: "period", header: t(`${K}.sittings.period`), cell: (s) => t(`attendance.period.${s.period}`) },
            {
              key: "hours",
              header: t(`${K}.sittings.hours`),
              cell: (s) => `${formatTime(s.start_time)}–${formatTime(s.end_time)} (${hoursOf(s.planned_minutes)})`,
            },
            {
              key: "state",
              header: t(`${K}.sittings.state`),
              cell: (s) => <Badge tone={STATE_TONES[s.state]}>{t(`attendance.state.${s.state}`)}</Badge>,
            },
            {
              key: "signed",
              header: t(`${K}.sittings.signed`),
              cell: (s) => t(`${K}.sittings.signed_of`, { signed: s.signed, expected: s.expected }),
            },
            {
              key: "trainer",
              header: t(`${K}.sittings.trainer`),
              cell: (s) =>
                s.trainer_signed_at ? (
                  <span className="text-green-800">
                    <span aria-hidden="true">✓ </span>
                    {t(`${K}.sittings.trainer_signed`, { time: clockTime(s.trainer_signed_at, zone) })}
                  </span>
                ) : (
                  <span className="text-slate-600">
                    <span aria-hidden="true">✗ </span>
                    {t(`${K}.sittings.trainer_unsigned`)}
                  </span>
                ),
            },
            {
              key: "scans",
              header: t(`${K}.sittings.scans`),
              cell: (s) =>
                s.scans.length === 0 ? (
                  <span className="text-slate-500">{t(`${K}.sittings.no_scan`)}</span>
                ) : (
                  <ul className="flex flex-col gap-1">
                    {s.scans.map((scan) => (
                      <li key={scan.id}>
                        <a
                          href={`${actionUrl}/scans/${scan.id}`}
                          download
                          className="text-primary-dark underline underline-offset-2"
                        >
                          {scan.document_name}
                        </a>
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
          actions={(sitting) => (
            <SittingActions sitting={sitting} actionUrl={actionUrl} onScan={() => setScanning(sitting)} />
          )}
        />
      )}
      <ScanDialog
        open={scanning !== null}
        onOpenChange={(open) => {
          if (!open) setScanning(null);
        }}
        actionUrl={actionUrl}
        sitting={scanning}
      />
    </section>
  );
}

function SittingActions({
  sitting,
  actionUrl,
  onScan,
}: {
  sitting: BoardSitting;
  actionUrl: string;
  onScan: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const intents = useItemIntents(actionUrl, { sittingId: sitting.id });
  const name = sittingName(sitting, lang, t);
  const extra: RowAction[] = [];
  if (sitting.state === "scheduled" && sitting.is_today) {
    extra.push({ intent: BOARD_INTENTS.open, label: t(`${K}.sittings.open`), variant: "secondary" });
  }
  if (sitting.state === "closed") {
    extra.push({
      intent: BOARD_INTENTS.lock,
      label: t(`${K}.sittings.lock`),
      variant: "primary",
      confirm: {
        title: t(`${K}.sittings.lock_title`, { sitting: name }),
        message: t(`${K}.sittings.lock_message`),
        keepLabel: t(`${K}.sittings.lock_keep`),
      },
    });
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <RowActions intents={intents} extra={extra} label={t(`${K}.sittings.actions_for`, { sitting: name })} />
        {sitting.state !== "cancelled" ? (
          <Button variant="outline" size="sm" onClick={onScan} aria-haspopup="dialog">
            {t(`${K}.scan.open`)}
          </Button>
        ) : null}
      </div>
      <RowError intents={intents} />
    </div>
  );
}
