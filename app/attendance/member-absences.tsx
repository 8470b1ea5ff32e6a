// Under a registration on /profile/registrations: the half-days the member missed, each with
// what became of its justifications (pending, accepted, refused with staff's note, the
// document to download again) and, while JUSTIFICATION_DAYS have not passed and none is
// pending or accepted, the form that sends one (reason and document, posted multipart to the
// page's action). Past the deadline, a sentence says so and whom to contact.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type MemberAbsence, memberJustificationSchema } from "~/attendance/justification-schema";
import { JUSTIFICATION_DAYS } from "~/attendance/rules";
import { REASON_MAX } from "~/attendance/schema";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { formatDate, formatDateTime, formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { timeZoneLabel } from "~/sessions/format";
import { Badge, type BadgeTone } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, FormError, TextAreaField } from "~/ui/field";
import { PRIVATE_DOCUMENT_ACCEPT } from "~/uploads/private-documents";

const K = "profile.registrations.absences";

const TONES: Record<MemberAbsence["justifications"][number]["decision"], BadgeTone> = {
  pending: "warning",
  accepted: "success",
  refused: "danger",
};

export function MemberAbsences({
  absences,
  lang,
  contactEmail,
}: {
  absences: MemberAbsence[];
  lang: Lang;
  contactEmail: string | null;
}) {
  const { t } = useTranslation();
  if (absences.length === 0) return null;
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <h4 className="text-sm font-semibold text-secondary">{t(`${K}.title`, { count: absences.length })}</h4>
      <ul className="mt-2 flex flex-col gap-3">
        {absences.map((absence) => (
          <li key={absence.sitting_id} className="flex flex-col gap-2 text-sm" data-sitting-id={absence.sitting_id}>
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">
                {formatDate(absence.date, lang, "long")}, {formatTime(absence.start_time)}–
                {formatTime(absence.end_time)} ({timeZoneLabel(absence.timezone)})
              </span>
              <Badge tone={absence.status === "excused" ? "success" : "neutral"}>
                {t(`attendance.status.${absence.status}`)}
              </Badge>
            </p>
            {absence.justifications.map((j) => (
              <div key={j.id} className="rounded-md bg-white px-3 py-2 ring-1 ring-slate-200">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge tone={TONES[j.decision]}>{t(`${K}.decision.${j.decision}`)}</Badge>
                  <span className="text-slate-600">
                    {t(`${K}.sent_on`, { date: formatDateTime(j.created_at, lang) })}
                  </span>
                </p>
                <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">{j.reason}</p>
                {j.decision_note ? (
                  <p className="mt-1 [overflow-wrap:anywhere] text-slate-700">
                    {t(`${K}.note`, { note: j.decision_note })}
                  </p>
                ) : null}
                {j.document_name ? (
                  <a
                    href={`/profile/justifications/${j.id}/document`}
                    download
                    className="mt-1 inline-block font-medium text-secondary underline-offset-2 hover:underline"
                  >
                    {t(`${K}.download`, { name: j.document_name })}
                  </a>
                ) : null}
              </div>
            ))}
            {absence.may_justify ? (
              <JustifyForm absence={absence} lang={lang} />
            ) : absence.status === "absent" && !absence.justifications.some((j) => j.decision !== "refused") ? (
              <p className="text-slate-700">
                {t(`${K}.too_late`, { count: JUSTIFICATION_DAYS })}{" "}
                {contactEmail ? (
                  <a href={`mailto:${contactEmail}`} className="font-semibold text-secondary underline">
                    {contactEmail}
                  </a>
                ) : (
                  <Link to="/contact" className="font-semibold text-secondary underline">
                    {t("profile.registrations.contact_page")}
                  </Link>
                )}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function JustifyForm({ absence, lang }: { absence: MemberAbsence; lang: Lang }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useFetcherForm({
    fetcherKey: `justify-${absence.registration_id}-${absence.sitting_id}`,
    schema: memberJustificationSchema,
    successMessageKey: `${K}.sent`,
    onOpenChange: setOpen,
  });
  if (!open) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {t(`${K}.justify`)}
        </Button>
        <span className="text-slate-600">
          {t(`${K}.until`, { date: formatDateTime(absence.deadline, lang, absence.timezone) })}
        </span>
      </div>
    );
  }
  return (
    <form.fetcher.Form
      method="post"
      action="/profile/registrations"
      encType="multipart/form-data"
      onSubmit={form.handleSubmit}
      onInput={form.handleInput}
      noValidate
      className="flex flex-col gap-3 rounded-md bg-white p-3 ring-1 ring-slate-200"
    >
      <input type="hidden" name="intent" value="justify" />
      <input type="hidden" name="registrationId" value={absence.registration_id} />
      <input type="hidden" name="sittingId" value={absence.sitting_id} />
      <FormError revealFor={form.answer}>
        {form.formError ? t(form.formError, form.formErrorParams ?? {}) : null}
      </FormError>
      <TextAreaField
        label={t(`${K}.reason`)}
        name="reason"
        required
        rows={3}
        maxLength={REASON_MAX}
        defaultValue={form.initial("reason", "")}
        error={form.error("reason")}
      />
      <Field
        label={t(`${K}.document`)}
        name="document"
        type="file"
        accept={PRIVATE_DOCUMENT_ACCEPT}
        required
        hint={t(`${K}.document_hint`)}
        error={form.error("document")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={form.isSaving}>
          {form.isSaving ? t(`${K}.sending`) : t(`${K}.send`)}
        </Button>
        <Button variant="outline" size="sm" onClick={() => form.handleOpenChange(false)} disabled={form.isSaving}>
          {t("ui.cancel")}
        </Button>
      </div>
    </form.fetcher.Form>
  );
}
