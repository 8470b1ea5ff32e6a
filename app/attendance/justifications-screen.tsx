// The /admin/attendance/justifications screen: the justifications across sessions by decision
// (pending by default), each with its participant, course, session, sitting, reason and
// document; a pending one is accepted (the absence becomes excused) or refused with a note.
// The route's loader and action are in app/routes/admin/attendance-justifications.tsx.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminListPage } from "~/admin/list/admin-list-page";
import type {
  AdminJustification,
  JustificationList,
  JustificationParams,
} from "~/attendance/admin-justifications.server";
import {
  JUSTIFICATION_FILTERS,
  type JustifiableAbsence,
  refuseJustificationSchema,
  staffJustificationSchema,
} from "~/attendance/justification-schema";
import { REASON_MAX } from "~/attendance/schema";
import { JUSTIFICATIONS_HREF, sessionAttendanceHref } from "~/attendance/watch";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { formatDate, formatDateRange, formatDateTime, formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { timeZoneLabel } from "~/sessions/format";
import { Badge, type BadgeTone } from "~/ui/badge";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, Select, TextAreaField } from "~/ui/field";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import { PRIVATE_DOCUMENT_ACCEPT } from "~/uploads/private-documents";

const K = "admin.justifications";

const TONES: Record<AdminJustification["decision"], BadgeTone> = {
  pending: "warning",
  accepted: "success",
  refused: "danger",
};

export type JustificationsScreenProps = {
  params: JustificationParams;
  list: JustificationList;
  hasLoadError: boolean;
  /** The absences staff may justify on a participant's behalf. */
  absences: JustifiableAbsence[];
  hasAbsencesError: boolean;
};

export function JustificationsScreen({
  params,
  list,
  hasLoadError,
  absences,
  hasAbsencesError,
}: JustificationsScreenProps) {
  const { t } = useTranslation();
  const refusing = useEditorTarget<AdminJustification>();
  const recording = useEditorTarget();
  const actionUrl = useCurrentUrl();
  return (
    <AdminListPage
      title={t(`${K}.title`)}
      subtitle={t(`${K}.subtitle`)}
      add={{ label: t(`${K}.record`), onClick: () => recording.openNew() }}
      filters={<DecisionTabs current={params.status} />}
      headingId="justifications-results"
      count={t(`${K}.count.${params.status}`, { count: list.total })}
      items={list.justifications}
      page={list.page}
      totalPages={list.totalPages}
      isFiltered={false}
      empty={{ title: t(`${K}.empty.${params.status}`), hint: t(`${K}.empty.hint`) }}
      loadError={hasLoadError ? t(`${K}.error.load`) : null}
      layout="list"
      itemKey={(item) => item.id}
      renderItem={(item) => (
        <JustificationRow justification={item} actionUrl={actionUrl} onRefuse={() => refusing.openFor(item)} />
      )}
    >
      <RefuseDialog key={refusing.key} {...refusing.dialog} action={actionUrl} justification={refusing.item} />
      <RecordDialog
        key={recording.key}
        {...recording.dialog}
        action={actionUrl}
        absences={absences}
        hasAbsencesError={hasAbsencesError}
      />
    </AdminListPage>
  );
}

function DecisionTabs({ current }: { current: JustificationParams["status"] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t(`${K}.filter_label`)} className="flex flex-wrap gap-2">
      {JUSTIFICATION_FILTERS.map((status) => (
        <Link
          key={status}
          to={status === "pending" ? JUSTIFICATIONS_HREF : `${JUSTIFICATIONS_HREF}?status=${status}`}
          aria-current={status === current ? "page" : undefined}
          className={cn(
            "rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300",
            status === current ? "bg-secondary text-white" : "bg-white text-secondary hover:bg-slate-50",
          )}
        >
          {t(`${K}.filter.${status}`)}
        </Link>
      ))}
    </nav>
  );
}

function JustificationRow({
  justification: j,
  actionUrl,
  onRefuse,
}: {
  justification: AdminJustification;
  actionUrl: string;
  onRefuse: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  const intents = useItemIntents(actionUrl, { id: j.id });
  return (
    <article
      aria-label={t(`${K}.row_label`, { name: j.participant })}
      className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-secondary">{j.participant}</p>
        <Badge tone={TONES[j.decision]}>{t(`${K}.decision.${j.decision}`)}</Badge>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-500">{t(`${K}.fields.course`)}</dt>
          <dd>
            <Link to={sessionAttendanceHref(j.session_id)} className="text-primary hover:underline">
              {j.course_title}
            </Link>{" "}
            <span className="text-slate-600">({formatDateRange(j.start_date, j.end_date, lang)})</span>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-500">{t(`${K}.fields.sitting`)}</dt>
          <dd>
            {formatDate(j.sitting_date, lang, "long")}, {formatTime(j.sitting_start)}–{formatTime(j.sitting_end)} (
            {timeZoneLabel(j.timezone)})
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-500">{t(`${K}.fields.sent_at`)}</dt>
          <dd>{formatDateTime(j.created_at, lang, j.timezone)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-500">{t(`${K}.fields.document`)}</dt>
          <dd>
            {j.document_name ? (
              <a href={`${JUSTIFICATIONS_HREF}/${j.id}/document`} download className="text-primary hover:underline">
                {j.document_name}
              </a>
            ) : (
              t(`${K}.no_document`)
            )}
          </dd>
        </div>
      </dl>
      <div className="text-sm">
        <p className="font-semibold text-slate-500">{t(`${K}.fields.reason`)}</p>
        <p className="whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">{j.reason}</p>
      </div>
      {j.decision_note ? (
        <div className="text-sm">
          <p className="font-semibold text-slate-500">{t(`${K}.fields.note`)}</p>
          <p className="whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">{j.decision_note}</p>
        </div>
      ) : null}
      <RowError intents={intents} />
      {j.decision === "pending" ? (
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onRefuse}>
            {t(`${K}.refuse`)}
          </Button>
          <RowActions
            intents={intents}
            label={t(`${K}.actions_label`, { name: j.participant })}
            extra={[
              {
                intent: "accept",
                label: t(`${K}.accept`),
                variant: "primary",
                confirm: {
                  title: t(`${K}.accept_title`),
                  message: t(`${K}.accept_message`, { name: j.participant }),
                },
              },
            ]}
          />
        </div>
      ) : null}
    </article>
  );
}

function RefuseDialog({
  open,
  onOpenChange,
  action,
  justification,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  action: string;
  justification: AdminJustification | undefined;
}) {
  const { t } = useTranslation();
  const form = useFetcherForm({ schema: refuseJustificationSchema, onOpenChange });
  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(`${K}.refuse_title`, { name: justification?.participant ?? "" })}
      description={t(`${K}.refuse_description`)}
      action={action}
      intent="refuse"
      id={justification?.id}
      saveLabel={t(`${K}.refuse`)}
      savingLabel={t(`${K}.refusing`)}
      saveVariant="danger"
      size="md"
    >
      <TextAreaField
        label={t(`${K}.fields.note`)}
        name="note"
        required
        rows={4}
        maxLength={REASON_MAX}
        defaultValue={form.initial("note", "")}
        error={form.error("note")}
      />
    </EditorDialog>
  );
}

/** A justification handed to staff (a paper note): the absence chosen among those still in time. */
function RecordDialog({
  open,
  onOpenChange,
  action,
  absences,
  hasAbsencesError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  action: string;
  absences: JustifiableAbsence[];
  hasAbsencesError: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  const form = useFetcherForm({ schema: staffJustificationSchema, onOpenChange });
  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(`${K}.record_title`)}
      description={t(`${K}.record_description`)}
      action={action}
      intent="record"
      encType="multipart/form-data"
      saveLabel={t(`${K}.record_save`)}
      savingLabel={t(`${K}.record_saving`)}
      isSaveDisabled={absences.length === 0}
      size="lg"
    >
      {hasAbsencesError ? <p className="text-sm text-red-700">{t(`${K}.error.absences`)}</p> : null}
      {absences.length === 0 && !hasAbsencesError ? (
        <p className="text-slate-700">{t(`${K}.no_absences`)}</p>
      ) : (
        <>
          <Field label={t(`${K}.fields.absence`)} name="absence" required error={form.error("absence")}>
            <Select defaultValue={form.initial("absence", "")}>
              <option value="">{t(`${K}.choose_absence`)}</option>
              {absences.map((a) => (
                <option key={`${a.registration_id}|${a.sitting_id}`} value={`${a.registration_id}|${a.sitting_id}`}>
                  {a.participant} — {a.course_title} — {formatDate(a.date, lang)} {formatTime(a.start_time)}–
                  {formatTime(a.end_time)}
                </option>
              ))}
            </Select>
          </Field>
          <TextAreaField
            label={t(`${K}.fields.reason`)}
            name="reason"
            required
            rows={3}
            maxLength={REASON_MAX}
            defaultValue={form.initial("reason", "")}
            error={form.error("reason")}
          />
          <Field
            label={t(`${K}.fields.document`)}
            name="document"
            type="file"
            accept={PRIVATE_DOCUMENT_ACCEPT}
            required
            hint={t("profile.registrations.absences.document_hint")}
            error={form.error("document")}
          />
        </>
      )}
    </EditorDialog>
  );
}
