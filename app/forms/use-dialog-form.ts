// The fetcher state machine shared by the admin add/edit modals (courses, services,
// resources): client comfort check with the action's own schema, the server's answer
// shown once, and a toast plus close on success.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { type FieldErrors, type FormValues, parseForm } from "~/forms/validate";
import { useToast } from "~/ui/toast";

/** What an admin editor's action answers when it does not redirect (CourseActionData and its kin). */
export type DialogFormData = { ok?: boolean; errors?: FieldErrors; values?: FormValues; formError?: string };

export type DialogFormOptions = {
  /** Keyed so the page's other fetchers (and a reopened modal) see the same submission. */
  fetcherKey: string;
  /** The action's own schema: the browser check is comfort only, the server decides. */
  schema: z.ZodType;
  /** Toast shown when the action answers ok (updates; creates redirect with a flash). */
  successMessageKey: string;
  onOpenChange: (open: boolean) => void;
  /** Extra state to reset when the modal is closed. */
  onClose?: () => void;
};

export function useDialogForm({ fetcherKey, schema, successMessageKey, onOpenChange, onClose }: DialogFormOptions) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const fetcher = useFetcher<DialogFormData>({ key: fetcherKey });
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // An answer already acted on (success) or dismissed (modal closed) is not shown again.
  const seenData = useRef<DialogFormData | undefined>(undefined);

  const isSaving = fetcher.state !== "idle";
  const answer = fetcher.data !== seenData.current ? fetcher.data : undefined;
  const errors: FieldErrors = clientErrors ?? answer?.errors ?? {};
  const formError = clientErrors ? null : answer?.formError;
  const values = answer?.values;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok || seenData.current === fetcher.data) return;
    seenData.current = fetcher.data;
    toast({ message: t(successMessageKey), tone: "success" });
    onOpenChange(false);
  }, [fetcher.state, fetcher.data, toast, t, successMessageKey, onOpenChange]);

  function handleOpenChange(next: boolean) {
    if (!next) {
      seenData.current = fetcher.data;
      setClientErrors(null);
      onClose?.();
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parseForm(schema, new FormData(event.currentTarget));
    if (!result.ok) {
      event.preventDefault();
      setClientErrors(result.errors);
      return;
    }
    setClientErrors(null);
  }

  /** The translated error of one field, or null. */
  const error = (name: string) => (errors[name] ? t(errors[name]) : null);

  return { fetcher, isSaving, errors, formError, values, error, handleOpenChange, handleSubmit };
}
