// The course category add/edit modal: names (required) and descriptions in both languages,
// the slug (left empty, it is made from the English name), the icon chosen by sight, active.
// Posts with a fetcher to /admin/categories; the server re-validates and checks the slug is free.
import { useTranslation } from "react-i18next";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { BilingualFields } from "~/ui/bilingual-fields";
import { cn } from "~/ui/cn";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, TextArea } from "~/ui/field";
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
  const { form, dialog } = useEntityEditor({
    item: category,
    keys: { form: K, success: "admin.categories.success" },
    schema: categorySchema,
    onOpenChange,
  });
  const { error, initial, checked } = form;
  const icon = initial("icon", category?.icon);
  const iconError = error("icon");

  return (
    <EditorDialog {...dialog} open={open} action={action}>
      <BilingualFields errors={form.errors}>
        {(language) => (
          <div className="flex flex-col gap-5 pt-2">
            <Field
              label={t(`${K}.name`)}
              name={`name_${language}`}
              required
              maxLength={CATEGORY_LIMITS.name}
              defaultValue={initial(`name_${language}`, category?.[`name_${language}`])}
              error={error(`name_${language}`)}
            />
            <Field
              label={t(`${K}.description`)}
              name={`description_${language}`}
              error={error(`description_${language}`)}
            >
              <TextArea
                rows={3}
                maxLength={CATEGORY_LIMITS.description}
                defaultValue={initial(`description_${language}`, category?.[`description_${language}`])}
              />
            </Field>
          </div>
        )}
      </BilingualFields>

      <Field
        label={t(`${K}.slug`)}
        name="slug"
        maxLength={CATEGORY_LIMITS.slug}
        autoComplete="off"
        spellCheck={false}
        hint={t(`${K}.slug_hint`)}
        defaultValue={initial("slug", category?.slug)}
        error={error("slug")}
      />

      <fieldset aria-describedby={iconError ? "category-icon-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t(`${K}.icon`)}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {[null, ...CATEGORY_ICON_NAMES].map((name) => (
            <label
              key={name ?? "none"}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800",
                "has-[:checked]:border-secondary has-[:checked]:bg-secondary/5 has-[:checked]:font-semibold",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent",
              )}
            >
              <input
                type="radio"
                name="icon"
                value={name ?? ""}
                defaultChecked={icon === (name ?? "")}
                aria-invalid={iconError ? true : undefined}
                className="size-4 text-secondary"
              />
              {name ? (
                <CategoryIcon name={name} className="text-secondary" />
              ) : (
                <span aria-hidden="true" className="size-6" />
              )}
              {name ? t(`admin.categories.icons.${name}`) : t(`${K}.no_icon`)}
            </label>
          ))}
        </div>
        {iconError ? (
          <p id="category-icon-error" className="mt-1 text-sm text-red-700">
            {iconError}
          </p>
        ) : null}
      </fieldset>

      <Checkbox
        name="is_active"
        label={t(`${K}.is_active`)}
        defaultChecked={checked("is_active", category?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
