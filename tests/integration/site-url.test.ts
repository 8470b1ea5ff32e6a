// Security audit (issue 21), finding 4: links the site mails or lets be cached publicly are
// built from the configured site address (siteBaseUrl: PUBLIC_URL, else the local server),
// never from the request's Host. Every request here arrives as if sent with
// `Host: evil.example`: the e-mails in the outbox, sitemap.xml, robots.txt, the calendar feed
// and the canonical address of the pages must not name that host.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { email_outbox } from "#db/schema";
import { loader as rootLoader } from "~/root";
import { action as registerAction } from "~/routes/member/register-session";
import { loader as feedLoader } from "~/routes/public/calendar-feed";
import { action as newsletterAction } from "~/routes/public/newsletter";
import { loader as robotsLoader } from "~/routes/public/robots-txt";
import { loader as sitemapXmlLoader } from "~/routes/public/sitemap-xml";
import { siteBaseUrl } from "~/server/config.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createCourse, createSession, createUser, seedReferenceData, sessionCookie } from "../factories";
import { routeArgs } from "../route";

const EVIL = "http://evil.example";

/** A request as a browser sends it to whatever host it was pointed at (here evil.example). */
function fromEvilHost(path: string, options: { cookie?: string; form?: Record<string, string> } = {}): Request {
  const headers = new Headers({ origin: EVIL, host: "evil.example" });
  if (options.cookie) headers.set("cookie", options.cookie);
  const body = options.form ? new URLSearchParams(options.form) : undefined;
  return new Request(`${EVIL}${path}`, { method: body ? "POST" : "GET", headers, body });
}

/** Every absolute http(s) address in a text. */
function addressesIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((match) => match[0]);
}

async function outboxTo(to: string) {
  return db().select().from(email_outbox).where(eq(email_outbox.to, to));
}

/** The mail's links all start with the site's address: at least one, none on another host. */
function expectSiteLinksOnly(mail: { text: string; html: string | null }) {
  const site = siteBaseUrl();
  const links = [...addressesIn(mail.text), ...addressesIn(mail.html ?? "")];
  const ours = links.filter((link) => !link.startsWith("http://www.w3.org/"));
  expect(ours.length).toBeGreaterThan(0);
  for (const link of ours) expect(link.startsWith(`${site}/`) || link === site).toBe(true);
  expect(`${mail.text}${mail.html}`).not.toContain("evil.example");
}

describe("links use the configured site address, never the request's Host", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
  });

  it("mails the newsletter verification link on the site's address", async () => {
    const email = "victim@example.com";
    await newsletterAction(await routeArgs(fromEvilHost("/newsletter?lang=fr", { form: { email } })));
    const mails = await outboxTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`${siteBaseUrl()}/newsletter/verify?`);
    expectSiteLinksOnly(mails[0]);
  });

  it("mails the session registration's links on the site's address", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id });
    const member = await createUser();
    const answer = (await registerAction(
      await routeArgs(
        fromEvilHost(`/sessions/${session.id}/register`, {
          cookie: await sessionCookie(member),
          form: {
            firstName: "Marie",
            lastName: "Dupont",
            email: "marie.dupont@example.com",
            phone: "+33 6 12 34 56 78",
            billingAddress: "12 avenue des Champs",
            billingCity: "Paris",
            billingCountry: "France",
            acceptTerms: "on",
          },
        }),
        { params: { id: session.id } },
      ),
    )) as { data?: { ok?: boolean } };
    expect(answer.data?.ok).toBe(true);
    const mails = await outboxTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`${siteBaseUrl()}/formations/${course.slug}`);
    expectSiteLinksOnly(mails[0]);
    const ics = Buffer.from(mails[0].attachments[0]?.content ?? "", "base64").toString("utf8");
    expect(ics).not.toContain("evil.example");
  });

  it("writes sitemap.xml, robots.txt and the calendar feed (cached publicly) on the site's address", async () => {
    const site = siteBaseUrl();
    const sitemap = await (await sitemapXmlLoader(await routeArgs(fromEvilHost("/sitemap.xml")))).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc.startsWith(`${site}/`)).toBe(true);
    expect(sitemap).not.toContain("evil.example");

    const robots = await (await robotsLoader(await routeArgs(fromEvilHost("/robots.txt")))).text();
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(robots).not.toContain("evil.example");

    const course = await createCourse();
    await createSession({ course_id: course.id });
    const feed = await (await feedLoader(await routeArgs(fromEvilHost("/calendrier.ics")))).text();
    expect(feed).toContain("BEGIN:VEVENT");
    expect(feed).not.toContain("evil.example");
  });

  it("gives the pages' canonical and language links the site's address", async () => {
    const answer = (await rootLoader(await routeArgs(fromEvilHost("/formations?lang=en")))) as unknown as {
      data: { publicUrl: string };
    };
    expect(answer.data.publicUrl).toBe(siteBaseUrl());
  });
});
