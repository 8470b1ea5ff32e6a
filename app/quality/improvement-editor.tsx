// The improvement log's add/edit modal: the source (translated) and what was observed
// (required), the incident and the course it concerns (optional), the analysis and the action,
// its owner among the staff, its due date, and when its effect was checked with what the check
// found. A new entry drawn from an incident starts from it. Posts with a fetcher to
// /admin/improvements; the server re-validates with the same schema.
import { useTranslation } from "react-i18next";
import { useEntityEditor } from "~/forms/use-entity-editor";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, Select, TextAreaField } from "~/ui/field";
import {
  type AdminImprovementRow,
  IMPROVEMENT_LIMITS,
  IMPROVEMENT_SOURCE_NAMES,
  type ImprovementChoices,
  type ImprovementDraft,
  improvementSchema,
} from "./admin-schema";

const K = "admin.improvements";
const F = `${K}.form`;

export type ImprovementEditorProps = {
  /** Closes the editor (the screen drops `?edit=`). */
  onClose: () => void;
  /** The list's URL (with its search), whose action receives the form. */
  action: string;
  choices: ImprovementChoices;
  /** Absent: a new entry, from `draft` when there is one. */
  improvement?: AdminImprovementRow;
  draft?: ImprovementDraft | null;
};

export function ImprovementEditor({ onClose, action, choices, improvement, draft }: ImprovementEditorProps) {
  const { t } = useTranslation();
  const { form, dialog } = useEntityEditor({
    item: improvement,
    keys: { form: F, success: `${K}.success` },
    schema: improvementSchema,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const { error, initial } = form;
  // What the fields start from: the entry, or the incident a new one is drawn from.
  const stored: Partial<Record<string, string | null>> = improvement ?? draft ?? {};
  const field = (name: string) => ({
    name,
    label: t(`${F}.${name}`),
    defaultValue: initial(name, stored[name]),
    error: error(name),
  });
  const choose = (
    name: "incident_id" | "course_id" | "owner_id",
    none: string,
    options: { id: string; label: string }[],
  ) => (
    <Field label={t(`${F}.${name}`)} name={name} error={error(name)}>
      <Select defaultValue={initial(name, stored[name])}>
        <option value="">{t(`${F}.${none}`)}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <EditorDialog {...dialog} open action={action} size="xl">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t(`${F}.source`)} name="source" required error={error("source")}>
          <Select defaultValue={initial("source", stored.source)}>
            <option value="">{t(`${F}.choose_source`)}</option>
            {IMPROVEMENT_SOURCE_NAMES.map((source) => (
              <option key={source} value={source}>
                {t(`${K}.sources.${source}`)}
              </option>
            ))}
          </Select>
        </Field>
        {choose("incident_id", "no_incident", choices.incidents)}
      </div>
      <TextAreaField
        {...field("source_detail")}
        required
        rows={3}
        hint={t(`${F}.source_detail_hint`)}
        maxLength={IMPROVEMENT_LIMITS.detail}
      />
      {choose(
        "course_id",
        "no_course",
        choices.courses.map((course) => ({ id: course.id, label: course.title })),
      )}
      <TextAreaField
        {...field("analysis")}
        rows={3}
        hint={t(`${F}.analysis_hint`)}
        maxLength={IMPROVEMENT_LIMITS.text}
      />
      <TextAreaField {...field("action")} rows={3} hint={t(`${F}.action_hint`)} maxLength={IMPROVEMENT_LIMITS.text} />
      <div className="grid gap-4 sm:grid-cols-2">
        {choose(
          "owner_id",
          "no_owner",
          choices.owners.map((owner) => ({ id: owner.id, label: owner.name })),
        )}
        <Field {...field("due_on")} type="date" />
      </div>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t(`${F}.check`)}</legend>
        <Field {...field("checked_on")} type="date" hint={t(`${F}.checked_on_hint`)} />
        <TextAreaField {...field("check_note")} rows={3} maxLength={IMPROVEMENT_LIMITS.text} />
      </fieldset>
    </EditorDialog>
  );
}
