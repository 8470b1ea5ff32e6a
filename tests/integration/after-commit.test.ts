// Effects after commit (issue 21, finding 2): an e-mail wake-up registered inside a write's
// transaction runs once that transaction has committed, outside its context, and never when it
// rolls back. Before, the mail worker was woken inside adminAction's transaction, ran its pass
// in the request's context on that very transaction, failed to mark the invitation sent
// ("Transaction is closed") and delivered it again at the next pass.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { email_outbox } from "#db/schema";
import { action as rolesAction } from "~/routes/admin/roles";
import { action as trainersAction } from "~/routes/admin/trainers";
import { afterCommit, db, inSavepoint, inTransaction, isInTransaction, outsideTransaction } from "~/server/db.server";
import {
  createTransport,
  deliverDueEmails,
  type MailTransport,
  type MailWorker,
  queueEmail,
  startMailWorker,
} from "~/server/mail.server";
import { useTestDatabase } from "../db";
import { createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { callRoute } from "../route";

describe("effects after commit", () => {
  useTestDatabase();

  it("run once the transaction has committed, outside its context, each function once", async () => {
    const seen: string[] = [];
    const wake = () => seen.push(`wake in transaction: ${isInTransaction()}`);
    await inTransaction(async () => {
      afterCommit(wake);
      afterCommit(wake);
      afterCommit(() => seen.push("second"));
      // Nested calls share the transaction and its effects.
      await inTransaction(async () => afterCommit(() => seen.push("nested")));
      seen.push("body done");
    });
    expect(seen).toEqual(["body done", "wake in transaction: false", "second", "nested"]);
  });

  it("are dropped when the transaction rolls back, and a savepoint's with it alone", async () => {
    const seen: string[] = [];
    await expect(
      inTransaction(async () => {
        afterCommit(() => seen.push("rolled back"));
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    await inTransaction(async () => {
      afterCommit(() => seen.push("outer"));
      await inSavepoint(async () => {
        afterCommit(() => seen.push("kept savepoint"));
      });
      await inSavepoint(async () => {
        afterCommit(() => seen.push("undone savepoint"));
        throw new Error("unique violation");
      }).catch(() => {});
    });
    expect(seen).toEqual(["outer", "kept savepoint"]);
  });

  it("run at once outside a transaction, and outsideTransaction leaves a transaction's context", async () => {
    const seen: boolean[] = [];
    afterCommit(() => seen.push(isInTransaction()));
    await inTransaction(async () => {
      seen.push(isInTransaction());
      seen.push(outsideTransaction(() => isInTransaction()));
    });
    expect(seen).toEqual([false, true, false]);
  });

  it("a failing effect is logged, never the write's failure", async () => {
    const result = await inTransaction(async () => {
      afterCommit(() => {
        throw new Error("effect broke");
      });
      afterCommit(() => Promise.reject(new Error("async effect broke")));
      return "committed";
    });
    expect(result).toBe("committed");
  });
});

describe("e-mails of a back-office write are delivered exactly once", () => {
  useTestDatabase();

  let cookie = "";
  let outboxDir = "";
  let transport: MailTransport;
  let worker: MailWorker | undefined;

  beforeAll(async () => {
    await seedReferenceData();
    const admin = await createUser({ role: "admin", email: "after-commit-admin@example.com" });
    cookie = await sessionCookie(admin);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-after-commit-"));
    outboxDir = path.join(dataDir, "outbox");
    // The real file transport: each delivery is one .eml file, so a second delivery shows.
    transport = createTransport({ SMTP_URL: undefined, MAIL_FROM: "Formatio <no-reply@formatio.test>", dataDir });
  });
  afterAll(async () => {
    await worker?.stop();
    transport.close();
    fs.rmSync(path.dirname(outboxDir), { recursive: true, force: true });
  });

  const delivered = (to: string) =>
    fs.existsSync(outboxDir)
      ? fs.readdirSync(outboxDir).filter((file) => fs.readFileSync(path.join(outboxDir, file), "utf8").includes(to))
      : [];
  const outboxRow = async (to: string) => (await db().select().from(email_outbox).where(eq(email_outbox.to, to)))[0];

  /** Runs `write` with a worker woken only by it, then one more pass, as the next interval would. */
  async function deliveriesAfter(to: string, write: () => Promise<{ status: number }>) {
    worker = startMailWorker({ intervalMs: 3_600_000, transport });
    expect((await write()).status).toBe(200);
    await expect.poll(() => delivered(to).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await worker.stop();
    worker = undefined;
    await deliverDueEmails({ transport });
    return { files: delivered(to).length, row: await outboxRow(to) };
  }

  it("an invitation from /admin/roles", async () => {
    const to = "invited-once@example.com";
    const { files, row } = await deliveriesAfter(to, () =>
      callRoute(
        rolesAction,
        makeRequest("/admin/roles", {
          cookie,
          form: { intent: "create", email: to, full_name: "Invited Once", role: "teacher", language: "fr" },
        }),
      ),
    );
    expect(files).toBe(1);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("an invitation from /admin/trainers", async () => {
    const to = "trainer-once@example.com";
    const { files, row } = await deliveriesAfter(to, () =>
      callRoute(
        trainersAction,
        makeRequest("/admin/trainers", {
          cookie,
          form: { intent: "create", full_name: "Trainer Once", email: to, language: "en", is_active: "on" },
        }),
      ),
    );
    expect(files).toBe(1);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a write that rolls back sends nothing", async () => {
    const to = "never-sent@example.com";
    worker = startMailWorker({ intervalMs: 3_600_000, transport });
    await expect(
      inTransaction(async () => {
        await queueEmail({ to, subject: "Never", text: "Never" });
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    await worker.stop();
    worker = undefined;
    expect(await deliverDueEmails({ transport })).toEqual({ sent: 0, failed: 0 });
    expect(delivered(to)).toEqual([]);
    expect(await outboxRow(to)).toBeUndefined();
  });
});
