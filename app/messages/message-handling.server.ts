// What staff do with a message beyond moving its status (issue 23 §8): give it to a colleague,
// write internal notes on it, and reply to the person from the inbox. A reply goes through the
// outbox in the correspondent's language, is recorded on the message (message_notes, kind
// "reply") and marks it "replied". Each write runs in adminAction's transaction and answers
// its audit entry; the e-mails it queues leave after the commit (queueEmail).
import { and, asc, eq, inArray } from "drizzle-orm";
import { message_notes, messages, users } from "#db/schema";
import { ADMIN_ROLES } from "~/admin/roles";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { isUuid } from "~/forms/validate";
import { formatDateTime } from "~/i18n/format";
import { isLang, type Lang } from "~/i18n/messages";
import type { SessionUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { renderEmail } from "~/server/email-layout.server";
import { queueEmail } from "~/server/mail.server";
import { getSiteChrome } from "~/site/site.server";
import type { MessageAssignee, MessageNoteRow } from "./admin-schema";
import { layoutMetadata, MAILBOX } from "./metadata";

const E = "admin.messages.error";

/** Who can open the inbox, hence be given a message: an active admin. */
const opensTheInbox = () => and(inArray(users.role, [...ADMIN_ROLES]), eq(users.is_active, true));

/** The colleagues a message may be given to: the active accounts that can open the inbox. */
export async function listMessageAssignees(): Promise<MessageAssignee[]> {
  const rows = await db()
    .select({ id: users.id, full_name: users.full_name, email: users.email })
    .from(users)
    .where(opensTheInbox())
    .orderBy(asc(users.full_name), asc(users.email));
  return rows.map((row) => ({ id: row.id, name: row.full_name.trim() || row.email }));
}

/** The notes and replies of a message, oldest first (the order they were written in). */
export async function listMessageNotes(messageId: string): Promise<MessageNoteRow[]> {
  const rows = await db()
    .select({
      id: message_notes.id,
      kind: message_notes.kind,
      author_name: message_notes.author_name,
      body: message_notes.body,
      sent_to: message_notes.sent_to,
      subject: message_notes.subject,
      language: message_notes.language,
      created_at: message_notes.created_at,
    })
    .from(message_notes)
    .where(eq(message_notes.message_id, messageId))
    .orderBy(asc(message_notes.created_at), asc(message_notes.id));
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

/**
 * Where a reply to a message goes and in which language: the address the person gave (or
 * their account's), in the language they wrote in, else their account's, else French (the
 * site's default). Null when the message names no usable address.
 */
export async function replyTarget(message: {
  type: string;
  metadata: unknown;
}): Promise<{ email: string; language: Lang; name: string | null } | null> {
  const layout = layoutMetadata(message.type, message.metadata);
  const email = layout.person?.email ?? null;
  if (!email || !MAILBOX.test(email)) return null;
  let language: Lang | null = isLang(layout.language) ? layout.language : null;
  if (!language && isUuid(layout.accountId)) {
    const [account] = await db().select({ language: users.language }).from(users).where(eq(users.id, layout.accountId));
    language = account && isLang(account.language) ? account.language : null;
  }
  return { email, language: language ?? "fr", name: layout.person?.name ?? null };
}

const authorName = (actor: SessionUser) => actor.full_name.trim() || actor.email;

/**
 * Gives the message to `assigneeId` (null: to nobody). The colleague is told by e-mail, in
 * their language, unless they took it themselves. A colleague who cannot open the inbox is
 * refused, so a message is never parked where nobody sees it.
 */
export async function assignMessage(id: string, assigneeId: string | null, actor: SessionUser): Promise<WriteResult> {
  const [current] = await db()
    .select({ subject: messages.subject, assigned_to: messages.assigned_to })
    .from(messages)
    .where(eq(messages.id, id))
    .for("update");
  if (!current) return notFound(`${E}.not_found`);
  let assignee: { id: string; full_name: string; email: string; language: string } | undefined;
  if (assigneeId) {
    [assignee] = await db()
      .select({ id: users.id, full_name: users.full_name, email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.id, assigneeId), opensTheInbox()));
    if (!assignee) return invalid({ assignee: "admin.messages.validation.assignee" });
  }
  if (current.assigned_to === assigneeId) return written(null);
  await db().update(messages).set({ assigned_to: assigneeId }).where(eq(messages.id, id));
  if (assignee && assignee.id !== actor.id) {
    const lang: Lang = isLang(assignee.language) ? assignee.language : "fr";
    const K = "emails.message_assigned";
    const email = await renderEmail(lang, (t, brand) => ({
      subject: t(`${K}.subject`, { subject: current.subject }),
      heading: t(`${K}.heading`),
      paragraphs: [
        assignee.full_name ? t("emails.greeting", { name: assignee.full_name }) : t("emails.greeting_anonymous"),
        t(`${K}.intro`, { name: authorName(actor), subject: current.subject }),
      ],
      action: {
        label: t(`${K}.action`),
        url: `${brand.siteUrl}/admin/messages?${new URLSearchParams({ open: id, lang })}`,
      },
    }));
    await queueEmail({ to: assignee.email, subject: email.subject, text: email.text, html: email.html });
  }
  return written({
    action: "assign",
    entity: "message",
    id,
    label: current.subject,
    before: { assigned_to: current.assigned_to },
    after: { assigned_to: assigneeId, assignee: assignee ? assignee.full_name || assignee.email : null },
  });
}

/** Adds an internal note; it is never sent to anyone. */
export async function addMessageNote(id: string, body: string, actor: SessionUser): Promise<WriteResult> {
  const [current] = await db().select({ subject: messages.subject }).from(messages).where(eq(messages.id, id));
  if (!current) return notFound(`${E}.not_found`);
  const [note] = await db()
    .insert(message_notes)
    .values({ message_id: id, kind: "note", author_id: actor.id, author_name: authorName(actor), body })
    .returning({ id: message_notes.id });
  return written({
    action: "add_note",
    entity: "message",
    id,
    label: current.subject,
    after: { note_id: note.id, body },
  });
}

/** The reply's text, the person's own message quoted under it, as the e-mail's paragraphs. */
function replyParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** How much of the person's message the reply quotes. */
const QUOTE_LENGTH = 1000;

/**
 * Sends `body` to the person who wrote, in their language, through the outbox; records it on
 * the message and marks the message replied. An archived message is restored first (a
 * conflict): a reply must not vanish into the archive unseen.
 */
export async function replyToMessage(
  id: string,
  reply: { subject: string; body: string },
  actor: SessionUser,
): Promise<WriteResult> {
  const [current] = await db()
    .select({
      type: messages.type,
      subject: messages.subject,
      content: messages.content,
      metadata: messages.metadata,
      status: messages.status,
      created_at: messages.created_at,
    })
    .from(messages)
    .where(eq(messages.id, id))
    .for("update");
  if (!current) return notFound(`${E}.not_found`);
  if (current.status === "archived") return conflict(`${E}.reply_archived`);
  const target = await replyTarget(current);
  if (!target) return conflict(`${E}.no_address`);
  const site = await getSiteChrome();
  const contactEmail = site.contact?.email?.trim() || null;
  const K = "emails.message_reply";
  const original =
    current.content.length > QUOTE_LENGTH ? `${current.content.slice(0, QUOTE_LENGTH)}…` : current.content;
  const email = await renderEmail(target.language, (t) => ({
    subject: reply.subject,
    heading: reply.subject,
    paragraphs: [
      target.name ? t("emails.greeting", { name: target.name }) : t("emails.greeting_anonymous"),
      ...replyParagraphs(reply.body),
      t(`${K}.signature`, { name: authorName(actor) }),
      [
        t(`${K}.original`, { date: formatDateTime(new Date(current.created_at).toISOString(), target.language) }),
        ...original.split("\n"),
      ],
    ],
    notes: [contactEmail ? t(`${K}.answer_to`, { email: contactEmail }) : t(`${K}.answer_site`)],
  }));
  await queueEmail({ to: target.email, subject: email.subject, text: email.text, html: email.html });
  const [note] = await db()
    .insert(message_notes)
    .values({
      message_id: id,
      kind: "reply",
      author_id: actor.id,
      author_name: authorName(actor),
      body: reply.body,
      sent_to: target.email,
      subject: reply.subject,
      language: target.language,
    })
    .returning({ id: message_notes.id });
  await db().update(messages).set({ status: "replied" }).where(eq(messages.id, id));
  return written({
    action: "reply",
    entity: "message",
    id,
    label: current.subject,
    before: { status: current.status },
    after: { status: "replied", note_id: note.id, sent_to: target.email, language: target.language },
  });
}
