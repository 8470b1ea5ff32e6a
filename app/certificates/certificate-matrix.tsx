// The certificates screen's matrix: one row per participant (name, company, hours attended out
// of planned, their results and funding), one cell per document they are given — its state
// (draft with what blocks it in words, issued vN, sent, outdated), its actions (preview, issue,
// download, revoke) and the versions it replaced. A table that becomes cards on a phone
// (DataTable's cardsBelow, decision 027).
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "~/admin/list/data-table";
import { hoursOf } from "~/attendance/board-format";
import { CERTIFICATE_INTENTS } from "~/certificates/admin-schema";
import type {
  CertificateParticipant,
  CertificateSlot,
  IssuedDocumentRow,
  SessionCertificates,
} from "~/certificates/drafts.server";
import type { DocumentKind, DraftBlocker } from "~/certificates/facts";
import { dateTimeFormat, formatDateTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";

const K = "admin.certificates";
const LINK = "text-sm font-medium text-secondary underline underline-offset-2";

/** What the screen's dialogs are opened for. */
export type CertificateTarget =
  | { kind: "results" | "funding"; participant: CertificateParticipant }
  | { kind: "revoke"; participant: CertificateParticipant; slot: CertificateSlot; document: IssuedDocumentRow };

/** Why a draft waits, in words ("2 sittings not locked"). */
export function blockerText(blocker: DraftBlocker, t: TFunction): string {
  const B = `${K}.blockers`;
  switch (blocker.reason) {
    case "sittings_unlocked":
    case "assessment_missing":
      return t(`${B}.${blocker.reason}`, { count: blocker.count });
    default:
      return t(`${B}.${blocker.reason}`);
  }
}

/** "March 2031": a monthly certificate's month. */
export function monthName(periodMonth: string, lang: Lang): string {
  const date = new Date(`${periodMonth}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return periodMonth;
  return dateTimeFormat(lang === "fr" ? "fr-FR" : "en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
}

/** The document's name: its kind, and its month for a monthly one. */
export function slotName(slot: Pick<CertificateSlot, "kind" | "periodMonth">, lang: Lang, t: TFunction): string {
  const kind = t(`certificates.kinds.${slot.kind}`);
  return slot.periodMonth ? `${kind} — ${monthName(slot.periodMonth, lang)}` : kind;
}

/** The session's planned time, as the whole-session drafts state it. */
function plannedMinutes(certificates: SessionCertificates): number | null {
  for (const participant of certificates.participants) {
    const whole = participant.slots.find((slot) => slot.periodMonth === null);
    if (whole) return whole.draft.minutes.planned;
  }
  return null;
}

export function CertificateMatrix({
  certificates,
  actionUrl,
  onOpen,
}: {
  certificates: SessionCertificates;
  actionUrl: string;
  onOpen: (target: CertificateTarget) => void;
}) {
  const { t } = useTranslation();
  const planned = plannedMinutes(certificates);
  const kinds: DocumentKind[] = certificates.frenchRules ? ["completion", "realisation"] : ["attendance"];

  const columns: DataTableColumn<CertificateParticipant>[] = [
    {
      key: "participant",
      header: t(`${K}.participant`),
      isRowHeader: true,
      cell: (p) => (
        <span className="flex flex-col gap-0.5">
          <span className="font-medium text-slate-900">{p.name}</span>
          <span className="text-xs text-slate-600">{p.company ?? t(`${K}.no_company`)}</span>
          <span className="text-xs text-slate-600">
            {planned === null
              ? t(`${K}.hours_attended`, { attended: hoursOf(p.minutesAttended) })
              : t(`${K}.hours_of`, { attended: hoursOf(p.minutesAttended), planned: hoursOf(planned) })}
          </span>
        </span>
      ),
    },
    ...kinds.map(
      (kind, index): DataTableColumn<CertificateParticipant> => ({
        key: kind,
        header: t(`certificates.kinds.${kind}`),
        cell: (p) => {
          if (p.none) return index === 0 ? <span className="text-slate-600">{t(`${K}.no_document`)}</span> : null;
          const slots = p.slots.filter((slot) => slot.kind === kind);
          return (
            <ul className="flex flex-col gap-3">
              {slots.map((slot) => (
                <li key={`${slot.kind}-${slot.periodMonth ?? "all"}`}>
                  <SlotCell
                    participant={p}
                    slot={slot}
                    sessionId={certificates.session.id}
                    actionUrl={actionUrl}
                    onRevoke={(document) => onOpen({ kind: "revoke", participant: p, slot, document })}
                  />
                </li>
              ))}
            </ul>
          );
        },
      }),
    ),
  ];

  return (
    <section aria-labelledby="certificates-heading" className="flex flex-col gap-3">
      <h2 id="certificates-heading" className="text-xl font-semibold text-secondary">
        {t(`${K}.participants`, { count: certificates.participants.length })}
      </h2>
      <DataTable
        caption={t(`${K}.caption`)}
        isCaptionHidden
        rows={certificates.participants}
        rowKey={(p) => p.registrationId}
        rowLabel={(p) => p.name}
        columns={columns}
        cardsBelow="lg"
        actions={(p) => (
          <div className="flex flex-wrap gap-2">
            {certificates.course.assessmentPlanned ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onOpen({ kind: "results", participant: p })}
                aria-haspopup="dialog"
              >
                {t(`${K}.results.open`)}
                <span className="sr-only"> — {p.name}</span>
              </Button>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              onClick={() => onOpen({ kind: "funding", participant: p })}
              aria-haspopup="dialog"
            >
              {t(`${K}.funding.open`)}
              <span className="sr-only"> — {p.name}</span>
            </Button>
          </div>
        )}
      />
    </section>
  );
}

function SlotCell({
  participant,
  slot,
  sessionId,
  actionUrl,
  onRevoke,
}: {
  participant: CertificateParticipant;
  slot: CertificateSlot;
  sessionId: string;
  actionUrl: string;
  onRevoke: (document: IssuedDocumentRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const name = slotName(slot, lang, t);
  const { current } = slot;
  const intents = useItemIntents(actionUrl, {
    registrationId: participant.registrationId,
    kind: slot.kind,
    ...(slot.periodMonth ? { periodMonth: slot.periodMonth } : {}),
  });
  const canIssue = slot.blockers.length === 0 && (current === null || slot.outdated);
  const preview = `${actionUrl}/preview.pdf?${new URLSearchParams({
    registration: participant.registrationId,
    kind: slot.kind,
    ...(slot.periodMonth ? { month: slot.periodMonth } : {}),
  })}`;
  const older = slot.versions.filter((version) => version.id !== current?.id);
  const forWhom = `${name}, ${participant.name}`;

  return (
    <div className="flex flex-col items-start gap-1.5">
      {slot.periodMonth ? (
        <span className="text-sm font-medium text-slate-900">{monthName(slot.periodMonth, lang)}</span>
      ) : null}
      <span className="flex flex-wrap items-center gap-1.5">
        {current === null ? <Badge tone="neutral">{t("certificates.states.draft")}</Badge> : null}
        {current ? <Badge tone="success">{t(`${K}.issued_version`, { version: current.version })}</Badge> : null}
        {slot.outdated ? <Badge tone="warning">{t("certificates.states.outdated")}</Badge> : null}
      </span>
      {current?.sent_at ? (
        <span className="text-xs text-slate-600">
          {t(`${K}.sent_on`, { date: formatDateTime(current.sent_at, lang) })}
        </span>
      ) : null}
      {current?.funder_sent_at ? (
        <span className="text-xs text-slate-600">
          {t(`${K}.funder_sent_on`, { date: formatDateTime(current.funder_sent_at, lang) })}
        </span>
      ) : null}
      {slot.outdated ? <span className="text-xs text-amber-900">{t(`${K}.outdated_note`)}</span> : null}
      {current === null && slot.blockers.length > 0 ? (
        <ul aria-label={t(`${K}.blocked_by`)} className="list-disc pl-5 text-xs text-slate-700">
          {slot.blockers.map((blocker) => (
            <li key={blocker.reason}>{blockerText(blocker, t)}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <a href={preview} target="_blank" rel="noopener" className={LINK}>
          {t(`${K}.preview`)}
          <span className="sr-only"> — {forWhom}</span>
        </a>
        {current ? (
          <a href={`${actionUrl}/${current.id}.pdf`} download className={LINK}>
            {t(`${K}.download`, { version: current.version })}
            <span className="sr-only"> — {forWhom}</span>
          </a>
        ) : null}
        {canIssue ? (
          <RowActions
            intents={intents}
            label={t(`${K}.actions_for`, { name: forWhom })}
            extra={[
              {
                intent: CERTIFICATE_INTENTS.issue,
                label: t(slot.outdated ? `${K}.issue_new_version` : `${K}.issue`),
                variant: "primary",
              },
            ]}
          />
        ) : null}
        {current ? (
          <Button variant="danger" size="sm" onClick={() => onRevoke(current)} aria-haspopup="dialog">
            {t(`${K}.revoke.open`)}
            <span className="sr-only"> — {forWhom}</span>
          </Button>
        ) : null}
      </div>
      <RowError intents={intents} />
      {older.length > 0 ? <History versions={older} sessionId={sessionId} /> : null}
    </div>
  );
}

/** The versions no longer in force, collapsed: each with its state and its PDF. */
function History({ versions, sessionId }: { versions: IssuedDocumentRow[]; sessionId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    <details className="text-xs text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-800">
        {t(`${K}.history`, { count: versions.length })}
      </summary>
      <ul className="mt-1 flex flex-col gap-1 pl-2">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center gap-2">
            <span>{t(`${K}.version`, { version: version.version })}</span>
            <Badge tone={version.state === "revoked" ? "danger" : "neutral"}>
              {t(`certificates.states.${version.state}`)}
            </Badge>
            {version.state === "revoked" && version.revoked_at ? (
              <span>
                {t(`${K}.revoked_on`, {
                  date: formatDateTime(version.revoked_at, lang),
                  reason: version.revocation_reason
                    ? t(`certificates.revocation_reasons.${version.revocation_reason}`)
                    : "",
                })}
              </span>
            ) : null}
            <a href={`/admin/sessions/${sessionId}/certificates/${version.id}.pdf`} download className={LINK}>
              {t(`${K}.download`, { version: version.version })}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
