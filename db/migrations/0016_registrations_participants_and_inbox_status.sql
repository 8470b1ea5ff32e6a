ALTER TABLE "course_session_registrations" DROP CONSTRAINT "registrations_status_check";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_status_check";--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN "billing_postal_code" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN "special_requirements" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_status_created_idx" ON "messages" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD CONSTRAINT "registrations_status_check" CHECK ("course_session_registrations"."status" in ('pending','confirmed','attended','cancelled'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('pending','read','handled','archived'));--> statement-breakpoint
-- Registrations made before this migration: the participant typed in the form was kept only in
-- the registration's back-office message (its metadata) and in the free-text notes; the message
-- gives the structured fields it has. Rows without one fall back to the account on the roster.
UPDATE "course_session_registrations" AS r SET
  "first_name" = m."metadata"->'user'->>'firstName',
  "last_name" = m."metadata"->'user'->>'lastName',
  "email" = m."metadata"->'user'->>'email',
  "phone" = m."metadata"->'user'->>'phone',
  "company" = m."metadata"->'user'->>'company',
  "position" = m."metadata"->'user'->>'position'
FROM "messages" AS m
WHERE m."type" = 'registration' AND m."metadata"->>'registration_id' = r."id"::text AND r."first_name" IS NULL;
