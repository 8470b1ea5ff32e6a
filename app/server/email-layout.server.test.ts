import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { layoutEmail } from "~/server/email-layout.server";
import fr from "../../locales/fr.json";

async function frenchT() {
  const instance = i18next.createInstance();
  await instance.init({ lng: "fr", resources: { fr: { translation: fr } }, interpolation: { escapeValue: false } });
  return instance.t;
}

const BRAND = {
  appName: 'Formation & Co <"pro">',
  siteUrl: "https://formation.example",
  theme: { primary: "#F26524", secondary: "#2D3494" },
};

describe("layoutEmail", () => {
  it("writes the same message as HTML and as text, in the recipient's language", async () => {
    const email = layoutEmail(
      {
        lang: "fr",
        subject: "Sujet",
        heading: "Titre <b>",
        paragraphs: ["Bonjour Zoé,", "Premier paragraphe & suite."],
        action: { label: "Ouvrir", url: "https://formation.example/page?a=1&b=2" },
        notes: ["Valable une heure."],
      },
      BRAND,
      await frenchT(),
    );
    expect(email.subject).toBe("Sujet");
    expect(email.html).toMatch(/^<!doctype html><html lang="fr">/);
    // Every text is escaped in the HTML part, links included.
    expect(email.html).toContain("Titre &lt;b&gt;");
    expect(email.html).toContain("Formation &amp; Co &lt;&quot;pro&quot;&gt;");
    expect(email.html).toContain('href="https://formation.example/page?a=1&amp;b=2"');
    expect(email.html).not.toContain("<b>");
    // The site's colours (made readable under white text).
    expect(email.html).toMatch(/background:#2d3494/i);
    expect(email.html).toContain("Si le bouton ne fonctionne pas");

    expect(email.text).toBe(
      [
        "Titre <b>",
        "",
        "Bonjour Zoé,",
        "",
        "Premier paragraphe & suite.",
        "",
        "Ouvrir:",
        "https://formation.example/page?a=1&b=2",
        "",
        "Valable une heure.",
        "",
        'L\'équipe Formation & Co <"pro">',
        "",
        "--",
        'Cet e-mail vous a été envoyé par Formation & Co <"pro"> · https://formation.example',
      ].join("\n"),
    );
  });

  it("sets a list of lines apart as a block of details", async () => {
    const email = layoutEmail(
      { lang: "fr", subject: "S", heading: "H", paragraphs: ["Avant", ["Formation : A & B", "Lieu : Paris"], "Après"] },
      BRAND,
      await frenchT(),
    );
    expect(email.html).toContain("Formation : A &amp; B<br>Lieu : Paris</p>");
    expect(email.text).toContain("Avant\n\nFormation : A & B\nLieu : Paris\n\nAprès\n");
  });

  it("darkens a theme colour too light to carry white text", async () => {
    const email = layoutEmail(
      { lang: "fr", subject: "S", heading: "H", paragraphs: [] },
      { ...BRAND, theme: { primary: "#FFFF00", secondary: "#EEEEEE" } },
      await frenchT(),
    );
    expect(email.html).not.toMatch(/background:#ffff00/i);
    expect(email.html).not.toMatch(/background:#eeeeee/i);
  });
});
