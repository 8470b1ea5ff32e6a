// The page and blog post add/edit modal (/admin/pages?edit=<id>, ?edit=new): titles, type,
// slug, blog category, contents in the rich editor, meta texts with their search preview,
// thumbnail, published; and, for a page that exists, its revision history. What was typed is
// guarded: closing the modal, navigating away or leaving the tab asks first. Posts with a
// fetcher to the list's action; the server re-validates everything.
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEntityEditor } from "~/forms/use-entity-editor";
import { useUnsavedChanges } from "~/forms/use-unsaved-changes";
import { type Lang, pick } from "~/i18n/messages";
import {
  type AdminPageDetail,
  type BlogCategoryChoice,
  PAGE_KINDS,
  type PageKind,
  pageFormSchema,
  SLUG_MAX,
  TITLE_MAX,
} from "~/pages/admin-schema";
import { MetaFields } from "~/pages/meta-fields";
import { PageRevisionHistory } from "~/pages/revision-history";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, FormError, Select } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import { RichTextEditor } from "~/ui/rich-text-editor";
import { UnsavedChangesDialog } from "~/ui/unsaved-changes-dialog";

const K = "admin.pages.form";

export type PageEditorProps = {
  open: boolean;
  /** Closes the editor (the screen drops `?edit=`); called once any unsaved change is confirmed lost. */
  onClose: () => void;
  /** The list's URL (with its search), whose action receives the form. */
  action: string;
  /** null when the blog categories could not be read. */
  categories: BlogCategoryChoice[] | null;
  /** Absent: a new page. */
  page?: AdminPageDetail;
};

export function PageEditor({ open, onClose, action, categories, page }: PageEditorProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const unsaved = useUnsavedChanges();
  const publishedHintId = useId();
  const [isUploading, setIsUploading] = useState(false);
  const { form, dialog, field } = useEntityEditor({
    item: page,
    keys: { form: K, success: "admin.pages.success" },
    titleParams: page ? { title: page.title_fr } : undefined,
    fetcherKey: `page-editor-${page?.id ?? "new"}`,
    schema: pageFormSchema,
    // Saved: nothing is lost by closing.
    onSuccess: unsaved.markClean,
    onOpenChange: (next) => {
      if (!next) unsaved.confirmLeave(onClose);
    },
  });
  const { values, error, errors, formError, initial, checked } = form;
  const [type, setType] = useState<PageKind>(() => (values?.type as PageKind) ?? page?.type ?? "page");

  // A restored version (or any save) arrives as a new updated_at: the fields start again from it.
  const version = page?.updated_at ?? "new";
  const { markClean } = unsaved;
  useEffect(() => {
    if (version) markClean();
  }, [version, markClean]);

  /** The value to show: what was typed (after a refused save), else the stored one. */
  const isFixed = page?.isFixed ?? false;
  const path = page?.path ?? "/";

  return (
    <>
      <EditorDialog
        {...dialog}
        open={open}
        size="xl"
        action={action}
        isSaveDisabled={isUploading}
        formKey={version}
        intro={
          page ? <PageRevisionHistory page={page} action={action} hasUnsavedChanges={unsaved.isDirty} /> : undefined
        }
      >
        {/* Any change typed, chosen or formatted below makes the form "unsaved". */}
        <div className="flex flex-col gap-6" onInput={unsaved.markDirty} onChange={unsaved.markDirty}>
          {categories === null && !formError ? <FormError>{t("admin.pages.error.load_categories")}</FormError> : null}
          {isFixed ? <p className="text-sm text-slate-600">{t(`${K}.fixed_hint`)}</p> : null}

          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-3 text-base font-semibold text-secondary">{t(`${K}.details`)}</legend>
            <Field label={t(`${K}.type`)} name="type" required error={error("type")}>
              {(control) => (
                <>
                  {/* A fixed page stays a page: the disabled select is not posted, this is. */}
                  {isFixed ? <input type="hidden" name="type" value="page" /> : null}
                  <Select
                    {...control}
                    disabled={isFixed}
                    value={type}
                    onChange={(event) => setType(event.currentTarget.value as PageKind)}
                  >
                    {PAGE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`admin.pages.types.${kind}`)}
                      </option>
                    ))}
                  </Select>
                </>
              )}
            </Field>
            <Field
              {...field("slug")}
              maxLength={SLUG_MAX}
              readOnly={isFixed}
              hint={isFixed ? t(`${K}.slug_fixed_hint`) : page ? t(`${K}.slug_hint`) : t(`${K}.slug_new_hint`)}
              autoCapitalize="off"
              spellCheck={false}
            />
            {type === "blog" ? (
              <Field label={t(`${K}.category`)} name="category_id" required error={error("category_id")}>
                <Select defaultValue={initial("category_id", page?.category_id)}>
                  <option value="">{t(`${K}.choose_category`)}</option>
                  {(categories ?? []).map((category) => (
                    <option key={category.id} value={category.id}>
                      {pick(category, "name", lang)}
                      {category.is_active ? "" : ` (${t(`${K}.inactive`)})`}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : null}
            <div className="flex flex-col gap-1 sm:col-span-2">
              <Checkbox
                name="is_published"
                label={t(`${K}.is_published`)}
                aria-describedby={publishedHintId}
                defaultChecked={checked("is_published", page?.is_published ?? false)}
              />
              <p id={publishedHintId} className="text-xs text-slate-600">
                {t(`${K}.is_published_hint`)}
              </p>
            </div>
          </fieldset>

          <BilingualFields errors={errors} stack>
            {(language) => (
              <>
                <Field
                  {...field(`title_${language}`, "title")}
                  required
                  maxLength={TITLE_MAX}
                  hint={language === "en" && !page ? t(`${K}.title_en_hint`) : undefined}
                />
                <RichTextEditor
                  name={`content_${language}`}
                  label={t(`${K}.content`)}
                  defaultValue={initial(`content_${language}`, page?.[`content_${language}`])}
                  error={error(`content_${language}`)}
                  onChange={unsaved.markDirty}
                />
                <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-secondary">{t(`${K}.seo`)}</legend>
                  <MetaFields
                    lang={language}
                    initialTitle={initial(`meta_title_${language}`, page?.[`meta_title_${language}`])}
                    initialDescription={initial(`meta_description_${language}`, page?.[`meta_description_${language}`])}
                    pageTitle={page ? pick(page, "title", language) : ""}
                    path={path}
                    error={error}
                  />
                </fieldset>
              </>
            )}
          </BilingualFields>

          <ImageUpload
            name="thumbnail_url"
            label={t(`${K}.thumbnail`)}
            defaultUrl={initial("thumbnail_url", page?.thumbnail_url)}
            purpose="page-thumbnail"
            error={error("thumbnail_url")}
            onBusyChange={setIsUploading}
            onChange={unsaved.markDirty}
          />
        </div>
      </EditorDialog>
      <UnsavedChangesDialog dialog={unsaved.dialog} />
    </>
  );
}
