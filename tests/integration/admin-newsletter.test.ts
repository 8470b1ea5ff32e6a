// /admin/newsletter through its real loader and action, and /admin/newsletter/export.csv
// read back by a real CSV parser: who may see and write, the list (e-mail search, status
// filter, newest first, page sizes), resending a verification (a new token, sent time and
// an e-mail in the subscriber's language; refused for a verified address and within the
// cooldown), delete, the audit entries, and the export of the whole filtered list.
import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, email_outbox, newsletter_subscribers } from "#db/schema";
import { getFixedT } from "~/i18n/i18n.server";
import { subscriberCsvRows } from "~/newsletter/admin-newsletter.server";
import { hashToken, RESEND_COOLDOWN_MS } from "~/newsletter/newsletter.server";
import { action, loader } from "~/routes/admin/newsletter";
import { loader as exportLoader } from "~/routes/admin/newsletter-export";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createNewsletterSubscriber, createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { callRoute, routeArgs } from "../route";

type Listing = Awaited<ReturnType<typeof loader>>;
type Answer = { ok: boolean; formError?: string; errors?: Record<string, string> };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const today = () => new Date().toISOString().slice(0, 10);

describe("back office: newsletter subscribers", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
  });

  const list = async (search: string) =>
    (await callRoute<Listing>(loader, makeRequest(`/admin/newsletter${search}`, { cookie: adminCookie })))
      .data as Listing;
  const post = (form: Record<string, string>, cookie = adminCookie, search = "") =>
    callRoute<Answer>(action, makeRequest(`/admin/newsletter${search}`, { form, cookie }));
  const row = async (id: string) =>
    (await db().select().from(newsletter_subscribers).where(eq(newsletter_subscribers.id, id)))[0];
  const mailsTo = (email: string) => db().select().from(email_outbox).where(eq(email_outbox.to, email));
  const auditOf = (id: string) =>
    db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "newsletter_subscriber"), eq(audit_log.entity_id, id)));

  /** The export as the browser gets it: the Response, its bytes and its records. */
  async function exportCsv(search = "") {
    const response = (await exportLoader(
      await routeArgs(makeRequest(`/admin/newsletter/export.csv${search}`, { cookie: adminCookie })),
    )) as Response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const records: string[][] = parse(text, { bom: true });
    return { response, bytes, text, records };
  }

  describe("who may come in", () => {
    it("sends a visitor to sign in and a member away, from the screen and the export", async () => {
      for (const path of ["/admin/newsletter", "/admin/newsletter/export.csv"]) {
        const handler = path.endsWith(".csv") ? exportLoader : loader;
        const visitor = await callRoute(handler, makeRequest(path));
        expect(visitor.status).toBe(302);
        expect(visitor.location).toMatch(/^\/login\?/);
        const member = await callRoute(handler, makeRequest(path, { cookie: memberCookie }));
        expect({ status: member.status, location: member.location }).toEqual({ status: 302, location: "/" });
      }
    });

    it("refuses a member's resend and delete before reading them", async () => {
      const subscriber = await createNewsletterSubscriber({ verification_sent_at: minutesAgo(10) });
      for (const intent of ["resend", "delete"]) {
        const answer = await post({ intent, id: subscriber.id }, memberCookie);
        expect(answer.status).toBe(403);
      }
      const after = await row(subscriber.id);
      expect(after.verification_token).toBe(subscriber.verification_token);
      expect(await mailsTo(subscriber.email)).toHaveLength(0);
    });
  });

  describe("the list", () => {
    const emails: string[] = [];

    beforeAll(async () => {
      // 12 subscribers on one domain, one a day: index 0 is the newest; every third is verified.
      for (let i = 0; i < 12; i++) {
        const email = `reader${String(i).padStart(2, "0")}@page-list.test`;
        emails.push(email);
        await createNewsletterSubscriber({ email, verified: i % 3 === 0, created_at: daysAgo(i + 1) });
      }
      await createNewsletterSubscriber({ email: "under_score@search-list.test", verified: true });
      await createNewsletterSubscriber({ email: "underXscore@search-list.test" });
      await createNewsletterSubscriber({ email: "percent%sign@search-list.test" });
      await createNewsletterSubscriber({ email: "Élodie.Martin@Search-List.test", verified: true });
    });

    it("shows 10 newest first by default, the rest on page 2, and another page size on request", async () => {
      const first = await list("?q=page-list.test");
      expect(first.list.total).toBe(12);
      expect(first.list.size).toBe(10);
      expect(first.list.totalPages).toBe(2);
      expect(first.list.subscribers.map((s) => s.email)).toEqual(emails.slice(0, 10));
      const second = await list("?q=page-list.test&page=2");
      expect(second.list.subscribers.map((s) => s.email)).toEqual(emails.slice(10));
      const all = await list("?q=page-list.test&size=25");
      expect(all.list.subscribers).toHaveLength(12);
      // A size the screen does not offer falls back to the default.
      expect((await list("?q=page-list.test&size=7")).list.size).toBe(10);
    });

    it("draws each row's facts: e-mail, verified or not, subscribed on, verified on", async () => {
      const { list: page } = await list("?q=reader00@page-list.test");
      expect(page.subscribers).toHaveLength(1);
      const [verified] = page.subscribers;
      expect(verified.is_verified).toBe(true);
      expect(verified.verified_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(verified.created_at.slice(0, 10)).toBe(daysAgo(1).toISOString().slice(0, 10));
      const [unverified] = (await list("?q=reader01@page-list.test")).list.subscribers;
      expect(unverified.is_verified).toBe(false);
      expect(unverified.verified_at).toBeNull();
    });

    it("filters by status in SQL (the dashboard's link to the unverified ones included)", async () => {
      const verified = await list("?q=page-list.test&status=verified");
      expect(verified.list.total).toBe(4);
      expect(verified.list.subscribers.every((s) => s.is_verified)).toBe(true);
      const unverified = await list("?q=page-list.test&status=unverified&size=25");
      expect(unverified.list.total).toBe(8);
      expect(unverified.list.subscribers.every((s) => !s.is_verified)).toBe(true);
      // A status the screen does not know shows every subscriber.
      expect((await list("?q=page-list.test&status=bogus")).list.total).toBe(12);
    });

    it("searches e-mails by what they contain, whatever the case and accents; % and _ match themselves", async () => {
      expect((await list("?q=ELODIE.MARTIN")).list.subscribers.map((s) => s.email)).toEqual([
        "Élodie.Martin@Search-List.test",
      ]);
      expect((await list("?q=under_score")).list.subscribers.map((s) => s.email)).toEqual([
        "under_score@search-list.test",
      ]);
      expect((await list("?q=%25sign")).list.subscribers.map((s) => s.email)).toEqual([
        "percent%sign@search-list.test",
      ]);
      expect((await list("?q=nobody-here")).list.total).toBe(0);
    });
  });

  describe("resend the verification", () => {
    it("mints a new link for an unverified address and mails it in the subscriber's language", async () => {
      const sentAt = minutesAgo(30);
      const subscriber = await createNewsletterSubscriber({
        email: "resend.en@resend.test",
        language: "en",
        verification_sent_at: sentAt,
      });
      const answer = await post({ intent: "resend", id: subscriber.id }, adminCookie, "?status=unverified");
      // Back to the list as it was, with the spec's success message as a toast.
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/admin/newsletter?status=unverified");
      expect(answer.headers.get("set-cookie")).toBeTruthy();

      const after = await row(subscriber.id);
      expect(after.verification_token).not.toBe(subscriber.verification_token);
      expect(after.verification_token).not.toBe(hashToken(subscriber.token ?? ""));
      expect(after.verification_sent_at?.getTime()).toBeGreaterThan(sentAt.getTime());
      expect(after.verification_expires_at?.getTime()).toBeGreaterThan(
        subscriber.verification_expires_at?.getTime() ?? 0,
      );
      expect(after.is_verified).toBe(false);

      const mails = await mailsTo("resend.en@resend.test");
      expect(mails).toHaveLength(1);
      const en = await getFixedT("en");
      expect(mails[0].text).toContain(en("newsletter.email.greeting"));
      expect(mails[0].text).toContain(en("newsletter.verify.confirm"));
      // The mailed token is the one now stored (hashed), and the link speaks English.
      const link = new URL(/https?:\/\/\S+\/newsletter\/verify\?\S+/.exec(mails[0].text)?.[0] ?? "");
      expect(link.searchParams.get("lang")).toBe("en");
      expect(hashToken(link.searchParams.get("token") ?? "")).toBe(after.verification_token);

      const [entry] = await auditOf(subscriber.id);
      expect(entry).toMatchObject({ action: "resend_verification", entity_label: "resend.en@resend.test" });
      expect(Object.keys(entry.changes)).toContain("verification_sent_at");
      expect(JSON.stringify(entry.changes)).not.toContain("token");
    });

    it("writes a French subscriber in French", async () => {
      const subscriber = await createNewsletterSubscriber({
        email: "resend.fr@resend.test",
        language: "fr",
        verification_sent_at: daysAgo(3),
      });
      expect((await post({ intent: "resend", id: subscriber.id })).status).toBe(302);
      const [mail] = await mailsTo("resend.fr@resend.test");
      const fr = await getFixedT("fr");
      expect(mail.text).toContain(fr("newsletter.verify.confirm"));
      expect(mail.text).toContain("lang=fr");
    });

    it("refuses a verified address: nothing changes, nothing is mailed", async () => {
      const subscriber = await createNewsletterSubscriber({ email: "done@resend.test", verified: true });
      const answer = await post({ intent: "resend", id: subscriber.id });
      expect(answer.status).toBe(409);
      expect(answer.data?.formError).toBe("admin.newsletter.error.already_verified");
      const after = await row(subscriber.id);
      expect(after.verification_token).toBeNull();
      expect(after.verification_sent_at).toBeNull();
      expect(await mailsTo("done@resend.test")).toHaveLength(0);
      expect(await auditOf(subscriber.id)).toHaveLength(0);
    });

    it("keeps to the public form's cooldown: a second press within it mails nobody", async () => {
      const subscriber = await createNewsletterSubscriber({
        email: "twice@resend.test",
        verification_sent_at: new Date(Date.now() - RESEND_COOLDOWN_MS - 5_000),
      });
      expect((await post({ intent: "resend", id: subscriber.id })).status).toBe(302);
      const once = await row(subscriber.id);
      const again = await post({ intent: "resend", id: subscriber.id });
      expect(again.status).toBe(409);
      expect(again.data?.formError).toBe("admin.newsletter.error.resend_cooldown");
      expect((await row(subscriber.id)).verification_token).toBe(once.verification_token);
      expect(await mailsTo("twice@resend.test")).toHaveLength(1);
    });

    it("answers an unknown or malformed id with the row's message", async () => {
      const unknown = await post({ intent: "resend", id: "00000000-0000-4000-8000-000000000000" });
      expect(unknown.status).toBe(404);
      expect(unknown.data?.formError).toBe("admin.newsletter.error.not_found");
      const malformed = await post({ intent: "resend", id: "not-an-id" });
      expect(malformed.status).toBe(400);
      expect(malformed.data?.formError).toBe("admin.newsletter.error.not_found");
    });
  });

  describe("delete", () => {
    it("removes the subscriber, records who did it, and goes back to the list", async () => {
      const subscriber = await createNewsletterSubscriber({ email: "leaving@delete.test" });
      const answer = await post({ intent: "delete", id: subscriber.id }, adminCookie, "?q=delete.test");
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/admin/newsletter?q=delete.test");
      expect(await row(subscriber.id)).toBeUndefined();
      const [entry] = await auditOf(subscriber.id);
      expect(entry).toMatchObject({ action: "delete", entity_label: "leaving@delete.test" });

      const again = await post({ intent: "delete", id: subscriber.id });
      expect(again.status).toBe(404);
      expect(again.data?.formError).toBe("admin.newsletter.error.not_found");
    });
  });

  describe("the CSV export", () => {
    beforeAll(async () => {
      await createNewsletterSubscriber({
        email: "élodie@exemple.fr",
        verified: true,
        created_at: new Date("2026-03-14T10:00:00Z"),
        verified_at: new Date("2026-03-15T08:30:00Z"),
      });
      await createNewsletterSubscriber({ email: "=cmd@x.io", created_at: new Date("2026-03-13T10:00:00Z") });
      await createNewsletterSubscriber({ email: "+plus@x.io", created_at: new Date("2026-03-12T10:00:00Z") });
      await createNewsletterSubscriber({ email: "-minus@x.io", created_at: new Date("2026-03-11T10:00:00Z") });
      for (let i = 0; i < 14; i++) {
        await createNewsletterSubscriber({ email: `bulk${i}@export-bulk.test`, created_at: daysAgo(200 + i) });
      }
    });

    it("is a UTF-8 CSV with a BOM, today's date in its name, and the issue's four columns", async () => {
      const { response, bytes, records } = await exportCsv();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="newsletter-subscribers-${today()}.csv"`,
      );
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(records[0]).toEqual(["Email", "Status", "Subscribed On", "Verified On"]);
      expect(records).toContainEqual(["élodie@exemple.fr", "Verified", "2026-03-14", "2026-03-15"]);
    });

    it("neutralises the cells a spreadsheet would run as formulas", async () => {
      const { records } = await exportCsv("?q=x.io");
      expect(records.slice(1)).toEqual([
        ["'=cmd@x.io", "Not verified", "2026-03-13", ""],
        ["'+plus@x.io", "Not verified", "2026-03-12", ""],
        ["'-minus@x.io", "Not verified", "2026-03-11", ""],
      ]);
    });

    it("is the whole filtered list, not the page: search and status apply, page and size do not", async () => {
      const { records } = await exportCsv("?q=export-bulk.test&status=unverified&page=2&size=10");
      expect(records).toHaveLength(1 + 14);
      expect(records.slice(1).map((record) => record[0])).toEqual(
        Array.from({ length: 14 }, (_, i) => `bulk${i}@export-bulk.test`),
      );
      expect((await exportCsv("?q=export-bulk.test&status=verified")).records).toEqual([
        ["Email", "Status", "Subscribed On", "Verified On"],
      ]);
    });

    it("pages by keyset without losing or repeating rows created within the same millisecond", async () => {
      const base = "2025-06-01 12:00:00.123";
      const values = ["456", "457", "789", "789", "789", "100", "999"].map((micro, i) => ({
        email: `same-ms-${i}@keyset.test`,
        created_at: sql`${`${base}${micro}+00`}::timestamptz`,
      }));
      await db()
        .insert(newsletter_subscribers)
        .values(values as never);
      const emails: string[] = [];
      for await (const record of subscriberCsvRows({ q: "keyset.test", status: null }, { batchSize: 2 })) {
        emails.push(String(record[0]));
      }
      expect(emails).toHaveLength(7);
      expect(new Set(emails).size).toBe(7);
      // Newest first: the largest microseconds lead.
      expect(emails[0]).toBe("same-ms-6@keyset.test");
      expect(emails[emails.length - 1]).toBe("same-ms-5@keyset.test");
    });
  });
});
