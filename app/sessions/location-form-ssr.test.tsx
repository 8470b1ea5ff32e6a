// The new-location form promises address suggestions only when a geocoder is configured;
// without one the address is a plain text field with no "suggestions" hint.
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { LocationForm } from "~/sessions/location-form";
import en from "../../locales/en.json";
import { renderInRouter } from "../../tests/ssr";

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

const render = (addressSuggestions: boolean) =>
  renderInRouter(
    i18n,
    <LocationForm addressSuggestions={addressSuggestions} onCreated={() => {}} onCancel={() => {}} />,
  );

describe("LocationForm", () => {
  it("offers suggestions, and says so, when a geocoder is configured", () => {
    const html = render(true);
    expect(html).toContain('role="combobox"');
    expect(html).toContain(en.pages.calendar.location.address_hint);
  });

  it("is a plain address field with no promise of suggestions without one", () => {
    const html = render(false);
    expect(html).not.toContain('role="combobox"');
    expect(html).not.toContain(en.pages.calendar.location.address_hint);
    expect(html).toContain('name="new_location_address"');
  });
});
