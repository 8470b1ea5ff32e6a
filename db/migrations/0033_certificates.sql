-- Issue 26, delivery.md §3: certificates issued from the locked attendance (decision 030):
-- assessment results per objective, the issued documents with their facts, code, version and
-- state, and their PDFs; who funds a registration (self-funded, a transition project, the
-- employer's or funder's contact); a course's nature of action and whether it assesses its
-- objectives; the matrix's "certificates" module. Then the trigger that keeps an issued
-- document as it was issued.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "assessment_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"objective" integer NOT NULL,
	"result" text NOT NULL,
	"recorded_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_results_result_check" CHECK ("assessment_results"."result" in ('acquired','in_progress','not_acquired')),
	CONSTRAINT "assessment_results_objective_check" CHECK ("assessment_results"."objective" >= 0)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "issued_document_files" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "issued_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_month" date,
	"version" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"code" text NOT NULL,
	"lang" text NOT NULL,
	"holder_name" text NOT NULL,
	"facts" jsonb NOT NULL,
	"sha256" text NOT NULL,
	"superseded_by_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revocation_reason" text,
	"sent_at" timestamp with time zone,
	"funder_sent_at" timestamp with time zone,
	CONSTRAINT "issued_documents_code_unique" UNIQUE("code"),
	CONSTRAINT "issued_documents_kind_check" CHECK ("issued_documents"."kind" in ('completion','realisation','attendance')),
	CONSTRAINT "issued_documents_state_check" CHECK ("issued_documents"."state" in ('issued','superseded','revoked')),
	CONSTRAINT "issued_documents_lang_check" CHECK ("issued_documents"."lang" in ('fr','en')),
	CONSTRAINT "issued_documents_revocation_check" CHECK (("issued_documents"."state" = 'revoked') = ("issued_documents"."revoked_at" is not null and "issued_documents"."revocation_reason" is not null)),
	CONSTRAINT "issued_documents_version_check" CHECK ("issued_documents"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "permissions" DROP CONSTRAINT IF EXISTS "permissions_module_check";--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN IF NOT EXISTS "self_funded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN IF NOT EXISTS "transition_project" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN IF NOT EXISTS "funder_contact_name" text;--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD COLUMN IF NOT EXISTS "funder_contact_email" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "action_nature" text DEFAULT 'training' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "assessment_planned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_registration_id_course_session_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_session_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_document_files" ADD CONSTRAINT "issued_document_files_document_id_issued_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."issued_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_registration_id_course_session_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_session_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_superseded_by_id_issued_documents_id_fk" FOREIGN KEY ("superseded_by_id") REFERENCES "public"."issued_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_results_registration_objective_idx" ON "assessment_results" USING btree ("registration_id","objective");--> statement-breakpoint
CREATE INDEX "assessment_results_recorded_by_idx" ON "assessment_results" USING btree ("recorded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_current_idx" ON "issued_documents" USING btree ("registration_id","kind",coalesce("period_month", '0001-01-01'::date)) WHERE "issued_documents"."state" = 'issued';--> statement-breakpoint
CREATE INDEX "issued_documents_registration_idx" ON "issued_documents" USING btree ("registration_id","kind","version");--> statement-breakpoint
CREATE INDEX "issued_documents_session_idx" ON "issued_documents" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "issued_documents_superseded_by_idx" ON "issued_documents" USING btree ("superseded_by_id");--> statement-breakpoint
CREATE INDEX "issued_documents_issued_by_idx" ON "issued_documents" USING btree ("issued_by");--> statement-breakpoint
CREATE INDEX "issued_documents_revoked_by_idx" ON "issued_documents" USING btree ("revoked_by");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_action_nature_check" CHECK ("courses"."action_nature" in ('training','skills_assessment','vae','apprenticeship'));--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_module_check" CHECK ("permissions"."module" in ('courses','sessions','users','roles','translations','settings','agencies','attendance','certificates'));--> statement-breakpoint
-- An issued document never changes: only its state may move on (issued -> superseded or
-- revoked, once), with who revoked it and why, and the dates it was sent. Its PDF never changes.
CREATE OR REPLACE FUNCTION formatio_guard_issued_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id <> OLD.id OR NEW.registration_id <> OLD.registration_id OR NEW.session_id <> OLD.session_id
     OR NEW.kind <> OLD.kind OR NEW.period_month IS DISTINCT FROM OLD.period_month OR NEW.version <> OLD.version
     OR NEW.code <> OLD.code OR NEW.lang <> OLD.lang OR NEW.holder_name <> OLD.holder_name
     OR NEW.facts::text <> OLD.facts::text OR NEW.sha256 <> OLD.sha256 OR NEW.issued_at <> OLD.issued_at
     OR NEW.issued_by IS DISTINCT FROM OLD.issued_by AND NEW.issued_by IS NOT NULL THEN
    RAISE EXCEPTION 'an issued document cannot be changed: issue a new version' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.state <> OLD.state AND OLD.state <> 'issued' THEN
    RAISE EXCEPTION 'a superseded or revoked document stays so' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.state = 'revoked' AND (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at
     OR NEW.revocation_reason IS DISTINCT FROM OLD.revocation_reason) THEN
    RAISE EXCEPTION 'a revocation cannot be changed' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS issued_documents_guard ON issued_documents;--> statement-breakpoint
CREATE TRIGGER issued_documents_guard BEFORE UPDATE ON issued_documents
  FOR EACH ROW EXECUTE FUNCTION formatio_guard_issued_document();--> statement-breakpoint
CREATE OR REPLACE FUNCTION formatio_guard_issued_document_file() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued document''s PDF cannot be changed' USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS issued_document_files_guard ON issued_document_files;--> statement-breakpoint
CREATE TRIGGER issued_document_files_guard BEFORE UPDATE ON issued_document_files
  FOR EACH ROW EXECUTE FUNCTION formatio_guard_issued_document_file();
