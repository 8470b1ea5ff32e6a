import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contact_settings, email_outbox, messages, rate_limits } from "#db/schema";
import { CONTACT_LIMIT } from "~/contact/schema";
import type { ActionData } from "~/forms/action-data";
import { getFixedT } from "~/i18n/i18n.server";
import { action, loader } from "~/routes/public/contact";
import { db } from "~/server/db.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { useTestDatabase } from "../db";
import {
  countRows,
  createAgency,
  createCourse,
  createUser,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { routeArgs } from "../route";

const ADMIN_EMAIL = "contact@formatio.example";

type ActionBody = ActionData<{ sentId: string }>;

let agencyId = "";
let otherAgencyId = "";
let inactiveAgencyId = "";

function form(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: "Marie",
    lastName: "Dupont",
    email: "marie.dupont@example.com",
    phone: "",
    company: "Acme SA",
    agency: agencyId,
    category: "training",
    subject: "Formation intra-entreprise",
    message: "Bonjour, nous souhaitons former douze personnes.",
    ...overrides,
  };
}

/** One browser: keeps the cookies the answers set, as a browser would. */
class Browser {
  cookies = new Map<string, string>();
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  keep(headers: HeadersInit | undefined) {
    const setCookie = new Headers(headers).get("set-cookie");
    const [pair] = setCookie?.split(";") ?? [];
    if (pair) {
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}

async function send(
  values: Record<string, string>,
  options: { ip?: string; query?: string; browser?: Browser; cookie?: string } = {},
) {
  const cookie = [options.browser?.header, options.cookie].filter(Boolean).join("; ") || undefined;
  const response = (await action(
    await routeArgs(makeRequest(`/contact${options.query ?? ""}`, { form: values, cookie }), {
      clientIp: options.ip ?? "192.0.2.10",
    }),
  )) as unknown;
  const wrapped = response as { data?: ActionBody; init?: ResponseInit };
  options.browser?.keep(wrapped?.init?.headers);
  return { status: wrapped.init?.status ?? 200, body: wrapped.data as ActionBody, headers: wrapped.init?.headers };
}

async function load(query = "") {
  return loader(await routeArgs(makeRequest(`/contact${query}`)));
}

describe("contact form", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
    agencyId = (await createAgency({ name: "Paris" })).id;
    otherAgencyId = (await createAgency({ name: "Dakar", city: "Dakar", country: "Senegal" })).id;
    inactiveAgencyId = (await createAgency({ name: "Closed", city: "Lyon", is_active: false })).id;
  });

  beforeEach(async () => {
    // Each test starts as a fresh visitor.
    await db().delete(rate_limits);
  });

  it("shows the contact settings and the active agencies by name; ?agency= preselects only an active one", async () => {
    const page = await load();
    expect(page.settings).toMatchObject({ email: ADMIN_EMAIL, city: "Paris", country: "France" });
    expect(page.agencies.map((a) => a.name)).toEqual(["Dakar", "Paris"]);
    expect(page.course).toBeNull();
    expect(page.preselectedAgency).toBe("");
    expect((await load(`?agency=${otherAgencyId}`)).preselectedAgency).toBe(otherAgencyId);
    expect((await load(`?agency=${inactiveAgencyId}`)).preselectedAgency).toBe("");
    expect((await load("?agency=nonsense")).preselectedAgency).toBe("");
  });

  it("turns into a quote request with ?course= (published courses only)", async () => {
    const course = await createCourse({ title_fr: "Audit qualité", title_en: "Quality audit" });
    const fr = await load(`?course=${course.id}&lang=fr`);
    expect(fr.course).toMatchObject({ id: course.id, title: "Audit qualité" });
    expect(fr.quoteTitle).toBe((await getFixedT("fr"))("pages.contact.quote_title", { course: "Audit qualité" }));
    expect((await load(`?course=${course.id}&lang=en`)).course?.title).toBe("Quality audit");
    const draft = await createCourse({ is_published: false });
    expect((await load(`?course=${draft.id}`)).course).toBeNull();
    expect((await load("?course=not-a-uuid")).course).toBeNull();
  });

  it("refuses missing or invalid fields with translated keys, keeps what was typed and writes nothing", async () => {
    const before = await countRows(messages);
    const { status, body } = await send(
      form({ firstName: " ", lastName: "", email: "nope", agency: "", category: "gossip", message: "" }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      firstName: "pages.contact.error.first_name_required",
      lastName: "pages.contact.error.last_name_required",
      email: "pages.contact.error.email_invalid",
      agency: "pages.contact.error.agency_required",
      category: "pages.contact.error.category_required",
      message: "pages.contact.error.message_required",
    });
    expect(body.values).toMatchObject({ email: "nope", company: "Acme SA", category: "gossip" });
    // An inactive agency is refused like a missing one.
    const inactive = await send(form({ agency: inactiveAgencyId }));
    expect(inactive.status).toBe(400);
    expect(inactive.body.errors).toEqual({ agency: "pages.contact.error.agency_required" });
    expect(await countRows(messages)).toBe(before);
  });

  it("stores a contact message with the spec's metadata and queues the e-mail to the admin address", async () => {
    const { status, body } = await send(form({ phone: "+33 6 00 00 00 00" }));
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    const [row] = await db()
      .select()
      .from(messages)
      .where(eq(messages.id, body.data?.sentId ?? ""));
    expect(row).toMatchObject({
      type: "contact",
      subject: "Formation intra-entreprise",
      content: "Bonjour, nous souhaitons former douze personnes.",
      status: "pending",
      metadata: {
        firstName: "Marie",
        lastName: "Dupont",
        email: "marie.dupont@example.com",
        phone: "+33 6 00 00 00 00",
        company: "Acme SA",
        agency_id: agencyId,
        category: "training",
      },
    });
    expect(row.metadata).not.toHaveProperty("course");
    const [mail] = await db().select().from(email_outbox).where(sql`${email_outbox.text} like ${"%douze personnes%"}`);
    expect(mail.to).toBe(ADMIN_EMAIL);
    expect(mail.subject).toBe("[Contact] Formation intra-entreprise");
    expect(mail.text).toContain("marie.dupont@example.com");
    expect(mail.text).toContain("Agence : Paris");
  });

  it("records a quote request for a course: course id, title and category name in the metadata", async () => {
    const course = await createCourse({ title_fr: "Lean management", title_en: "Lean management EN" });
    const { status, body } = await send(
      form({ category: "quote", subject: "", course: course.id, message: "Devis pour 8 personnes" }),
      { query: `?course=${course.id}` },
    );
    expect(status).toBe(200);
    const [row] = await db()
      .select()
      .from(messages)
      .where(eq(messages.id, body.data?.sentId ?? ""));
    expect(row.type).toBe("contact");
    expect(row.subject).toBe("Demande de devis : Lean management");
    const meta = row.metadata as { category: string; course: { id: string; title: string; category: string } };
    expect(meta.category).toBe("quote");
    expect(meta.course.id).toBe(course.id);
    expect(meta.course.title).toBe("Lean management");
    expect(typeof meta.course.category).toBe("string");
    expect(meta.course.category.length).toBeGreaterThan(0);
    const [mail] = await db()
      .select()
      .from(email_outbox)
      .where(sql`${email_outbox.text} like ${"%Devis pour 8 personnes%"}`);
    expect(mail.subject).toBe("Demande de devis : Lean management");
    expect(mail.text).toContain("Formation : Lean management");
  });

  it("writes the message and its e-mail in one transaction: a failing e-mail insert leaves no message", async () => {
    // A real database refusal on the outbox insert (no mock): a check constraint on this address.
    await db().execute(
      sql.raw(`alter table email_outbox add constraint test_refuse_recipient check ("to" <> 'refuse@example.com')`),
    );
    await db().update(contact_settings).set({ email: "refuse@example.com" });
    try {
      const messagesBefore = await countRows(messages);
      const outboxBefore = await countRows(email_outbox);
      const { status, body } = await send(form({ message: "Lost in a rollback" }));
      expect(status).toBe(500);
      expect(body.formError).toBe("pages.contact.error.send");
      expect(body.values?.message).toBe("Lost in a rollback");
      expect(await countRows(messages)).toBe(messagesBefore);
      expect(await countRows(email_outbox)).toBe(outboxBefore);
    } finally {
      await db().update(contact_settings).set({ email: ADMIN_EMAIL });
      await db().execute(sql.raw("alter table email_outbox drop constraint test_refuse_recipient"));
    }
  });

  it("refuses a browser's 6th message within 15 minutes with the minutes left, keeps the form; another browser on the same address is not affected", async () => {
    const browser = new Browser();
    for (let i = 1; i <= 5; i++) {
      expect((await send(form({ message: `Message ${i}` }), { ip: "192.0.2.50", browser })).status).toBe(200);
    }
    expect(browser.cookies.has("formatio.visitor")).toBe(true);
    const before = await countRows(messages);
    const refused = await send(form({ message: "Message 6" }), { ip: "192.0.2.50", browser });
    expect(refused.status).toBe(429);
    expect(refused.body.formError).toBe("pages.contact.error.rate_limited");
    expect(refused.body.formErrorParams).toEqual({ count: 15 });
    expect(refused.body.values).toMatchObject({ message: "Message 6", firstName: "Marie", company: "Acme SA" });
    expect(await countRows(messages)).toBe(before);
    // A colleague's browser behind the same address has its own five.
    const colleague = new Browser();
    expect((await send(form(), { ip: "192.0.2.50", browser: colleague })).status).toBe(200);
    // A key whose signature does not hold is a new browser's, not a way into another's count.
    const forged = await send(form(), { ip: "192.0.2.50", cookie: "formatio.visitor=abcdefghijklmnopqrstuvwx" });
    expect(forged.status).toBe(200);
    expect(new Headers(forged.headers).get("set-cookie")).toMatch(/^formatio\.visitor=/);
  });

  it("counts a signed-in member by account, whatever the browser", async () => {
    const member = await createUser();
    const cookie = await sessionCookie(member);
    for (let i = 1; i <= 5; i++) {
      // A fresh browser each time (no visitor key): the account is what counts.
      expect((await send(form({ message: `Member ${i}` }), { ip: `192.0.2.${60 + i}`, cookie })).status).toBe(200);
    }
    expect((await send(form({ message: "Member 6" }), { ip: "192.0.2.70", cookie })).status).toBe(429);
  });

  it("refuses a script that drops its cookies once its address reaches the much higher ceiling", async () => {
    for (let i = 1; i < CONTACT_LIMIT.perAddress; i++) {
      await hitRateLimit("contact:ip:192.0.2.80", CONTACT_LIMIT.perAddress, CONTACT_LIMIT.windowMs);
    }
    // Every request a new "browser": each is within its own limit, the address is not.
    expect((await send(form({ message: "Last allowed" }), { ip: "192.0.2.80" })).status).toBe(200);
    const refused = await send(form({ message: "One too many" }), { ip: "192.0.2.80" });
    expect(refused.status).toBe(429);
    expect(refused.body.formError).toBe("pages.contact.error.rate_limited");
    // Other addresses are not affected.
    expect((await send(form(), { ip: "192.0.2.81" })).status).toBe(200);
  });
});
