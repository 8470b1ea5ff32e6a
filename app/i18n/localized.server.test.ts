import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { pages } from "#db/schema";
import { localized } from "~/i18n/localized.server";

const render = (lang: "fr" | "en") => new PgDialect().sqlToQuery(localized(pages.title_fr, pages.title_en, lang)).sql;

describe("localized", () => {
  it("reads the French column itself for French readers (an expression index on it still applies)", () => {
    expect(render("fr")).toBe('"pages"."title_fr"');
  });

  it("falls back to French for English readers when the English text is empty or NULL", () => {
    expect(render("en")).toBe(`coalesce(nullif("pages"."title_en", ''), "pages"."title_fr")`);
  });
});
