// The partner add/edit dialog: name, website, e-mail and phone; the descriptions in French and
// English tabs, in the rich editor (the server sanitises them before storing); the logo (an
// image of at most 2 MB); active. Posts with a fetcher to /admin/partners, whose action
// re-validates with the same schema.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import { RichTextEditor } from "~/ui/rich-text-editor";
import { type AdminPartner, PARTNER_LIMITS, partnerSchema } from "./admin-schema";

const K = "admin.partners.form";

export type PartnerEditorProps = EntityEditorProps & {
  /** Absent: a new partner. */
  partner?: AdminPartner;
};

export function PartnerEditor({ open, onOpenChange, action, partner }: PartnerEditorProps) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  // No fetcherKey: the screen remounts this editor on each opening (see trainer-editor).
  const { form, dialog, field } = useEntityEditor({
    item: partner,
    keys: { form: K, success: "admin.partners.success" },
    schema: partnerSchema,
    onOpenChange,
  });
  const { error, initial, checked } = form;

  return (
    <EditorDialog {...dialog} open={open} action={action} isSaveDisabled={isUploading} size="xl">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("name")} required maxLength={PARTNER_LIMITS.name} autoComplete="off" />
        <Field {...field("website_url")} type="url" required placeholder="https://" />
        <Field {...field("email")} type="email" required autoComplete="off" />
        <Field {...field("phone")} type="tel" maxLength={PARTNER_LIMITS.phone} autoComplete="off" />
      </div>
      <BilingualFields errors={form.errors}>
        {(language) => (
          <div className="pt-2">
            <RichTextEditor
              name={`description_${language}`}
              label={t(`${K}.description`)}
              defaultValue={initial(`description_${language}`, partner?.[`description_${language}`])}
              error={error(`description_${language}`)}
            />
          </div>
        )}
      </BilingualFields>
      <ImageUpload
        name="logo_url"
        label={t(`${K}.logo`)}
        purpose="partner-logo"
        previewFit="contain"
        defaultUrl={initial("logo_url", partner?.logo_url)}
        error={error("logo_url")}
        onBusyChange={setIsUploading}
      />
      <Checkbox
        name="is_active"
        label={t(`${K}.is_active`)}
        defaultChecked={checked("is_active", partner?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
