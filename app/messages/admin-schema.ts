// The back office's messages inbox (/admin/messages): its URL (?q=&type=&status=&page=&size=&open=),
// the transitions' form, and the shapes the screen receives. Browser-safe: the screen reads
// it, app/messages/admin-messages.server.ts queries with it.
import { z } from "zod";
import type { messages } from "#db/schema";
import { ADMIN_PAGE_SIZES, oneOfParam, parseListParams, uuidParam } from "~/forms/list-params";
import { isUuid } from "~/forms/validate";
import type { MessageLayout } from "./metadata";

type MessageRow = typeof messages.$inferSelect;

// The database's lists, repeated because db/schema is not for the browser bundle; `satisfies`
// keeps them in step.
export const MESSAGE_TYPES = ["registration", "contact", "newsletter"] as const satisfies readonly MessageRow["type"][];
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** In the filter's order. `pending` is what the screen calls unread (created so, spec). */
export const MESSAGE_STATUSES = [
  "pending",
  "read",
  "replied",
  "handled",
  "archived",
] as const satisfies readonly MessageRow["status"][];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export type AdminMessageParams = ReturnType<typeof parseAdminMessageParams>;

/**
 * `?q=&type=&status=&page=&size=&open=`, read leniently. No status is the inbox: everything but
 * the archived messages, which only their own filter shows. `open` is the message shown in the
 * detail dialog, so a reload or a shared link shows it again.
 */
export function parseAdminMessageParams(search: URLSearchParams) {
  return parseListParams(search, {
    sizes: ADMIN_PAGE_SIZES,
    filters: {
      type: oneOfParam(MESSAGE_TYPES),
      status: oneOfParam(MESSAGE_STATUSES),
      assignee: assigneeParam,
      open: uuidParam,
    },
  });
}

/** `?assignee=`: the viewer's own ("me"), nobody's ("none"), or one colleague's (their id). */
const assigneeParam = z
  .union([
    z.enum(["me", "none"]),
    z
      .string()
      .trim()
      .refine(isUuid)
      .transform((id) => id.toLowerCase()),
  ])
  .nullable()
  .catch(null);

/** The filter panel's URL names (reset, active count). */
export const MESSAGE_FILTERS = ["type", "status", "assignee"] as const;

/**
 * The transitions an admin makes, by intent: which statuses each leaves from and where it goes.
 * Opening an unread message posts `read`; `unread` puts it back in the unread count.
 */
export const MESSAGE_TRANSITIONS = {
  read: { from: ["pending"], to: "read" },
  unread: { from: ["read", "replied", "handled"], to: "pending" },
  handle: { from: ["pending", "read", "replied"], to: "handled" },
  archive: { from: ["pending", "read", "replied", "handled"], to: "archived" },
  restore: { from: ["archived"], to: "read" },
} as const satisfies Record<string, { from: readonly MessageStatus[]; to: MessageStatus }>;
export type MessageTransition = keyof typeof MESSAGE_TRANSITIONS;

/** The transitions offered for a message in `status` (the ones whose `from` holds it). */
export function transitionsFrom(status: MessageStatus): MessageTransition[] {
  return (Object.keys(MESSAGE_TRANSITIONS) as MessageTransition[]).filter((name) =>
    (MESSAGE_TRANSITIONS[name].from as readonly MessageStatus[]).includes(status),
  );
}

/** Every transition's form: the message's id. */
export const messageIdSchema = z.object({
  id: z.string({ error: "admin.messages.error.not_found" }).trim().pipe(z.guid("admin.messages.error.not_found")),
});

const V = "admin.messages.validation";

export const MESSAGE_NOTE_MAX = 2000;
export const MESSAGE_REPLY_MAX = 10_000;
export const MESSAGE_SUBJECT_MAX = 200;

/** Assigning a message: a colleague's id, or empty to take it back from whoever had it. */
export const assignMessageSchema = messageIdSchema.extend({
  assignee: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isUuid(value), `${V}.assignee`)
    .transform((value) => (value ? value.toLowerCase() : null)),
});

/** An internal note: never sent, seen by the staff who open the message. */
export const messageNoteSchema = messageIdSchema.extend({
  body: z
    .string({ error: `${V}.note_required` })
    .trim()
    .min(1, `${V}.note_required`)
    .max(MESSAGE_NOTE_MAX, `${V}.note_too_long`),
});

/** A reply sent from the inbox to the person who wrote, through the outbox. */
export const messageReplySchema = messageIdSchema.extend({
  subject: z
    .string({ error: `${V}.subject_required` })
    .trim()
    .min(1, `${V}.subject_required`)
    .max(MESSAGE_SUBJECT_MAX, `${V}.subject_too_long`),
  body: z
    .string({ error: `${V}.reply_required` })
    .trim()
    .min(1, `${V}.reply_required`)
    .max(MESSAGE_REPLY_MAX, `${V}.reply_too_long`),
});

/** A colleague a message can be assigned to. */
export type MessageAssignee = { id: string; name: string };

/** A note or a reply on the opened message, oldest first. */
export type MessageNoteRow = {
  id: string;
  kind: "note" | "reply";
  author_name: string;
  body: string;
  sent_to: string | null;
  subject: string | null;
  language: string | null;
  /** ISO instant. */
  created_at: string;
};

/** A row of the list. */
export type AdminMessageRow = {
  id: string;
  type: MessageType;
  subject: string;
  /** The content's beginning (the dialog shows all of it). */
  excerpt: string;
  status: MessageStatus;
  /** ISO instant. */
  created_at: string;
  kind: MessageLayout["kind"];
  /** Who wrote or registered: a name, else an e-mail. */
  sender: string | null;
  /** The colleague handling it, by name. */
  assignee: MessageAssignee | null;
};

export type AdminMessagePage = {
  messages: AdminMessageRow[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};

/** The opened message, everything it carries laid out, with what the loader looked up. */
export type AdminMessageDetail = Omit<AdminMessageRow, "excerpt"> & {
  content: string;
  layout: MessageLayout;
  /**
   * The agency named by `agency_id`; its name is null when the agency is gone, and then
   * `recordedName` is the name the message kept when it was deleted (if it was recorded).
   */
  agency: { id: string; name: string | null; recordedName?: string | null } | null;
  /** The course's public page (/formations/<slug>), when the course still exists. */
  courseSlug: string | null;
  /** The course's title in the reader's language, else as the message recorded it. */
  courseTitle: string | null;
  /** The sender's account e-mail, when a signed-in member sent it and the account remains. */
  accountEmail: string | null;
  notes: MessageNoteRow[];
  /** Where a reply goes and in which language; null when the message names no usable address. */
  replyTo: { email: string; language: "fr" | "en" } | null;
};
