import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";

describe("search helpers in the database", () => {
  useTestDatabase();

  it("f_unaccent folds accents like unaccent, usable in indexes", async () => {
    const result = (await db().execute(sql`select f_unaccent(lower('Élève Gérée')) as v`)) as unknown as {
      rows: { v: string }[];
    };
    expect(result.rows[0].v).toBe("eleve geree");
    const indexes = (await db().execute(
      sql`select indexname from pg_indexes where tablename = 'courses' and indexname like 'courses_%trgm%' or indexname like 'courses_search%'`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(indexes.rows.map((r) => r.indexname).sort()).toEqual([
      "courses_search_en_idx",
      "courses_search_fr_idx",
      "courses_search_fr_untranslated_idx",
      "courses_title_en_trgm_idx",
      "courses_title_fr_trgm_idx",
      "courses_title_fr_untranslated_trgm_idx",
    ]);
  });

  it("f_html_text reads rich text as a reader sees it", async () => {
    const result = (await db().execute(
      sql`select f_html_text(${'<p class="x"><strong>R&amp;D</strong>\n et&nbsp;<a href="/y">brevets</a> &lt;3&gt; &quot;ok&quot; &#39;a&#39; &amp;lt;</p>'}) as v`,
    )) as unknown as { rows: { v: string }[] };
    expect(result.rows[0].v).toBe(` R&D et brevets <3> "ok" 'a' &lt; `);
  });
});
