// The certification add/edit modal: logo, name (required), what it certifies in French and
// English tabs (one short line each), the certifier's page (an http(s) address), shown on the
// site or not. Posts with a fetcher to /admin/certifications; the server re-validates with the
// same schema.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, TextAreaField } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import { type AdminCertification, CERTIFICATION_LIMITS, certificationSchema } from "./admin-schema";

const K = "admin.certifications.form";

export type CertificationEditorProps = EntityEditorProps & {
  /** Absent: a new certification. */
  certification?: AdminCertification;
};

export function CertificationEditor({ open, onOpenChange, action, certification }: CertificationEditorProps) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  // No fetcherKey: the screen remounts this editor on each opening (see trainer-editor).
  const { form, dialog, field } = useEntityEditor({
    item: certification,
    keys: { form: K, success: "admin.certifications.success" },
    schema: certificationSchema,
    onOpenChange,
  });
  const { error, initial, checked } = form;

  return (
    <EditorDialog {...dialog} open={open} action={action} isSaveDisabled={isUploading}>
      <ImageUpload
        name="logo_url"
        label={t(`${K}.logo`)}
        purpose="certification-logo"
        previewFit="contain"
        defaultUrl={initial("logo_url", certification?.logo_url)}
        error={error("logo_url")}
        onBusyChange={setIsUploading}
      />

      <Field {...field("name")} required autoComplete="off" maxLength={CERTIFICATION_LIMITS.name} />

      <BilingualFields errors={form.errors}>
        {(language) => (
          <div className="pt-2">
            <TextAreaField
              {...field(`description_${language}`, "description")}
              hint={t(`${K}.description_hint`)}
              rows={2}
              maxLength={CERTIFICATION_LIMITS.description}
            />
          </div>
        )}
      </BilingualFields>

      <Field
        {...field("link_url")}
        type="url"
        placeholder="https://"
        hint={t(`${K}.link_url_hint`)}
        maxLength={CERTIFICATION_LIMITS.link}
      />

      <Checkbox
        name="is_active"
        label={t(`${K}.is_active`)}
        defaultChecked={checked("is_active", certification?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
