// The staff waiting-list screen's forms (/admin/sessions/:id/waitlist, delivery.md §5): the
// intents' names and schemas, checked in the browser for comfort and by the action. Each row's
// intent posts the entry's `id` (rowIntent checks it). Messages are translation keys. Browser-safe.
import { z } from "zod";

const V = "admin.waitlist.validation";

export const WAITLIST_INTENTS = {
  /** Set an entry's priority (higher first, then arrival). */
  priority: "set_priority",
  /** Hold a free seat for this entry now, whatever its place. */
  offer: "offer_now",
  /** Take the entry out of the queue (it is not offered a seat). */
  skip: "skip",
  /** Move the entry to another session of the same course's queue. */
  move: "move",
  /** Register the person over capacity (one more seat), with a reason. */
  convert: "convert",
  /** Tell the people waiting for this course's other dates that this one is open. */
  invite: "invite_waiting",
} as const;

export const PRIORITY_MIN = -100;
export const PRIORITY_MAX = 100;
export const STAFF_NOTE_MAX = 500;

export const prioritySchema = z.object({
  priority: z.coerce
    .number({ error: `${V}.priority` })
    .int(`${V}.priority`)
    .min(PRIORITY_MIN, `${V}.priority`)
    .max(PRIORITY_MAX, `${V}.priority`),
});

/** Skipping may say why (kept as the entry's staff note). */
export const skipSchema = z.object({
  note: z
    .string()
    .trim()
    .max(STAFF_NOTE_MAX, `${V}.note_too_long|max=${STAFF_NOTE_MAX}`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export const moveSchema = z.object({ target_session_id: z.guid({ error: `${V}.move_target` }) });

/** Over capacity needs a reason: it is the entry's staff note and the audit log's why. */
export const convertSchema = z.object({
  reason: z
    .string({ error: `${V}.reason_required` })
    .trim()
    .min(1, `${V}.reason_required`)
    .max(STAFF_NOTE_MAX, `${V}.reason_too_long|max=${STAFF_NOTE_MAX}`),
});
