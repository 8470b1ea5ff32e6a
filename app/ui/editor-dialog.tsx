// The one add/edit modal: a form posted by a fetcher (useFetcherForm holds its state), its
// title, the fields given as children, a message for the whole form, cancel and save. Save
// says it is busy and cannot be sent twice; Escape and cancel close it, except while a save
// is on its way (what happened would be hidden); focus goes back to the opener; each opening
// starts from the item's stored values, and a refused save keeps what was typed and moves
// to the first field refused.
import { type Key, type ReactNode, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ActionData } from "~/forms/action-data";
import type { FetcherForm } from "~/forms/use-fetcher-form";
import { useFocusFirstRefused } from "~/forms/use-focus-refused";
import { Button } from "~/ui/button";
import { Dialog, type DialogSize } from "~/ui/dialog";
import { FormError } from "~/ui/field";

export type EditorDialogProps<D extends ActionData> = {
  /** The modal's form state: `useFetcherForm(...)` called by the editor. */
  form: FetcherForm<D>;
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** The route whose action receives the form. */
  action: string;
  /** The hidden `intent` the action dispatches on ("create", "update"…). */
  intent?: string;
  /** The hidden `id` of the item edited, when the action's URL does not name it. */
  id?: string;
  saveLabel: string;
  /** What the save button says while the save is on its way. */
  savingLabel: string;
  cancelLabel?: string;
  saveVariant?: "primary" | "danger";
  /** Save is also held back while, e.g., an upload runs or the terms are not accepted. */
  isSaveDisabled?: boolean;
  size?: DialogSize;
  /** Shown above the form, outside it (a summary, an explanation). */
  intro?: ReactNode;
  /** "multipart/form-data" for a form that carries a file (a paper sheet's scan, a justification). */
  encType?: "multipart/form-data";
  /** Changing it remounts the fields, emptying what was typed (a form that stays open after a save). */
  formKey?: Key;
  /** The fields. */
  children: ReactNode;
};

export function EditorDialog<D extends ActionData>({
  form,
  open,
  title,
  description,
  action,
  intent,
  id,
  saveLabel,
  savingLabel,
  cancelLabel,
  saveVariant = "primary",
  isSaveDisabled = false,
  size = "lg",
  intro,
  encType,
  formKey,
  children,
}: EditorDialogProps<D>) {
  const { t } = useTranslation();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, isSaving, errors, formError, formErrorParams, answer, handleOpenChange, handleSubmit, handleInput } =
    form;

  useFocusFirstRefused(formRef, errors, answer);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && isSaving) return;
        handleOpenChange(next);
      }}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={isSaving}>
            {cancelLabel ?? t("ui.cancel")}
          </Button>
          <Button type="submit" form={formId} variant={saveVariant} loading={isSaving} disabled={isSaveDisabled}>
            {isSaving ? savingLabel : saveLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {intro}
        <fetcher.Form
          key={formKey}
          ref={formRef}
          id={formId}
          method="post"
          action={action}
          encType={encType}
          onSubmit={handleSubmit}
          onInput={handleInput}
          noValidate
          className="flex flex-col gap-6"
        >
          {intent ? <input type="hidden" name="intent" value={intent} /> : null}
          {id ? <input type="hidden" name="id" value={id} /> : null}
          <FormError revealFor={answer}>{formError ? t(formError, formErrorParams ?? {}) : null}</FormError>
          {children}
        </fetcher.Form>
      </div>
    </Dialog>
  );
}
