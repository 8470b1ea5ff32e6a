-- Issue 30, delivery.md §7–8: the course sheet's fields (access, methods, accessibility, the
-- certification), the BPF's categories as data and where each registration, course and session
-- stands in them, the accessibility referent's private cases; the matrix's "accessibility" and
-- "compliance" modules. IF NOT EXISTS: the demo seed of an older installation is replayed on them
-- by data-fixes.test.ts.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "accessibility_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"request_note" text,
	"referent_note" text,
	"adaptations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"partner_body" text,
	"contact_by" timestamp with time zone NOT NULL,
	"contacted_at" timestamp with time zone,
	"agreed_at" timestamp with time zone,
	"in_place_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accessibility_cases_status_check" CHECK ("accessibility_cases"."status" in ('new','contacted','agreed','in_place','closed','referred'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "bpf_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"label_fr" text NOT NULL,
	"label_en" text NOT NULL,
	"bpf_line" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bpf_categories_kind_check" CHECK ("bpf_categories"."kind" in ('funding_source','participant_type','objective','specialty'))
);
--> statement-breakpoint
ALTER TABLE "permissions" DROP CONSTRAINT IF EXISTS "permissions_module_check";--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN IF NOT EXISTS "needs_adaptation" boolean;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN IF NOT EXISTS "funding_source_id" uuid;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN IF NOT EXISTS "funding_scheme" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN IF NOT EXISTS "participant_type_id" uuid;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "delivery_mode" text DEFAULT 'own_account' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "access_conditions_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "access_conditions_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "access_lead_time_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "access_lead_time_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "teaching_methods_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "teaching_methods_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "assessment_methods_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "assessment_methods_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "accessibility_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "accessibility_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "is_certifying" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "certification_title_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "certification_title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "certification_code" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "certifier" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "certification_registered_on" date;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "bpf_objective_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "bpf_specialty_id" uuid;--> statement-breakpoint
ALTER TABLE "accessibility_cases" ADD CONSTRAINT "accessibility_cases_registration_id_course_session_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_session_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessibility_cases" ADD CONSTRAINT "accessibility_cases_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accessibility_cases_registration_idx" ON "accessibility_cases" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "accessibility_cases_status_idx" ON "accessibility_cases" USING btree ("status","contact_by");--> statement-breakpoint
CREATE INDEX "accessibility_cases_handled_by_idx" ON "accessibility_cases" USING btree ("handled_by");--> statement-breakpoint
CREATE UNIQUE INDEX "bpf_categories_kind_code_idx" ON "bpf_categories" USING btree ("kind","code");--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD CONSTRAINT "course_session_registrations_funding_source_id_bpf_categories_id_fk" FOREIGN KEY ("funding_source_id") REFERENCES "public"."bpf_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD CONSTRAINT "course_session_registrations_participant_type_id_bpf_categories_id_fk" FOREIGN KEY ("participant_type_id") REFERENCES "public"."bpf_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_bpf_objective_id_bpf_categories_id_fk" FOREIGN KEY ("bpf_objective_id") REFERENCES "public"."bpf_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_bpf_specialty_id_bpf_categories_id_fk" FOREIGN KEY ("bpf_specialty_id") REFERENCES "public"."bpf_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_funding_source_idx" ON "course_session_registrations" USING btree ("funding_source_id");--> statement-breakpoint
CREATE INDEX "registrations_participant_type_idx" ON "course_session_registrations" USING btree ("participant_type_id");--> statement-breakpoint
CREATE INDEX "courses_bpf_objective_idx" ON "courses" USING btree ("bpf_objective_id");--> statement-breakpoint
CREATE INDEX "courses_bpf_specialty_idx" ON "courses" USING btree ("bpf_specialty_id");--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_delivery_mode_check" CHECK ("course_sessions"."delivery_mode" in ('own_account','subcontracted'));--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_module_check" CHECK ("permissions"."module" in ('courses','sessions','users','roles','translations','settings','agencies','attendance','certificates','surveys','accessibility','compliance'));