-- A trigram index only narrows the candidates; PostgreSQL then rechecks each one
-- with the indexed expression, and f_unaccent (a SQL wrapper around unaccent) costs
-- about 8 µs a row: a broad search rechecked thousands of courses. Storing the
-- unaccented text once per write makes the recheck a plain LIKE on a column.
ALTER TABLE "courses" ADD COLUMN "search_fr" text GENERATED ALWAYS AS (f_unaccent(lower(title_fr || ' ' || description_fr))) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_en" text GENERATED ALWAYS AS (f_unaccent(lower(title_en || ' ' || description_en))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "courses_search_fr_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "courses_search_en_idx";--> statement-breakpoint
CREATE INDEX "courses_search_fr_idx" ON "courses" USING gin ("search_fr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_en_idx" ON "courses" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
-- New columns have no statistics until analysed: without them the planner takes a
-- broad search for a rare one and reads it in date order.
ANALYZE "courses";
