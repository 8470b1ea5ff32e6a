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
import { db } from "~/server/db.server";
import {
  createSmtpTransport,
  createTransport,
  deliverDueEmails,
  type MailTransport,
  queueEmail,
  startMailWorker,
  wakeMailWorker,
} from "~/server/mail.server";
import { useTestDatabase } from "../../tests/db";

const FROM = "Formatio <no-reply@formatio.test>";
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
      db().transaction(async (tx) => {
        await queueEmail(tx, { to: "rolled@example.com", subject: "Never", text: "Never sent" });
        throw new Error("business rule failed");
      }),
    ).rejects.toThrow("business rule failed");
    expect(await db().select().from(email_outbox)).toHaveLength(0);

    const id = await db().transaction((tx) =>
      queueEmail(tx, {
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
    const id = await queueEmail(db(), {
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
    await db().transaction(async (tx) => {
      for (let i = 0; i < 20; i++)
        await queueEmail(tx, { to: `m${i}@example.com`, subject: `Message ${i}`, text: "Hi" });
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
    const id = await queueEmail(db(), {
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

  it("gives up after the maximum number of attempts", async () => {
    const transport = smtpTo(await closedPort());
    cleanups.push(() => transport.close());
    const id = await queueEmail(db(), { to: "nobody@example.com", subject: "Doomed", text: "Doomed" });
    const retryAtOnce = () => 0;

    for (let attempt = 1; attempt <= 7; attempt++) {
      expect(await deliverDueEmails({ transport, backoff: retryAtOnce })).toEqual({ sent: 0, failed: 1 });
      expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: attempt });
    }
    expect(await deliverDueEmails({ transport, backoff: retryAtOnce })).toEqual({ sent: 0, failed: 1 });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 8 });
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    // A failed row is never claimed again.
    expect(await deliverDueEmails({ transport, backoff: retryAtOnce })).toEqual({ sent: 0, failed: 0 });
  });

  it("runs in the background and delivers right away when woken", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const transport = smtpTo(sink.port);
    cleanups.push(() => transport.close());
    // A long interval: only the start-up pass and the wake-up can deliver in time.
    const worker = startMailWorker({ intervalMs: 60_000, transport });
    cleanups.push(() => worker.stop());

    const id = await queueEmail(db(), { to: "woken@example.com", subject: "Woken", text: "Woken" });
    wakeMailWorker();
    await expect.poll(async () => (await outboxRow(id)).status, { timeout: 10_000 }).toBe("sent");
    await worker.stop();
    expect(sink.messages).toHaveLength(1);
  });
});
