// The messages inbox of the back office: the list (type and status filters, search on subject
// or content, newest first, paged — all in SQL), one message laid out with what its metadata
// points at (agency, course page, sender's account), and its status transitions. Callers
// check the admin role first (the route's loader; adminAction for the writes).
import { and, desc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { agencies, courses, messages, users } from "#db/schema";
import { type AdminActionSpec, intent } from "~/admin/action.server";
import { bulkIntent } from "~/admin/bulk.server";
import { conflict, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { isUuid } from "~/forms/validate";
import { type Lang, pick } from "~/i18n/messages";
import { db } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";
import { XLSX_ROW_LIMIT } from "~/server/xlsx.server";
import {
  type AdminMessageDetail,
  type AdminMessagePage,
  type AdminMessageParams,
  assignMessageSchema,
  MESSAGE_TRANSITIONS,
  type MessageStatus,
  type MessageTransition,
  messageIdSchema,
  messageNoteSchema,
  messageReplySchema,
} from "./admin-schema";
import {
  addMessageNote,
  assignMessage,
  listMessageNotes,
  replyTarget,
  replyToMessage,
} from "./message-handling.server";
import { layoutMetadata, senderOf } from "./metadata";

const E = "admin.messages.error";

/** How much of the content a row shows; the dialog shows the whole text. */
const EXCERPT_LENGTH = 240;

type FilterParams = Pick<AdminMessageParams, "q" | "type" | "status" | "assignee">;

/**
 * Who wrote, as the metadata's writers record it (contact.server.ts at the top level,
 * registrations under `user`): the full name as typed, the name of older messages, the address.
 */
const SENDER_FIELDS = [
  sql`concat_ws(' ', ${messages.metadata}->>'firstName', ${messages.metadata}->>'lastName')`,
  sql`${messages.metadata}->>'name'`,
  sql`${messages.metadata}->>'email'`,
  sql`concat_ws(' ', ${messages.metadata}->'user'->>'firstName', ${messages.metadata}->'user'->>'lastName')`,
  sql`${messages.metadata}->'user'->>'email'`,
];

/** `viewerId` is who "assigned to me" means. */
function filters(params: FilterParams, viewerId: string | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    params.type ? eq(messages.type, params.type) : undefined,
    // The inbox is everything not archived; the archived ones have their own filter.
    params.status ? eq(messages.status, params.status) : ne(messages.status, "archived"),
    params.assignee === "none"
      ? isNull(messages.assigned_to)
      : params.assignee === "me"
        ? viewerId
          ? eq(messages.assigned_to, viewerId)
          : sql`false`
        : params.assignee
          ? eq(messages.assigned_to, params.assignee)
          : undefined,
  ];
  if (params.q) {
    // Case- and accent-insensitive like every search of the site; % and _ typed match themselves.
    conditions.push(searchAny([messages.subject, messages.content, ...SENDER_FIELDS], params.q));
  }
  return and(...conditions);
}

/** The colleague a message is assigned to, by name (the list's and the workbook's column). */
const ASSIGNEE_NAME = sql<string | null>`coalesce(nullif(trim(${users.full_name}), ''), ${users.email})`;

export async function listAdminMessages(
  params: AdminMessageParams,
  viewerId: string | null,
): Promise<AdminMessagePage> {
  const where = filters(params, viewerId);
  const query = db()
    .select({
      id: messages.id,
      type: messages.type,
      subject: messages.subject,
      excerpt: sql<string>`left(${messages.content}, ${EXCERPT_LENGTH})`,
      metadata: messages.metadata,
      status: messages.status,
      created_at: messages.created_at,
      assigned_to: messages.assigned_to,
      assignee_name: ASSIGNEE_NAME,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.assigned_to))
    .where(where)
    .orderBy(desc(messages.created_at), desc(messages.id))
    .$dynamic();
  const { rows, ...paging } = await pageOf(query, await countRows(messages, where), params);
  return {
    messages: rows.map(({ metadata, assigned_to, assignee_name, ...row }) => {
      const layout = layoutMetadata(row.type, metadata);
      return {
        ...row,
        created_at: new Date(row.created_at).toISOString(),
        kind: layout.kind,
        sender: senderOf(layout),
        assignee: assigned_to ? { id: assigned_to, name: assignee_name ?? "" } : null,
      };
    }),
    ...paging,
  };
}

/** Every message the inbox's filters and search select (up to the ceiling), newest first: the workbook's rows. */
export async function exportAdminMessages(params: AdminMessageParams, viewerId: string | null) {
  const rows = await db()
    .select({
      type: messages.type,
      subject: messages.subject,
      content: messages.content,
      metadata: messages.metadata,
      status: messages.status,
      created_at: messages.created_at,
      assignee: ASSIGNEE_NAME,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.assigned_to))
    .where(filters(params, viewerId))
    .orderBy(desc(messages.created_at), desc(messages.id))
    .limit(XLSX_ROW_LIMIT);
  return rows.map(({ metadata, ...row }) => ({ ...row, sender: senderOf(layoutMetadata(row.type, metadata)) }));
}

/**
 * One message and everything it carries, laid out, plus the three things its metadata only
 * names by id: the agency's name, the course's public page and title in `lang`, and the
 * sender's account (one primary-key read each, only when named). Null when there is no such
 * message.
 */
export async function getAdminMessage(id: string, lang: Lang): Promise<AdminMessageDetail | null> {
  if (!isUuid(id)) return null;
  const [found] = await db()
    .select({ row: messages, assignee_name: ASSIGNEE_NAME })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.assigned_to))
    .where(eq(messages.id, id));
  if (!found) return null;
  const { row } = found;
  const layout = layoutMetadata(row.type, row.metadata);
  const agencyId = isUuid(layout.agencyId) ? layout.agencyId : null;
  const courseId = isUuid(layout.course?.id) ? layout.course.id : null;
  const accountId = isUuid(layout.accountId) ? layout.accountId : null;
  const [agency, course, account, notes, replyTo] = await Promise.all([
    agencyId
      ? db().select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId))
      : Promise.resolve([]),
    courseId
      ? db()
          .select({ slug: courses.slug, title_fr: courses.title_fr, title_en: courses.title_en })
          .from(courses)
          .where(eq(courses.id, courseId))
      : Promise.resolve([]),
    accountId ? db().select({ email: users.email }).from(users).where(eq(users.id, accountId)) : Promise.resolve([]),
    listMessageNotes(row.id),
    replyTarget(row),
  ]);
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    content: row.content,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    kind: layout.kind,
    sender: senderOf(layout),
    layout,
    agency: layout.agencyId
      ? { id: layout.agencyId, name: agency[0]?.name ?? null, recordedName: agency[0] ? null : layout.agencyName }
      : null,
    courseSlug: course[0]?.slug ?? null,
    // The course as it is named today in the reader's language; the message keeps its French title.
    courseTitle: course[0] ? pick(course[0], "title", lang) : (layout.course?.title ?? null),
    accountEmail: account[0]?.email ?? null,
    assignee: row.assigned_to ? { id: row.assigned_to, name: found.assignee_name ?? "" } : null,
    notes,
    replyTo: replyTo ? { email: replyTo.email, language: replyTo.language } : null,
  };
}

/** The audit entry's verb for each transition. */
const AUDIT_ACTIONS: Record<MessageTransition, string> = {
  read: "mark_read",
  unread: "mark_unread",
  handle: "mark_handled",
  archive: "archive",
  restore: "restore",
};

/**
 * Moves a message along `transition`, only from the statuses it leaves from. The row is locked
 * first (in the admin action's transaction), so two admins acting at once cannot undo each
 * other unseen: the second one's move is judged on the first one's result. A message already
 * where the transition leads is left as it is (two admins opening it at once both succeed).
 */
export async function transitionMessage(id: string, transition: MessageTransition): Promise<WriteResult> {
  const { from, to } = MESSAGE_TRANSITIONS[transition];
  const [current] = await db()
    .select({ status: messages.status, subject: messages.subject })
    .from(messages)
    .where(eq(messages.id, id))
    .for("update");
  if (!current) return notFound(`${E}.not_found`);
  if (current.status === to) return written(null);
  if (!(from as readonly MessageStatus[]).includes(current.status)) return conflict(`${E}.transition`);
  await db().update(messages).set({ status: to }).where(eq(messages.id, id));
  return written({
    action: AUDIT_ACTIONS[transition],
    entity: "message",
    id,
    label: current.subject,
    before: { status: current.status },
    after: { status: to },
  });
}

/** `href` without the detail dialog's `open`. */
function withoutOpen(href: string): string {
  const url = new URL(href, "http://localhost");
  url.searchParams.delete("open");
  return `${url.pathname}${url.search}`;
}

/**
 * The inbox's writes. `back` is the screen as it was (filters, page, the open message): each
 * transition goes back there with its toast, except "unread", which closes the dialog (the
 * message goes back to the unread pile). Opening an unread message posts `read` with the
 * dialog's `open` already in the URL (`isOpening`): the dialog opening is its feedback, so it
 * gets no toast.
 */
export function messageActions(back: string, options: { isOpening?: boolean } = {}): AdminActionSpec {
  const transitionIntent = (name: MessageTransition, toast: string | undefined, to = back) =>
    intent({
      schema: messageIdSchema,
      toast,
      redirect: to,
      invalidMessage: `${E}.not_found`,
      run: ({ data }) => transitionMessage(data.id, name),
    });
  return {
    what: "message",
    messages: { save: `${E}.save`, loginRequired: `${E}.login_required`, forbidden: `${E}.forbidden` },
    intents: {
      read: transitionIntent("read", options.isOpening ? undefined : "admin.messages.success.read"),
      unread: transitionIntent("unread", "admin.messages.success.unread", withoutOpen(back)),
      handle: transitionIntent("handle", "admin.messages.success.handled"),
      archive: transitionIntent("archive", "admin.messages.success.archived"),
      restore: transitionIntent("restore", "admin.messages.success.restored"),
      // Many at once from the list; a message already there counts as done.
      "bulk-handle": bulkIntent({
        toast: "admin.messages.bulk.handled",
        each: (id) => transitionMessage(id, "handle"),
      }),
      "bulk-archive": bulkIntent({
        toast: "admin.messages.bulk.archived",
        each: (id) => transitionMessage(id, "archive"),
      }),
      // Answered in place (the dialog stays open and reloads with the change).
      assign: intent({
        schema: assignMessageSchema,
        toast: "admin.messages.success.assigned",
        run: ({ data, actor }) => assignMessage(data.id, data.assignee, actor),
      }),
      note: intent({
        schema: messageNoteSchema,
        toast: "admin.messages.success.noted",
        run: ({ data, actor }) => addMessageNote(data.id, data.body, actor),
      }),
      reply: intent({
        schema: messageReplySchema,
        toast: "admin.messages.success.replied",
        run: ({ data, actor }) => replyToMessage(data.id, data, actor),
      }),
    },
  };
}
