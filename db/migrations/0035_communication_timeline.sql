-- The communication timeline (delivery.md §4): the course's default offsets and the session's
-- overrides, the session's remote link, the public feed's SEQUENCE, staff's decision to hold a
-- session below its minimum; the messages sent per step and person, and the changes
-- participants are told of; a person's own time zone; an outbox row refused for good (bounced).
-- Tables and columns are IF NOT EXISTS: the demo seed of an older installation is replayed on
-- them by data-fixes.test.ts (LATER_COLUMNS).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "session_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"changed_by" uuid,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"notify_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_changes_state_check" CHECK ("session_changes"."state" in ('planned','sent','void'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "session_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"registration_id" uuid,
	"user_id" uuid,
	"step" text NOT NULL,
	"occurrence" text DEFAULT '' NOT NULL,
	"trigger" text DEFAULT 'job' NOT NULL,
	"recipient" text NOT NULL,
	"outbox_id" uuid,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_messages_step_check" CHECK ("session_messages"."step" in ('convocation','reminder','remote_link','trainer_pack','change_notice','escalation')),
	CONSTRAINT "session_messages_trigger_check" CHECK ("session_messages"."trigger" in ('job','send_now','resend'))
);
--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "convocation_days" integer;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "reminder_days" integer;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "remote_link_minutes" integer;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "trainer_pack_days" integer;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "remote_url" text;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "minimum_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "convocation_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "reminder_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "remote_link_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "trainer_pack_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "what_to_bring_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "what_to_bring_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN IF NOT EXISTS "bounced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "timezone" text;--> statement-breakpoint
ALTER TABLE "session_changes" ADD CONSTRAINT "session_changes_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_changes" ADD CONSTRAINT "session_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_registration_id_course_session_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_session_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_changes_session_idx" ON "session_changes" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "session_changes_due_idx" ON "session_changes" USING btree ("notify_at") WHERE "session_changes"."state" = 'planned';--> statement-breakpoint
CREATE INDEX "session_changes_changed_by_idx" ON "session_changes" USING btree ("changed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "session_messages_once_idx" ON "session_messages" USING btree ("session_id","step",coalesce("registration_id", "user_id", '00000000-0000-0000-0000-000000000000'::uuid),"occurrence") WHERE "session_messages"."trigger" <> 'resend';--> statement-breakpoint
CREATE INDEX "session_messages_session_idx" ON "session_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "session_messages_registration_idx" ON "session_messages" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "session_messages_user_idx" ON "session_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_messages_outbox_idx" ON "session_messages" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "session_messages_sent_by_idx" ON "session_messages" USING btree ("sent_by");--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_convocation_days_check" CHECK ("course_sessions"."convocation_days" between 1 and 60);--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_reminder_days_check" CHECK ("course_sessions"."reminder_days" between 1 and 14);--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_remote_link_minutes_check" CHECK ("course_sessions"."remote_link_minutes" between 5 and 1440);--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_trainer_pack_days_check" CHECK ("course_sessions"."trainer_pack_days" between 1 and 30);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_convocation_days_check" CHECK ("courses"."convocation_days" between 1 and 60);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_reminder_days_check" CHECK ("courses"."reminder_days" between 1 and 14);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_remote_link_minutes_check" CHECK ("courses"."remote_link_minutes" between 5 and 1440);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_trainer_pack_days_check" CHECK ("courses"."trainer_pack_days" between 1 and 30);