// The statistic add/edit modal: title and description in both languages (English home pages
// show the English ones), the value as shown, the icon chosen by sight among the six, and
// whether the home page shows it. Posts with a fetcher to /admin/stats; the server re-validates
// (and refuses a fourth statistic).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { BilingualFields } from "~/ui/bilingual-fields";
import { cn } from "~/ui/cn";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, Select, TextArea } from "~/ui/field";
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
  const { form, dialog } = useEntityEditor({
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
      <BilingualFields errors={form.errors}>
        {(language) => (
          <div className="flex flex-col gap-5 pt-2">
            <Field
              label={t(`${K}.title`)}
              name={`title_${language}`}
              required
              maxLength={STAT_LIMITS.title}
              defaultValue={initial(`title_${language}`, stat?.[`title_${language}`])}
              error={error(`title_${language}`)}
            />
            <Field
              label={t(`${K}.description`)}
              name={`description_${language}`}
              required
              error={error(`description_${language}`)}
            >
              <TextArea
                rows={3}
                maxLength={STAT_LIMITS.description}
                defaultValue={initial(`description_${language}`, stat?.[`description_${language}`])}
              />
            </Field>
          </div>
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

      {counts ? null : (
        <Field
          label={t(`${K}.value`)}
          name="value"
          required
          maxLength={STAT_LIMITS.value}
          hint={t(`${K}.value_hint`)}
          defaultValue={initial("value", stat?.value)}
          error={error("value")}
        />
      )}

      <fieldset aria-describedby={iconError ? "stat-icon-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {t(`${K}.icon`)}
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
          <span className="sr-only"> ({t("ui.required")})</span>
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {STAT_ICON_NAMES.map((name) => (
            <label
              key={name}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800",
                "has-[:checked]:border-secondary has-[:checked]:bg-secondary/5 has-[:checked]:font-semibold",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent",
              )}
            >
              <input
                type="radio"
                name="icon"
                value={name}
                defaultChecked={icon === name}
                required
                aria-invalid={iconError ? true : undefined}
                className="size-4 text-secondary"
              />
              <StatIcon name={name} className="text-secondary" />
              {t(`admin.stats.icons.${name}`)}
            </label>
          ))}
        </div>
        {iconError ? (
          <p id="stat-icon-error" className="mt-1 text-sm text-red-700">
            {iconError}
          </p>
        ) : null}
      </fieldset>

      <Checkbox
        name="is_active"
        label={t(`${K}.is_active`)}
        defaultChecked={checked("is_active", stat?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
