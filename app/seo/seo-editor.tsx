// The SEO dialog of one page (/admin/seo): its meta title and description in French and
// English, each with its live character count and its search-result preview. Posts with a
// fetcher to the list's action; the server re-validates.
import { useTranslation } from "react-i18next";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { pick } from "~/i18n/messages";
import { type SeoPageRow, seoFormSchema } from "~/pages/admin-schema";
import { MetaFields } from "~/pages/meta-fields";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";

export type SeoEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's URL (with its search), whose action receives the form. */
  action: string;
  page: SeoPageRow;
};

export function SeoEditor({ open, onOpenChange, action, page }: SeoEditorProps) {
  const { t } = useTranslation();
  const form = useFetcherForm({
    fetcherKey: `seo-editor-${page.id}`,
    schema: seoFormSchema,
    successMessageKey: "admin.seo.success.save",
    onOpenChange,
  });
  const { error, initial } = form;

  return (
    <EditorDialog
      form={form}
      open={open}
      title={t("admin.seo.form.title", { title: page.title_fr })}
      description={<span className="font-mono break-all">{page.path}</span>}
      action={action}
      intent="update"
      id={page.id}
      saveLabel={t("admin.seo.form.save")}
      savingLabel={t("admin.seo.form.saving")}
    >
      <BilingualFields errors={form.errors}>
        {(language) => (
          <div className="pt-2">
            <MetaFields
              lang={language}
              initialTitle={initial(`meta_title_${language}`, page[`meta_title_${language}`])}
              initialDescription={initial(`meta_description_${language}`, page[`meta_description_${language}`])}
              pageTitle={pick(page, "title", language)}
              path={page.path}
              error={error}
            />
          </div>
        )}
      </BilingualFields>
    </EditorDialog>
  );
}
