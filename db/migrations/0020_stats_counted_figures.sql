-- A statistic of the home impact block can show a count taken from the data (active trainers,
-- published courses) instead of a typed figure, so the figure cannot contradict the site.
ALTER TABLE "stats" ADD COLUMN "counts" text;--> statement-breakpoint
ALTER TABLE "stats" ADD CONSTRAINT "stats_counts_check" CHECK ("stats"."counts" in ('trainers','courses'));