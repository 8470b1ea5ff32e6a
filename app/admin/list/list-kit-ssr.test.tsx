import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable, type DataTableColumn } from "~/admin/list/data-table";
import { renderInRouter, testI18n } from "../../../tests/ssr";

const i18n = testI18n({
  ui: {
    cancel: "Cancel",
    toast: { region: "Notifications" },
    search: { submit: "Search" },
    pagination: { label: "Pagination", page: "Page {{page}}", page_size: "Items per page", apply: "Apply" },
  },
  admin: {
    list: { actions: "Actions", save: "Save", saving: "Saving…", edit: "Edit", edit_row: "Edit {{row}}" },
    bulk: {
      label: "Bulk actions",
      select_page: "Select the page",
      selected_one: "{{count}} selected",
      selected_other: "{{count}} selected",
      select: "Select",
      select_row: "Select {{name}}",
    },
  },
});

const render = (node: ReactNode, url?: string) => renderInRouter(i18n, node, url);

type Entry = { key: string; fr: string; en: string };

const entries: Entry[] = [
  { key: "home.title", fr: "Accueil", en: "Home" },
  { key: "home.cta", fr: "Contactez-nous", en: "Contact us" },
];

const columns: DataTableColumn<Entry>[] = [
  { key: "key", header: "Key", cell: (row) => row.key, isRowHeader: true },
  {
    key: "text_fr",
    header: "French",
    cell: (row) => row.fr,
    edit: (row, control) => <textarea {...control} defaultValue={row.fr} />,
  },
  {
    key: "text_en",
    header: "English",
    cell: (row) => row.en,
    edit: (row, control) => <textarea {...control} defaultValue={row.en} />,
  },
];

function table(defaultEditingKey: string | null = null) {
  return (
    <DataTable
      caption="Translations"
      columns={columns}
      rows={entries}
      rowKey={(row) => row.key}
      rowLabel={(row) => row.key}
      inlineEdit={{ action: "/admin/translations", fields: (row) => ({ key: row.key }) }}
      defaultEditingKey={defaultEditingKey}
    />
  );
}

/** The attributes of the first element matching `pattern` (a regex source for the opening tag). */
function tag(html: string, pattern: string): string {
  const found = html.match(new RegExp(`<${pattern}[^>]*>`))?.[0];
  expect(found, pattern).toBeTruthy();
  return found ?? "";
}

describe("DataTable", () => {
  it("is a captioned table with column and row headers in a focusable scroll region", () => {
    const html = render(table());
    const region = tag(html, "section");
    const captionId = html.match(/<caption id="([^"]+)"/)?.[1];
    expect(captionId).toBeTruthy();
    expect(region).toContain(`aria-labelledby="${captionId}"`);
    expect(region).toContain('tabindex="0"');
    expect(html).toMatch(/<caption[^>]*>Translations<\/caption>/);
    for (const header of ["Key", "French", "English", "Actions"]) {
      expect(html).toMatch(new RegExp(`<th[^>]*scope="col"[^>]*>${header}</th>`));
    }
    expect(html).toMatch(/<th[^>]*scope="row"[^>]*>home.title<\/th>/);
    // Reading mode: texts, no controls, an edit button naming its row.
    expect(html).toContain("Contactez-nous");
    expect(html).not.toContain("<textarea");
    expect(html).toContain('aria-label="Edit home.cta"');
  });

  it("renders the row in inline edit with its controls, tied to the row's form and headers", () => {
    const html = render(table("home.cta"));
    const form = tag(html, "form");
    const formId = form.match(/id="([^"]+)"/)?.[1];
    expect(formId).toBeTruthy();
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/admin/translations"');
    expect(html).toContain('<input type="hidden" name="intent" value="update"/>');
    expect(html).toContain('<input type="hidden" name="key" value="home.cta"/>');

    const textareas = [...html.matchAll(/<textarea[^>]*>([^<]*)<\/textarea>/g)];
    expect(textareas).toHaveLength(2);
    const [fr, en] = textareas;
    expect(fr[0]).toContain('name="text_fr"');
    expect(fr[0]).toContain(`form="${formId}"`);
    expect(fr[1]).toBe("Contactez-nous");
    expect(en[0]).toContain('name="text_en"');
    // Labelled by its column header and its row header.
    const labelledBy = fr[0].match(/aria-labelledby="([^"]+)"/)?.[1].split(" ") ?? [];
    expect(labelledBy).toHaveLength(2);
    for (const id of labelledBy) expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(new RegExp(`<th id="${labelledBy[1]}"[^>]*scope="row"[^>]*>home.cta</th>`));

    expect(html).toMatch(/<button type="submit"[^>]*>Save<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Cancel<\/button>/);
    // Only that row: the other one still reads, with its edit button.
    expect(html).toContain("Accueil");
    expect(html).toContain('aria-label="Edit home.title"');
    expect(html).not.toContain('aria-label="Edit home.cta"');
  });

  it("lays rows out as cards when its box is narrow, keeping the table's roles and naming each cell", () => {
    const html = render(table());
    // The region is the container the `cards:` variant measures; "md" by default.
    const region = tag(html, "section");
    expect(region).toContain('data-cards="md"');
    expect(region).toMatch(/class="[^"]*@container/);
    // Roles a browser keeps whatever the display (cards are blocks and grids).
    expect(tag(html, "table")).toContain('role="table"');
    expect(html).toMatch(/<tr[^>]*role="row"[^>]*class="[^"]*cards:grid/);
    expect(html).toMatch(/<th[^>]*scope="row"[^>]*role="rowheader"/);
    expect(html).toMatch(/<th[^>]*scope="col"[^>]*role="columnheader"/);
    expect(tag(html, "thead")).toContain("cards:sr-only");
    // Each data cell names its column for sighted readers of a card (screen readers have the headers).
    expect(html).toMatch(
      /<td[^>]*role="cell"[^>]*><span aria-hidden="true" class="hidden[^"]*cards:block[^"]*">French<\/span>/,
    );
    const wide = render(
      <DataTable
        caption="Users"
        cardsBelow="lg"
        columns={columns}
        rows={entries}
        rowKey={(r) => r.key}
        rowLabel={(r) => r.key}
      />,
    );
    expect(tag(wide, "section")).toContain('data-cards="lg"');
  });

  it("has no actions column when rows are neither editable nor acted on", () => {
    const html = render(
      <DataTable caption="Plain" columns={columns} rows={entries} rowKey={(r) => r.key} rowLabel={(r) => r.key} />,
    );
    expect(html).not.toContain(">Actions</th>");
  });
});

describe("AdminListPage", () => {
  const page = (items: Entry[], options: { isFiltered?: boolean; loadError?: string | null } = {}) => (
    <AdminListPage
      title="Translations"
      subtitle="Texts of the site"
      add={{ label: "Add", onClick: () => undefined }}
      search={{ q: "home", label: "Search translations", placeholder: "Key or text" }}
      headingId="results"
      count={`${items.length} entries`}
      pageSize={{ options: [10, 25, 50], value: 25 }}
      items={items}
      renderItems={(rows) => (
        <DataTable caption="Translations" columns={columns} rows={rows} rowKey={(r) => r.key} rowLabel={(r) => r.key} />
      )}
      page={1}
      totalPages={3}
      isFiltered={options.isFiltered ?? false}
      empty={{ title: "No entries", hint: "Try another search", resetLabel: "Reset" }}
      loadError={options.loadError}
    />
  );

  it("assembles header, search, count, page size, table and pagination", () => {
    const html = render(page(entries), "/?q=home&page=1&size=25");
    expect(html).toMatch(/<h1[^>]*>Translations<\/h1>/);
    expect(html).toContain("Texts of the site");
    expect(html).toContain('role="search"');
    expect(html).toMatch(/type="search"[^>]*name="q" value="home"/);
    expect(html).toMatch(/<h2 id="results"[^>]*>2 entries<\/h2>/);
    expect(html).toContain('<option value="25" selected="">25</option>');
    expect(html).toContain("<table");
    expect(html).toContain('<nav aria-label="Pagination"');
  });

  it("shows the empty state, with a reset when filtered, and no empty state after a load error", () => {
    const filtered = render(page([], { isFiltered: true }), "/?q=zzz");
    expect(filtered).toContain("No entries");
    expect(filtered).toContain("Try another search");
    expect(filtered).toMatch(/<a[^>]*href="\/"[^>]*>Reset<\/a>/);
    const unfiltered = render(page([]));
    expect(unfiltered).toContain("No entries");
    expect(unfiltered).not.toContain("Try another search");
    const failed = render(page([], { loadError: "The list could not be loaded." }));
    expect(failed).toMatch(/role="alert"[^>]*>The list could not be loaded./);
    expect(failed).not.toContain("No entries");
  });
});

describe("bulk actions", () => {
  const bulk = {
    action: "/admin/translations",
    itemKey: (row: Entry) => row.key,
    itemLabel: (row: Entry) => row.en,
    actions: [
      {
        intent: "bulk-delete",
        label: "Delete",
        confirm: (count: number) => ({ title: `Delete ${count}?`, message: "For good." }),
      },
    ],
  };
  const base = {
    title: "Translations",
    headingId: "results",
    count: "2 entries",
    page: 1,
    totalPages: 1,
    isFiltered: false,
    empty: { title: "No entries", hint: "Try another search" },
    bulk,
  };

  it("gives a table a column of labelled checkboxes and a bar whose actions wait for a selection", () => {
    const html = render(
      <AdminListPage
        {...base}
        items={entries}
        renderItems={(rows) => (
          <DataTable
            caption="Translations"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.key}
            rowLabel={(r) => r.key}
          />
        )}
      />,
    );
    expect(html).toContain('role="group" aria-label="Bulk actions"');
    expect(html).toContain("Select the page");
    expect(html).toContain("0 selected");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Delete<\/button>/);
    expect(html).toMatch(/<th scope="col"[^>]*><span class="sr-only">Select<\/span><\/th>/);
    expect(html).toContain('aria-label="Select Home"');
    expect(html).toContain('aria-label="Select Contact us"');
  });

  it("puts a checkbox beside each card, and no bar on an empty page", () => {
    const cards = render(
      <AdminListPage
        {...base}
        items={entries}
        layout="list"
        itemKey={(row) => row.key}
        renderItem={(row) => <article>{row.en}</article>}
      />,
    );
    expect(cards).toMatch(
      /<input type="checkbox"[^>]*aria-label="Select Home"[^>]*\/><div[^>]*><article>Home<\/article>/,
    );
    const empty = render(
      <AdminListPage {...base} items={[]} layout="list" itemKey={(row) => row.key} renderItem={() => null} />,
    );
    expect(empty).not.toContain("Bulk actions");
    // Without `bulk`, a table has no checkbox column.
    const plain = render(
      <DataTable
        caption="Translations"
        columns={columns}
        rows={entries}
        rowKey={(r) => r.key}
        rowLabel={(r) => r.key}
      />,
    );
    expect(plain).not.toContain('type="checkbox"');
  });
});
