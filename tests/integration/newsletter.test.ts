// Newsletter double opt-in through the real route action and loader: subscribe
// (unverified row + verification e-mail in the outbox, one transaction),
// duplicate, re-send for an unverified address, open-then-confirm, expired and
// reused links, and a link that only gets opened (a mail scanner) confirming nothing.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { email_outbox, newsletter_subscribers } from "#db/schema";
import type { ActionData } from "~/forms/action-data";
import { getFixedT } from "~/i18n/i18n.server";
import {
  hashToken,
  RESEND_COOLDOWN_MS,
  subscribeToNewsletter,
  VERIFICATION_TTL_MS,
  verifyNewsletterToken,
} from "~/newsletter/newsletter.server";
import { action as subscribeAction } from "~/routes/public/newsletter";
import { action as confirmAction, loader as verifyLoader } from "~/routes/public/newsletter-verify";
import { db } from "~/server/db.server";
import { getSiteChrome } from "~/site/site.server";
import { useTestDatabase } from "../db";
import { makeRequest, seedReferenceData } from "../factories";
import { routeArgs } from "../route";

type Result = ActionData;

async function subscribe(email: string, options: { lang?: "fr" | "en"; ip?: string } = {}) {
  const request = makeRequest(`/newsletter?lang=${options.lang ?? "fr"}`, { form: { email } });
  const response = (await subscribeAction(
    await routeArgs(request, { clientIp: options.ip ?? "203.0.113.1" }),
  )) as unknown;
  // data(...) answers carry their status in `init`; plain objects are 200.
  const wrapped = response as { data?: Result; init?: ResponseInit };
  if (wrapped && typeof wrapped === "object" && "init" in wrapped) {
    return { status: wrapped.init?.status ?? 200, body: wrapped.data as Result };
  }
  return { status: 200, body: response as Result };
}

async function subscriber(email: string) {
  const [row] = await db()
    .select()
    .from(newsletter_subscribers)
    .where(eq(sql`lower(${newsletter_subscribers.email})`, email.toLowerCase()));
  return row;
}

async function mailsTo(email: string) {
  return db().select().from(email_outbox).where(eq(email_outbox.to, email)).orderBy(email_outbox.created_at);
}

function linkIn(text: string): URL {
  const match = /https?:\/\/\S+\/newsletter\/verify\?\S+/.exec(text);
  if (!match) throw new Error(`no verification link in:\n${text}`);
  return new URL(match[0]);
}

/** Where a loader or action redirect points, or null when it rendered. */
async function redirectOf(run: () => Promise<unknown>): Promise<URL | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302) {
      return new URL(thrown.headers.get("location") ?? "", "http://localhost");
    }
    throw thrown;
  }
}

async function statusPage(location: URL): Promise<string> {
  const page = await verifyLoader(await routeArgs(makeRequest(`${location.pathname}${location.search}`)));
  return (page as { status: string }).status;
}

/** Opens a link: "pending" when the page offers the confirm button, else the status it redirected to. */
async function open(link: URL): Promise<string> {
  const location = await redirectOf(async () =>
    verifyLoader(await routeArgs(makeRequest(`${link.pathname}${link.search}`))),
  );
  return location ? statusPage(location) : statusPage(link);
}

/** Opens a link and, when it offers the button, presses it: the final status page's status. */
async function follow(link: URL): Promise<string> {
  const opened = await open(link);
  if (opened !== "pending") return opened;
  const response = (await confirmAction(
    await routeArgs(
      makeRequest(`${link.pathname}?lang=${link.searchParams.get("lang") ?? "fr"}`, {
        form: { token: link.searchParams.get("token") ?? "" },
      }),
    ),
  )) as Response;
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "", "http://localhost");
  expect(location.searchParams.get("lang")).toBe(link.searchParams.get("lang"));
  return statusPage(location);
}

describe("newsletter double opt-in", () => {
  useTestDatabase();
  beforeAll(async () => {
    await seedReferenceData();
  });

  it("refuses an invalid address with the translated key and keeps it", async () => {
    const { status, body } = await subscribe("not-an-email");
    expect(status).toBe(400);
    expect(body).toEqual({
      ok: false,
      errors: { email: "newsletter.error.invalid_email" },
      values: { email: "not-an-email" },
    });
  });

  it("creates an unverified subscriber and queues the link in the visitor's language, storing only a hash", async () => {
    const { status, body } = await subscribe("Reader@Example.com", { lang: "en" });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, toast: "newsletter.success.check_email" });

    const row = await subscriber("reader@example.com");
    expect(row.email).toBe("reader@example.com");
    expect(row.is_verified).toBe(false);
    expect(row.verified_at).toBeNull();
    const mails = await mailsTo("reader@example.com");
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0].text);
    const token = link.searchParams.get("token") ?? "";
    expect(link.searchParams.get("lang")).toBe("en");
    // The database holds the hash, never the token.
    expect(row.verification_token).toBe(hashToken(token));
    expect(mails[0].text).not.toContain(row.verification_token);
    const expiresIn = (row.verification_expires_at?.getTime() ?? 0) - (row.verification_sent_at?.getTime() ?? 0);
    expect(expiresIn).toBe(VERIFICATION_TTL_MS);
    const t = await getFixedT("en");
    expect(mails[0].subject).toBe(t("newsletter.email.subject", { site: (await getSiteChrome()).appName }));

    // Following the link verifies; a second click says the link was used.
    expect(await follow(link)).toBe("verified");
    const verified = await subscriber("reader@example.com");
    expect(verified.is_verified).toBe(true);
    expect(verified.verified_at).toBeInstanceOf(Date);
    expect(await follow(link)).toBe("used");

    // Verified: a duplicate in any case is already_subscribed, and no e-mail is sent.
    const duplicate = await subscribe("READER@example.com");
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.formError).toBe("newsletter.error.already_subscribed");
    expect(await mailsTo("reader@example.com")).toHaveLength(1);
  });

  it("only shows the confirm button when a link is opened: a mail scanner fetching it confirms nothing", async () => {
    await subscribe("scanned@example.com", { lang: "en" });
    const link = linkIn((await mailsTo("scanned@example.com"))[0].text);
    const page = await verifyLoader(await routeArgs(makeRequest(`${link.pathname}${link.search}`)));
    expect(page).toEqual({ status: "pending", token: link.searchParams.get("token") });
    expect(await open(link)).toBe("pending");
    expect((await subscriber("scanned@example.com")).is_verified).toBe(false);
    // The button confirms; opening the link again then says it was used.
    expect(await follow(link)).toBe("verified");
    expect(await open(link)).toBe("used");
    // A forged or empty token posted to the button is invalid and changes nothing.
    const forged = (await confirmAction(
      await routeArgs(makeRequest("/newsletter/verify", { form: { token: "forged" } })),
    )) as Response;
    expect(forged.headers.get("location")).toBe("/newsletter/verify?status=invalid");
  });

  it("re-sends a fresh link to an unverified address (once per cooldown); the old link stops working", async () => {
    const start = new Date();
    await subscribeToNewsletter("pending@example.com", { lang: "fr", now: start });
    const first = linkIn((await mailsTo("pending@example.com"))[0].text);

    // Within the cooldown: no second e-mail, and the answer says a link went out moments ago
    // (not "sent again"); the first link stays valid.
    const again = await subscribe("pending@example.com");
    expect(again).toEqual({ status: 200, body: { ok: true, toast: "newsletter.success.recently_sent" } });
    expect(await mailsTo("pending@example.com")).toHaveLength(1);

    const later = new Date(start.getTime() + RESEND_COOLDOWN_MS + 1000);
    expect(await subscribeToNewsletter("pending@example.com", { lang: "fr", now: later })).toEqual({
      ok: true,
      status: "verification_resent",
    });
    const mails = await mailsTo("pending@example.com");
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[1].text);
    expect(second.searchParams.get("token")).not.toBe(first.searchParams.get("token"));
    expect(await follow(first)).toBe("invalid");
    expect(await follow(second)).toBe("verified");
  });

  it("says an expired link has expired and leaves the address unverified", async () => {
    const long_ago = new Date(Date.now() - VERIFICATION_TTL_MS - 60_000);
    await subscribeToNewsletter("late@example.com", { lang: "fr", now: long_ago });
    const link = linkIn((await mailsTo("late@example.com"))[0].text);
    expect(await follow(link)).toBe("expired");
    expect((await subscriber("late@example.com")).is_verified).toBe(false);
    expect(await verifyNewsletterToken("")).toBe("invalid");
    expect(await follow(new URL("http://localhost/newsletter/verify?token=made-up"))).toBe("invalid");
  });

  it("settles concurrent subscriptions of one address into one row and one e-mail", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => subscribeToNewsletter("race@example.com", { lang: "fr" })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && r.status === "verification_sent")).toHaveLength(1);
    const [{ count }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(newsletter_subscribers)
      .where(eq(newsletter_subscribers.email, "race@example.com"));
    expect(count).toBe(1);
    expect(await mailsTo("race@example.com")).toHaveLength(1);
  });

  it("limits subscriptions per visitor", async () => {
    let last = { status: 0, body: {} as Result };
    for (let i = 0; i < 21; i++) last = await subscribe(`flood-${i}@example.com`, { ip: "198.51.100.7" });
    expect(last.status).toBe(429);
    expect(last.body.formError).toBe("newsletter.error.too_many");
    expect(await subscriber("flood-20@example.com")).toBeUndefined();
    // Another visitor is not affected.
    expect((await subscribe("other-visitor@example.com", { ip: "198.51.100.8" })).status).toBe(200);
  });
});
