// The outbox path runs for real: a real database and a real SMTP server
// (smtp-server) or the .eml file transport, never a mocked mailer.
import fs from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { email_outbox } from "#db/schema";
import { db, inTransaction } from "~/server/db.server";
import {
  countDeadLetters,
  createSmtpTransport,
  createTransport,
  deliverDueEmails,
  listDeadLetters,
  type MailTransport,
  queueEmail,
  resendDeadLetter,
  startMailWorker,
} from "~/server/mail.server";
import { useTestDatabase } from "../../tests/db";

const FROM = "Formatio <no-reply@formatio.test>";
const HOUR = 60 * 60_000;
const ICS = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Formatio//Test//EN\r\nEND:VCALENDAR\r\n";

type SmtpSink = { port: number; messages: string[]; close(): Promise<void> };

/** A local SMTP server that keeps every raw message it accepts. */
async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nobody listens on: the "SMTP server is down" case. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function smtpTo(port: number): MailTransport {
  return createSmtpTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true }, FROM);
}

async function outboxRow(id: string) {
  const [row] = await db().select().from(email_outbox).where(eq(email_outbox.id, id));
  return row;
}

/**
 * The first millisecond at which the row is due. PostgreSQL keeps microseconds
 * and a Date drops them, so next_attempt_at as read back can be just before it.
 */
function dueNow(row: { next_attempt_at: Date }): Date {
  return new Date(row.next_attempt_at.getTime() + 1);
}

/** Undoes RFC 2045 quoted-printable / base64 enough to read a text part. */
function decodedBody(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => {
    return String.fromCharCode(Number.parseInt(hex, 16));
  });
  return Buffer.from(unfolded, "latin1").toString("utf8");
}

/** The decoded content of a base64 attachment, read back from the raw message. */
function attachmentText(raw: string, filename: string): string | undefined {
  const match = new RegExp(`filename=${filename.replace(".", "\\.")}\\r\\n\\r\\n([A-Za-z0-9+/=\\r\\n]+)`).exec(raw);
  return match ? Buffer.from(match[1].replace(/\s/g, ""), "base64").toString("utf8") : undefined;
}

describe("e-mail outbox", () => {
  useTestDatabase();
  const cleanups: (() => unknown)[] = [];

  beforeEach(async () => {
    await db().delete(email_outbox);
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("commits and rolls back with the caller's transaction", async () => {
    await expect(
      inTransaction(async () => {
        await queueEmail({ to: "rolled@example.com", subject: "Never", text: "Never sent" });
        throw new Error("business rule failed");
      }),
    ).rejects.toThrow("business rule failed");
    expect(await db().select().from(email_outbox)).toHaveLength(0);

    const id = await inTransaction(() =>
      queueEmail({
        to: "kept@example.com",
        subject: "Kept",
        text: "Kept",
        attachments: [
          { filename: "a.bin", content: new Uint8Array([0, 255, 1]), contentType: "application/octet-stream" },
        ],
      }),
    );
    const rows = await db().select().from(email_outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, to: "kept@example.com", status: "pending", attempts: 0 });
    expect(Buffer.from(rows[0].attachments[0].content, "base64")).toEqual(Buffer.from([0, 255, 1]));
  });

  it("keeps the message while SMTP is down and delivers it once the server is back", async () => {
    const port = await closedPort();
    const transport = smtpTo(port);
    cleanups.push(() => transport.close());
    const id = await queueEmail({
      to: "learner@example.com",
      subject: "Registration confirmed",
      text: "See you on the first day of the session.",
      html: "<p>See you on the first day of the session.</p>",
      attachments: [{ filename: "session.ics", content: ICS, contentType: "text/calendar" }],
    });

    const before = Date.now();
    expect(await deliverDueEmails({ transport })).toEqual({ sent: 0, failed: 1 });
    const failed = await outboxRow(id);
    expect(failed.status).toBe("pending");
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    // Default backoff: the first retry is about 30 s away, not immediate.
    expect(failed.next_attempt_at.getTime()).toBeGreaterThan(before + 20_000);
    // Not due yet: a pass right now leaves it alone.
    expect(await deliverDueEmails({ transport })).toEqual({ sent: 0, failed: 0 });

    const sink = await startSmtpSink(port);
    cleanups.push(() => sink.close());
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await deliverDueEmails({ transport, now: later })).toEqual({ sent: 1, failed: 0 });

    const sent = await outboxRow(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(sent.sent_at?.getTime()).toBe(later.getTime());
    expect(sink.messages).toHaveLength(1);
    const raw = sink.messages[0];
    expect(raw).toMatch(/^Subject: Registration confirmed\r$/m);
    expect(raw).toMatch(/^To: learner@example\.com\r$/m);
    expect(raw).toMatch(new RegExp(`^X-Outbox-Id: ${id}\\r$`, "im"));
    expect(raw).toContain(`Message-ID: <${id}@formatio.test>`);
    expect(decodedBody(raw)).toContain("See you on the first day of the session.");
    expect(raw).toMatch(/Content-Type: text\/calendar; name=session\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=session\.ics/);
    expect(attachmentText(raw, "session.ics")).toBe(ICS);
  });

  it("delivers each message exactly once with two concurrent workers", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const transports = [smtpTo(sink.port), smtpTo(sink.port)];
    cleanups.push(() => {
      for (const t of transports) t.close();
    });
    await inTransaction(async () => {
      for (let i = 0; i < 20; i++) await queueEmail({ to: `m${i}@example.com`, subject: `Message ${i}`, text: "Hi" });
    });

    // Each worker drains until a pass finds nothing: both race over the same rows.
    const drain = async (transport: MailTransport) => {
      let total = 0;
      for (;;) {
        const { sent, failed } = await deliverDueEmails({ transport, batchSize: 3 });
        expect(failed).toBe(0);
        if (sent === 0) return total;
        total += sent;
      }
    };
    const [a, b] = await Promise.all(transports.map(drain));

    expect(a + b).toBe(20);
    // Both really took part: the rows were shared out, not drained by one worker.
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(sink.messages).toHaveLength(20);
    const subjects = sink.messages.map((m) => /^Subject: (.*)\r$/m.exec(m)?.[1]);
    expect(new Set(subjects).size).toBe(20);
    const rows = await db().select().from(email_outbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("writes a readable .eml under DATA_DIR/outbox when no SMTP server is configured", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "formatio-mail-"));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const transport = createTransport({ SMTP_URL: undefined, MAIL_FROM: FROM, dataDir });
    const id = await queueEmail({
      to: "admin@example.com",
      subject: "Nouvelle inscription",
      text: "Une nouvelle inscription à valider.",
      attachments: [{ filename: "session.ics", content: ICS, contentType: "text/calendar" }],
    });

    expect(await deliverDueEmails({ transport })).toEqual({ sent: 1, failed: 0 });

    const files = await fs.readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{8}T\\d{6}\\.\\d{3}Z-${id}\\.eml$`));
    const eml = await fs.readFile(path.join(dataDir, "outbox", files[0]), "utf8");
    expect(eml).toMatch(/^From: Formatio <no-reply@formatio\.test>\r$/m);
    expect(eml).toMatch(/^To: admin@example\.com\r$/m);
    expect(eml).toMatch(/^Subject: Nouvelle inscription\r$/m);
    expect(decodedBody(eml)).toContain("Une nouvelle inscription à valider.");
    expect(attachmentText(eml, "session.ics")).toBe(ICS);
    expect((await outboxRow(id)).status).toBe("sent");
  });

  it("keeps retrying a failing e-mail for hours, waiting at most an hour between tries", async () => {
    const transport = smtpTo(await closedPort());
    cleanups.push(() => transport.close());
    const id = await queueEmail({ to: "patient@example.com", subject: "Patient", text: "Patient" });
    let row = await outboxRow(id);
    const start = row.queued_at.getTime();
    const gaps: number[] = [];

    // Each pass runs when the row is next due, as a worker would: ten hours of a dead SMTP server.
    while (row.next_attempt_at.getTime() <= start + 10 * HOUR) {
      const at = dueNow(row);
      expect(await deliverDueEmails({ transport, now: at })).toEqual({ sent: 0, failed: 1 });
      row = await outboxRow(id);
      expect(row).toMatchObject({ status: "pending" });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      gaps.push(row.next_attempt_at.getTime() - at.getTime());
    }
    // Far more tries than the former limit of 8, the backoff capped at one hour.
    expect(row.attempts).toBeGreaterThanOrEqual(16);
    expect(gaps.slice(0, 3)).toEqual([30_000, 60_000, 120_000]);
    expect(Math.max(...gaps)).toBe(HOUR);
    expect(await countDeadLetters()).toBe(0);
  });

  it("makes an e-mail still failing 72 hours after it was queued a dead letter, which an admin can resend", async () => {
    const transport = smtpTo(await closedPort());
    cleanups.push(() => transport.close());
    const id = await queueEmail({ to: "late@example.com", subject: "Late", text: "Late" });
    const queuedAt = (await outboxRow(id)).queued_at.getTime();
    const at = (ms: number) => new Date(queuedAt + ms);

    // Just inside the window: retried.
    expect(await deliverDueEmails({ transport, now: at(72 * HOUR - 60_000) })).toEqual({ sent: 0, failed: 1 });
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 1 });
    expect(await countDeadLetters()).toBe(0);

    // The window is over: a dead letter, never claimed again.
    const deadAt = at(72 * HOUR + 60_000);
    expect(await deliverDueEmails({ transport, now: deadAt })).toEqual({ sent: 0, failed: 1 });
    const dead = await outboxRow(id);
    expect(dead).toMatchObject({ status: "failed", attempts: 2 });
    expect(dead.last_error).toMatch(/ECONNREFUSED/);
    expect(await deliverDueEmails({ transport, now: at(100 * HOUR) })).toEqual({ sent: 0, failed: 0 });
    expect(await countDeadLetters()).toBe(1);
    const listed = await listDeadLetters({ page: 1, size: 20 });
    expect(listed).toMatchObject({ total: 1, page: 1, totalPages: 1, size: 20 });
    expect(listed.deadLetters).toEqual([
      {
        id,
        to: "late@example.com",
        subject: "Late",
        attempts: 2,
        lastError: dead.last_error,
        createdAt: dead.created_at.toISOString(),
        queuedAt: dead.queued_at.toISOString(),
      },
    ]);

    // Resend: pending again, due now, with a fresh window (created_at is kept).
    expect(await resendDeadLetter(id)).toBe("ok");
    const resent = await outboxRow(id);
    expect(resent).toMatchObject({ status: "pending", attempts: 0, created_at: dead.created_at });
    expect(resent.next_attempt_at.getTime()).toBe(resent.queued_at.getTime());
    expect(resent.queued_at.getTime()).toBeGreaterThanOrEqual(queuedAt);
    expect(await countDeadLetters()).toBe(0);
    expect(await resendDeadLetter(id)).toBe("not_found");

    // Still failing right after the resend: retried, not dead again at once.
    expect(await deliverDueEmails({ transport, now: dueNow(resent) })).toEqual({ sent: 0, failed: 1 });
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 1 });

    // The server is back: delivered.
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const working = smtpTo(sink.port);
    cleanups.push(() => working.close());
    const later = new Date(resent.queued_at.getTime() + 5 * 60_000);
    expect(await deliverDueEmails({ transport: working, now: later })).toEqual({ sent: 1, failed: 0 });
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toMatch(/^Subject: Late\r$/m);
  });

  it("resends only dead letters", async () => {
    const pending = await queueEmail({ to: "p@example.com", subject: "Pending", text: "Pending" });
    const sent = await queueEmail({ to: "s@example.com", subject: "Sent", text: "Sent" });
    await db().update(email_outbox).set({ status: "sent", attempts: 1 }).where(eq(email_outbox.id, sent));

    expect(await resendDeadLetter(pending)).toBe("not_found");
    expect(await resendDeadLetter(sent)).toBe("not_found");
    expect(await resendDeadLetter("00000000-0000-4000-8000-000000000000")).toBe("not_found");
    expect(await resendDeadLetter("not-a-uuid")).toBe("not_found");
    expect(await outboxRow(pending)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await outboxRow(sent)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("counts and pages the dead letters in SQL, newest first", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await queueEmail({ to: `d${i}@example.com`, subject: `Dead ${i}`, text: "Dead" });
      await db()
        .update(email_outbox)
        .set({ status: "failed", queued_at: new Date(Date.UTC(2030, 0, 1 + i)) })
        .where(eq(email_outbox.id, id));
      ids.push(id);
    }
    await queueEmail({ to: "alive@example.com", subject: "Alive", text: "Alive" });

    expect(await countDeadLetters()).toBe(5);
    const first = await listDeadLetters({ page: 1, size: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, totalPages: 3, size: 2 });
    expect(first.deadLetters.map((d) => d.subject)).toEqual(["Dead 4", "Dead 3"]);
    const last = await listDeadLetters({ page: 3, size: 2 });
    expect(last.deadLetters.map((d) => d.id)).toEqual([ids[0]]);
    // A page past the end (an old link) shows the last page.
    expect(await listDeadLetters({ page: 9, size: 2 })).toMatchObject({ page: 3, deadLetters: [{ id: ids[0] }] });
  });

  it("runs in the background and delivers right away once an e-mail is queued", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const transport = smtpTo(sink.port);
    cleanups.push(() => transport.close());
    // A long interval: only the start-up pass and the wake-up can deliver in time.
    const worker = startMailWorker({ intervalMs: 60_000, transport });
    cleanups.push(() => worker.stop());

    // Queueing wakes the worker by itself (after the commit; at once outside a transaction).
    const id = await queueEmail({ to: "woken@example.com", subject: "Woken", text: "Woken" });
    await expect.poll(async () => (await outboxRow(id)).status, { timeout: 10_000 }).toBe("sent");
    await worker.stop();
    expect(sink.messages).toHaveLength(1);
  });
});
