// Server-rendered markup of the small shared pieces: icons are decorative, contact facts leave
// out what is empty and link what can be followed.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactFacts } from "~/ui/contact-facts";
import { ICON_NAMES, Icon } from "~/ui/icon";

describe("Icon", () => {
  it.each(ICON_NAMES)("draws %s hidden from assistive technology, sized by its class", (name) => {
    const html = renderToStaticMarkup(<Icon name={name} className="size-4 text-slate-500" />);
    expect(html).toMatch(/^<svg aria-hidden="true" viewBox="0 0 (20 20|24 24)"/);
    expect(html).toContain('class="size-4 text-slate-500"');
    expect(html.match(/<path /g)).toHaveLength(1);
  });
});

describe("ContactFacts", () => {
  it("links the website in a new tab, the e-mail and the phone, and leaves out empty facts", () => {
    const html = renderToStaticMarkup(
      <ContactFacts
        facts={[
          { label: "Website", value: "https://example.org", kind: "website" },
          { label: "E-mail", value: "hello@example.org", kind: "email" },
          { label: "Phone", value: "+33 1 23 45 67 89", kind: "phone" },
          { label: "Manager", value: "Ada" },
          { label: "Fax", value: null },
          { label: "Country", value: "" },
        ]}
      />,
    );
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="mailto:hello@example.org"');
    expect(html).toContain('href="tel:+33123456789"');
    expect(html).toContain("<dd>Ada</dd>");
    expect(html.match(/<dt /g)).toHaveLength(4);
    expect(html).not.toContain("Fax");
    expect(html).not.toContain("Country");
  });
});
