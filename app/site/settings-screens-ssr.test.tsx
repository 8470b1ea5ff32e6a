import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AdvancedSettingsScreen } from "~/site/advanced-settings-screen";
import { readableOnWhite } from "~/site/colour";
import { GeneralSettingsScreen } from "~/site/general-settings-screen";
import type { AdvancedSettingsValues, GeneralSettingsValues } from "~/site/settings-schema";
import en from "../../locales/en.json";
import { renderInRouter, testI18n, textOf } from "../../tests/ssr";

const i18n = testI18n(en);

const render = (node: ReactNode) => renderInRouter(i18n, node).replaceAll("<!-- -->", "");

const GENERAL: GeneralSettingsValues = {
  app_name: "Formatio",
  motto_fr: "Former aujourd'hui",
  motto_en: "Training today",
  hero_title_fr: "Titre",
  hero_title_en: "",
  hero_subtitle_fr: "",
  hero_subtitle_en: "",
  email: "contact@formatio.example",
  phone: "+33 1 84 60 20 19",
  address_line1: "18 rue de la Paix",
  address_line2: "",
  city: "Paris",
  country: "France",
};

const ADVANCED: AdvancedSettingsValues = {
  primary_color: "#1D4ED8",
  secondary_color: "#2D3494",
  accent_color: "#0E7490",
  carousel_speed: "30",
  facebook: "https://www.facebook.com/formatio",
  youtube: "",
  twitter: "",
  instagram: "",
  linkedin: "",
  tiktok: "",
  meta_title_fr: "Formatio — Formation",
  meta_title_en: "Formatio — Training",
  meta_description_fr: "",
  meta_description_en: "",
  meta_keywords_fr: "",
  meta_keywords_en: "",
};

describe("general settings screen", () => {
  it("names every field as the action reads it, with the stored values, both languages in the form", () => {
    const html = render(
      <GeneralSettingsScreen settings={{ values: GENERAL, assets: { logo: "/uploads/logo.png" } }} />,
    );
    for (const [name, value] of Object.entries(GENERAL)) {
      expect(html, name).toMatch(new RegExp(`name="${name}"`));
      if (value && !name.startsWith("hero_subtitle")) expect(html).toContain(`value="${value.replace("'", "&#x27;")}"`);
    }
    expect(html).toContain('name="intent" value="save"');
    // The English tab's fields are in the form, hidden, so both languages are submitted.
    expect(html).toMatch(/hidden=""[^>]*data-tab-value="en"/);
  });

  it("draws one named group per image, with its types and limit, and the stored one previewed", () => {
    const html = render(
      <GeneralSettingsScreen settings={{ values: GENERAL, assets: { logo: "/uploads/logo.png" } }} />,
    );
    for (const label of ["Logo", "Square logo", "White logo", "Favicon", "Home banner"]) {
      expect(html).toContain(`<fieldset aria-label="${label}"`);
    }
    const text = textOf(html);
    expect(text).toContain("The icon of the browser tab. ICO, PNG, SVG — 2 MB maximum.");
    expect(text).toContain("The picture behind the home page's title. JPEG, JPG, PNG, GIF, WEBP, SVG — 5 MB maximum.");
    expect(html).toMatch(/<img src="\/uploads\/logo.png"[^>]*object-contain/);
    expect(html).toMatch(/accept="image\/x-icon,image\/vnd.microsoft.icon,image\/png,image\/svg\+xml,.ico,.png,.svg"/);
  });

  it("says the settings could not be loaded instead of drawing an empty form", () => {
    const html = render(<GeneralSettingsScreen settings={null} />);
    expect(textOf(html)).toContain(en.admin.settings.error.load);
    expect(html).not.toContain("<form");
  });
});

describe("advanced settings screen", () => {
  it("names every field as the action reads it, with the stored values", () => {
    const html = render(<AdvancedSettingsScreen values={ADVANCED} />);
    for (const [name, value] of Object.entries(ADVANCED)) {
      expect(html, name).toMatch(new RegExp(`name="${name}"`));
      if (value) expect(html).toContain(`value="${value}"`);
    }
    // The picker shows the text's colour and is named for it; only the text is submitted.
    expect(html).toMatch(/<input type="color" aria-label="Primary colour: picker"[^>]*value="#1d4ed8"/);
    expect(html).toMatch(/type="number"[^>]*min="5"[^>]*max="120"/);
  });

  it("says a colour dark enough is readable", () => {
    const text = textOf(render(<AdvancedSettingsScreen values={ADVANCED} />));
    expect(text).toMatch(/Contrast with white: 6\.\d:1 — readable\./);
  });

  it("says when the site will darken the brand colour for text, and to which shade", () => {
    const text = textOf(render(<AdvancedSettingsScreen values={{ ...ADVANCED, primary_color: "#F26524" }} />));
    const used = readableOnWhite("#f26524").toUpperCase();
    expect(used).not.toBe("#F26524");
    expect(text).toContain(`too light for text: the site will darken it to ${used}`);
  });

  it("warns about a secondary colour too light for text and an accent too light for outlines", () => {
    const text = textOf(
      render(<AdvancedSettingsScreen values={{ ...ADVANCED, secondary_color: "#8899AA", accent_color: "#FFE066" }} />),
    );
    expect(text).toMatch(/Contrast with white: 2\.\d:1 — too low for text \(4\.5:1 minimum\)/);
    expect(text).toMatch(/Contrast with white: 1\.\d:1 — too low for outlines \(3:1 minimum\)/);
  });

  it("asks for a complete colour before checking it", () => {
    const text = textOf(render(<AdvancedSettingsScreen values={{ ...ADVANCED, accent_color: "#12" }} />));
    expect(text).toContain(en.admin.settings.theme.contrast_waiting);
  });
});
