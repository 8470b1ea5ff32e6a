// "My data" on /profile: download everything the site holds about the account, or delete
// the account after reading what goes and what stays and typing the account's address.
// The deletion dialog posts to /profile/delete, which is also a page of its own (the
// trigger is a link to it, so the deletion works before JavaScript has loaded).
import { type MouseEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { deleteAccountSchema } from "~/profile/my-data-schema";
import { Button, ButtonLink, buttonClasses } from "~/ui/button";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, FormError } from "~/ui/field";
import { Spinner } from "~/ui/spinner";

export const EXPORT_URL = "/profile/export.json";
export const DELETE_URL = "/profile/delete";

const K = "profile.my_data";

/** The "What is deleted" list, each a `deleted_*` key; future registrations are cancelled, not kept. */
const DELETED_ITEMS = ["login", "profile", "testimonials", "messages", "newsletter", "emails", "upcoming"] as const;

/** What is deleted, what is kept and why: shown in the dialog and on the /profile/delete page. */
export function DeletionExplanation() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 text-sm text-slate-700">
      <div>
        <h3 className="font-semibold text-secondary">{t(`${K}.deleted_heading`)}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {DELETED_ITEMS.map((item) => (
            <li key={item}>{t(`${K}.deleted_${item}`)}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold text-secondary">{t(`${K}.kept_heading`)}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t(`${K}.kept_registrations`)}</li>
          <li>{t(`${K}.kept_invoices`)}</li>
        </ul>
      </div>
      <p>{t(`${K}.confirmation_email`)}</p>
      <p>
        {t(`${K}.download_first`)}{" "}
        <a href={EXPORT_URL} download className="font-medium text-secondary underline underline-offset-2">
          {t(`${K}.download`)}
        </a>
      </p>
    </div>
  );
}

/** The typed confirmation: the account's own address. */
export function ConfirmationField({
  email,
  error,
  defaultValue,
}: {
  email: string;
  error?: string | null;
  defaultValue?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t(`${K}.confirm_label`)}
      name="confirmation"
      type="email"
      inputMode="email"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      required
      hint={t(`${K}.confirm_hint`, { email })}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** The download: fetched so the button can say it is working, saved under the server's file name. */
function DownloadButton() {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const isBusy = state === "busy";

  async function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (isBusy) return;
    setState("busy");
    try {
      const response = await fetch(EXPORT_URL, { headers: { Accept: "application/json" } });
      // A session that ended meanwhile answers the sign-in page, not the file.
      if (!response.ok || !response.headers.get("content-type")?.includes("application/json")) {
        throw new Error(`export answered ${response.status}`);
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "my-data.json";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <a
        href={EXPORT_URL}
        download
        onClick={handleClick}
        aria-disabled={isBusy || undefined}
        className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
      >
        {isBusy ? <Spinner size="sm" /> : null}
        {isBusy ? t(`${K}.downloading`) : t(`${K}.download`)}
      </a>
      <div aria-live="polite">
        {state === "failed" ? <FormError>{t(`${K}.error.download_failed`)}</FormError> : null}
      </div>
    </div>
  );
}

function DeleteAccountDialog({
  email,
  open,
  onOpenChange,
}: {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  // Success is a redirect to the home page (signed out, with a toast): no "ok" answer.
  const form = useFetcherForm({
    fetcherKey: "delete-account",
    schema: deleteAccountSchema(email),
    successMessageKey: `${K}.deleted_toast`,
    onOpenChange,
  });

  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(`${K}.dialog_title`)}
      description={t(`${K}.dialog_description`)}
      size="md"
      action={DELETE_URL}
      saveLabel={t(`${K}.confirm`)}
      savingLabel={t(`${K}.deleting`)}
      saveVariant="danger"
      intro={<DeletionExplanation />}
    >
      <ConfirmationField email={email} error={form.error("confirmation")} defaultValue={form.values?.confirmation} />
    </EditorDialog>
  );
}

/** The deletion form as a page of its own (/profile/delete), for browsers without JavaScript. */
export function DeleteAccountPageForm({
  email,
  answer,
  isDeleting,
}: {
  email: string;
  /** The deletion action's answer when it did not redirect. */
  answer?: ActionData;
  isDeleting: boolean;
}) {
  const { t } = useTranslation();
  const error = answer?.errors?.confirmation;
  return (
    <Form method="post" action={DELETE_URL} noValidate className="grid gap-4">
      <FormError revealFor={answer}>{answer?.formError ? t(answer.formError) : null}</FormError>
      <ConfirmationField email={email} error={error ? t(error) : null} defaultValue={answer?.values?.confirmation} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to="/profile" variant="outline">
          {t(`${K}.back_to_profile`)}
        </ButtonLink>
        <Button type="submit" variant="danger" loading={isDeleting}>
          {isDeleting ? t(`${K}.deleting`) : t(`${K}.confirm`)}
        </Button>
      </div>
    </Form>
  );
}

/** The "My data" section of /profile. `email`: the signed-in account's address. */
export function MyDataSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <section aria-labelledby="my-data-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="my-data-title" className="text-lg font-bold text-secondary">
        {t(`${K}.title`)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(`${K}.intro`)}</p>

      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold text-secondary">{t(`${K}.download_title`)}</h3>
          <p className="flex-1 text-sm text-slate-700">{t(`${K}.download_text`)}</p>
          <DownloadButton />
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold text-secondary">{t(`${K}.delete_title`)}</h3>
          <p className="flex-1 text-sm text-slate-700">{t(`${K}.delete_text`)}</p>
          <ButtonLink
            to={DELETE_URL}
            variant="danger"
            className="w-full sm:w-auto"
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              setIsDialogOpen(true);
            }}
          >
            {t(`${K}.delete`)}
          </ButtonLink>
        </div>
      </div>
      <DeleteAccountDialog email={email} open={isDialogOpen} onOpenChange={setIsDialogOpen} />
    </section>
  );
}
