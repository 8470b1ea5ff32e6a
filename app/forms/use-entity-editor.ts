// The add/edit modal of one entity: the dialog form (useFetcherForm) plus what every such editor
// told EditorDialog by hand — "add" or "edit" title, `create` or `update` intent, the id, the
// save labels, and the created/updated toast — read from the editor's translation keys.
import { useTranslation } from "react-i18next";
import type { ActionData } from "~/forms/action-data";
import { fieldPropsOf } from "./field-props";
import { type FetcherFormOptions, useFetcherForm } from "./use-fetcher-form";

export type EntityEditorOptions<T extends { id: string }> = Omit<
  FetcherFormOptions<ActionData>,
  "successMessageKey"
> & {
  /** The item edited; undefined for a new one. */
  item: T | undefined;
  /**
   * `form`: the prefix of `add_title`, `edit_title`, `save` and `saving`. `success`: the prefix of
   * the `created` and `updated` toasts (omitted when the answer names its own toast).
   */
  keys: { form: string; success?: string };
  /** Values of the edit title (e.g. the page's title). */
  titleParams?: Record<string, unknown>;
};

export function useEntityEditor<T extends { id: string }>({
  item,
  keys,
  titleParams,
  ...options
}: EntityEditorOptions<T>) {
  const { t } = useTranslation();
  const form = useFetcherForm({
    ...options,
    successMessageKey: keys.success ? `${keys.success}.${item ? "updated" : "created"}` : undefined,
  });
  return {
    form,
    /** A field's name, label, default value and error (see field-props.ts). */
    field: fieldPropsOf(t, form, keys.form, item),
    /** EditorDialog's props that follow from the item: spread them, then add `open`, `action`… */
    dialog: {
      form,
      title: item ? t(`${keys.form}.edit_title`, titleParams ?? {}) : t(`${keys.form}.add_title`),
      intent: item ? "update" : "create",
      id: item?.id,
      saveLabel: t(`${keys.form}.save`),
      savingLabel: t(`${keys.form}.saving`),
    },
  };
}

/** What every entity editor takes from its screen: `useEditorTarget`'s dialog and the action URL. */
export type EntityEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The screen's URL (with its search), whose action receives the form. */
  action: string;
};
