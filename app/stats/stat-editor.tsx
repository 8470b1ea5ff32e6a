// The statistic add/edit modal: title and description in both languages (English home pages
// show the English ones), the value as shown, the icon chosen by sight among the six, and
// whether the home page shows it. Posts with a fetcher to /admin/stats; the server re-validates
// (and refuses a fourth statistic).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, Select, TextAreaField } from "~/ui/field";
import { IconChoice } from "~/ui/icon-choice";
import { STAT_COUNT_NAMES, STAT_ICON_NAMES, STAT_LIMITS, statSchema } from "./admin-schema";
import { StatIcon } from "./stat-icon";
import type { AdminStat } from "./types";

const K = "admin.stats.form";

export type StatEditorProps = EntityEditorProps & {
  /** Absent: a new statistic. */
  stat?: AdminStat;
};

export function StatEditor({ open, onOpenChange, action, stat }: StatEditorProps) {
  const { t } = useTranslation();
  const { form, dialog, field } = useEntityEditor({
    item: stat,
    keys: { form: K, success: "admin.stats.success" },
    fetcherKey: `stat-editor-${stat?.id ?? "new"}`,
    schema: statSchema,
    onOpenChange,
  });
  const { error, initial, checked } = form;
  const icon = initial("icon", stat?.icon);
  // A counted figure needs no typed value: the field goes away while a count is chosen.
  const [counts, setCounts] = useState(initial("counts", stat?.counts ?? ""));
  const iconError = error("icon");

  return (
    <EditorDialog {...dialog} open={open} action={action}>
      <BilingualFields errors={form.errors} stack>
        {(language) => (
          <>
            <Field {...field(`title_${language}`, "title")} required maxLength={STAT_LIMITS.title} />
            <TextAreaField
              {...field(`description_${language}`, "description")}
              required
              rows={3}
              maxLength={STAT_LIMITS.description}
            />
          </>
        )}
      </BilingualFields>

      <Field label={t(`${K}.counts`)} name="counts" hint={t(`${K}.counts_hint`)} error={error("counts")}>
        <Select value={counts} onChange={(event) => setCounts(event.currentTarget.value)}>
          <option value="">{t(`${K}.counts_typed`)}</option>
          {STAT_COUNT_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`admin.stats.counted.${name}`)}
            </option>
          ))}
        </Select>
      </Field>

      {counts ? null : <Field {...field("value")} required maxLength={STAT_LIMITS.value} hint={t(`${K}.value_hint`)} />}

      <IconChoice
        legend={t(`${K}.icon`)}
        name="icon"
        required
        options={STAT_ICON_NAMES.map((name) => ({
          value: name,
          icon: <StatIcon name={name} className="text-secondary" />,
          label: t(`admin.stats.icons.${name}`),
        }))}
        defaultValue={icon}
        error={iconError}
        errorId="stat-icon-error"
      />

      <Checkbox
        name="is_active"
        label={t(`${K}.is_active`)}
        defaultChecked={checked("is_active", stat?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
