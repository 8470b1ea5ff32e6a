import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { Field } from "~/ui/field";
import { PageSizeSelect, Pagination } from "~/ui/pagination";
import { SearchBox } from "~/ui/search-box";
import { renderInRouter, testI18n } from "../../tests/ssr";

// Inline texts keep this test independent of the locale files' wording.
const i18n = testI18n({
  ui: {
    pagination: { label: "Pagination", previous: "Previous", next: "Next", page: "Page {{page}}" },
  },
});

const render = (node: ReactNode, url?: string) => renderInRouter(i18n, node, url);

describe("Pagination", () => {
  it("disables previous on the first page and marks the current page", () => {
    const html = render(<Pagination page={1} totalPages={5} makeHref={(p) => `/?page=${p}`} />);
    expect(html).toContain('<nav aria-label="Pagination"');
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>.*?Previous/);
    expect(html).toMatch(/<a aria-current="page" aria-label="Page 1"/);
    expect(html).toMatch(/<a rel="next"[^>]*href="\/\?page=2"/);
  });

  it("disables next on the last page", () => {
    const html = render(<Pagination page={5} totalPages={5} makeHref={(p) => `/?page=${p}`} />);
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>.*?Next/);
    expect(html).not.toContain('rel="next"');
  });

  it("renders nothing for a single page", () => {
    expect(render(<Pagination page={1} totalPages={1} makeHref={(p) => `/?page=${p}`} />)).not.toContain("<nav");
  });
});

describe("GET forms reset the page and keep the other params", () => {
  it("SearchBox", () => {
    const html = render(<SearchBox defaultValue="java" />, "/?q=old&page=3&category=it");
    expect(html).toContain('<input type="hidden" name="category" value="it"/>');
    expect(html).not.toContain('name="page"');
    expect(html).toMatch(/type="search"[^>]*name="q" value="java"/);
  });

  it("PageSizeSelect", () => {
    const html = render(<PageSizeSelect options={[12, 24, 48]} value={24} />, "/?q=java&page=3&size=12");
    expect(html).toContain('<input type="hidden" name="q" value="java"/>');
    expect(html).not.toContain('name="page"');
    expect(html).toContain('<option value="24" selected="">24</option>');
  });
});

describe("Field", () => {
  it("links the control to its error and hint", () => {
    const html = render(<Field label="Email" name="email" error="Invalid e-mail" hint="Work address" required />);
    const id = html.match(/<input[^>]*\sid="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain(`aria-describedby="${id}-error ${id}-hint"`);
    expect(html).toContain('aria-invalid="true"');
  });
});
