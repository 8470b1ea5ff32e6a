DROP INDEX "courses_published_created_idx";--> statement-breakpoint
DROP INDEX "courses_category_idx";--> statement-breakpoint
CREATE INDEX "course_sessions_upcoming_idx" ON "course_sessions" USING btree ("start_date","start_time","id") WHERE "course_sessions"."status" in ('scheduled', 'confirmed');--> statement-breakpoint
CREATE INDEX "courses_level_idx" ON "courses" USING btree ("level_id","is_published");--> statement-breakpoint
CREATE INDEX "courses_format_idx" ON "courses" USING btree ("format_id","is_published");--> statement-breakpoint
CREATE INDEX "courses_published_price_idx" ON "courses" USING btree ("is_published","price");--> statement-breakpoint
CREATE INDEX "courses_published_created_idx" ON "courses" USING btree ("is_published","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id","is_published");