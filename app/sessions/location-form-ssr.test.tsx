import { describe, expect, it } from "vitest";
import { LocationForm } from "~/sessions/location-form";
import en from "../../locales/en.json";
import { renderInRouter, testI18n } from "../../tests/ssr";

const i18n = testI18n(en);

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
