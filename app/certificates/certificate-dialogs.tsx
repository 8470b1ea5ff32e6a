// The certificates screen's forms: a participant's assessment results (one select per course
// objective), their funding (employer, self-funded, transition project, the funder's contact),
// and the revocation of a document in force with its reason. Each is an EditorDialog over
// useFetcherForm, posting to the screen's action with the services' own schemas.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  CERTIFICATE_INTENTS,
  COMPANY_MAX,
  FUNDER_NAME_MAX,
  fundingSchema,
  MAX_OBJECTIVES,
  resultsSchema,
  revokeSchema,
} from "~/certificates/admin-schema";
import type { CertificateTarget } from "~/certificates/certificate-matrix";
import { slotName } from "~/certificates/certificate-matrix";
import type { SessionCertificates } from "~/certificates/drafts.server";
import { ASSESSMENT_RESULT_NAMES, REVOCATION_REASON_NAMES } from "~/certificates/facts";
import type { FundingOptions } from "~/compliance/bpf-categories";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import type { Lang } from "~/i18n/messages";
import { FundingFields } from "~/registrations/funding-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, Select } from "~/ui/field";

const K = "admin.certificates";

type DialogProps = {
  target: CertificateTarget | null;
  onClose: () => void;
  actionUrl: string;
};

const closeWhenDone = (onClose: () => void) => (open: boolean) => {
  if (!open) onClose();
};

export function ResultsDialog({
  target,
  onClose,
  actionUrl,
  course,
}: DialogProps & { course: SessionCertificates["course"] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const participant = target?.kind === "results" ? target.participant : null;
  const form = useFetcherForm({
    fetcherKey: "certificate-results",
    schema: resultsSchema,
    onOpenChange: closeWhenDone(onClose),
  });
  const objectives = (lang === "en" && course.objectivesEn.length > 0 ? course.objectivesEn : course.objectivesFr)
    .slice(0, MAX_OBJECTIVES)
    .map((objective, i) => ({ objective, name: `result_${i}`, stored: participant?.results[i] ?? "" }));
  return (
    <EditorDialog
      form={form}
      open={participant !== null}
      size="md"
      formKey={participant?.registrationId}
      title={t(`${K}.results.title`)}
      intro={
        participant ? (
          <p className="text-sm text-slate-700">{t(`${K}.results.intro`, { name: participant.name })}</p>
        ) : null
      }
      action={actionUrl}
      intent={CERTIFICATE_INTENTS.results}
      saveLabel={t(`${K}.results.submit`)}
      savingLabel={t(`${K}.saving`)}
    >
      {participant ? <input type="hidden" name="registrationId" value={participant.registrationId} /> : null}
      {objectives.length === 0 ? <p className="text-sm text-slate-600">{t(`${K}.results.no_objectives`)}</p> : null}
      {objectives.map(({ objective, name, stored }) => (
        <Field key={name} label={objective} name={name} error={form.error(name)}>
          <Select defaultValue={form.initial(name, stored)}>
            <option value="">{t(`${K}.results.not_assessed`)}</option>
            {ASSESSMENT_RESULT_NAMES.map((result) => (
              <option key={result} value={result}>
                {t(`certificates.results.${result}`)}
              </option>
            ))}
          </Select>
        </Field>
      ))}
    </EditorDialog>
  );
}

export function FundingDialog({
  target,
  onClose,
  actionUrl,
  fundingOptions,
}: DialogProps & { fundingOptions: FundingOptions }) {
  const { t } = useTranslation();
  const participant = target?.kind === "funding" ? target.participant : null;
  const form = useFetcherForm({
    fetcherKey: "certificate-funding",
    schema: fundingSchema,
    onOpenChange: closeWhenDone(onClose),
  });
  const { error, initial, checked } = form;
  const transitionHintId = useId();
  return (
    <EditorDialog
      form={form}
      open={participant !== null}
      size="md"
      formKey={participant?.registrationId}
      title={t(`${K}.funding.title`)}
      intro={
        participant ? (
          <p className="text-sm text-slate-700">{t(`${K}.funding.intro`, { name: participant.name })}</p>
        ) : null
      }
      action={actionUrl}
      intent={CERTIFICATE_INTENTS.funding}
      saveLabel={t(`${K}.funding.submit`)}
      savingLabel={t(`${K}.saving`)}
    >
      {participant ? <input type="hidden" name="registrationId" value={participant.registrationId} /> : null}
      <Field
        label={t(`${K}.funding.company`)}
        name="company"
        maxLength={COMPANY_MAX}
        autoComplete="organization"
        defaultValue={initial("company", participant?.company)}
        hint={t(`${K}.funding.company_hint`)}
        error={error("company")}
      />
      <div className="flex flex-col gap-3">
        <Checkbox
          name="self_funded"
          label={t(`${K}.funding.self_funded`)}
          defaultChecked={checked("self_funded", participant?.selfFunded ?? false)}
        />
        <div className="flex flex-col gap-1">
          <Checkbox
            name="transition_project"
            label={t(`${K}.funding.transition_project`)}
            aria-describedby={transitionHintId}
            defaultChecked={checked("transition_project", participant?.transitionProject ?? false)}
          />
          <p id={transitionHintId} className="pl-6 text-xs text-slate-600">
            {t(`${K}.funding.transition_project_hint`)}
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t(`${K}.funding.funder_contact_name`)}
          name="funder_contact_name"
          maxLength={FUNDER_NAME_MAX}
          defaultValue={initial("funder_contact_name", participant?.funderContactName)}
          error={error("funder_contact_name")}
        />
        <Field
          label={t(`${K}.funding.funder_contact_email`)}
          name="funder_contact_email"
          type="email"
          autoComplete="off"
          defaultValue={initial("funder_contact_email", participant?.funderContactEmail)}
          hint={t(`${K}.funding.funder_contact_hint`)}
          error={error("funder_contact_email")}
        />
      </div>
      {/* The annual activity report's funding (BPF, delivery.md §8), as on the roster. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <FundingFields
          options={fundingOptions}
          names={{ source: "funding_source_id", scheme: "funding_scheme", type: "participant_type_id" }}
          values={{
            source: initial("funding_source_id", participant?.fundingSourceId) || null,
            scheme: initial("funding_scheme", participant?.fundingScheme) || null,
            type: initial("participant_type_id", participant?.participantTypeId) || null,
          }}
          errors={{
            source: error("funding_source_id"),
            scheme: error("funding_scheme"),
            type: error("participant_type_id"),
          }}
          prefix="admin.registrations.funding"
        />
      </div>
    </EditorDialog>
  );
}

export function RevokeDialog({ target, onClose, actionUrl }: DialogProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const revoking = target?.kind === "revoke" ? target : null;
  const form = useFetcherForm({
    fetcherKey: "certificate-revoke",
    schema: revokeSchema,
    onOpenChange: closeWhenDone(onClose),
  });
  return (
    <EditorDialog
      form={form}
      open={revoking !== null}
      size="md"
      formKey={revoking?.document.id}
      title={t(`${K}.revoke.title`)}
      intro={
        revoking ? (
          <div className="flex flex-col gap-2 text-sm text-slate-700">
            <p>
              {t(`${K}.revoke.intro`, {
                document: slotName(revoking.slot, lang, t),
                version: revoking.document.version,
                name: revoking.participant.name,
              })}
            </p>
            <p>{t(`${K}.revoke.warning`)}</p>
          </div>
        ) : null
      }
      action={actionUrl}
      intent={CERTIFICATE_INTENTS.revoke}
      saveLabel={t(`${K}.revoke.submit`)}
      savingLabel={t(`${K}.saving`)}
      saveVariant="danger"
    >
      {revoking ? <input type="hidden" name="documentId" value={revoking.document.id} /> : null}
      <Field label={t(`${K}.revoke.reason`)} name="reason" required error={form.error("reason")}>
        <Select defaultValue={form.initial("reason", "")}>
          <option value="">{t(`${K}.revoke.choose_reason`)}</option>
          {REVOCATION_REASON_NAMES.map((reason) => (
            <option key={reason} value={reason}>
              {t(`certificates.revocation_reasons.${reason}`)}
            </option>
          ))}
        </Select>
      </Field>
    </EditorDialog>
  );
}
