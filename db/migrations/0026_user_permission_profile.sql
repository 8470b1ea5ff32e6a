-- IF NOT EXISTS on the column: db/migrations/data-fixes.test.ts adds it before seeding an older
-- schema (the seed writes today's columns), then migrates through here.
-- SET CONSTRAINTS first: an upgrade that runs the data fixes 0022-0024 in the same transaction
-- has updated users, and their deferred content_version trigger events must fire before
-- PostgreSQL lets the table be altered.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_profile_idx" ON "users" USING btree ("profile_id");
