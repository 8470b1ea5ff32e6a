import { describe, expect, it } from "vitest";
import { detectLanguage, languageCookie, languageFromAcceptHeader } from "~/i18n/i18n.server";

describe("language detection", () => {
  it("follows ?lang= > user > cookie > Accept-Language > fr", async () => {
    const cookie = await languageCookie.serialize("en");
    const req = (url: string, headers: Record<string, string> = {}) => new Request(`http://x${url}`, { headers });
    expect(await detectLanguage(req("/?lang=en", { cookie }), "fr")).toBe("en");
    expect(await detectLanguage(req("/?lang=fr", { cookie }), "en")).toBe("fr");
    expect(await detectLanguage(req("/", { cookie }), "fr")).toBe("fr");
    expect(await detectLanguage(req("/", { cookie, "accept-language": "fr" }))).toBe("en");
    expect(await detectLanguage(req("/", { "accept-language": "de-DE,en;q=0.8,fr;q=0.5" }))).toBe("en");
    expect(await detectLanguage(req("/", { "accept-language": "de-DE" }))).toBe("fr");
    expect(await detectLanguage(req("/?lang=de"))).toBe("fr");
  });

  it("ranks Accept-Language by quality", () => {
    expect(languageFromAcceptHeader("fr;q=0.4, en-GB;q=0.9")).toBe("en");
    expect(languageFromAcceptHeader("en;q=0, fr")).toBe("fr");
  });
});
