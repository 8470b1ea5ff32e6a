-- The public calendar lists upcoming cancelled sessions too (shown as cancelled, not bookable):
-- its partial index takes the calendar's new condition, LISTED_SESSION_STATUSES (db/schema.ts).
DROP INDEX "course_sessions_upcoming_idx";--> statement-breakpoint
CREATE INDEX "course_sessions_upcoming_idx" ON "course_sessions" USING btree ("start_date","start_time","id") WHERE "course_sessions"."status" in ('scheduled','confirmed','cancelled');