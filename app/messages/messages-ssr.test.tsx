import { describe, expect, it } from "vitest";
import { renderInRouter, testI18nFromLocales } from "../../tests/ssr";
import type { AdminMessageDetail, AdminMessageRow } from "./admin-schema";
import { MessageBody } from "./message-dialog";
import { MessageHandling } from "./message-handling";
import { MessagesScreen } from "./messages-screen";
import { layoutMetadata } from "./metadata";

const instances = { fr: testI18nFromLocales("fr"), en: testI18nFromLocales("en") };

/** The text a reader gets: tags dropped, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const SESSION_ID = "7c1f5b8e-2d4a-4e6b-9f0a-1b2c3d4e5f60";

function detail(type: AdminMessageDetail["type"], metadata: unknown, extra: Partial<AdminMessageDetail> = {}) {
  const layout = layoutMetadata(type, metadata);
  return {
    id: "m1",
    type,
    subject: "Sujet",
    content: "Le texte du message.",
    status: "read",
    created_at: "2027-02-04T13:05:00.000Z",
    kind: layout.kind,
    sender: null,
    layout,
    agency: null,
    courseSlug: null,
    courseTitle: null,
    accountEmail: null,
    assignee: null,
    notes: [],
    replyTo: null,
    ...extra,
  } satisfies AdminMessageDetail;
}

describe("the inbox's cards", () => {
  it("sets an unread message apart and opens a message through ?open=", () => {
    const row = (values: Partial<AdminMessageRow>): AdminMessageRow => ({
      id: "m1",
      type: "contact",
      subject: "Demande",
      excerpt: "Bonjour",
      status: "pending",
      created_at: "2027-02-04T13:05:00.000Z",
      kind: "quote",
      sender: "Jean Dupont",
      assignee: null,
      ...values,
    });
    const html = renderInRouter(
      instances.en,
      <MessagesScreen
        params={{ q: "", page: 1, size: 10, type: "contact", status: null, assignee: null, open: null }}
        list={{
          messages: [
            row({}),
            row({
              id: "m2",
              subject: "Old news",
              status: "handled",
              kind: "contact",
              assignee: { id: "u1", name: "Claire Martin" },
            }),
          ],
          total: 2,
          page: 1,
          totalPages: 1,
          size: 10,
        }}
        hasLoadError={false}
        opened={null}
        openError={null}
        assignees={[{ id: "u1", name: "Claire Martin" }]}
      />,
      "/?type=contact",
    );
    const [unread, handled] = html.split("<article").slice(1);
    expect(unread).toMatch(/<h3[^>]*font-bold/);
    expect(unread).toContain('href="/?type=contact&amp;open=m1"');
    expect(textOf(unread)).toContain("New");
    expect(textOf(unread)).toContain("Quote request");
    expect(textOf(unread)).toContain("From Jean Dupont");
    expect(textOf(unread)).toContain("Mark as read");
    expect(handled).not.toMatch(/<h3[^>]*font-bold/);
    expect(textOf(handled)).not.toContain(" New ");
    expect(textOf(handled)).toContain("Handled");
    expect(textOf(handled)).toContain("Mark as unread");
    expect(textOf(handled)).not.toContain("Mark as handled");
    expect(textOf(handled)).toContain("Assigned to Claire Martin");
    expect(textOf(unread)).not.toContain("Assigned to");
    // The assignee filter offers "me", "nobody" and each colleague.
    expect(html).toMatch(/<option value="u1"[^>]*>Claire Martin<\/option>/);
  });
});

describe("an opened message", () => {
  it("lays out a cancelled registration in French: participant, dates, the roster; unknown keys as pairs", () => {
    const message = detail("registration", {
      event: "cancelled",
      course: { id: "c1", title: "Excel avancé", reference: "XL-2" },
      session: { id: SESSION_ID, start_date: "2027-03-01", end_date: "2027-03-02" },
      user: { firstName: "Awa", lastName: "Diop", email: "awa@example.com", company: "Sonatel", position: "Analyste" },
      cancel_reason: "maladie",
      refund: { requested: true },
    });
    const html = renderInRouter(instances.fr, <MessageBody message={{ ...message, courseTitle: "Excel avancé" }} />);
    const text = textOf(html);
    expect(text).toContain("Le participant a annulé cette inscription.");
    expect(text).toContain("Participant Nom Awa Diop");
    expect(text).toContain("Poste Analyste");
    expect(text).toContain("du 1 mars 2027 au 2 mars 2027");
    expect(html).toContain(`href="/admin/sessions/${SESSION_ID}"`);
    // The course is gone (no slug): named, not linked.
    expect(text).toContain("Excel avancé (formation supprimée)");
    expect(text).toContain("Cancel reason maladie");
    expect(text).toContain("Refund.requested oui");
    expect(text).not.toMatch(/[{}]/);
  });

  it("lays out a quote request in English: the course page, the agency, the category, the account", () => {
    const message = detail(
      "contact",
      {
        firstName: "Jean",
        lastName: "Dupont",
        email: "jean@example.com",
        phone: "+33 6 00 00 00 00",
        agency_id: "a1",
        category: "quote",
        user_id: "u1",
        course: { id: "c1", title: "Excel avancé", category: "Bureautique" },
      },
      {
        agency: { id: "a1", name: "Agence de Dakar" },
        courseSlug: "excel-avance",
        courseTitle: "Advanced Excel",
        accountEmail: "jean@example.com",
      },
    );
    const html = renderInRouter(instances.en, <MessageBody message={message} />);
    const text = textOf(html);
    expect(text).toContain("Course quoted Course Advanced Excel");
    expect(html).toContain('href="/formations/excel-avance"');
    expect(text).toContain("Agency Agence de Dakar");
    expect(text).toContain("Category Quote request");
    expect(html).toContain('href="tel:+33600000000"');
    expect(html).toContain('href="/admin/roles?q=jean%40example.com"');
    expect(html).not.toContain("/admin/sessions/");

    const gone = renderInRouter(
      instances.en,
      <MessageBody message={{ ...message, agency: { id: "a1", name: null } }} />,
    );
    expect(textOf(gone)).toContain("Agency Agency deleted");
    // Deleted from /admin/agencies: the name the message kept, marked as deleted.
    const named = renderInRouter(
      instances.fr,
      <MessageBody message={{ ...message, agency: { id: "a1", name: null, recordedName: "Formatio Tunis" } }} />,
    );
    expect(textOf(named)).toContain("Formatio Tunis (agence supprimée)");
  });
});

describe("an opened message's handling", () => {
  it("shows the assignee, the notes and replies in order, and offers the reply in the person's language", () => {
    const message = detail(
      "contact",
      { firstName: "Awa", lastName: "Diop", email: "awa@example.com", language: "en" },
      {
        assignee: { id: "u1", name: "Claire Martin" },
        replyTo: { email: "awa@example.com", language: "en" },
        notes: [
          {
            id: "n1",
            kind: "note",
            author_name: "Claire Martin",
            body: "Rappeler jeudi.",
            sent_to: null,
            subject: null,
            language: null,
            created_at: "2027-02-04T14:00:00.000Z",
          },
          {
            id: "n2",
            kind: "reply",
            author_name: "Claire Martin",
            body: "Hello Awa, here is our offer.",
            sent_to: "awa@example.com",
            subject: "Re: Sujet",
            language: "en",
            created_at: "2027-02-05T09:00:00.000Z",
          },
        ],
      },
    );
    const html = renderInRouter(
      instances.fr,
      <MessageHandling message={message} assignees={[{ id: "u1", name: "Claire Martin" }]} actionUrl="/?open=m1" />,
    );
    const text = textOf(html);
    expect(html).toMatch(/<option value="u1" selected="">Claire Martin<\/option>/);
    expect(text.indexOf("Rappeler jeudi.")).toBeLessThan(text.indexOf("Hello Awa, here is our offer."));
    expect(text).toContain("Note interne par Claire Martin");
    expect(text).toContain("Réponse envoyée par Claire Martin à awa@example.com, en anglais");
    expect(text).toContain("Répondre");
    expect(html).toContain('value="note"');
  });

  it("says why there is no reply form: no address, or archived", () => {
    const noAddress = renderInRouter(
      instances.en,
      <MessageHandling message={detail("contact", {})} assignees={[]} actionUrl="/" />,
    );
    expect(textOf(noAddress)).toContain("No e-mail address to reply to: only notes can be added.");
    expect(textOf(noAddress)).toContain("No notes or replies yet.");
    const archived = renderInRouter(
      instances.en,
      <MessageHandling
        message={detail("contact", {}, { status: "archived", replyTo: { email: "a@example.com", language: "fr" } })}
        assignees={[]}
        actionUrl="/"
      />,
    );
    expect(textOf(archived)).toContain("Archived: restore the message to reply.");
  });
});
