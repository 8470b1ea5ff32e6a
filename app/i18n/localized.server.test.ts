import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { pages, services } from "#db/schema";
import { localized, localizedList } from "~/i18n/localized.server";

const render = (lang: "fr" | "en") => new PgDialect().sqlToQuery(localized(pages.title_fr, pages.title_en, lang)).sql;

describe("localized", () => {
  it("reads the French column itself for French readers (an expression index on it still applies)", () => {
    expect(render("fr")).toBe('"pages"."title_fr"');
  });

  it("falls back to French for English readers when the English text is empty or NULL", () => {
    expect(render("en")).toBe(`coalesce(nullif("pages"."title_en", ''), "pages"."title_fr")`);
  });
});

describe("localizedList", () => {
  const renderList = (lang: "fr" | "en") =>
    new PgDialect().sqlToQuery(localizedList(services.tags, services.tags_en, lang)).sql;

  it("reads the French list itself for French readers", () => {
    expect(renderList("fr")).toBe('"services"."tags"');
  });

  it("falls back to the French list for English readers when the English one is empty", () => {
    expect(renderList("en")).toBe(
      '(case when cardinality("services"."tags_en") > 0 then "services"."tags_en" else "services"."tags" end)',
    );
  });
});
