// The inbox's reading of a message's metadata, for each writer's shape and for shapes
// nobody planned: known keys land in named fields, anything else in label/value pairs.
import { describe, expect, it } from "vitest";
import { layoutMetadata, replyHref, senderOf } from "./metadata";

const registration = {
  course: { id: "c1", title: "Excel avancé", reference: "XL-2" },
  session: { id: "s1", start_date: "2027-03-01", end_date: "2027-03-02" },
  user: {
    id: "u1",
    firstName: "Awa",
    lastName: "Diop",
    email: "awa@example.com",
    phone: "+221 77 000 00 00",
    company: "Sonatel",
    position: "Analyste",
  },
  registration_id: "r1",
};

describe("layoutMetadata", () => {
  it("lays out a registration: participant, course, session, registration, nothing left over", () => {
    const layout = layoutMetadata("registration", registration);
    expect(layout).toMatchObject({
      kind: "registration",
      person: {
        name: "Awa Diop",
        email: "awa@example.com",
        phone: "+221 77 000 00 00",
        company: "Sonatel",
        position: "Analyste",
      },
      course: { id: "c1", title: "Excel avancé", reference: "XL-2", category: null },
      session: { id: "s1", start_date: "2027-03-01", end_date: "2027-03-02" },
      accountId: "u1",
      registrationId: "r1",
      extras: [],
    });
    expect(senderOf(layout)).toBe("Awa Diop");
  });

  it("reads a registration with event cancelled as a cancellation; another event is shown as a detail", () => {
    expect(layoutMetadata("registration", { ...registration, event: "cancelled" }).kind).toBe("cancellation");
    const other = layoutMetadata("registration", { ...registration, event: "moved" });
    expect(other.kind).toBe("registration");
    expect(other.extras).toEqual([{ label: "event", value: "moved" }]);
  });

  it("lays out a contact message, and a quote request when it names a course", () => {
    const contact = {
      firstName: "Jean",
      lastName: "Dupont",
      email: "jean@example.com",
      phone: null,
      company: "Acme",
      agency_id: "a1",
      category: "training",
      user_id: "u2",
    };
    const plain = layoutMetadata("contact", contact);
    expect(plain).toMatchObject({
      kind: "contact",
      person: { name: "Jean Dupont", email: "jean@example.com", phone: null, company: "Acme", position: null },
      agencyId: "a1",
      category: "training",
      accountId: "u2",
      course: null,
      extras: [],
    });
    const quote = layoutMetadata("contact", {
      ...contact,
      course: { id: "c1", title: "Excel", category: "Bureautique" },
    });
    expect(quote.kind).toBe("quote");
    expect(quote.course).toEqual({ id: "c1", title: "Excel", reference: null, category: "Bureautique" });
  });

  it("lays out a newsletter message's known keys and shows unknown ones as label/value pairs, never JSON", () => {
    const layout = layoutMetadata("newsletter", {
      email: "lea@example.com",
      language: "en",
      source: "footer",
      consent: true,
      tags: ["a", "b"],
      utm: { campaign: "spring", nested: { deep: 1 } },
      items: [{ sku: "x" }],
      course: "not an object",
      nothing: null,
    });
    expect(layout).toMatchObject({ kind: "newsletter", person: { email: "lea@example.com" }, language: "en" });
    expect(senderOf(layout)).toBe("lea@example.com");
    expect(layout.extras).toEqual([
      { label: "source", value: "footer" },
      { label: "consent", value: true },
      { label: "tags", value: "a, b" },
      { label: "utm.campaign", value: "spring" },
      { label: "utm.nested.deep", value: 1 },
      { label: "items.1.sku", value: "x" },
      { label: "nothing", value: null },
      { label: "course", value: "not an object" },
    ]);
    expect(layout.course).toBeNull();
  });

  it("keeps unknown keys inside known objects, and survives anything", () => {
    const layout = layoutMetadata("registration", {
      ...registration,
      session: { ...registration.session, room: "B2" },
    });
    expect(layout.extras).toEqual([{ label: "session.room", value: "B2" }]);
    for (const junk of [null, "text", 42, [], undefined]) {
      expect(layoutMetadata("contact", junk)).toMatchObject({ kind: "contact", person: null, extras: [] });
    }
  });
});

describe("replyHref", () => {
  it("opens the e-mail client with the subject prefixed once and encoded", () => {
    expect(replyHref("jean+devis@example.com", "Demande de devis : Excel & Word")).toBe(
      "mailto:jean%2Bdevis@example.com?subject=Re%3A%20Demande%20de%20devis%20%3A%20Excel%20%26%20Word",
    );
    expect(replyHref("a@example.com", "RE: déjà")).toBe("mailto:a@example.com?subject=RE%3A%20d%C3%A9j%C3%A0");
  });

  it("gives no link for a missing or unusable address", () => {
    expect(replyHref(null, "x")).toBeNull();
    expect(replyHref("not an address", "x")).toBeNull();
    expect(replyHref("a@example.com?cc=evil@example.com", "x")).toBeNull();
  });
});
