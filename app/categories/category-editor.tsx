// The course category add/edit modal: names (required) and descriptions in both languages,
// the slug (left empty, it is made from the English name), the icon chosen by sight, active.
// Posts with a fetcher to /admin/categories; the server re-validates and checks the slug is free.
import { useTranslation } from "react-i18next";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, TextAreaField } from "~/ui/field";
import { IconChoice } from "~/ui/icon-choice";
import { type AdminCategory, CATEGORY_ICON_NAMES, CATEGORY_LIMITS, categorySchema } from "./admin-schema";
import { CategoryIcon } from "./category-icon";

const K = "admin.categories.form";

export type CategoryEditorProps = EntityEditorProps & {
  /** Absent: a new category. */
  category?: AdminCategory;
};

export function CategoryEditor({ open, onOpenChange, action, category }: CategoryEditorProps) {
  const { t } = useTranslation();
  // No fetcherKey: the screen remounts this editor on each opening (see trainer-editor).
  const { form, dialog, field } = useEntityEditor({
    item: category,
    keys: { form: K, success: "admin.categories.success" },
    schema: categorySchema,
    onOpenChange,
  });
  const { error, initial, checked } = form;

  return (
    <EditorDialog {...dialog} open={open} action={action}>
      <BilingualFields errors={form.errors} stack>
        {(language) => (
          <>
            <Field {...field(`name_${language}`, "name")} required maxLength={CATEGORY_LIMITS.name} />
            <TextAreaField
              {...field(`description_${language}`, "description")}
              rows={3}
              maxLength={CATEGORY_LIMITS.description}
            />
          </>
        )}
      </BilingualFields>

      <Field
        {...field("slug")}
        maxLength={CATEGORY_LIMITS.slug}
        autoComplete="off"
        spellCheck={false}
        hint={t(`${K}.slug_hint`)}
      />

      <IconChoice
        legend={t(`${K}.icon`)}
        name="icon"
        options={[null, ...CATEGORY_ICON_NAMES].map((name) => ({
          value: name ?? "",
          icon: name ? (
            <CategoryIcon name={name} className="text-secondary" />
          ) : (
            <span aria-hidden="true" className="size-6" />
          ),
          label: name ? t(`admin.categories.icons.${name}`) : t(`${K}.no_icon`),
        }))}
        defaultValue={initial("icon", category?.icon)}
        error={error("icon")}
        errorId="category-icon-error"
      />

      <Checkbox
        name="is_active"
        label={t(`${K}.is_active`)}
        defaultChecked={checked("is_active", category?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
