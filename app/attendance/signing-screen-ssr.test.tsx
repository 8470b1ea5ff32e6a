// The signing page's states as a phone shows them, in both languages: the course and the
// half-day on the session's clock, then the one thing to do (scan, say who you are, confirm
// the link, draw) or why there is nothing to do, each in the product's own words.
import { describe, expect, it } from "vitest";
import type { SigningPageData, SignPageState } from "~/attendance/sign-schema";
import { SigningScreen } from "~/attendance/signing-screen";
import { renderInRouter, testI18nFromLocales, textOf } from "../../tests/ssr";

const english = testI18nFromLocales("en");
const french = testI18nFromLocales("fr");

const page = (state: SignPageState, extra: Partial<SigningPageData> = {}): SigningPageData => ({
  sittingId: "5b0f3c1e-8a55-4d4e-9a57-2f1f7c1d2e3a",
  state,
  notice: null,
  courseTitle: "Fire safety",
  sitting: { date: "2031-03-10", period: "morning", startTime: "09:00", endTime: "12:30", zoneLabel: "Paris" },
  signerName: null,
  signedAt: null,
  opensAt: null,
  linkToken: null,
  ...extra,
});

const inEnglish = (data: SigningPageData) => renderInRouter(english, <SigningScreen {...data} />);
const inFrench = (data: SigningPageData) => renderInRouter(french, <SigningScreen {...data} />);

describe("SigningScreen", () => {
  it("names the course and the half-day with its hours and place, in each language", () => {
    expect(textOf(inEnglish(page("scan")))).toContain("Fire safety Morning, Mon, 10 Mar 2031, 09:00–12:30 (Paris)");
    expect(textOf(inFrench(page("scan")))).toMatch(/Matin, lun\.? 10 mars 2031, 09:00–12:30 \(Paris\)/);
  });

  it("asks to scan the trainer's code, saying when the scanned one had expired", () => {
    const html = inEnglish(page("scan", { notice: "qr_expired" }));
    expect(textOf(html)).toContain("This code has expired. Scan the code on the trainer's screen again.");
    expect(textOf(html)).toContain("Scan the trainer's code");
    expect(textOf(inFrench(page("scan")))).toContain("Scannez le code du formateur");
  });

  it("asks who is signing: the address for a code, or signing in", () => {
    const html = inEnglish(page("identify"));
    expect(html).toMatch(/<input[^>]*name="intent"[^>]*value="request_code"/);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(textOf(html)).toContain("Send me a code");
    expect(html).toContain(`href="/login?redirectTo=%2Fsign%2F5b0f3c1e-8a55-4d4e-9a57-2f1f7c1d2e3a"`);
    expect(textOf(inFrench(page("identify")))).toContain("Recevoir un code");
  });

  it("uses the e-mailed link only through its button", () => {
    const html = inEnglish(page("confirm_link", { linkToken: "abcdefghijklmnopqrstuvwxyz" }));
    expect(html).toMatch(/<input[^>]*name="link"[^>]*value="abcdefghijklmnopqrstuvwxyz"/);
    expect(textOf(html)).toContain("Continue to sign");
  });

  it("shows who is signing, the pad and a Sign button that waits for a drawing", () => {
    const html = inEnglish(page("ready", { signerName: "Bob Participant" }));
    expect(textOf(html)).toContain("You are signing as Bob Participant");
    expect(html).toContain('data-testid="signature-pad"');
    expect(html).toMatch(/<input[^>]*name="strokes"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
    expect(textOf(inFrench(page("ready", { signerName: "Bob" })))).toContain("Vous signez en tant que Bob");
  });

  it("says the signature is recorded, at what time, with nothing left to do", () => {
    const data = page("signed", { signerName: "Bob Participant", signedAt: "09:05" });
    expect(textOf(inEnglish(data))).toContain("Signature recorded at 09:05");
    expect(textOf(inFrench(data))).toContain("Signature enregistrée à 09:05");
    // The French colon keeps its non-breaking space (textOf would fold it into a plain one).
    expect(inFrench(data)).toContain("Il n&#x27;y a plus rien à faire\u00a0: vous pouvez fermer cette page.");
  });

  it("says why there is nothing to sign: not open yet (and when), closed, cancelled, not expected", () => {
    expect(textOf(inEnglish(page("not_open", { opensAt: "13:15" })))).toContain("It opens at 13:15");
    expect(textOf(inFrench(page("not_open", { opensAt: "13:15" })))).toContain("Il ouvre à 13:15");
    expect(textOf(inEnglish(page("closed")))).toContain("Please ask the trainer.");
    expect(textOf(inEnglish(page("cancelled")))).toContain("Half-day cancelled");
    expect(textOf(inFrench(page("not_participant")))).toContain("Absent de la liste");
    expect(textOf(inEnglish(page("method_disabled")))).toContain("This way of signing is not offered");
  });
});
