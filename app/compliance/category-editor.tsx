// A BPF category's add/edit modal (/admin/compliance/categories): its kind and code when it is
// created (the code stays editable while no record uses it, never the kind), its labels in both
// languages, the form's box it goes to, its order and whether it is offered. Posts with a
// fetcher; the action checks with the same schema.
import { useTranslation } from "react-i18next";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, Select } from "~/ui/field";
import { type AdminBpfCategory, bpfCategorySchema, CATEGORY_LIMITS } from "./admin-schema";
import { BPF_KIND_NAMES, type BpfKind } from "./bpf-categories";

const K = "admin.bpf_categories.form";

export type CategoryEditorProps = EntityEditorProps & {
  /** Absent: a new category, of `kind` by default. */
  category?: AdminBpfCategory;
  kind: BpfKind | null;
};

export function CategoryEditor({ open, onOpenChange, action, category, kind }: CategoryEditorProps) {
  const { t } = useTranslation();
  const { form, dialog, field } = useEntityEditor({
    item: category,
    keys: { form: K, success: "admin.bpf_categories.success" },
    schema: bpfCategorySchema,
    onOpenChange,
  });
  const { error, initial, checked } = form;
  const isCodeFixed = (category?.uses ?? 0) > 0;
  return (
    <EditorDialog {...dialog} open={open} action={action} size="md">
      {category ? (
        // The kind is fixed once created: sent as it is, so the form's schema is the same.
        <input type="hidden" name="kind" value={category.kind} />
      ) : (
        <Field label={t(`${K}.kind`)} name="kind" required error={error("kind")}>
          <Select defaultValue={initial("kind", kind ?? "")}>
            <option value="">{t(`${K}.choose_kind`)}</option>
            {BPF_KIND_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`admin.bpf_categories.kinds.${name}`)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field
        {...field("code")}
        required
        // Read-only, not disabled: still posted, so the schema reads it the same.
        readOnly={isCodeFixed}
        maxLength={CATEGORY_LIMITS.code}
        autoComplete="off"
        hint={t(isCodeFixed ? `${K}.code_fixed` : `${K}.code_hint`)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("label_fr")} required maxLength={CATEGORY_LIMITS.label} />
        <Field {...field("label_en")} required maxLength={CATEGORY_LIMITS.label} />
        <Field {...field("bpf_line")} maxLength={CATEGORY_LIMITS.line} hint={t(`${K}.bpf_line_hint`)} />
        <Field {...field("display_order")} type="number" inputMode="numeric" min={0} max={CATEGORY_LIMITS.order} />
      </div>
      <Checkbox
        name="is_active"
        label={t(`${K}.is_active`)}
        defaultChecked={checked("is_active", category?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
