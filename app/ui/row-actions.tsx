// The buttons of one item — a list row or a detail page's admin bar: edit (opens an editor
// or the row's inline edit), delete, and any other intents (approve, resend…). Destructive
// ones ask first. In app/ui, not app/admin/list, because the public detail pages use it too.
import { type ReactNode, type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { Button, type ButtonVariant } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";

/**
 * The posts of one item: `fields` (its id, when the action serves a whole list) go with every
 * intent. Each answer is toasted once (ActionData: `toast` on success, `formError` on refusal;
 * a redirect's toast comes back as a flash), and the refusal stays in `error` for the page to
 * show where it fits.
 */
export function useItemIntents(action: string, fields: Record<string, string> = {}) {
  const fetcher = useFetcher<ActionData>();
  const { answer } = useActionAnswer(fetcher, { refusalToast: true });
  const refused = fetcher.state === "idle" && answer && !answer.ok ? answer : undefined;

  return {
    fetcher,
    action,
    fields,
    isBusy: fetcher.state !== "idle",
    /** Translation key of the last refusal, until the next post. */
    error: refused ? (refused.formError ?? null) : null,
    /** The values of `error`'s placeholders, when the answer gave some. */
    errorParams: refused?.formErrorParams,
    /** `extra` adds fields to this post only (a typed confirmation's text). */
    submit: (intent: string, extra: Record<string, string> = {}) =>
      fetcher.submit({ ...fields, ...extra, intent }, { method: "post", action }),
  };
}

export type ItemIntents = ReturnType<typeof useItemIntents>;

/** The item's last refusal, said in the row (the toast is gone by the time it is read). */
export function RowError({
  intents,
  className = "text-sm text-red-700",
}: {
  intents: ItemIntents;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!intents.error) return null;
  return (
    <p className={className} role="alert">
      {t(intents.error, intents.errorParams ?? {})}
    </p>
  );
}

export type ItemConfirm = {
  title: ReactNode;
  /** What will happen, said in the dialog's body. */
  message: ReactNode;
  /** The close button's label when the action is itself a cancellation ("Keep the registration"). */
  keepLabel?: string;
  /** Typed confirmation: the exact text to type first (see ConfirmDialog). */
  confirmText?: string;
};

export type RowAction = {
  /** Posted as `intent`. */
  intent: string;
  /** Also the confirm button's label. */
  label: string;
  variant?: ButtonVariant;
  /** Destructive: asked first (and then it needs JavaScript; the others post as a plain form too). */
  confirm?: ItemConfirm;
};

export type RowActionsProps = {
  intents: ItemIntents;
  /** Names the group (e.g. "Actions: Jane Doe"), so repeated "Edit" buttons tell their rows apart. */
  label?: string;
  edit?: {
    label: ReactNode;
    onClick: () => void;
    /** True when it opens the row's inline edit rather than a dialog. */
    isInline?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };
  /** `intent=delete`, always confirmed. */
  remove?: { label: string } & ItemConfirm;
  /** Shown before edit and delete. */
  extra?: RowAction[];
  className?: string;
};

/** The item's buttons: the plain intents post as a form (no JavaScript needed), the others ask first. */
export function RowActions({ intents, label, edit, remove, extra = [], className }: RowActionsProps) {
  const [asking, setAsking] = useState<RowAction | null>(null);
  const actions: RowAction[] = [
    ...extra,
    ...(remove ? [{ intent: "delete", label: remove.label, variant: "danger" as const, confirm: remove }] : []),
  ];
  const plain = extra.filter((action) => !action.confirm);
  const confirmed = actions.filter((action) => action.confirm);
  const { fetcher } = intents;

  return (
    <div {...(label ? { role: "group", "aria-label": label } : {})} className={className ?? "flex flex-wrap gap-2"}>
      {plain.length > 0 ? (
        <fetcher.Form method="post" action={intents.action} className="contents">
          {Object.entries(intents.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {plain.map((action) => (
            <Button
              key={action.intent}
              type="submit"
              name="intent"
              value={action.intent}
              size="sm"
              variant={action.variant}
              disabled={intents.isBusy}
            >
              {action.label}
            </Button>
          ))}
        </fetcher.Form>
      ) : null}
      {edit ? (
        <Button
          ref={edit.ref}
          variant="outline"
          size="sm"
          onClick={edit.onClick}
          aria-haspopup={edit.isInline ? undefined : "dialog"}
        >
          {edit.label}
        </Button>
      ) : null}
      {confirmed.map((action) => (
        <Button
          key={action.intent}
          variant={action.variant ?? "danger"}
          size="sm"
          onClick={() => setAsking(action)}
          disabled={intents.isBusy}
          aria-haspopup="dialog"
        >
          {action.label}
        </Button>
      ))}
      {/* Portalled, so it does not sit inside the bar. */}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking?.confirm?.title}
        message={asking?.confirm?.message}
        confirmText={asking?.confirm?.confirmText}
        confirmLabel={asking?.label}
        cancelLabel={asking?.confirm?.keepLabel}
        destructive={(asking?.variant ?? "danger") === "danger"}
        // A typed confirmation goes to the server as `confirmation`: the server decides too.
        onConfirm={(typed) =>
          asking
            ? intents.submit(asking.intent, asking.confirm?.confirmText === undefined ? {} : { confirmation: typed })
            : undefined
        }
      />
    </div>
  );
}
