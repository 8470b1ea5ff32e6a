-- Rich-text descriptions are stored as sanitised HTML. Searching them raw let
-- "class", "strong" or "href" match every course, and "R&D" miss "R&amp;D".
-- f_html_text is the text a reader sees: tags become spaces, the entities the
-- sanitiser writes are decoded (&amp; last, so "&amp;lt;" stays "&lt;") and runs
-- of white space become one space, so "<b>R&amp;D</b> et" reads "R&D et".
CREATE OR REPLACE FUNCTION f_html_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(replace(replace(replace(replace(replace(replace(
    regexp_replace($1, '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g') $$;--> statement-breakpoint
-- A generated column's expression cannot be altered: drop (its index goes with it) and add again.
ALTER TABLE "courses" DROP COLUMN "search_fr";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_fr" text GENERATED ALWAYS AS (f_unaccent(lower(title_fr || ' ' || f_html_text(description_fr)))) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_en" text GENERATED ALWAYS AS (f_unaccent(lower(title_en || ' ' || f_html_text(description_en)))) STORED;--> statement-breakpoint
CREATE INDEX "courses_search_fr_idx" ON "courses" USING gin ("search_fr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_en_idx" ON "courses" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
ANALYZE "courses";
