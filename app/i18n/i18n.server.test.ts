import { describe, expect, it } from "vitest";
import {
  detectLanguage,
  languageCookie,
  languageCookieHeader,
  languageCookieValue,
  languageFromAcceptHeader,
} from "~/i18n/i18n.server";

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

describe("the language cookie read without waiting (the page cache's hit path)", () => {
  it("reads what the cookie's own parser reads, and writes what it writes", async () => {
    for (const lang of ["fr", "en"] as const) {
      const header = (await languageCookie.serialize(lang)).split(";")[0];
      expect(languageCookieValue(`a=1; ${header}; b=2`)).toBe(await languageCookie.parse(`a=1; ${header}; b=2`));
      expect(languageCookieHeader(lang)).toBe(header);
      expect(await languageCookie.parse(languageCookieHeader(lang))).toBe(lang);
    }
    // Anything else is no choice of language, for both.
    const choice = (value: unknown) => (value === "fr" || value === "en" ? value : null);
    for (const junk of ["lang=", "lang=%%%", "lang=bm90IGpzb24", "xlang=ImVuIg%3D%3D", 'lang="ImVuIg=="']) {
      expect(choice(languageCookieValue(junk))).toBe(choice(await languageCookie.parse(junk).catch(() => null)));
    }
  });
});
