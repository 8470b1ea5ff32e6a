// The opened message's handling, under its text: who it is assigned to, its notes and the
// replies sent from the inbox (oldest first), a form to add a note and the reply form. Each
// form posts its intent to the screen's URL with a fetcher (useFetcherForm): the dialog stays
// open, the loader reloads the message with the change, the answer is a toast.
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { type FetcherForm, useFetcherForm } from "~/forms/use-fetcher-form";
import { formatDateTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, FormError, Select, TextAreaField } from "~/ui/field";
import {
  type AdminMessageDetail,
  assignMessageSchema,
  MESSAGE_NOTE_MAX,
  MESSAGE_REPLY_MAX,
  MESSAGE_SUBJECT_MAX,
  type MessageAssignee,
  type MessageNoteRow,
  messageNoteSchema,
  messageReplySchema,
} from "./admin-schema";
import { replySubject } from "./metadata";

const K = "admin.messages.handling";

export type MessageHandlingProps = {
  message: AdminMessageDetail;
  assignees: MessageAssignee[];
  /** Where the forms post: the screen's URL, `open` included. */
  actionUrl: string;
};

export function MessageHandling({ message, assignees, actionUrl }: MessageHandlingProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-secondary">
        {t(`${K}.title`)}
      </h3>
      <AssignForm message={message} assignees={assignees} actionUrl={actionUrl} />
      <NoteList notes={message.notes} />
      <ReplyForm message={message} actionUrl={actionUrl} />
      <NoteForm message={message} actionUrl={actionUrl} />
    </section>
  );
}

function AssignForm({ message, assignees, actionUrl }: MessageHandlingProps) {
  const { t } = useTranslation();
  const form = useMessageForm(message.id, "assign", assignMessageSchema);
  // A colleague no longer in the list (deactivated) is still shown as the one it is assigned to.
  const options =
    message.assignee && !assignees.some((person) => person.id === message.assignee?.id)
      ? [...assignees, message.assignee]
      : assignees;
  return (
    <MessageForm
      form={form}
      intent="assign"
      messageId={message.id}
      actionUrl={actionUrl}
      className="flex flex-wrap items-end gap-2"
    >
      <Field label={t(`${K}.assignee`)} name="assignee" error={form.error("assignee")} className="min-w-56 flex-1">
        <Select key={message.assignee?.id ?? ""} defaultValue={message.assignee?.id ?? ""}>
          <option value="">{t(`${K}.nobody`)}</option>
          {options.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="outline" size="sm" loading={form.isSaving}>
        {t(`${K}.assign`)}
      </Button>
      {form.formError ? (
        <FormError className="w-full" revealFor={form.answer}>
          {t(form.formError)}
        </FormError>
      ) : null}
    </MessageForm>
  );
}

function NoteList({ notes }: { notes: MessageNoteRow[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  if (notes.length === 0) return <p className="text-sm text-slate-600">{t(`${K}.no_notes`)}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label={t(`${K}.notes_label`, { count: notes.length })}>
      {notes.map((note) => (
        <li
          key={note.id}
          className={
            note.kind === "reply"
              ? "rounded-lg bg-sky-50 p-3 text-sm ring-1 ring-sky-200"
              : "rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200"
          }
        >
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
            <Badge tone={note.kind === "reply" ? "info" : "warning"}>{t(`${K}.kinds.${note.kind}`)}</Badge>
            <span>
              {note.kind === "reply"
                ? t(`${K}.reply_by`, {
                    name: note.author_name,
                    email: note.sent_to ?? "",
                    language: t(`${K}.languages.${note.language === "en" ? "en" : "fr"}`),
                  })
                : t(`${K}.note_by`, { name: note.author_name })}
            </span>
            <time dateTime={note.created_at}>{formatDateTime(note.created_at, lang)}</time>
          </p>
          {note.subject ? <p className="mt-2 font-medium text-slate-900">{note.subject}</p> : null}
          <p className="mt-1 break-words whitespace-pre-line text-slate-800">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}

function NoteForm({ message, actionUrl }: { message: AdminMessageDetail; actionUrl: string }) {
  const { t } = useTranslation();
  const form = useMessageForm(message.id, "note", messageNoteSchema);
  return (
    <MessageForm
      // A fresh, empty form once the note is saved (the list then holds one more).
      key={message.notes.length}
      form={form}
      intent="note"
      messageId={message.id}
      actionUrl={actionUrl}
      className="flex flex-col gap-2"
    >
      <TextAreaField
        label={t(`${K}.note`)}
        name="body"
        rows={3}
        maxLength={MESSAGE_NOTE_MAX}
        defaultValue={form.initial("body", "")}
        error={form.error("body")}
        hint={t(`${K}.note_hint`, { count: MESSAGE_NOTE_MAX })}
      />
      {form.formError ? <FormError revealFor={form.answer}>{t(form.formError)}</FormError> : null}
      <div>
        <Button type="submit" variant="outline" size="sm" loading={form.isSaving}>
          {t(`${K}.add_note`)}
        </Button>
      </div>
    </MessageForm>
  );
}

function ReplyForm({ message, actionUrl }: { message: AdminMessageDetail; actionUrl: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const form = useMessageForm(message.id, "reply", messageReplySchema, () => setIsOpen(false));
  const { replyTo } = message;
  if (!replyTo) return <p className="text-sm text-slate-600">{t(`${K}.no_address`)}</p>;
  if (message.status === "archived") return <p className="text-sm text-slate-600">{t(`${K}.archived`)}</p>;
  if (!isOpen) {
    return (
      <div>
        <Button variant="primary" size="sm" onClick={() => setIsOpen(true)} aria-expanded={false}>
          {t(`${K}.reply`)}
        </Button>
      </div>
    );
  }
  return (
    <MessageForm
      form={form}
      intent="reply"
      messageId={message.id}
      actionUrl={actionUrl}
      className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200"
    >
      <p className="text-sm text-slate-700">
        {t(`${K}.reply_to`, {
          email: replyTo.email,
          language: t(`${K}.languages.${replyTo.language}`),
        })}
      </p>
      <Field
        label={t(`${K}.subject`)}
        name="subject"
        required
        maxLength={MESSAGE_SUBJECT_MAX}
        defaultValue={form.initial("subject", replySubject(message.subject).slice(0, MESSAGE_SUBJECT_MAX))}
        error={form.error("subject")}
      />
      <TextAreaField
        label={t(`${K}.body`)}
        name="body"
        required
        rows={8}
        maxLength={MESSAGE_REPLY_MAX}
        defaultValue={form.initial("body", "")}
        error={form.error("body")}
        hint={t(`${K}.body_hint`, { count: MESSAGE_REPLY_MAX })}
      />
      {form.formError ? <FormError revealFor={form.answer}>{t(form.formError)}</FormError> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" size="sm" loading={form.isSaving}>
          {t(`${K}.send`)}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setIsOpen(false)}>
          {t(`${K}.cancel`)}
        </Button>
      </div>
    </MessageForm>
  );
}

/** The state of one of the message's forms (its own fetcher, its answer read once). */
function useMessageForm(messageId: string, intent: string, schema: z.ZodType, onSuccess?: () => void) {
  return useFetcherForm({
    fetcherKey: `message-${intent}-${messageId}`,
    schema,
    keepOpenOnSuccess: true,
    onSuccess,
    onOpenChange: () => {},
  });
}

/** One of the message's forms: posts `intent` and the message's id to the screen's URL. */
function MessageForm({
  form,
  intent,
  messageId,
  actionUrl,
  className,
  children,
}: {
  form: FetcherForm;
  intent: string;
  messageId: string;
  actionUrl: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form.fetcher.Form
      method="post"
      action={actionUrl}
      onSubmit={form.handleSubmit}
      onInput={form.handleInput}
      noValidate
      className={className}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={messageId} />
      {children}
    </form.fetcher.Form>
  );
}
