// The /admin/incidents dialogs: recording an incident by hand (what it is about, and who and
// which session when known), acknowledging one (a line for the person, optional: the e-mail
// gives the answer's deadline), and answering one (the answer, e-mailed to the person). Each
// posts with a fetcher to the screen's action, which checks with the same schemas.
import { useTranslation } from "react-i18next";
import type { EntityEditorProps } from "~/forms/use-entity-editor";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { formatDateTime } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { formatSessionDates } from "~/sessions/format";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, Select, TextAreaField } from "~/ui/field";
import {
  type AdminIncidentRow,
  acknowledgeSchema,
  answerSchema,
  excerpt,
  INCIDENT_INTENTS,
  INCIDENT_LIMITS,
  type IncidentSessionChoice,
  incidentSchema,
} from "./admin-schema";

const K = "admin.incidents";

function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === "en" ? "en" : "fr";
}

/** A new incident recorded by staff: a call, a letter, a remark at the end of a day. */
export function IncidentEditor({
  open,
  onOpenChange,
  action,
  sessions,
}: EntityEditorProps & { sessions: IncidentSessionChoice[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useFetcherForm({ schema: incidentSchema, onOpenChange });
  const F = `${K}.form`;
  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(`${F}.title`)}
      description={t(`${F}.description`)}
      action={action}
      intent={INCIDENT_INTENTS.create}
      saveLabel={t(`${F}.save`)}
      savingLabel={t(`${F}.saving`)}
    >
      <TextAreaField
        label={t(`${F}.summary`)}
        name="summary"
        required
        rows={5}
        maxLength={INCIDENT_LIMITS.summary}
        defaultValue={form.initial("summary", "")}
        error={form.error("summary")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t(`${F}.person_name`)}
          name="person_name"
          autoComplete="off"
          defaultValue={form.initial("person_name", "")}
          error={form.error("person_name")}
        />
        <Field
          label={t(`${F}.person_email`)}
          name="person_email"
          type="email"
          autoComplete="off"
          hint={t(`${F}.person_email_hint`)}
          defaultValue={form.initial("person_email", "")}
          error={form.error("person_email")}
        />
      </div>
      <Field label={t(`${F}.person_language`)} name="person_language" error={form.error("person_language")}>
        <Select defaultValue={form.initial("person_language", "")}>
          <option value="">{t(`${F}.language_unknown`)}</option>
          <option value="fr">{t("languages.fr")}</option>
          <option value="en">{t("languages.en")}</option>
        </Select>
      </Field>
      <Field label={t(`${F}.session`)} name="session_id" error={form.error("session_id")}>
        <Select defaultValue={form.initial("session_id", "")}>
          <option value="">{t(`${F}.no_session`)}</option>
          {sessions.map((session) => (
            <option key={session.id} value={session.id}>
              {`${pick(session, "course_title", lang)} — ${formatSessionDates(session.start_date, session.end_date, lang)}`}
            </option>
          ))}
        </Select>
      </Field>
    </EditorDialog>
  );
}

type RowDialogProps = EntityEditorProps & { incident: AdminIncidentRow | undefined };

/** Whom the dialog writes to: the person's address, or why nobody is e-mailed. */
function Recipient({ incident }: { incident: AdminIncidentRow | undefined }) {
  const { t } = useTranslation();
  if (!incident) return null;
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-700">
      <p className="rounded-lg bg-slate-50 p-3 [overflow-wrap:anywhere]">{excerpt(incident.summary, 400)}</p>
      <p>
        {incident.person_email
          ? t(`${K}.emailed_to`, {
              email: incident.person_email,
              language: t(`languages.${incident.person_language === "en" ? "en" : "fr"}`),
            })
          : t(`${K}.no_address`)}
      </p>
    </div>
  );
}

export function AcknowledgeDialog({ open, onOpenChange, action, incident }: RowDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useFetcherForm({ schema: acknowledgeSchema, onOpenChange });
  const A = `${K}.acknowledge`;
  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(`${A}.title`)}
      description={incident ? t(`${A}.description`, { when: formatDateTime(incident.answer_by, lang) }) : undefined}
      intro={<Recipient incident={incident} />}
      action={action}
      intent={INCIDENT_INTENTS.acknowledge}
      id={incident?.id}
      saveLabel={t(`${A}.save`)}
      savingLabel={t(`${A}.saving`)}
      size="md"
    >
      <TextAreaField
        label={t(`${A}.note`)}
        name="note"
        rows={3}
        maxLength={INCIDENT_LIMITS.note}
        hint={t(`${A}.note_hint`)}
        defaultValue={form.initial("note", "")}
        error={form.error("note")}
      />
    </EditorDialog>
  );
}

export function AnswerDialog({ open, onOpenChange, action, incident }: RowDialogProps) {
  const { t } = useTranslation();
  const form = useFetcherForm({ schema: answerSchema, onOpenChange });
  const A = `${K}.answer`;
  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(`${A}.title`)}
      description={t(`${A}.description`)}
      intro={<Recipient incident={incident} />}
      action={action}
      intent={INCIDENT_INTENTS.answer}
      id={incident?.id}
      saveLabel={t(`${A}.save`)}
      savingLabel={t(`${A}.saving`)}
    >
      <TextAreaField
        label={t(`${A}.text`)}
        name="answer"
        required
        rows={8}
        maxLength={INCIDENT_LIMITS.answer}
        defaultValue={form.initial("answer", "")}
        error={form.error("answer")}
      />
    </EditorDialog>
  );
}
