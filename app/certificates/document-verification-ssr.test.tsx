// The public page of an issued document as a verifier reads it, in both languages: what it
// states (type, holder, course, dates, month, hours, agency, issue date, version), its status
// first (valid; superseded with a link to the version in force; revoked with the day and the
// reason), the PDF's fingerprint, and the form that checks a file.
import { describe, expect, it } from "vitest";
import { DocumentVerificationScreen } from "~/certificates/document-verification";
import type { DocumentVerification } from "~/certificates/verification.server";
import { renderInRouter, testI18nFromLocales, textOf } from "../../tests/ssr";

const english = testI18nFromLocales("en");
const french = testI18nFromLocales("fr");

const SHA = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

const document = (extra: Partial<DocumentVerification> = {}): DocumentVerification => ({
  kind: "document",
  code: "ABCDEFGH2345",
  documentKind: "completion",
  holder: "Ada Lovelace",
  course: "Fire safety",
  reference: "FS-101",
  session: { startDate: "2031-03-10", endDate: "2031-03-11", timezone: "Europe/Paris", venue: "Lyon" },
  period: null,
  minutes: { planned: 840, attended: 780, inPerson: 780, remote: 0, excused: 0 },
  agency: { name: "Formatio Lyon", city: "Lyon", country: "France", frenchRules: true },
  issuedOn: "2031-03-12",
  version: 1,
  state: "issued",
  supersededBy: null,
  revokedAt: null,
  revocationReason: null,
  sha256: SHA,
  ...extra,
});

const inEnglish = (v: DocumentVerification) => renderInRouter(english, <DocumentVerificationScreen verification={v} />);
const inFrench = (v: DocumentVerification) => renderInRouter(french, <DocumentVerificationScreen verification={v} />);

describe("DocumentVerificationScreen", () => {
  it("states what a valid document says, its status first and its fingerprint", () => {
    const html = inEnglish(document());
    const text = textOf(html);
    expect(html).toContain('data-state="issued"');
    expect(text).toContain("Valid This document is in force.");
    expect(text).toContain("Certificate of completion");
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("Fire safety (FS-101)");
    expect(text).toContain("13 h 00 out of 14 h 00 planned");
    expect(text).not.toContain("remotely");
    expect(text).toContain("Formatio Lyon, Lyon, France");
    expect(text).toContain("12 March 2031");
    expect(html).toMatch(new RegExp(`class="[^"]*font-mono[^"]*break-all[^"]*"[^>]*>${SHA}<`));
    // The status comes before the facts.
    expect(text.indexOf("Valid")).toBeLessThan(text.indexOf("Ada Lovelace"));
    // The check: a PDF file posted multipart to this page.
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/verify/ABCDEFGH2345"');
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    const input = html.match(/<input[^>]*type="file"[^>]*>/)?.[0] ?? "";
    expect(input).toContain('name="file"');
    expect(input).toContain('accept="application/pdf,.pdf"');
    expect(text).toContain("Is my PDF genuine?");

    const fr = textOf(inFrench(document()));
    expect(fr).toContain("Valide Ce document est en vigueur.");
    expect(fr).toContain("Attestation de fin de formation");
    expect(fr).toContain("13 h 00 sur 14 h 00 prévues");
    expect(fr).toContain("Mon PDF est-il authentique ?");
  });

  it("gives a monthly certificate's month and splits the hours when some were remote", () => {
    const text = textOf(
      inEnglish(
        document({
          documentKind: "realisation",
          period: { month: "2031-03-01", start: "2031-03-10", end: "2031-03-11" },
          minutes: { planned: 840, attended: 780, inPerson: 420, remote: 360, excused: 0 },
        }),
      ),
    );
    expect(text).toContain("Certificate of realisation (certificat de réalisation)");
    expect(text).toContain("Month March 2031");
    expect(text).toContain("13 h 00 out of 14 h 00 planned (7 h 00 in person, 6 h 00 remotely)");
    expect(
      textOf(inFrench(document({ period: { month: "2031-03-01", start: "2031-03-10", end: "2031-03-11" } }))),
    ).toContain("mars 2031");
  });

  it("says a superseded document is replaced, with a link to the version in force", () => {
    const v = document({ state: "superseded", supersededBy: { code: "NEWCODE23456", version: 2 } });
    const html = inEnglish(v);
    expect(html).toContain('data-state="superseded"');
    expect(html).toMatch(/<a[^>]*href="\/verify\/NEWCODE23456"[^>]*>Superseded by NEWCODE23456 \(version 2\)<\/a>/);
    expect(textOf(html)).toContain("Superseded");
    expect(textOf(inFrench(v))).toContain("Remplacé par NEWCODE23456 (version 2)");
  });

  it("says a revoked document is revoked, on which day and why", () => {
    const v = document({ state: "revoked", revokedAt: "2031-04-02T09:30:00.000Z", revocationReason: "fraud" });
    const html = inEnglish(v);
    expect(html).toContain('data-state="revoked"');
    const text = textOf(html);
    expect(text).toContain("Revoked Revoked on 2 April 2031");
    expect(text).toContain("Reason: Fraud or misuse");
    expect(text).not.toContain("This document is in force.");
    const fr = textOf(inFrench(v));
    expect(fr).toContain("Révoqué le 2 avril 2031");
    expect(fr).toContain("Motif : Fraude ou usage abusif");
  });
});
