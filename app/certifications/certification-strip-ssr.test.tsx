// The server-rendered proof strip: nothing at all without certifications; otherwise a titled list
// of logos named by their alt text (the name in text when there is no logo), a link to the
// certifier in a new tab only when one is set, said to screen readers, and the description as
// small text, in the reader's language.
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { CertificationStrip } from "~/certifications/certification-strip";
import type { ShownCertification } from "~/certifications/certifications.server";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { renderInRouter } from "../../tests/ssr";

async function render(lang: "fr" | "en", certifications: ShownCertification[]) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    resources: { fr: { translation: fr }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return renderInRouter(i18n, <CertificationStrip certifications={certifications} />).replaceAll("<!-- -->", "");
}

const QUALIOPI: ShownCertification = {
  id: "7d0c3a8e-2b1f-4c6d-9e8a-1f2b3c4d5e6f",
  name: "Qualiopi",
  description: "Actions de formation",
  logo_url: "/demo/certifications/qualiopi.svg",
  link_url: "https://certifier.example.org/qualiopi",
};
const ISO: ShownCertification = {
  id: "8e1d4b9f-3c2a-4d7e-8f9b-2a3c4d5e6f70",
  name: "ISO 9001:2015",
  description: "",
  logo_url: null,
  link_url: null,
};

describe("CertificationStrip", () => {
  it("renders nothing when there are no certifications", async () => {
    const html = await render("fr", []);
    // The router's toast region aside, nothing: no heading, no list.
    expect(html).not.toContain("Certifications");
    expect(html).not.toMatch(/<(h2|ul|li)\b/);
  });

  it("is a titled list: logos named by alt text, linked in a new tab when a link is set", async () => {
    const html = await render("fr", [QUALIOPI, ISO]);
    const heading = html.match(/<h2 id="([^"]+)"[^>]*>([^<]+)<\/h2>/);
    expect(heading?.[2]).toBe("Certifications et agréments");
    expect(html).toContain(`<section aria-labelledby="${heading?.[1]}"`);
    expect([...html.matchAll(/<li /g)]).toHaveLength(2);
    expect(html).toMatch(
      /<a href="https:\/\/certifier\.example\.org\/qualiopi" target="_blank" rel="noopener noreferrer"[^>]*><img src="\/demo\/certifications\/qualiopi\.svg" alt="Qualiopi"/,
    );
    expect(html).toContain('<span class="sr-only"> (s&#x27;ouvre dans un nouvel onglet)</span></a>');
    expect(html).toContain(">Actions de formation</p>");
    // Without a logo, the name itself; without a link, no link; without a description, no text.
    expect(html).toContain(">ISO 9001:2015</span>");
    expect([...html.matchAll(/<a /g)]).toHaveLength(1);
    expect([...html.matchAll(/<p /g)]).toHaveLength(1);
  });

  it("speaks English to English readers", async () => {
    const html = await render("en", [QUALIOPI]);
    expect(html).toContain(">Certifications &amp; accreditations</h2>");
    expect(html).toContain("(opens in a new tab)");
  });
});
