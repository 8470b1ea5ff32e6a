-- The proof of issue 24: the organisation's legal profile (the legal notice), its
-- certifications, and what a testimonial says of its author and course.
-- IF NOT EXISTS on the tables and columns the demo seed writes: db/migrations/data-fixes.test.ts
-- creates them before seeding an older schema, then migrates through here.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description_fr" text,
	"description_en" text,
	"logo_url" text,
	"link_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "organisation_profile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"legal_name" text,
	"legal_form" text,
	"share_capital" text,
	"address" text,
	"registration_number" text,
	"trade_register" text,
	"vat_number" text,
	"training_declaration_number" text,
	"training_declaration_region" text,
	"qualiopi_number" text,
	"qualiopi_certifier" text,
	"qualiopi_date" date,
	"legal_representative" text,
	"publication_director" text,
	"host_name" text,
	"host_address" text,
	"host_contact" text,
	"accessibility_referent_name" text,
	"accessibility_referent_email" text,
	"accessibility_referent_phone" text,
	"retention_years" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_profile_singleton_unique" UNIQUE("singleton")
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN IF NOT EXISTS "content_en" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN IF NOT EXISTS "course_id" uuid;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN IF NOT EXISTS "author_position" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN IF NOT EXISTS "author_company" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_course_idx" ON "testimonials" USING btree ("course_id");--> statement-breakpoint
-- Public pages show both new tables (the legal notice, the certifications strip): their writes
-- move the content version (0012), so cached pages follow.
CREATE CONSTRAINT TRIGGER "certifications_content_version" AFTER INSERT OR UPDATE OR DELETE ON "certifications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "certifications_content_version_truncate" AFTER TRUNCATE ON "certifications" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "organisation_profile_content_version" AFTER INSERT OR UPDATE OR DELETE ON "organisation_profile" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "organisation_profile_content_version_truncate" AFTER TRUNCATE ON "organisation_profile" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
