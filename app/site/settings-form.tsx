// The frame of a settings screen's form: a page form (not a modal) held by useFetcherForm,
// which stays "open" after a save (the page is the form). The same schema checks in the
// browser, the server answers once (a toast on success, the refused fields focused, what
// was typed kept), and Save says it is busy and cannot be sent twice.
import { type ReactNode, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { type FetcherForm, useFetcherForm } from "~/forms/use-fetcher-form";
import { useFocusFirstRefused } from "~/forms/use-focus-refused";
import { Button } from "~/ui/button";
import { FormError } from "~/ui/field";

const K = "admin.settings";

/** The form state of a settings screen (its schema, the server's answers). */
export function useSettingsForm(schema: z.ZodType): FetcherForm {
  return useFetcherForm({ schema, keepOpenOnSuccess: true, onOpenChange: () => {} });
}

/** One titled block of a settings screen. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-secondary">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

export function SettingsForm({
  form,
  intent = "save",
  isSaveDisabled = false,
  children,
}: {
  form: FetcherForm;
  intent?: string;
  isSaveDisabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, isSaving, errors, formError, answer, handleSubmit, handleInput } = form;
  useFocusFirstRefused(formRef, errors, answer);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      onSubmit={handleSubmit}
      onInput={handleInput}
      noValidate
      className="flex flex-col gap-6"
    >
      <input type="hidden" name="intent" value={intent} />
      <FormError revealFor={answer}>{formError ? t(formError) : null}</FormError>
      {children}
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={isSaving} disabled={isSaveDisabled}>
          {isSaving ? t(`${K}.saving`) : t(`${K}.save`)}
        </Button>
      </div>
    </fetcher.Form>
  );
}
