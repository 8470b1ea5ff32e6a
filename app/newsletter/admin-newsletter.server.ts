// Newsletter subscribers in the back office: the list (e-mail search and status filter in
// SQL, newest first, paged), the CSV export of the whole filtered list in keyset batches,
// and the writes (resend a verification, delete). Callers check the admin role first.
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { newsletter_subscribers } from "#db/schema";
import { type AdminActionSpec, intent } from "~/admin/action.server";
import { auditedDelete, auditedUpdate } from "~/admin/audited-write.server";
import { bulkIntent } from "~/admin/bulk.server";
import { conflict, notFound, type WriteResult } from "~/admin/write-result.server";
import { isLang } from "~/i18n/messages";
import { batches, type CsvValue, csvDate } from "~/server/csv.server";
import { db } from "~/server/db.server";
import { queueEmail } from "~/server/mail.server";
import { countRows, pageOf } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";
import { XLSX_ROW_LIMIT } from "~/server/xlsx.server";
import {
  type AdminNewsletterParams,
  type AdminSubscriberPage,
  SUBSCRIBER_ENTITY,
  subscriberIdSchema,
} from "./admin-schema";
import { isWithinResendCooldown, prepareVerification } from "./newsletter.server";

const E = "admin.newsletter.error";

type Filters = Pick<AdminNewsletterParams, "q" | "status">;

function filters(params: Filters): SQL | undefined {
  const conditions: SQL[] = [];
  // "Contains", case- and accent-insensitive like every search of the site; `%` and `_`
  // typed in the box match themselves (containsPattern escapes them).
  if (params.q) {
    conditions.push(searchAny([newsletter_subscribers.email], params.q));
  }
  if (params.status) conditions.push(eq(newsletter_subscribers.is_verified, params.status === "verified"));
  return conditions.length ? and(...conditions) : undefined;
}

const LIST_COLUMNS = {
  id: newsletter_subscribers.id,
  email: newsletter_subscribers.email,
  is_verified: newsletter_subscribers.is_verified,
  created_at: newsletter_subscribers.created_at,
  verified_at: newsletter_subscribers.verified_at,
  verification_sent_at: newsletter_subscribers.verification_sent_at,
  language: newsletter_subscribers.language,
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function listAdminSubscribers(params: AdminNewsletterParams): Promise<AdminSubscriberPage> {
  const where = filters(params);
  const query = db()
    .select(LIST_COLUMNS)
    .from(newsletter_subscribers)
    .where(where)
    .orderBy(desc(newsletter_subscribers.created_at), desc(newsletter_subscribers.id))
    .$dynamic();
  const { rows, ...paging } = await pageOf(query, await countRows(newsletter_subscribers, where), params);
  return {
    subscribers: rows.map((row) => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
      verified_at: iso(row.verified_at),
      verification_sent_at: iso(row.verification_sent_at),
      language: isLang(row.language) ? row.language : "fr",
    })),
    ...paging,
  };
}

/**
 * The export's columns, fixed by issue 11. The status is written in English, like the column
 * names: the file goes to mailing tools and spreadsheets, where one stable value per status
 * (whoever exported it, in whichever language) is what filters and imports rely on.
 */
export const SUBSCRIBER_CSV_HEADER = ["Email", "Status", "Subscribed On", "Verified On"] as const;
const STATUS_LABEL = { verified: "Verified", unverified: "Not verified" } as const;

/**
 * Every subscriber the list's search and filter select, in the list's order (newest first), as
 * CSV rows. Read in keyset batches on (created_at, id): the cursor keeps created_at as the
 * database prints it (`::text`), since a JavaScript Date would drop its microseconds and skip
 * the rows created within the same millisecond.
 */
export async function* subscriberCsvRows(
  params: Filters,
  options: { batchSize?: number } = {},
): AsyncGenerator<readonly CsvValue[]> {
  type Row = {
    id: string;
    email: string;
    is_verified: boolean;
    created_at: Date;
    verified_at: Date | null;
    cursor: string;
  };
  const where = filters(params);
  const rows = batches<Row>(
    (after, limit) =>
      db()
        .select({
          id: newsletter_subscribers.id,
          email: newsletter_subscribers.email,
          is_verified: newsletter_subscribers.is_verified,
          created_at: newsletter_subscribers.created_at,
          verified_at: newsletter_subscribers.verified_at,
          cursor: sql<string>`${newsletter_subscribers.created_at}::text`,
        })
        .from(newsletter_subscribers)
        .where(
          and(
            where,
            after
              ? sql`(${newsletter_subscribers.created_at}, ${newsletter_subscribers.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(newsletter_subscribers.created_at), desc(newsletter_subscribers.id))
        .limit(limit),
    options.batchSize,
  );
  for await (const row of rows) {
    yield [
      row.email,
      STATUS_LABEL[row.is_verified ? "verified" : "unverified"],
      csvDate(row.created_at),
      csvDate(row.verified_at),
    ];
  }
}

/** Every subscriber the list's search and filter select (up to the ceiling), newest first: the workbook's rows. */
export async function exportSubscribers(params: Filters) {
  return db()
    .select({
      email: newsletter_subscribers.email,
      is_verified: newsletter_subscribers.is_verified,
      language: newsletter_subscribers.language,
      created_at: newsletter_subscribers.created_at,
      verified_at: newsletter_subscribers.verified_at,
    })
    .from(newsletter_subscribers)
    .where(filters(params))
    .orderBy(desc(newsletter_subscribers.created_at), desc(newsletter_subscribers.id))
    .limit(XLSX_ROW_LIMIT);
}

/** The export's file name: today's (UTC) date, as the back office's dates are UTC days. */
export function subscriberCsvFilename(now: Date = new Date()): string {
  return `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * A new verification link for an unverified subscriber, in the language they subscribed in:
 * a new token (the old link stops working), sent and expiry times, and the e-mail in the
 * outbox, all in the action's transaction. Refused for a verified address, and within the
 * public form's cooldown (RESEND_COOLDOWN_MS) of the last link: an administrator pressing
 * twice, or two administrators at once (the row is locked), mail the person only once.
 */
export async function resendSubscriberVerification(id: string, options: { now?: Date } = {}): Promise<WriteResult> {
  const now = options.now ?? new Date();
  return auditedUpdate(newsletter_subscribers, id, {
    lock: true,
    action: "resend_verification",
    entity: SUBSCRIBER_ENTITY,
    label: (before) => before.email,
    missing: notFound(`${E}.not_found`),
    check: (before) => {
      if (before.is_verified) return conflict(`${E}.already_verified`);
      if (isWithinResendCooldown(before.verification_sent_at, now)) return conflict(`${E}.resend_cooldown`);
    },
    write: async (before) => {
      const lang = isLang(before.language) ? before.language : "fr";
      // Inside the admin write: the settings the e-mail reads come through db(), which is the open transaction.
      const { columns, mail } = await prepareVerification({ email: before.email, lang, now });
      await db().update(newsletter_subscribers).set(columns).where(eq(newsletter_subscribers.id, id));
      await queueEmail(mail);
    },
  });
}

export async function deleteSubscriber(id: string): Promise<WriteResult> {
  return auditedDelete(newsletter_subscribers, id, {
    entity: SUBSCRIBER_ENTITY,
    label: (before) => String(before.email),
    missing: notFound(`${E}.not_found`),
  });
}

/**
 * The screen's writes. `back` is the list as it was (search, filter, page): both answer with a
 * redirect there and its toast (also without JavaScript); a refusal stays on the row as an alert.
 */
export function newsletterActions(back: string): AdminActionSpec {
  return {
    what: "newsletter subscriber",
    messages: { save: "newsletter.error.verification_resend", delete: "newsletter.error.delete" },
    intents: {
      resend: intent({
        schema: subscriberIdSchema,
        toast: "newsletter.success.verification_resent",
        failureMessage: "newsletter.error.verification_resend",
        invalidMessage: `${E}.not_found`,
        redirect: back,
        run: ({ data }) => resendSubscriberVerification(data.id),
      }),
      delete: intent({
        schema: subscriberIdSchema,
        toast: "admin.newsletter.success.deleted",
        invalidMessage: `${E}.not_found`,
        redirect: back,
        run: ({ data }) => deleteSubscriber(data.id),
      }),
      "bulk-delete": bulkIntent({ toast: "admin.newsletter.bulk.deleted", each: deleteSubscriber }),
    },
  };
}
