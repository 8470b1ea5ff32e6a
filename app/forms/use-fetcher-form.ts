// The fetcher state machine of every form in a modal (EditorDialog) and of the sub-forms
// inside one: a comfort check with the action's own schema, the server's answer shown once,
// and on success a toast, then a close (or the caller's own follow-up).
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type SubmitTarget, useFetcher } from "react-router";
import type { z } from "zod";
import type { ActionData } from "~/admin/action-data";
import { type FieldErrors, parseForm } from "~/forms/validate";
import { useToast } from "~/ui/toast";

/**
 * What the hook reads from an answer. Every write answers ActionData; the looser type only
 * lets an action not yet moved onto it (the member's registration) be read meanwhile.
 */
export type DialogAnswer = Partial<ActionData>;

export type DialogFormOptions<D extends DialogAnswer> = {
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

// Stable, so "no errors" is the same object from render to render (effects keyed on errors).
const NO_ERRORS: FieldErrors = Object.freeze({}) as FieldErrors;

export function useDialogForm<D extends DialogAnswer = ActionData>({
  fetcherKey,
  schema,
  successMessageKey,
  keepOpenOnSuccess = false,
  onSuccess,
  onOpenChange,
  onClose,
}: DialogFormOptions<D>) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const fetcher = useFetcher<D>(fetcherKey ? { key: fetcherKey } : undefined);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // An answer already acted on (success) or dismissed (modal closed) is not shown again.
  const seenData = useRef<D | undefined>(undefined);

  // Answers are plain JSON objects: what was sent is what arrives.
  const data = fetcher.data as D | undefined;
  const isSaving = fetcher.state !== "idle";
  const answer = data !== seenData.current ? data : undefined;
  // Each refusal (the browser's check or the server's answer) is a new object: what the
  // BilingualFields and EditorDialog effects key on to show the refused field.
  const errors: FieldErrors = clientErrors ?? answer?.errors ?? NO_ERRORS;
  const formError = clientErrors ? undefined : answer?.formError;
  const formErrorParams = clientErrors ? undefined : answer?.formErrorParams;
  const values = answer?.values;

  const latest = useRef({ onSuccess, onOpenChange, keepOpenOnSuccess, successMessageKey });
  latest.current = { onSuccess, onOpenChange, keepOpenOnSuccess, successMessageKey };
  // Only an answer to a submission made by this instance is acted on: an editor remounted
  // for the next item can share the fetcher key (and its last answer) with the one before.
  const hasSubmitted = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle" || !data?.ok || seenData.current === data) return;
    seenData.current = data;
    if (!hasSubmitted.current) return;
    hasSubmitted.current = false;
    const { onSuccess, onOpenChange, keepOpenOnSuccess, successMessageKey } = latest.current;
    const message = data.toast ?? successMessageKey;
    if (message) toast({ message: t(message), tone: "success" });
    onSuccess?.(data);
    if (!keepOpenOnSuccess) onOpenChange(false);
  }, [fetcher.state, data, toast, t]);

  function handleOpenChange(next: boolean) {
    if (!next) {
      seenData.current = data;
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
    submit,
  };
}

export type DialogForm<D extends DialogAnswer = ActionData> = ReturnType<typeof useDialogForm<D>>;
