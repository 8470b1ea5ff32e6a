// The pages screen opened by a link whose `?edit=` names nothing it can open (a page deleted
// since, a mangled id): it says so, in either language, above the list, instead of silently
// showing the list without the editor.
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { ssrRenderer, textOf } from "../../tests/ssr";
import { parseAdminPageParams } from "./admin-schema";
import { PagesScreen, type PagesScreenProps } from "./pages-screen";

const renderEn = ssrRenderer(en);
const renderFr = ssrRenderer(fr);

const props = (isEditMissing: boolean): PagesScreenProps => ({
  params: parseAdminPageParams(new URLSearchParams()),
  list: { pages: [], total: 0, page: 1, totalPages: 1, size: 10 },
  hasLoadError: false,
  categories: [],
  edit: null,
  editing: null,
  isEditMissing,
});

describe("PagesScreen's ?edit= that names nothing", () => {
  it("says the page is not there, as an alert, in English and in French", () => {
    for (const [render, messages] of [
      [renderEn, en],
      [renderFr, fr],
    ] as const) {
      const html = render(<PagesScreen {...props(true)} />, "/?edit=not-an-id");
      expect(html).toMatch(/role="alert"/);
      expect(textOf(html)).toContain(textOf(messages.admin.pages.error.not_found));
    }
  });

  it("says nothing when the editor's target was found or none was asked", () => {
    const html = renderEn(<PagesScreen {...props(false)} />, "/");
    expect(textOf(html)).not.toContain(en.admin.pages.error.not_found);
  });
});
