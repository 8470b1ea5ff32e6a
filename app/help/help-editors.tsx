// The help centre's two modals: a section (title and description in both languages, shown or
// not) and an article (its section, titles and rich content in both languages, shown or not).
// Both post with a fetcher to /admin/help; the server re-validates and sanitises the content.
import { useTranslation } from "react-i18next";
import type { ActionData } from "~/forms/action-data";
import { fieldPropsOf } from "~/forms/field-props";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { type Lang, pick } from "~/i18n/messages";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, Select, TextAreaField } from "~/ui/field";
import { RichTextEditor } from "~/ui/rich-text-editor";
import { HELP_LIMITS, helpArticleSchema, helpSectionSchema } from "./admin-schema";
import type { AdminHelpArticle, AdminHelpSection } from "./admin-types";

const K = "admin.help";

type EditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The screen's URL (with its search), whose action receives the form. */
  action: string;
};

export function HelpSectionEditor({
  open,
  onOpenChange,
  action,
  section,
}: EditorProps & { section?: AdminHelpSection }) {
  const { t } = useTranslation();
  const form = useFetcherForm({
    fetcherKey: `help-section-editor-${section?.id ?? "new"}`,
    schema: helpSectionSchema,
    successMessageKey: section ? `${K}.success.section_updated` : `${K}.success.section_created`,
    onOpenChange,
  });
  const { checked } = form;
  const field = fieldPropsOf(t, form, K, section);
  return (
    <EditorDialog
      form={form}
      open={open}
      title={section ? t(`${K}.section_form.edit_title`) : t(`${K}.section_form.add_title`)}
      action={action}
      intent={section ? "update_section" : "create_section"}
      id={section?.id}
      saveLabel={t(`${K}.form.save`)}
      savingLabel={t(`${K}.form.saving`)}
    >
      <BilingualFields errors={form.errors} stack>
        {(language) => (
          <>
            <Field {...field(`title_${language}`, "section_form.title")} required maxLength={HELP_LIMITS.title} />
            <TextAreaField
              {...field(`description_${language}`, "section_form.description")}
              required
              rows={3}
              maxLength={HELP_LIMITS.description}
            />
          </>
        )}
      </BilingualFields>
      <Checkbox
        name="is_active"
        label={t(`${K}.section_form.is_active`)}
        defaultChecked={checked("is_active", section?.is_active ?? true)}
      />
    </EditorDialog>
  );
}

export function HelpArticleEditor({
  open,
  onOpenChange,
  action,
  article,
  sections,
  defaultSectionId,
  onSaved,
}: EditorProps & {
  article?: AdminHelpArticle;
  sections: AdminHelpSection[];
  /** The section whose "add an article" was pressed. */
  defaultSectionId?: string;
  /** After a save: the article's section (to open it in the list). */
  onSaved?: (sectionId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const form = useFetcherForm<ActionData<{ section_id?: string }>>({
    fetcherKey: `help-article-editor-${article?.id ?? "new"}`,
    schema: helpArticleSchema,
    successMessageKey: article ? `${K}.success.article_updated` : `${K}.success.article_created`,
    onSuccess: (answer) => {
      if (answer.data?.section_id) onSaved?.(answer.data.section_id);
    },
    onOpenChange,
  });
  const { error, initial, checked } = form;
  const field = fieldPropsOf(t, form, K, article);
  return (
    <EditorDialog
      form={form}
      open={open}
      title={article ? t(`${K}.article_form.edit_title`) : t(`${K}.article_form.add_title`)}
      action={action}
      intent={article ? "update_article" : "create_article"}
      id={article?.id}
      saveLabel={t(`${K}.form.save`)}
      savingLabel={t(`${K}.form.saving`)}
      size="xl"
    >
      <Field
        label={t(`${K}.article_form.section`)}
        name="section_id"
        required
        hint={article ? t(`${K}.article_form.section_hint`) : undefined}
        error={error("section_id")}
      >
        <Select defaultValue={initial("section_id", article?.section_id ?? defaultSectionId ?? sections[0]?.id)}>
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {pick(section, "title", lang)}
            </option>
          ))}
        </Select>
      </Field>
      <BilingualFields errors={form.errors} stack>
        {(language) => (
          <>
            <Field {...field(`title_${language}`, "article_form.title")} required maxLength={HELP_LIMITS.title} />
            <RichTextEditor
              name={`content_${language}`}
              label={t(`${K}.article_form.content`)}
              defaultValue={initial(`content_${language}`, article?.[`content_${language}`])}
              error={error(`content_${language}`)}
            />
          </>
        )}
      </BilingualFields>
      <Checkbox
        name="is_active"
        label={t(`${K}.article_form.is_active`)}
        defaultChecked={checked("is_active", article?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
