-- unaccent() is only STABLE (it reads its dictionary), so it cannot appear in
-- an index; this IMMUTABLE wrapper with a fixed dictionary can. Queries must
-- use exactly the indexed expressions below for the indexes to serve them.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_search_fr_idx" ON "courses" USING gin (f_unaccent(lower("title_fr" || ' ' || "description_fr")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_search_en_idx" ON "courses" USING gin (f_unaccent(lower("title_en" || ' ' || "description_en")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_title_fr_trgm_idx" ON "courses" USING gin (f_unaccent(lower("title_fr")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_title_en_trgm_idx" ON "courses" USING gin (f_unaccent(lower("title_en")) gin_trgm_ops);
