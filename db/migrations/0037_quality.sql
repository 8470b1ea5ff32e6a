-- Issue 29, delivery.md §6 (decision 033): surveys after a session (one per registration and
-- kind, with their answers), the questions a course adds to them, the published figures, the
-- incidents and the improvement log; the matrix's "surveys" module; sittings by their end. IF NOT EXISTS: the demo
-- seed of an older installation is replayed on them by data-fixes.test.ts.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "improvements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_detail" text NOT NULL,
	"incident_id" uuid,
	"course_id" uuid,
	"analysis" text,
	"action" text,
	"owner_id" uuid,
	"due_on" date,
	"checked_on" date,
	"check_note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "improvements_source_check" CHECK ("improvements"."source" in ('survey','incident','trainer','funder','audit','staff','other'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"survey_id" uuid,
	"message_id" uuid,
	"session_id" uuid,
	"person_name" text,
	"person_email" text,
	"person_language" text,
	"summary" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answer" text,
	"closed_at" timestamp with time zone,
	"opened_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidents_source_check" CHECK ("incidents"."source" in ('survey','contact','manual')),
	CONSTRAINT "incidents_status_check" CHECK ("incidents"."status" in ('open','acknowledged','answered','closed'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "published_results" (
	"scope" text PRIMARY KEY NOT NULL,
	"course_id" uuid,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "survey_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"survey_kind" text DEFAULT 'end_of_training' NOT NULL,
	"question_type" text NOT NULL,
	"label_fr" text NOT NULL,
	"label_en" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_questions_kind_check" CHECK ("survey_questions"."survey_kind" in ('end_of_training','follow_up')),
	CONSTRAINT "survey_questions_type_check" CHECK ("survey_questions"."question_type" in ('rating_5','scale_10','yes_partly_no','single_choice','multiple_choice','text'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"reminders_done" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"language" text,
	"satisfaction" integer,
	"objectives" text,
	"recommend" integer,
	"comment" text,
	"may_publish" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"testimonial_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_kind_check" CHECK ("surveys"."kind" in ('end_of_training','follow_up')),
	CONSTRAINT "surveys_objectives_check" CHECK ("surveys"."objectives" in ('yes','partly','no')),
	CONSTRAINT "surveys_satisfaction_check" CHECK ("surveys"."satisfaction" between 1 and 5),
	CONSTRAINT "surveys_recommend_check" CHECK ("surveys"."recommend" between 0 and 10),
	CONSTRAINT "surveys_reminders_check" CHECK ("surveys"."reminders_done" >= 0)
);
--> statement-breakpoint
ALTER TABLE "permissions" DROP CONSTRAINT IF EXISTS "permissions_module_check";--> statement-breakpoint
ALTER TABLE "improvements" ADD CONSTRAINT "improvements_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvements" ADD CONSTRAINT "improvements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvements" ADD CONSTRAINT "improvements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvements" ADD CONSTRAINT "improvements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_results" ADD CONSTRAINT "published_results_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_registration_id_course_session_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_session_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_testimonial_id_testimonials_id_fk" FOREIGN KEY ("testimonial_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "improvements_created_idx" ON "improvements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "improvements_incident_idx" ON "improvements" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "improvements_course_idx" ON "improvements" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "improvements_owner_idx" ON "improvements" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "improvements_created_by_idx" ON "improvements" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_survey_idx" ON "incidents" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_message_idx" ON "incidents" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "incidents_session_idx" ON "incidents" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "incidents_opened_by_idx" ON "incidents" USING btree ("opened_by");--> statement-breakpoint
CREATE INDEX "incidents_status_idx" ON "incidents" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "published_results_course_idx" ON "published_results" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "survey_questions_course_idx" ON "survey_questions" USING btree ("course_id","survey_kind","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_registration_kind_idx" ON "surveys" USING btree ("registration_id","kind");--> statement-breakpoint
CREATE INDEX "surveys_session_idx" ON "surveys" USING btree ("session_id","kind");--> statement-breakpoint
CREATE INDEX "surveys_testimonial_idx" ON "surveys" USING btree ("testimonial_id");--> statement-breakpoint
CREATE INDEX "surveys_reminders_idx" ON "surveys" USING btree ("kind","reminders_done") WHERE "surveys"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "session_sittings_ends_idx" ON "session_sittings" USING btree ("ends_at");--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_module_check" CHECK ("permissions"."module" in ('courses','sessions','users','roles','translations','settings','agencies','attendance','certificates','surveys'));--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "published_results_content_version" AFTER INSERT OR UPDATE OR DELETE ON "published_results" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "published_results_content_version_truncate" AFTER TRUNCATE ON "published_results" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
