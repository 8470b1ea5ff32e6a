// The /admin/compliance/accessibility dialogs: the case itself (the participant's private note,
// the steps' dates, the adaptations, and the referent's own note to keep), marking the person
// contacted (on a day, today by default), recording the adaptations agreed (a list, one line
// each, at least one: the participant is e-mailed it) and referring the person to a partner body
// (e-mailed too). Each posts with a fetcher to the screen's action, which checks with the same
// schemas.
import { useTranslation } from "react-i18next";
import type { EntityEditorProps } from "~/forms/use-entity-editor";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { formatDate, formatDateTime } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { formatSessionDates } from "~/sessions/format";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, TextAreaField } from "~/ui/field";
import { TextListField } from "~/ui/text-list-field";
import {
  ACCESSIBILITY_INTENTS,
  ACCESSIBILITY_LIMITS,
  type AdminAccessibilityRow,
  agreeSchema,
  contactSchema,
  noteSchema,
  referSchema,
} from "./accessibility-schema";

const K = "admin.accessibility";

function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === "en" ? "en" : "fr";
}

type RowDialogProps = EntityEditorProps & { row: AdminAccessibilityRow | undefined };

/** Who and which session the dialog is about. */
function About({ row }: { row: AdminAccessibilityRow | undefined }) {
  const lang = useLang();
  if (!row) return null;
  const course = pick({ title_fr: row.course_title_fr, title_en: row.course_title_en }, "title", lang);
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{row.name}</span> — {course},{" "}
      {formatSessionDates(row.start_date, row.end_date, lang)}
    </p>
  );
}

/** The case: the participant's note, the steps so far, the adaptations; the referent's note is the form. */
export function CaseDialog({ open, onOpenChange, action, row }: RowDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useFetcherForm({ schema: noteSchema, onOpenChange });
  const C = `${K}.case`;
  const steps = row
    ? ([
        ["requested", row.created_at],
        ["contact_by", row.contact_by],
        ["contacted", row.contacted_at],
        ["agreed", row.agreed_at],
        ["in_place", row.in_place_at],
        [row.status === "referred" ? "referred" : "closed", row.closed_at],
      ] as const)
    : [];
  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(`${C}.title`)}
      description={t(`${C}.description`)}
      intro={
        row ? (
          <div className="flex flex-col gap-3 text-sm text-slate-800">
            <About row={row} />
            <section aria-label={t(`${C}.request_note`)} className="rounded-lg bg-slate-50 p-3">
              <h3 className="font-semibold text-slate-700">{t(`${C}.request_note`)}</h3>
              <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">
                {row.request_note ?? t(`${C}.no_request_note`)}
              </p>
            </section>
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
              {steps.map(([key, when]) =>
                when ? (
                  <div key={key} className="flex gap-2">
                    <dt className="text-slate-600">{t(`${C}.steps.${key}`)}</dt>
                    <dd>
                      <time dateTime={when}>
                        {key === "requested" ? formatDateTime(when, lang) : formatDate(when, lang)}
                      </time>
                    </dd>
                  </div>
                ) : null,
              )}
            </dl>
            {row.adaptations.length > 0 ? (
              <section aria-label={t(`${C}.adaptations`)}>
                <h3 className="font-semibold text-slate-700">{t(`${C}.adaptations`)}</h3>
                <ul className="mt-1 list-disc pl-5">
                  {row.adaptations.map((adaptation) => (
                    <li key={adaptation}>{adaptation}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {row.partner_body ? <p>{t(`${C}.partner_body`, { name: row.partner_body })}</p> : null}
          </div>
        ) : null
      }
      action={action}
      intent={ACCESSIBILITY_INTENTS.note}
      id={row?.id}
      saveLabel={t(`${C}.save`)}
      savingLabel={t(`${C}.saving`)}
    >
      <TextAreaField
        label={t(`${C}.referent_note`)}
        name="referent_note"
        rows={5}
        maxLength={ACCESSIBILITY_LIMITS.note}
        hint={t(`${C}.referent_note_hint`)}
        defaultValue={form.initial("referent_note", row?.referent_note ?? "")}
        error={form.error("referent_note")}
      />
    </EditorDialog>
  );
}

export function ContactDialog({ open, onOpenChange, action, row, today }: RowDialogProps & { today: string }) {
  const { t } = useTranslation();
  const form = useFetcherForm({ schema: contactSchema, onOpenChange });
  const A = `${K}.contact`;
  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(`${A}.title`)}
      description={t(`${A}.description`)}
      intro={<About row={row} />}
      action={action}
      intent={ACCESSIBILITY_INTENTS.contact}
      id={row?.id}
      saveLabel={t(`${A}.save`)}
      savingLabel={t(`${A}.saving`)}
      size="md"
    >
      <Field
        label={t(`${A}.day`)}
        name="contacted_on"
        type="date"
        max={today}
        hint={t(`${A}.day_hint`)}
        defaultValue={form.initial("contacted_on", today)}
        error={form.error("contacted_on")}
      />
    </EditorDialog>
  );
}

export function AgreeDialog({ open, onOpenChange, action, row }: RowDialogProps) {
  const { t } = useTranslation();
  const form = useFetcherForm({ schema: agreeSchema, onOpenChange });
  const A = `${K}.agree`;
  const items = row && row.adaptations.length > 0 ? row.adaptations : [""];
  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(`${A}.title`)}
      description={t(`${A}.description`)}
      intro={<About row={row} />}
      action={action}
      intent={ACCESSIBILITY_INTENTS.agree}
      id={row?.id}
      saveLabel={t(`${A}.save`)}
      savingLabel={t(`${A}.saving`)}
    >
      <TextListField
        name="adaptations"
        label={t(`${A}.list`)}
        hint={t(`${A}.list_hint`)}
        defaultItems={items}
        maxItems={ACCESSIBILITY_LIMITS.adaptations}
        maxLength={ACCESSIBILITY_LIMITS.adaptation}
        error={form.error("adaptations")}
      />
    </EditorDialog>
  );
}

export function ReferDialog({ open, onOpenChange, action, row }: RowDialogProps) {
  const { t } = useTranslation();
  const form = useFetcherForm({ schema: referSchema, onOpenChange });
  const A = `${K}.refer`;
  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(`${A}.title`)}
      description={t(`${A}.description`)}
      intro={<About row={row} />}
      action={action}
      intent={ACCESSIBILITY_INTENTS.refer}
      id={row?.id}
      saveLabel={t(`${A}.save`)}
      savingLabel={t(`${A}.saving`)}
      size="md"
    >
      <Field
        label={t(`${A}.partner_body`)}
        name="partner_body"
        required
        autoComplete="off"
        maxLength={ACCESSIBILITY_LIMITS.partner}
        hint={t(`${A}.partner_body_hint`)}
        defaultValue={form.initial("partner_body", "")}
        error={form.error("partner_body")}
      />
    </EditorDialog>
  );
}
