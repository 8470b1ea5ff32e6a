// The pages list says what it counts: under the blog filter, articles, not "7 pages".
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { pagesCountKey } from "~/pages/pages-screen";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";

describe("the pages list's count", () => {
  it("names what each type filter shows, in both languages", () => {
    const frT = createI18n("fr", fr).t;
    const enT = createI18n("en", en).t;
    expect(frT(pagesCountKey("blog"), { count: 7 })).toBe("7 articles");
    expect(frT(pagesCountKey("blog"), { count: 1 })).toBe("1 article");
    expect(frT(pagesCountKey("page"), { count: 7 })).toBe("7 pages");
    expect(frT(pagesCountKey(null), { count: 7 })).toBe("7 pages et articles");
    expect(enT(pagesCountKey("blog"), { count: 7 })).toBe("7 posts");
    expect(enT(pagesCountKey("page"), { count: 1 })).toBe("1 page");
    expect(enT(pagesCountKey(null), { count: 7 })).toBe("7 pages and posts");
  });
});
