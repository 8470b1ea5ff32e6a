// The server-rendered service card shows the reader's tags: the English twins, or the French
// tags when a service has none in English.
import i18next from "i18next";
import type { ReactNode } from "react";
import { initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { ServiceCard } from "~/services/service-card";
import type { Service } from "~/services/types";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { renderInRouter } from "../../tests/ssr";

async function render(lang: "fr" | "en", node: ReactNode) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    resources: { fr: { translation: fr }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return renderInRouter(i18n, node).replaceAll("<!-- -->", "");
}

const SERVICE: Service = {
  id: "7d0c3a8e-2b1f-4c6d-9e8a-1f2b3c4d5e6f",
  title_fr: "Conseil PMO",
  title_en: "PMO consulting",
  description_fr: "Gouvernance.",
  description_en: "Governance.",
  image_url: null,
  is_featured: false,
  size: "medium",
  tags: ["Gouvernance", "Portefeuille"],
  tags_en: ["Governance", "Portfolio"],
  display_order: 1,
};

const chips = (html: string) => [...html.matchAll(/<li><span[^>]*>([^<]+)<\/span><\/li>/g)].map((m) => m[1]);

describe("ServiceCard tags", () => {
  it("shows the English tags to English readers and the French ones to French readers", async () => {
    expect(chips(await render("en", <ServiceCard service={SERVICE} />))).toEqual(["Governance", "Portfolio"]);
    expect(chips(await render("fr", <ServiceCard service={SERVICE} />))).toEqual(["Gouvernance", "Portefeuille"]);
  });

  it("shows the French tags to English readers when the service has no English ones", async () => {
    const html = await render("en", <ServiceCard service={{ ...SERVICE, tags_en: [] }} />);
    expect(chips(html)).toEqual(["Gouvernance", "Portefeuille"]);
  });
});
