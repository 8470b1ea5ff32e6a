// The message in `?open=<id>`, laid out: who wrote or registered (contact details, company,
// position, account), the course and session or the quoted course, the request's category
// and agency, any other detail as label/value pairs, and the text; under it, its handling
// (assignee, notes, replies: message-handling.tsx). Its footer opens a reply in the mail app
// and moves the message along (read, handled, archived…). Closing drops `open` from
// the URL, which the list keeps otherwise.
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { HistoryLink } from "~/admin/history-link";
import { userRowHref } from "~/admin/screen-links";
import { isUuid } from "~/forms/validate";
import { formatDate, formatDateTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { buttonClasses } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { FormError } from "~/ui/field";
import { RowActions, useItemIntents } from "~/ui/row-actions";
import type { AdminMessageDetail, MessageAssignee } from "./admin-schema";
import { MessageHandling } from "./message-handling";
import { KindBadge, StatusBadge, transitionActions } from "./message-parts";
import { type MessageExtra, replyHref } from "./metadata";

const K = "admin.messages";
const D = `${K}.detail`;

export type MessageDialogProps = {
  /** Null when it could not be shown (`error` says why). */
  message: AdminMessageDetail | null;
  error: "load" | "missing" | null;
  /** Where its buttons post: the screen's URL, `open` included. */
  actionUrl: string;
  /** The screen's URL without `open`. */
  closeHref: string;
  /** The colleagues it may be assigned to. */
  assignees: MessageAssignee[];
};

export function MessageDialog({ message, error, actionUrl, closeHref, assignees }: MessageDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Closed at once, while the list's URL loads (the dialog unmounts when it has).
  const [isOpen, setIsOpen] = useState(true);
  const onOpenChange = (open: boolean) => {
    if (open) return;
    setIsOpen(false);
    void navigate(closeHref, { preventScrollReset: true });
  };

  if (!message) {
    return (
      <Dialog open={isOpen} onOpenChange={onOpenChange} title={t(`${D}.unavailable`)} size="md">
        <FormError>{t(error === "load" ? `${K}.error.load_message` : `${K}.error.not_found`)}</FormError>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={isOpen}
      onOpenChange={onOpenChange}
      title={message.subject}
      description={<MessageFacts message={message} />}
      size="lg"
      footer={<MessageFooter message={message} actionUrl={actionUrl} />}
    >
      <MessageBody message={message} />
      <MessageHandling message={message} assignees={assignees} actionUrl={actionUrl} />
    </Dialog>
  );
}

function MessageFacts({ message }: { message: AdminMessageDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-2">
      <KindBadge kind={message.kind} />
      <StatusBadge status={message.status} />
      <span>{t(`${D}.received`, { date: formatDateTime(message.created_at, i18n.language as Lang) })}</span>
    </span>
  );
}

function MessageFooter({ message, actionUrl }: { message: AdminMessageDetail; actionUrl: string }) {
  const { t } = useTranslation();
  const intents = useItemIntents(actionUrl, { id: message.id });
  const reply = replyHref(message.layout.person?.email ?? null, message.subject);
  return (
    <div className="flex w-full flex-col gap-3">
      {intents.error ? <FormError>{t(intents.error)}</FormError> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <HistoryLink entity="message" id={message.id} label={message.subject} />
        <div className="flex flex-wrap items-center gap-2">
          <RowActions intents={intents} extra={transitionActions(message.status, t)} />
          {reply ? (
            <a href={reply} className={buttonClasses({ variant: "outline", size: "sm" })}>
              {t(`${D}.reply`)}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The laid-out content (exported for its server-render test: the dialog itself is portalled). */
export function MessageBody({ message }: { message: AdminMessageDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { layout } = message;
  const { person, course, session } = layout;
  const isRegistration = layout.kind === "registration" || layout.kind === "cancellation";
  const personTitle = isRegistration ? "participant" : layout.kind === "newsletter" ? "subscriber" : "sender";
  const category = layout.category
    ? i18n.exists(`pages.contact.categories.${layout.category}`)
      ? t(`pages.contact.categories.${layout.category}`)
      : layout.category
    : null;
  const sessionDates = session?.start_date ? dateRange(session.start_date, session.end_date, lang, t) : null;
  const courseTitle = message.courseTitle ?? course?.reference ?? null;

  return (
    <div className="flex flex-col gap-6">
      {layout.kind === "cancellation" ? (
        <p className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {t(`${D}.cancelled_notice`)}
        </p>
      ) : null}

      {person || message.accountEmail || layout.language ? (
        <DetailSection title={t(`${D}.sections.${personTitle}`)}>
          <Detail label={t(`${D}.fields.name`)}>{person?.name}</Detail>
          <Detail label={t(`${D}.fields.email`)}>
            {person?.email ? (
              <a href={`mailto:${person.email}`} className="break-all underline underline-offset-2">
                {person.email}
              </a>
            ) : null}
          </Detail>
          <Detail label={t(`${D}.fields.phone`)}>
            {person?.phone ? (
              <a href={`tel:${person.phone.replace(/[^\d+]/g, "")}`} className="underline underline-offset-2">
                {person.phone}
              </a>
            ) : null}
          </Detail>
          <Detail label={t(`${D}.fields.company`)}>{person?.company}</Detail>
          <Detail label={t(`${D}.fields.position`)}>{person?.position}</Detail>
          <Detail label={t(`${D}.fields.language`)}>
            {layout.language && i18n.exists(`${D}.languages.${layout.language}`)
              ? t(`${D}.languages.${layout.language}`)
              : layout.language}
          </Detail>
          <Detail label={t(`${D}.fields.account`)}>
            {message.accountEmail ? (
              <Link to={userRowHref(message.accountEmail)} className="break-all underline underline-offset-2">
                {message.accountEmail}
              </Link>
            ) : layout.accountId ? (
              t(`${D}.account_gone`)
            ) : null}
          </Detail>
        </DetailSection>
      ) : null}

      {course || session ? (
        <DetailSection title={t(`${D}.sections.${layout.kind === "quote" ? "quote" : "training"}`)}>
          <Detail label={t(`${D}.fields.course`)}>
            {courseTitle && message.courseSlug ? (
              <Link to={`/formations/${message.courseSlug}`} className="underline underline-offset-2">
                {courseTitle}
              </Link>
            ) : courseTitle ? (
              <>
                {courseTitle} <span className="text-slate-500">{t(`${D}.course_gone`)}</span>
              </>
            ) : null}
          </Detail>
          <Detail label={t(`${D}.fields.reference`)}>{course?.title ? course.reference : null}</Detail>
          <Detail label={t(`${D}.fields.course_category`)}>{course?.category}</Detail>
          <Detail label={t(`${D}.fields.session`)}>{sessionDates}</Detail>
          <Detail label={t(`${D}.fields.roster`)}>
            {isRegistration && session?.id && isUuid(session.id) ? (
              <Link to={`/admin/sessions/${session.id}`} className="underline underline-offset-2">
                {t(`${D}.roster`)}
              </Link>
            ) : null}
          </Detail>
          <Detail label={t(`${D}.fields.registration`)}>
            {layout.registrationId ? <span className="font-mono text-xs">{layout.registrationId}</span> : null}
          </Detail>
        </DetailSection>
      ) : null}

      {category || message.agency ? (
        <DetailSection title={t(`${D}.sections.request`)}>
          <Detail label={t(`${D}.fields.category`)}>{category}</Detail>
          <Detail label={t(`${D}.fields.agency`)}>
            {message.agency
              ? (message.agency.name ??
                (message.agency.recordedName
                  ? t(`${D}.agency_gone_named`, { name: message.agency.recordedName })
                  : t(`${D}.agency_gone`)))
              : null}
          </Detail>
        </DetailSection>
      ) : null}

      <section aria-labelledby={`message-${message.id}-text`} className="flex flex-col gap-2">
        <h3 id={`message-${message.id}-text`} className="text-sm font-semibold text-secondary">
          {t(`${D}.sections.message`)}
        </h3>
        <p className="rounded-lg bg-slate-50 p-4 text-sm break-words whitespace-pre-line text-slate-800">
          {message.content}
        </p>
      </section>

      {layout.extras.length > 0 ? (
        <DetailSection title={t(`${D}.sections.other`)}>
          {layout.extras.map((extra, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a label may repeat; the order is fixed
            <Detail key={`${extra.label}-${index}`} label={humanize(extra.label)} keepEmpty>
              <ExtraValue value={extra.value} />
            </Detail>
          ))}
        </DetailSection>
      ) : null}
    </div>
  );
}

function dateRange(
  start: string,
  end: string | null,
  lang: Lang,
  t: (key: string, vars: Record<string, string>) => string,
): string {
  const from = formatDate(start, lang, "long");
  if (!end || end === start) return from;
  return t(`${D}.date_range`, { start: from, end: formatDate(end, lang, "long") });
}

/** "utm_source" → "Utm source", "clientRef" → "Client ref": an unknown key as a readable label. */
function humanize(label: string): string {
  const spaced = label
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function ExtraValue({ value }: { value: MessageExtra["value"] }) {
  const { t } = useTranslation();
  if (value === null || value === "") return <span className="text-slate-500">{t(`${D}.empty`)}</span>;
  if (typeof value === "boolean") return <>{t(value ? `${D}.yes` : `${D}.no`)}</>;
  return <span className="break-words">{String(value)}</span>;
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold text-secondary">
        {title}
      </h3>
      <dl className="grid gap-x-4 gap-y-1.5 text-sm text-slate-800 sm:grid-cols-[11rem_1fr]">{children}</dl>
    </section>
  );
}

/** One label and its value; nothing at all when there is no value (unless `keepEmpty`). */
function Detail({ label, children, keepEmpty = false }: { label: string; children: ReactNode; keepEmpty?: boolean }) {
  const isEmpty = children === null || children === undefined || children === false || children === "";
  if (isEmpty && !keepEmpty) return null;
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
