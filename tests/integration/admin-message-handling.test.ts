// The inbox's tools (issue 23 §8) through the real route loader and action over the real
// database: search by the sender's name and address (in the metadata, accent- and
// case-insensitive), assigning a message to a colleague (e-mail to them, the assignee filter),
// internal notes, and the reply sent from the inbox (the outbox in the correspondent's
// language, recorded on the message, status "replied"), each audited; refusals keep what was
// typed; an account's deletion takes the notes on its registration messages with it.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, email_outbox, message_notes, messages } from "#db/schema";
import { deleteAccount } from "~/profile/account-deletion.server";
import { action, loader } from "~/routes/admin/messages";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createMessage, createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { callRoute } from "../route";

type Screen = Awaited<ReturnType<typeof loader>>;
type Answer = {
  ok: boolean;
  formError?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  toast?: string;
};

describe("back office: handling messages", () => {
  useTestDatabase();
  let admin: { id: string; cookie: string; email: string };
  let colleague: { id: string; email: string };
  let memberCookie = "";
  let member: { id: string; email: string };
  let contactId = "";
  let registrationMessageId = "";

  beforeAll(async () => {
    await seedReferenceData();
    const adminUser = await createUser({ role: "admin", fullName: "Claire Martin" });
    admin = { id: adminUser.id, email: adminUser.email, cookie: await sessionCookie(adminUser) };
    const other = await createUser({ role: "admin", fullName: "Sam Taylor", language: "en" });
    colleague = { id: other.id, email: other.email };
    const memberUser = await createUser({ fullName: "Awa Diop", language: "en" });
    member = { id: memberUser.id, email: memberUser.email };
    memberCookie = await sessionCookie(memberUser);

    const contact = await createMessage("contact", {
      subject: "Demande d'information",
      content: "Bonjour,\nAvez-vous une session en mars ?",
      metadata: { firstName: "Hélène", lastName: "Dupré", email: "helene.dupre@example.com", language: "en" },
    });
    contactId = contact.id;
    const registration = await createMessage("registration", {
      subject: "Nouvelle inscription : Excel avancé",
      content: "Awa Diop s'est inscrite.",
      metadata: {
        course: { id: randomUUID(), title: "Excel avancé", reference: "XL-2" },
        user: { id: member.id, firstName: "Awa", lastName: "Diop", email: member.email, company: "Sonatel" },
      },
    });
    registrationMessageId = registration.id;
    await createMessage("contact", { subject: "Sans rapport", content: "Rien à voir.", metadata: {} });
  });

  const screen = async (search = "", cookie = admin.cookie) => {
    const answer = await callRoute<Screen>(loader, makeRequest(`/admin/messages${search}`, { cookie }));
    expect(answer.status).toBe(200);
    return answer.data as Screen;
  };
  const post = (form: Record<string, string>, cookie = admin.cookie) =>
    callRoute<Answer>(action, makeRequest(`/admin/messages?open=${form.id ?? ""}`, { form, cookie }));
  const subjects = async (search: string) => (await screen(search)).list.messages.map((m) => m.subject);
  const mailsTo = (to: string) => db().select().from(email_outbox).where(eq(email_outbox.to, to));
  const auditOf = (id: string, action: string) =>
    db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "message"), eq(audit_log.entity_id, id), eq(audit_log.action, action)));

  it("finds a message by its sender's name or address, whatever the accents and case", async () => {
    expect(await subjects("?q=helene%20DUPRE")).toEqual(["Demande d'information"]);
    expect(await subjects("?q=dupré")).toEqual(["Demande d'information"]);
    expect(await subjects("?q=helene.dupre%40example")).toEqual(["Demande d'information"]);
    // A registration's participant is under `user`.
    expect(await subjects(`?q=${encodeURIComponent(member.email.toUpperCase())}`)).toEqual([
      "Nouvelle inscription : Excel avancé",
    ]);
    expect(await subjects("?q=awa%20diop")).toEqual(["Nouvelle inscription : Excel avancé"]);
    expect(await subjects("?q=nobody-like-this")).toEqual([]);
  });

  it("assigns a message to a colleague, tells them by e-mail in their language, and filters on it", async () => {
    const answer = await post({ intent: "assign", id: contactId, assignee: colleague.id });
    expect(answer).toMatchObject({ status: 200, data: { ok: true, toast: "admin.messages.success.assigned" } });
    const [mail] = await mailsTo(colleague.email);
    expect(mail.subject).toBe("A message for you: Demande d'information");
    expect(mail.text).toContain("Claire Martin assigned you the message");
    expect(mail.text).toContain(`/admin/messages?open=${contactId}&lang=en`);
    const [entry] = await auditOf(contactId, "assign");
    expect(entry.changes).toMatchObject({ assigned_to: { before: null, after: colleague.id } });

    expect(await subjects(`?assignee=${colleague.id}`)).toEqual(["Demande d'information"]);
    expect(await subjects("?assignee=me")).toEqual([]);
    expect(await subjects("?assignee=none")).not.toContain("Demande d'information");
    const opened = await screen(`?open=${contactId}`);
    expect(opened.opened?.assignee).toEqual({ id: colleague.id, name: "Sam Taylor" });
    expect(opened.assignees.map((person) => person.name)).toEqual(["Claire Martin", "Sam Taylor"]);

    // Taking it oneself sends nobody an e-mail; "me" then finds it.
    await post({ intent: "assign", id: contactId, assignee: admin.id });
    expect(await mailsTo(admin.email)).toHaveLength(0);
    expect(await subjects("?assignee=me")).toEqual(["Demande d'information"]);
    // Unassigning.
    await post({ intent: "assign", id: contactId, assignee: "" });
    expect(await subjects("?assignee=none")).toContain("Demande d'information");
  });

  it("refuses an assignee who cannot open the inbox, and a member's writes", async () => {
    const refused = await post({ intent: "assign", id: contactId, assignee: member.id });
    expect(refused).toMatchObject({
      status: 400,
      data: { errors: { assignee: "admin.messages.validation.assignee" } },
    });
    const unknown = await post({ intent: "assign", id: contactId, assignee: randomUUID() });
    expect(unknown.status).toBe(400);
    const [row] = await db().select().from(messages).where(eq(messages.id, contactId));
    expect(row.assigned_to).toBeNull();
    const byMember = await post({ intent: "note", id: contactId, body: "hello" }, memberCookie);
    expect(byMember.status).toBe(403);
    expect(await db().select().from(message_notes)).toHaveLength(0);
  });

  it("adds internal notes, in order, with their author; an empty or too long note is refused and kept", async () => {
    expect(await post({ intent: "note", id: contactId, body: "Rappeler jeudi." })).toMatchObject({ status: 200 });
    expect(await post({ intent: "note", id: contactId, body: "Devis envoyé par courrier." })).toMatchObject({
      status: 200,
    });
    const empty = await post({ intent: "note", id: contactId, body: "   " });
    expect(empty).toMatchObject({ status: 400, data: { errors: { body: "admin.messages.validation.note_required" } } });
    const long = "x".repeat(2001);
    const tooLong = await post({ intent: "note", id: contactId, body: long });
    expect(tooLong).toMatchObject({
      status: 400,
      data: { errors: { body: "admin.messages.validation.note_too_long|max=2000" }, values: { body: long } },
    });
    const opened = await screen(`?open=${contactId}`);
    expect(opened.opened?.notes.map((note) => [note.kind, note.author_name, note.body])).toEqual([
      ["note", "Claire Martin", "Rappeler jeudi."],
      ["note", "Claire Martin", "Devis envoyé par courrier."],
    ]);
    // A note is never sent.
    expect(await mailsTo("helene.dupre@example.com")).toHaveLength(0);
    expect(await auditOf(contactId, "add_note")).toHaveLength(2);
  });

  it("sends a reply in the language the person wrote in, records it and marks the message replied", async () => {
    const opened = await screen(`?open=${contactId}`);
    expect(opened.opened?.replyTo).toEqual({ email: "helene.dupre@example.com", language: "en" });
    const answer = await post({
      intent: "reply",
      id: contactId,
      subject: "Re: Demande d'information",
      body: "Yes, there is one on 12 March.\n\nBest regards",
    });
    expect(answer).toMatchObject({ status: 200, data: { ok: true, toast: "admin.messages.success.replied" } });
    const [mail] = await mailsTo("helene.dupre@example.com");
    expect(mail.subject).toBe("Re: Demande d'information");
    expect(mail.text).toContain("Hello Hélène Dupré");
    expect(mail.text).toContain("Yes, there is one on 12 March.");
    expect(mail.text).toContain("Your message of");
    expect(mail.text).toContain("Avez-vous une session en mars ?");
    const [row] = await db().select().from(messages).where(eq(messages.id, contactId));
    expect(row.status).toBe("replied");
    const reopened = await screen(`?open=${contactId}`);
    expect(reopened.opened?.notes.at(-1)).toMatchObject({
      kind: "reply",
      author_name: "Claire Martin",
      sent_to: "helene.dupre@example.com",
      language: "en",
      subject: "Re: Demande d'information",
    });
    expect(await auditOf(contactId, "reply")).toHaveLength(1);
    expect(await subjects("?status=replied")).toEqual(["Demande d'information"]);
    // Replied messages can still be handled.
    expect((await post({ intent: "handle", id: contactId })).status).toBe(302);
  });

  it("writes to a participant in their account's language; refuses a blank reply, an archived message, no address", async () => {
    const blank = await post({ intent: "reply", id: registrationMessageId, subject: "Re: x", body: "" });
    expect(blank).toMatchObject({
      status: 400,
      data: { errors: { body: "admin.messages.validation.reply_required" }, values: { subject: "Re: x" } },
    });
    const sent = await post({
      intent: "reply",
      id: registrationMessageId,
      subject: "Your registration",
      body: "See you.",
    });
    expect(sent.status).toBe(200);
    const [mail] = await mailsTo(member.email);
    expect(mail.text).toContain("Hello Awa Diop");

    const [bare] = await db().select({ id: messages.id }).from(messages).where(eq(messages.subject, "Sans rapport"));
    const noAddress = await post({ intent: "reply", id: bare.id, subject: "Re", body: "Hi" });
    expect(noAddress).toMatchObject({ status: 409, data: { formError: "admin.messages.error.no_address" } });
    await post({ intent: "archive", id: bare.id });
    const archived = await post({ intent: "reply", id: bare.id, subject: "Re", body: "Hi" });
    expect(archived).toMatchObject({ status: 409, data: { formError: "admin.messages.error.reply_archived" } });
    expect(await db().select().from(message_notes).where(eq(message_notes.message_id, bare.id))).toHaveLength(0);
  });

  it("takes the notes and replies on a deleted member's registration messages with their details", async () => {
    await post({ intent: "note", id: registrationMessageId, body: "Awa needs a parking space." });
    expect(
      await db().select().from(message_notes).where(eq(message_notes.message_id, registrationMessageId)),
    ).toHaveLength(2);
    expect(await deleteAccount(member.id)).toMatchObject({ ok: true });
    expect(
      await db().select().from(message_notes).where(eq(message_notes.message_id, registrationMessageId)),
    ).toHaveLength(0);
    // Someone else's message keeps its record.
    expect(await db().select().from(message_notes).where(eq(message_notes.message_id, contactId))).toHaveLength(3);
  });
});
