// The board's participants: one row each, one cell per sitting with the mark that counts (the
// latest correction's, marked "amended"), the signature's time or "signed late", and a button
// to mark (open or closed sitting) or correct (locked one); the hours attended out of those
// planned. A table that becomes cards on a phone (DataTable, decision 027).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "~/admin/list/data-table";
import type { AttendanceBoard, BoardParticipant, BoardSitting } from "~/attendance/admin-attendance.server";
import { clockTime, hoursOf, markText, sittingName } from "~/attendance/board-format";
import { MarkDialog, type MarkTarget } from "~/attendance/mark-dialog";
import { FROZEN_STATES, MARKABLE_STATES } from "~/attendance/rules";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";

const K = "admin.attendance.participants";

export function BoardParticipants({ board, actionUrl }: { board: AttendanceBoard; actionUrl: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [target, setTarget] = useState<MarkTarget | null>(null);
  const sittings = board.sittings.filter((sitting) => sitting.state !== "cancelled");

  const columns: DataTableColumn<BoardParticipant>[] = [
    {
      key: "name",
      header: t(`${K}.name`),
      isRowHeader: true,
      cell: (p) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900">{p.name}</span>
          {p.company ? <span className="text-xs text-slate-600">{p.company}</span> : null}
        </span>
      ),
    },
    ...sittings.map((sitting) => ({
      key: sitting.id,
      header: sittingName(sitting, lang, t),
      cell: (p: BoardParticipant) => (
        <Cell
          participant={p}
          sitting={sitting}
          zone={board.session.timezone}
          onOpen={() => setTarget({ participant: p, sitting })}
        />
      ),
    })),
    {
      key: "total",
      header: t(`${K}.total`),
      cell: (p) => (
        <span className="flex flex-col gap-1">
          <span>
            {t(`${K}.hours_of`, { attended: hoursOf(p.minutes_attended), planned: hoursOf(board.planned_minutes) })}
          </span>
          {/* Funders often ask per person: the individual sheet, signatures and evidence. */}
          <a
            href={`/admin/sessions/${board.session.id}/attendance/${p.id}.pdf`}
            download
            className="text-sm font-medium text-secondary underline underline-offset-2"
          >
            {t(`${K}.individual_sheet`)}
            <span className="sr-only"> — {p.name}</span>
          </a>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="participants-heading" className="flex flex-col gap-3">
      <h2 id="participants-heading" className="text-xl font-semibold text-secondary">
        {t(`${K}.heading`, { count: board.participants.length })}
      </h2>
      {board.participants.length === 0 ? (
        <p className="text-sm text-slate-600">{t(`${K}.empty`)}</p>
      ) : (
        <DataTable
          caption={t(`${K}.caption`)}
          isCaptionHidden
          rows={board.participants}
          rowKey={(p) => p.id}
          rowLabel={(p) => p.name}
          columns={columns}
          cardsBelow="lg"
        />
      )}
      <MarkDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        actionUrl={actionUrl}
        target={target}
        zone={board.session.timezone}
      />
    </section>
  );
}

function Cell({
  participant,
  sitting,
  zone,
  onOpen,
}: {
  participant: BoardParticipant;
  sitting: BoardSitting;
  zone: string;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const cell = participant.cells.find((c) => c.sitting_id === sitting.id);
  const signature = cell ?? participant.signed.find((s) => s.sitting_id === sitting.id);
  const signedAt = signature?.signed_at ?? null;
  const isFrozen = (FROZEN_STATES as readonly string[]).includes(sitting.state);
  const isMarkable = (MARKABLE_STATES as readonly string[]).includes(sitting.state);
  const label = t(isFrozen ? `${K}.correct_for` : `${K}.mark_for`, {
    name: participant.name,
    sitting: sittingName(sitting, lang, t),
  });
  return (
    <div className="flex flex-col items-start gap-1">
      {cell ? <span className="font-medium text-slate-900">{markText(cell, t)}</span> : null}
      {!cell && !signedAt ? <span className="text-slate-500">{t(`${K}.no_mark`)}</span> : null}
      {signedAt ? (
        <span className="text-xs text-green-800">
          <span aria-hidden="true">✓ </span>
          {t(`${K}.signed_at`, { time: clockTime(signedAt, zone) })}
        </span>
      ) : null}
      {signature?.signed_late ? <Badge tone="warning">{t("attendance.signed_late")}</Badge> : null}
      {cell?.amended ? <Badge tone="primary">{t("attendance.amended")}</Badge> : null}
      {isMarkable || (isFrozen && cell) ? (
        <Button variant="outline" size="sm" onClick={onOpen} aria-haspopup="dialog" aria-label={label}>
          {t(isFrozen ? `${K}.correct` : `${K}.mark`)}
        </Button>
      ) : null}
    </div>
  );
}
