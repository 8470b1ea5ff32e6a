// A form posted with a fetcher: every form in a modal (EditorDialog), the sub-forms inside one
// and the settings pages' forms. A comfort check with the action's own schema, the server's
// answer read once (useActionAnswer), and on success a toast, then a close (or the caller's
// own follow-up). Named useFetcherForm, not useFetcherForm (its former name), because what it
// owns is the fetcher and its answer, not a dialog: forms outside any modal use it too.
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type SubmitTarget, useFetcher } from "react-router";
import type { z } from "zod";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { useLiveErrors } from "~/forms/use-live-errors";
import { type FieldErrors, parseForm } from "~/forms/validate";

export type FetcherFormOptions<D extends ActionData> = {
  /** Keyed so the page's other fetchers (and a reopened modal) see the same submission. */
  fetcherKey?: string;
  /** The action's own schema: the browser check is comfort only, the server decides. */
  schema: z.ZodType;
  /** Toast shown on success when the answer names none (`toast`); none when both are absent. */
  successMessageKey?: string;
  /** Stay open after a success (the caller shows what follows); by default the modal closes. */
  keepOpenOnSuccess?: boolean;
  /** Runs once per successful answer, before the modal closes. */
  onSuccess?: (answer: D) => void;
  onOpenChange: (open: boolean) => void;
  /** Extra state to reset when the modal is closed. */
  onClose?: () => void;
};

export function useFetcherForm<D extends ActionData = ActionData>({
  fetcherKey,
  schema,
  successMessageKey,
  keepOpenOnSuccess = false,
  onSuccess,
  onOpenChange,
  onClose,
}: FetcherFormOptions<D>) {
  const { t } = useTranslation();
  const fetcher = useFetcher<D>(fetcherKey ? { key: fetcherKey } : undefined);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // Only an answer to a submission made by this instance is acted on: an editor remounted
  // for the next item can share the fetcher key (and its last answer) with the one before.
  const hasSubmitted = useRef(false);
  const read = useActionAnswer<D>(fetcher, {
    successToast: successMessageKey,
    isForeign: () => {
      const isMine = hasSubmitted.current;
      hasSubmitted.current = false;
      return !isMine;
    },
    onSuccess: (answer) => {
      onSuccess?.(answer);
      if (!keepOpenOnSuccess) onOpenChange(false);
    },
  });

  const answer = read.answer;
  const isSaving = fetcher.state !== "idle";
  // Each refusal (the browser's check or the server's answer) is a new object: what the
  // BilingualFields and EditorDialog effects key on to show the refused field.
  // Typing in a refused field checks it again: the live errors stand until the next refusal.
  const { errors, handleInput } = useLiveErrors(schema, clientErrors ?? read.errors);
  const formError = clientErrors ? undefined : read.formError;
  const formErrorParams = clientErrors ? undefined : read.formErrorParams;
  const values = read.values;

  function handleOpenChange(next: boolean) {
    if (!next) {
      read.dismiss();
      setClientErrors(null);
      onClose?.();
    }
    onOpenChange(next);
  }

  /** The form's onSubmit: a refused check keeps the request from leaving. */
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!check(new FormData(event.currentTarget))) event.preventDefault();
  }

  /** For a form that has no form element of its own (a sub-form inside another): check, then post. */
  function submit(formData: FormData, action: string) {
    if (check(formData)) fetcher.submit(formData as SubmitTarget, { method: "post", action });
  }

  function check(formData: FormData): boolean {
    const result = parseForm(schema, formData);
    setClientErrors(result.ok ? null : result.errors);
    if (result.ok) hasSubmitted.current = true;
    return result.ok;
  }

  /** The translated error of one field, or null. */
  const error = (name: string) => (errors[name] ? t(errors[name]) : null);

  /**
   * A field's default value: what was typed, after a refused save (nothing typed is lost),
   * else the stored value.
   */
  const initial = (name: string, stored: string | number | null | undefined): string =>
    values?.[name] ?? (stored == null ? "" : String(stored));

  /** A checkbox's default: as it was sent, after a refused save, else the stored value. */
  const checked = (name: string, stored: boolean): boolean => (values ? values[name] === "on" : stored);

  return {
    fetcher,
    answer,
    isSaving,
    errors,
    formError,
    /** Values for `formError`'s placeholders, when the answer gave some. */
    formErrorParams,
    values,
    error,
    initial,
    checked,
    handleOpenChange,
    handleSubmit,
    handleInput,
    submit,
  };
}

export type FetcherForm<D extends ActionData = ActionData> = ReturnType<typeof useFetcherForm<D>>;
