// The client add/edit modal: logo, name, description in both languages, website and e-mail
// (required), phone, industry, size (medium by default), country, shown on the home page or
// not. Posts with a fetcher to /admin/clients; the server re-validates with the same schema.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, Select, TextAreaField } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import { type AdminClient, CLIENT_LIMITS, CLIENT_SIZE_NAMES, clientSchema, DEFAULT_CLIENT_SIZE } from "./admin-schema";

const K = "admin.clients.form";

export type ClientEditorProps = EntityEditorProps & {
  /** Absent: a new client. */
  client?: AdminClient;
};

export function ClientEditor({ open, onOpenChange, action, client }: ClientEditorProps) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  // No fetcherKey: the screen remounts this editor on each opening (see trainer-editor).
  const { form, dialog, field } = useEntityEditor({
    item: client,
    keys: { form: K, success: "admin.clients.success" },
    schema: clientSchema,
    onOpenChange,
  });
  const { error, initial, checked } = form;

  return (
    <EditorDialog {...dialog} open={open} action={action} isSaveDisabled={isUploading}>
      <ImageUpload
        name="logo_url"
        label={t(`${K}.logo`)}
        hint={t(`${K}.logo_hint`)}
        purpose="client-logo"
        previewFit="contain"
        defaultUrl={initial("logo_url", client?.logo_url)}
        error={error("logo_url")}
        onBusyChange={setIsUploading}
      />

      <Field {...field("name")} required autoComplete="off" maxLength={CLIENT_LIMITS.name} />

      <BilingualFields errors={form.errors}>
        {(language) => (
          <div className="pt-2">
            <TextAreaField
              {...field(`description_${language}`, "description")}
              required
              rows={4}
              maxLength={CLIENT_LIMITS.description}
            />
          </div>
        )}
      </BilingualFields>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("website_url")} type="url" required placeholder="https://" />
        <Field {...field("email")} type="email" required autoComplete="off" />
        <Field {...field("phone")} type="tel" autoComplete="off" />
        <Field {...field("industry")} maxLength={CLIENT_LIMITS.short} />
        <Field label={t(`${K}.size`)} name="size" error={error("size")}>
          <Select defaultValue={initial("size", client?.size ?? DEFAULT_CLIENT_SIZE)}>
            {CLIENT_SIZE_NAMES.map((size) => (
              <option key={size} value={size}>
                {t(`admin.clients.sizes.${size}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field {...field("country")} maxLength={CLIENT_LIMITS.short} />
      </div>

      <Checkbox
        name="is_active"
        label={t(`${K}.is_active`)}
        defaultChecked={checked("is_active", client?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
