-- The waiting list (delivery.md §5): entries per session and person (one active each), the
-- offers of freed seats with their deadlines, and the seats such offers hold on the session
-- (free = available − taken − held, checked by the row's own constraint). IF NOT EXISTS: the
-- demo seed of an older installation is replayed on them by data-fixes.test.ts.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"form" jsonb NOT NULL,
	"staff_note" text,
	"registration_id" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting','offered','accepted','withdrawn','declined','expired','skipped','moved','converted','closed'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'live' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_kind_check" CHECK ("waitlist_offers"."kind" in ('hold','broadcast')),
	CONSTRAINT "waitlist_offers_state_check" CHECK ("waitlist_offers"."state" in ('live','accepted','declined','expired','void'))
);
--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "seats_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_registration_id_course_session_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_session_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_active_idx" ON "waitlist_entries" USING btree ("session_id","user_id") WHERE "waitlist_entries"."status" in ('waiting','offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("session_id","status","priority","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_registration_idx" ON "waitlist_entries" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_session_idx" ON "waitlist_offers" USING btree ("session_id","state");--> statement-breakpoint
CREATE INDEX "waitlist_offers_live_idx" ON "waitlist_offers" USING btree ("deadline") WHERE "waitlist_offers"."state" = 'live';--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_seats_held_check" CHECK ("course_sessions"."seats_held" >= 0 and "course_sessions"."seats_taken" + "course_sessions"."seats_held" <= "course_sessions"."seats_available");