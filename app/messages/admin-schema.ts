// The back office's messages inbox (/admin/messages): its URL (?q=&type=&status=&page=&size=&open=),
// the transitions' form, and the shapes the screen receives. Browser-safe: the screen reads
// it, app/messages/admin-messages.server.ts queries with it.
import { z } from "zod";
import type { messages } from "#db/schema";
import { ADMIN_PAGE_SIZES, oneOfParam, parseListParams, uuidParam } from "~/forms/list-params";
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
    filters: { type: oneOfParam(MESSAGE_TYPES), status: oneOfParam(MESSAGE_STATUSES), open: uuidParam },
  });
}

/** The filter panel's URL names (reset, active count). */
export const MESSAGE_FILTERS = ["type", "status"] as const;

/**
 * The transitions an admin makes, by intent: which statuses each leaves from and where it goes.
 * Opening an unread message posts `read`; `unread` puts it back in the unread count.
 */
export const MESSAGE_TRANSITIONS = {
  read: { from: ["pending"], to: "read" },
  unread: { from: ["read", "handled"], to: "pending" },
  handle: { from: ["pending", "read"], to: "handled" },
  archive: { from: ["pending", "read", "handled"], to: "archived" },
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
};
