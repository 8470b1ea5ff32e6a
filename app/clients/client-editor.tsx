// The client add/edit modal: logo, name, description in both languages, website and e-mail
// (required), phone, industry, size (medium by default), country, shown on the home page or
// not. Posts with a fetcher to /admin/clients; the server re-validates with the same schema.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, Select, TextArea } from "~/ui/field";
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
  const { form, dialog } = useEntityEditor({
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

      <Field
        label={t(`${K}.name`)}
        name="name"
        required
        autoComplete="off"
        maxLength={CLIENT_LIMITS.name}
        defaultValue={initial("name", client?.name)}
        error={error("name")}
      />

      <BilingualFields errors={form.errors}>
        {(language) => (
          <div className="pt-2">
            <Field
              label={t(`${K}.description`)}
              name={`description_${language}`}
              required
              error={error(`description_${language}`)}
            >
              <TextArea
                rows={4}
                maxLength={CLIENT_LIMITS.description}
                defaultValue={initial(`description_${language}`, client?.[`description_${language}`])}
              />
            </Field>
          </div>
        )}
      </BilingualFields>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t(`${K}.website_url`)}
          name="website_url"
          type="url"
          required
          placeholder="https://"
          defaultValue={initial("website_url", client?.website_url)}
          error={error("website_url")}
        />
        <Field
          label={t(`${K}.email`)}
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={initial("email", client?.email)}
          error={error("email")}
        />
        <Field
          label={t(`${K}.phone`)}
          name="phone"
          type="tel"
          autoComplete="off"
          defaultValue={initial("phone", client?.phone)}
          error={error("phone")}
        />
        <Field
          label={t(`${K}.industry`)}
          name="industry"
          maxLength={CLIENT_LIMITS.short}
          defaultValue={initial("industry", client?.industry)}
          error={error("industry")}
        />
        <Field label={t(`${K}.size`)} name="size" error={error("size")}>
          <Select defaultValue={initial("size", client?.size ?? DEFAULT_CLIENT_SIZE)}>
            {CLIENT_SIZE_NAMES.map((size) => (
              <option key={size} value={size}>
                {t(`admin.clients.sizes.${size}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t(`${K}.country`)}
          name="country"
          maxLength={CLIENT_LIMITS.short}
          defaultValue={initial("country", client?.country)}
          error={error("country")}
        />
      </div>

      <Checkbox
        name="is_active"
        label={t(`${K}.is_active`)}
        defaultChecked={checked("is_active", client?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
