// Server-rendered markup of /admin/settings/organisation's jurisdiction parts (issue 25): the
// signature and stamp pickers carrying their stored addresses, and the agencies' section (the
// head office chosen, a French rules box per agency with its id, ticked as stored), in both
// languages.
import { describe, expect, it } from "vitest";
import { renderInRouter, testI18nFromLocales, textOf } from "../../tests/ssr";
import type { OrganisationProfile, RuledAgency } from "./admin-schema";
import { OrganisationScreen } from "./organisation-screen";

const PARIS = "a1a1a1a1-2d4a-4e6b-9f0a-1b2c3d4e5f60";
const DAKAR = "c3c3c3c3-2d4a-4e6b-9f0a-1b2c3d4e5f60";

const profile = {
  legal_name: "Formatio SAS",
  retention_years: 5,
  signature_image_url: "/demo/organisation/signature.svg",
  stamp_image_url: null,
} as OrganisationProfile;

const agencies: RuledAgency[] = [
  { id: DAKAR, name: "Formatio Dakar", country: "Senegal", is_active: true, french_rules: false },
  { id: PARIS, name: "Formatio Paris", country: "France", is_active: true, french_rules: true },
];

const english = testI18nFromLocales("en");
const french = testI18nFromLocales("fr");
const render = (i18n = english) =>
  renderInRouter(i18n, <OrganisationScreen profile={profile} agencyRules={{ headOfficeId: PARIS, agencies }} />);
const tagOf = (html: string, needle: string) => {
  const at = html.indexOf(needle);
  return html.slice(html.lastIndexOf("<", at), html.indexOf(">", at) + 1);
};

describe("the organisation screen's signature, stamp and agencies", () => {
  it("carries the stored images in the profile's form", () => {
    const html = render();
    const text = textOf(html);
    expect(text).toContain("Legal representative's signature");
    expect(text).toContain("Organisation's stamp");
    expect(tagOf(html, 'name="signature_image_url"')).toContain('value="/demo/organisation/signature.svg"');
    expect(tagOf(html, 'name="stamp_image_url"')).toContain('value=""');
  });

  it("posts the head office and each agency's rule with its id, as stored", () => {
    const html = render();
    const text = textOf(html);
    expect(text).toContain("Agencies and French rules");
    expect(text).toContain("the annual training report (BPF) only concern French agencies");
    expect(html).toContain('name="intent" value="save_agencies"');
    const select = html.slice(
      html.indexOf('name="head_office_agency_id"'),
      html.indexOf("</select>", html.indexOf('name="head_office_agency_id"')),
    );
    expect(select).toContain(`<option value="${PARIS}" selected="">Formatio Paris</option>`);
    expect(html).toContain(`name="agencies.0.id" value="${DAKAR}"`);
    expect(html).toContain(`name="agencies.1.id" value="${PARIS}"`);
    expect(tagOf(html, 'name="agencies.0.french_rules"')).not.toContain("checked");
    expect(tagOf(html, 'name="agencies.1.french_rules"')).toContain("checked");
    expect(text).toContain("French rules apply to Formatio Paris (France)");
  });

  it("reads in French", () => {
    const text = textOf(render(french));
    expect(text).toContain("Agences et règles françaises");
    expect(text).toContain("Règles françaises applicables à Formatio Dakar (Senegal)");
    expect(text).toContain("Signature du représentant légal");
  });
});
