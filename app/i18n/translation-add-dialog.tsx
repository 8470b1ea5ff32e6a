// The translations screen's "add" modal (spec: category, key, French and English text, all
// required; cancel and a save whose label changes while busy). Posts to /admin/translations;
// the server re-validates and refuses a key already taken or sitting on another key's path.
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import {
  createTranslationSchema,
  TRANSLATION_KEY_MAX,
  TRANSLATION_TEXT_MAX,
  type TranslationCategory,
} from "~/i18n/admin-translations-schema";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, Select, TextArea } from "~/ui/field";

const K = "admin.translations.form";

export type TranslationAddDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's URL, whose action receives the form. */
  action: string;
  categories: TranslationCategory[];
};

export function TranslationAddDialog({ open, onOpenChange, action, categories }: TranslationAddDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFetcherForm<ActionData<{ key: string }>>({
    fetcherKey: "translation-add",
    schema: createTranslationSchema,
    successMessageKey: "admin.translations.success.created",
    // The new key may sit on any page of the list: show it, searched by its key.
    onSuccess: (answer) => {
      if (answer.data?.key) navigate(`/admin/translations?${new URLSearchParams({ q: answer.data.key })}`);
    },
    onOpenChange,
  });
  const { values, error } = form;

  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(`${K}.add_title`)}
      action={action}
      intent="create"
      saveLabel={t(`${K}.save`)}
      savingLabel={t(`${K}.saving`)}
    >
      <Field label={t(`${K}.category`)} name="category_id" required error={error("category_id")}>
        <Select defaultValue={values?.category_id ?? ""}>
          <option value="">{t(`${K}.category_placeholder`)}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t(`${K}.key`)}
        name="key"
        required
        hint={t(`${K}.key_hint`)}
        error={error("key")}
        defaultValue={values?.key ?? ""}
        maxLength={TRANSLATION_KEY_MAX}
        autoComplete="off"
        spellCheck={false}
      />
      <Field label={t(`${K}.fr`)} name="fr" required error={error("fr")}>
        <TextArea rows={3} lang="fr" maxLength={TRANSLATION_TEXT_MAX} defaultValue={values?.fr ?? ""} />
      </Field>
      <Field label={t(`${K}.en`)} name="en" required error={error("en")}>
        <TextArea rows={3} lang="en" maxLength={TRANSLATION_TEXT_MAX} defaultValue={values?.en ?? ""} />
      </Field>
    </EditorDialog>
  );
}
