// Transactional e-mail: callers write to the outbox inside their own
// transaction, a worker delivers with retries, so a down SMTP server or a
// crash between commit and send loses nothing.
import fs from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { SendMailOptions, SMTPTransportOptions, Transporter } from "nodemailer";
import { email_outbox } from "#db/schema";
import { isUuid } from "~/forms/validate";
import { type Config, getConfig } from "~/server/config.server";
import { db, outsideTransaction } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { pageOf } from "~/server/paging.server";
import { onWake, wakeAfterCommit } from "~/server/wake.server";

export type EmailAttachment = { filename: string; content: string | Uint8Array; contentType: string };

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A string is taken as UTF-8 text (an .ics, a .csv); bytes as they are. */
  attachments?: EmailAttachment[];
};

/** One outbox row ready to hand to a transport. */
export type OutgoingEmail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};

export type MailTransport = {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
};

/**
 * Writes one e-mail to the outbox through db(): inside the caller's transaction
 * (inTransaction), so the e-mail commits or rolls back with the business write.
 * The worker is woken once that transaction commits (afterCommit), never inside it.
 */
export async function queueEmail(message: EmailMessage): Promise<string> {
  if (!message.to.trim()) throw new Error("queueEmail: empty recipient");
  const [row] = await db()
    .insert(email_outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      // Base64 keeps binary attachments intact inside jsonb.
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: (typeof a.content === "string" ? Buffer.from(a.content, "utf8") : Buffer.from(a.content)).toString(
          "base64",
        ),
      })),
    })
    .returning({ id: email_outbox.id });
  wakeAfterCommit("mail");
  return row.id;
}

// ---------------------------------------------------------------- transports

function messageDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "formatio.local";
}

function toMailOptions(email: OutgoingEmail, from: string): SendMailOptions {
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: email.attachments.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
    // A Message-ID derived from the outbox id makes a rare duplicate delivery
    // (lease expired mid-send) recognisable by receiving servers and people.
    messageId: `<${email.id}@${messageDomain(from)}>`,
    headers: { "X-Outbox-Id": email.id },
  };
}

/**
 * nodemailer is loaded with the first e-mail, not at start: most processes send none for
 * hours, and it weighs tens of MB of memory.
 */
function lazyTransport(options: Parameters<typeof import("nodemailer").createTransport>[0]) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () => {
      transporter ??= import("nodemailer").then((nodemailer) => nodemailer.createTransport(options));
      return transporter;
    },
    close: () => {
      transporter?.then((t) => t.close()).catch(() => undefined);
    },
  };
}

/**
 * SMTP delivery. Timeouts are kept well under the claim lease so a hanging
 * server cannot make a second worker re-claim a message still being sent.
 */
export function createSmtpTransport(smtp: string | SMTPTransportOptions, from: string): MailTransport {
  const options: SMTPTransportOptions = typeof smtp === "string" ? { url: smtp } : smtp;
  const transporter = lazyTransport({
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    ...options,
  });
  return {
    async send(email) {
      await (await transporter.get()).sendMail(toMailOptions(email, from));
    },
    close: () => transporter.close(),
  };
}

/** No SMTP configured: each message becomes an .eml file that any mail client opens. */
export function createFileTransport(dir: string, from: string): MailTransport {
  const transporter = lazyTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(email) {
      const info = await (await transporter.get()).sendMail(toMailOptions(email, from));
      await fs.mkdir(dir, { recursive: true });
      // ISO 8601 basic format: sortable and free of ':' (refused by some file systems).
      const stamp = new Date().toISOString().replace(/[-:]/g, "");
      const file = path.join(dir, `${stamp}-${email.id}.eml`);
      // Write then rename so nobody ever reads a half-written message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}

export function createTransport(config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "dataDir">): MailTransport {
  if (config.SMTP_URL) return createSmtpTransport(config.SMTP_URL, config.MAIL_FROM);
  return createFileTransport(path.join(config.dataDir, "outbox"), config.MAIL_FROM);
}

let injectedTransport: MailTransport | undefined;
let configuredTransport: MailTransport | undefined;

/** Replaces the configured transport (tests, scripts); `undefined` restores it. */
export function setMailTransport(transport: MailTransport | undefined) {
  injectedTransport = transport;
}

export function getMailTransport(): MailTransport {
  if (injectedTransport) return injectedTransport;
  configuredTransport ??= createTransport(getConfig());
  return configuredTransport;
}

// ---------------------------------------------------------------- delivery

/**
 * How long a failing e-mail keeps being retried, counted from its queued_at:
 * days, as mail servers do (RFC 5321 §4.5.4.1 suggests 4–5; three is our
 * floor), so a weekend-long SMTP outage loses nothing. The former fixed
 * attempt count with a capped backoff gave up after about an hour. Past the
 * window the row becomes a dead letter (status "failed") an admin can resend.
 */
export const RETRY_WINDOW_MS = 72 * 60 * 60_000;
/** Longer than the worst-case send (SMTP timeouts above), or a second worker could re-send. */
export const LEASE_MS = 2 * 60_000;

/** 30 s, 1 min, 2 min... capped at 1 h: rides out a restart without hammering a sick server. */
export function defaultBackoff(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export type DeliverOptions = {
  transport?: MailTransport;
  batchSize?: number;
  /** The clock to use instead of the database's (tests move time with it). */
  now?: Date;
  /** Delay in ms before the next try, given the attempts made so far. */
  backoff?: (attempts: number) => number;
  /** Failures within this time after queued_at are retried; a later one makes the row a dead letter. */
  retryWindowMs?: number;
  leaseMs?: number;
};

/** An SMTP answer in the 5xx range: the server will never take this message for this address. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown; response?: unknown };
  const parts = [e?.code, e?.message ?? String(error), e?.response].filter((p) => typeof p === "string" && p !== "");
  // Unique parts only: nodemailer often repeats the server response in the message.
  return [...new Set(parts)].join(": ").slice(0, 2000);
}

/**
 * One delivery pass. Claiming is a single UPDATE over a
 * `SELECT ... FOR UPDATE SKIP LOCKED` sub-select, i.e. one short transaction:
 * concurrent workers skip each other's rows, and the lease pushed onto
 * `next_attempt_at` keeps the rows away from every worker while we send
 * outside any transaction (a crashed worker's rows come back after the lease).
 */
export async function deliverDueEmails(options: DeliverOptions = {}): Promise<{ sent: number; failed: number }> {
  const transport = options.transport ?? getMailTransport();
  const batchSize = options.batchSize ?? 10;
  const backoff = options.backoff ?? defaultBackoff;
  const retryWindowMs = options.retryWindowMs ?? RETRY_WINDOW_MS;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  // The database clock by default: one clock for every process, whatever their skew.
  const now: SQL = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const later = (ms: number) => sql`${now} + ${ms}::float8 * interval '1 millisecond'`;
  // Decided in SQL on the same clock as everything else, from the row's own queued_at.
  const isWindowOver = sql`${now} >= ${email_outbox.queued_at} + ${retryWindowMs}::float8 * interval '1 millisecond'`;

  const due = db()
    .select({ id: email_outbox.id })
    .from(email_outbox)
    .where(and(eq(email_outbox.status, "pending"), lte(email_outbox.next_attempt_at, now)))
    .orderBy(email_outbox.next_attempt_at)
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const claimed = await db()
    .update(email_outbox)
    .set({ attempts: sql`${email_outbox.attempts} + 1`, next_attempt_at: later(leaseMs) })
    .where(inArray(email_outbox.id, due))
    .returning();

  let sent = 0;
  let failed = 0;
  // Sent in parallel so a whole batch finishes within one send's timeout, well inside the lease.
  await Promise.all(
    claimed.map(async (row) => {
      try {
        await transport.send({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          attachments: row.attachments.map((a) => ({ ...a, content: Buffer.from(a.content, "base64") })),
        });
      } catch (error) {
        failed++;
        const lastError = errorText(error);
        // The receiving server refused the address for good (SMTP 5xx): retrying cannot help, so
        // the row fails at once, marked bounced for the screens that follow a person's e-mails.
        const isBounce = isPermanentRefusal(error);
        // Guarded on our attempt number: if our lease ran out and another
        // worker re-claimed the row, its outcome wins over our stale one.
        const [updated] = await db()
          .update(email_outbox)
          .set(
            isBounce
              ? { status: "failed", bounced: true, last_error: lastError }
              : {
                  status: sql`case when ${isWindowOver} then 'failed' else 'pending' end`,
                  last_error: lastError,
                  next_attempt_at: sql`case when ${isWindowOver} then ${email_outbox.next_attempt_at} else ${later(backoff(row.attempts))} end`,
                },
          )
          .where(
            and(
              eq(email_outbox.id, row.id),
              eq(email_outbox.status, "pending"),
              eq(email_outbox.attempts, row.attempts),
            ),
          )
          .returning({ status: email_outbox.status });
        const isFinal = updated?.status === "failed";
        const log = { outboxId: row.id, attempts: row.attempts, err: lastError };
        if (isFinal) logger.error(log, "e-mail delivery failed for good: dead letter");
        else logger.warn(log, "e-mail delivery failed, will retry");
        return;
      }
      sent++;
      await db()
        .update(email_outbox)
        .set({ status: "sent", sent_at: now, last_error: null })
        .where(eq(email_outbox.id, row.id));
    }),
  );
  return { sent, failed };
}

// ---------------------------------------------------------------- dead letters
// Rows whose retry window ran out (status "failed"). Callers check the admin role first.

export type DeadLetter = {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: start of the last retry window (created_at, or the last resend). */
  queuedAt: string;
};

export type DeadLetterPage = {
  deadLetters: DeadLetter[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};

const isDeadLetter = eq(email_outbox.status, "failed");

export async function countDeadLetters(): Promise<number> {
  const [{ total }] = await db().select({ total: sql<number>`count(*)::int` }).from(email_outbox).where(isDeadLetter);
  return Number(total);
}

/** Newest first, paged in SQL; a page past the end shows the last page. */
export async function listDeadLetters(params: { page: number; size: number }): Promise<DeadLetterPage> {
  const query = db()
    .select({
      id: email_outbox.id,
      to: email_outbox.to,
      subject: email_outbox.subject,
      attempts: email_outbox.attempts,
      lastError: email_outbox.last_error,
      createdAt: email_outbox.created_at,
      queuedAt: email_outbox.queued_at,
    })
    .from(email_outbox)
    .where(isDeadLetter)
    .orderBy(desc(email_outbox.queued_at), desc(email_outbox.id))
    .$dynamic();
  const { rows, ...paging } = await pageOf(query, await countDeadLetters(), params);
  return {
    deadLetters: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      queuedAt: row.queuedAt.toISOString(),
    })),
    ...paging,
  };
}

/**
 * Puts a dead letter back in the queue with a fresh retry window, due at once.
 * Only dead letters: a pending or sent row is left alone ("not_found").
 */
export async function resendDeadLetter(id: string): Promise<"ok" | "not_found"> {
  // Anything but a uuid matches no row, and PostgreSQL would reject the cast.
  if (!isUuid(id)) return "not_found";
  const rows = await db()
    .update(email_outbox)
    .set({ status: "pending", attempts: 0, next_attempt_at: sql`now()`, queued_at: sql`now()` })
    .where(and(eq(email_outbox.id, id), isDeadLetter))
    .returning({ id: email_outbox.id });
  if (rows.length === 0) return "not_found";
  wakeAfterCommit("mail");
  return "ok";
}

// ---------------------------------------------------------------- worker

export type MailWorker = { stop(): Promise<void> };

export function startMailWorker(
  options: { intervalMs?: number; transport?: MailTransport; batchSize?: number } = {},
): MailWorker {
  const intervalMs = options.intervalMs ?? 5000;
  const batchSize = options.batchSize ?? 10;
  let isStopped = false;
  let inFlight: Promise<void> | undefined;
  let isRerunWanted = false;

  const runPasses = async () => {
    do {
      isRerunWanted = false;
      try {
        // A full batch means more are probably due: keep draining instead of waiting an interval.
        for (let round = 0; round < 100 && !isStopped; round++) {
          const { sent, failed } = await deliverDueEmails({
            transport: options.transport ?? getMailTransport(),
            batchSize,
          });
          if (sent + failed < batchSize) break;
        }
      } catch (error) {
        // A database hiccup must not kill the worker: the next tick retries.
        logger.warn({ err: error }, "mail worker pass failed");
      }
    } while (isRerunWanted && !isStopped);
  };

  // Never two passes of this worker at once; a trigger during a pass asks for one more.
  const trigger = () => {
    if (isStopped) return;
    if (inFlight) {
      isRerunWanted = true;
      return;
    }
    // Whoever triggers it (a request's after-commit effect, a timer), a pass runs in no
    // request's context: its queries go to the database, never to a transaction.
    inFlight = outsideTransaction(runPasses).finally(() => {
      inFlight = undefined;
    });
  };

  const timer = setInterval(trigger, intervalMs);
  // The HTTP server keeps the process alive; the worker alone should not.
  timer.unref();
  // queueEmail and a resend wake it once their transaction commits: no caller wakes it by hand.
  const unlisten = onWake("mail", trigger);
  trigger();

  return {
    async stop() {
      isStopped = true;
      clearInterval(timer);
      unlisten();
      await inFlight;
    },
  };
}
