-- English readers also search the French text of courses that have no English
-- title (calendar) or no English title or description (catalogue), since that is
-- what they are shown. Those courses are few, but the full French trigram index
-- answered that arm of the OR for every course: about half of an English search's
-- time. These partial indexes hold the untranslated courses only; the planner picks
-- them because each arm of the OR repeats the index's WHERE clause.
CREATE INDEX IF NOT EXISTS "courses_title_fr_untranslated_trgm_idx" ON "courses" USING gin (f_unaccent(lower("title_fr")) gin_trgm_ops) WHERE "title_en" = '';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_search_fr_untranslated_idx" ON "courses" USING gin ("search_fr" gin_trgm_ops) WHERE "title_en" = '' OR "description_en" = '';
