// Enrolling a person by hand from the roster (someone who phoned): the registration form's
// fields as staff type them, the language of the account created for a new address, and, when
// the session is full, the reason for going past its last seat. The roster's action answers
// on the dialog (which closes; the roster revalidates with the person) or with the refusal, shown
// in the form.
import { useTranslation } from "react-i18next";
import { AdaptationQuestion } from "~/compliance/adaptation-question";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { ENROL_INTENT, ENROL_REASON_MAX, enrolSchema } from "~/registrations/roster-schema";
import { SPECIAL_REQUIREMENTS_MAX } from "~/registrations/schema";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, Select, TextArea } from "~/ui/field";

const K = "admin.sessions.enrol";
const F = "pages.courses.registration.fields";

export type EnrolDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actionUrl: string;
  /** No seat left: the reason is then required (the server says so too). */
  isFull: boolean;
};

const FIELDS = [
  { name: "firstName", key: "first_name", required: true, max: 100 },
  { name: "lastName", key: "last_name", required: true, max: 100 },
  { name: "email", key: "email", required: true, max: 254, type: "email" },
  { name: "phone", key: "phone", required: true, max: 40, type: "tel" },
  { name: "company", key: "company", required: false, max: 200 },
  { name: "position", key: "position", required: false, max: 200 },
  { name: "billingAddress", key: "billing_address", required: true, max: 300 },
  { name: "billingCity", key: "billing_city", required: true, max: 120 },
  { name: "billingPostalCode", key: "billing_postal_code", required: false, max: 20 },
  { name: "billingCountry", key: "billing_country", required: true, max: 120 },
] as const;

export function EnrolDialog({ open, onOpenChange, actionUrl, isFull }: EnrolDialogProps) {
  const { t } = useTranslation();
  const form = useFetcherForm({ fetcherKey: "roster-enrol", schema: enrolSchema, onOpenChange });
  const { error } = form;
  return (
    <EditorDialog
      form={form}
      open={open}
      size="lg"
      title={t(`${K}.title`)}
      intro={<p className="text-sm text-slate-700">{t(`${K}.intro`)}</p>}
      action={actionUrl}
      intent={ENROL_INTENT}
      saveLabel={t(`${K}.submit`)}
      savingLabel={t(`${K}.saving`)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            label={t(`${F}.${field.key}`)}
            name={field.name}
            type={"type" in field ? field.type : "text"}
            required={field.required}
            maxLength={field.max}
            error={error(field.name)}
          />
        ))}
        <Field label={t(`${K}.language`)} name="language" hint={t(`${K}.language_hint`)} error={error("language")}>
          <Select defaultValue="fr">
            <option value="fr">{t("languages.fr")}</option>
            <option value="en">{t("languages.en")}</option>
          </Select>
        </Field>
      </div>
      <Field label={t(`${F}.special_requirements`)} name="specialRequirements" error={error("specialRequirements")}>
        <TextArea rows={3} maxLength={SPECIAL_REQUIREMENTS_MAX} />
      </Field>
      {/* Accessibility (delivery.md §7): the answer only; the note is the participant's to write. */}
      <AdaptationQuestion error={error("needsAdaptation")} withNote={false} />
      <Field
        label={t(`${K}.reason`)}
        name="reason"
        required={isFull}
        hint={t(isFull ? `${K}.reason_hint_full` : `${K}.reason_hint`)}
        error={error("reason")}
      >
        <TextArea rows={2} maxLength={ENROL_REASON_MAX} />
      </Field>
    </EditorDialog>
  );
}
