-- Indexes on foreign-key columns that had none (decision 013), then CHECK constraints on every
-- column with a fixed value set (decision 014).
--
-- Existing rows first: until now those sets were TypeScript types only, and psql, a script or an
-- older bug could have written anything, so each column is brought into its set before its
-- check is added and the migration cannot fail on an existing database. A value that differs
-- only by case, surrounding spaces or the spelling "canceled" takes its canonical form (what its
-- writer meant); any other value takes the one that keeps what the site shows, as said per
-- table. On a database only the site wrote, none of these statements changes a row.

-- A metric's arrow was drawn for 'up' and 'down' only: anything else drew none, which is NULL.
UPDATE "case_study_metrics" SET "trend" = CASE WHEN lower(btrim("trend")) IN ('up','down') THEN lower(btrim("trend")) END
WHERE "trend" NOT IN ('up','down');--> statement-breakpoint
-- The default size.
UPDATE "clients" SET "size" = CASE WHEN lower(btrim("size")) IN ('small','medium','large','enterprise') THEN lower(btrim("size")) ELSE 'medium' END
WHERE "size" NOT IN ('small','medium','large','enterprise');--> statement-breakpoint
-- An unknown registration still holds its seat: pending, for an admin to settle.
UPDATE "course_session_registrations" SET "status" = CASE
  WHEN lower(btrim("status")) IN ('pending','confirmed','cancelled') THEN lower(btrim("status"))
  WHEN lower(btrim("status")) = 'canceled' THEN 'cancelled'
  ELSE 'pending' END
WHERE "status" NOT IN ('pending','confirmed','cancelled');--> statement-breakpoint
UPDATE "course_session_registrations" SET "payment_status" = CASE
  WHEN lower(btrim("payment_status")) IN ('pending','paid','refunded') THEN lower(btrim("payment_status"))
  ELSE 'pending' END
WHERE "payment_status" NOT IN ('pending','paid','refunded');--> statement-breakpoint
-- Only scheduled and confirmed sessions are public or open to registration: an unknown status
-- stays off the calendar, as completed once over and as cancelled before.
UPDATE "course_sessions" SET "status" = CASE
  WHEN lower(btrim("status")) IN ('scheduled','confirmed','cancelled','completed') THEN lower(btrim("status"))
  WHEN lower(btrim("status")) = 'canceled' THEN 'cancelled'
  WHEN "end_date" < current_date THEN 'completed'
  ELSE 'cancelled' END
WHERE "status" NOT IN ('scheduled','confirmed','cancelled','completed');--> statement-breakpoint
-- A price in a currency the site does not know must not be shown as euros: the course becomes a
-- draft in EUR until an admin sets its currency and publishes it again.
UPDATE "courses" SET
  "is_published" = "is_published" AND upper(btrim("currency")) IN ('EUR','USD','GBP','CAD','XOF'),
  "currency" = CASE WHEN upper(btrim("currency")) IN ('EUR','USD','GBP','CAD','XOF') THEN upper(btrim("currency")) ELSE 'EUR' END
WHERE "currency" NOT IN ('EUR','USD','GBP','CAD','XOF');--> statement-breakpoint
-- The worker claims pending rows only: an unknown status was never sent, a dead letter an admin can resend.
UPDATE "email_outbox" SET "status" = CASE WHEN lower(btrim("status")) IN ('pending','sent','failed') THEN lower(btrim("status")) ELSE 'failed' END
WHERE "status" NOT IN ('pending','sent','failed');--> statement-breakpoint
-- A message keeps the value it had in its metadata.
UPDATE "messages" SET
  "metadata" = "metadata" || jsonb_build_object('original_type', "type"),
  "type" = CASE WHEN lower(btrim("type")) IN ('registration','contact','newsletter') THEN lower(btrim("type")) ELSE 'contact' END
WHERE "type" NOT IN ('registration','contact','newsletter');--> statement-breakpoint
UPDATE "messages" SET
  "metadata" = "metadata" || jsonb_build_object('original_status', "status"),
  "status" = CASE WHEN lower(btrim("status")) IN ('pending','handled','archived') THEN lower(btrim("status")) ELSE 'pending' END
WHERE "status" NOT IN ('pending','handled','archived');--> statement-breakpoint
-- The blog lists blog categories and posts only; a published page of any other type was served
-- at /{slug} like a page: 'page' keeps both.
UPDATE "page_categories" SET "type" = CASE WHEN lower(btrim("type")) IN ('page','blog') THEN lower(btrim("type")) ELSE 'page' END
WHERE "type" NOT IN ('page','blog');--> statement-breakpoint
UPDATE "pages" SET "type" = CASE WHEN lower(btrim("type")) IN ('page','blog') THEN lower(btrim("type")) ELSE 'page' END
WHERE "type" NOT IN ('page','blog');--> statement-breakpoint
-- Rows looked up by their exact value and unique on it: a row outside the set was never read
-- (no user holds another role, no code asks another module, type, category or platform), and
-- rewriting it could collide with the row of the canonical value. They go.
DELETE FROM "permissions"
WHERE "role" NOT IN ('member','client','teacher','moderator','operator','admin','super_admin')
   OR "module" NOT IN ('courses','sessions','users','roles','translations','settings','agencies');--> statement-breakpoint
DELETE FROM "site_assets" WHERE "type" NOT IN ('logo','logo_square','logo_white','favicon','hero_banner');--> statement-breakpoint
DELETE FROM "site_settings" WHERE "category" NOT IN ('general','theme');--> statement-breakpoint
DELETE FROM "site_social_links" WHERE "platform" NOT IN ('facebook','youtube','twitter','instagram','linkedin','tiktok');--> statement-breakpoint
UPDATE "resources" SET "type" = CASE WHEN lower(btrim("type")) IN ('document','video','template','guide','mock_exam') THEN lower(btrim("type")) ELSE 'document' END
WHERE "type" NOT IN ('document','video','template','guide','mock_exam');--> statement-breakpoint
-- The default size.
UPDATE "services" SET "size" = CASE WHEN lower(btrim("size")) IN ('small','medium','large') THEN lower(btrim("size")) ELSE 'medium' END
WHERE "size" NOT IN ('small','medium','large');--> statement-breakpoint
-- No page draws the icon yet: the icon of the same name in any case, else Award.
UPDATE "stats" SET "icon" = coalesce(
  (SELECT i FROM unnest(ARRAY['Flag','Building2','Briefcase','Users','GraduationCap','Award']) AS i WHERE lower(i) = lower(btrim("stats"."icon"))),
  'Award')
WHERE "icon" NOT IN ('Flag','Building2','Briefcase','Users','GraduationCap','Award');--> statement-breakpoint
-- A row changed above leaves the deferred content-version trigger (0012) pending until commit,
-- and PostgreSQL refuses to index or alter a table with pending trigger events: fire them now.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE INDEX "agency_photos_agency_idx" ON "agency_photos" USING btree ("agency_id","display_order");--> statement-breakpoint
CREATE INDEX "case_study_images_case_study_idx" ON "case_study_images" USING btree ("case_study_id","display_order");--> statement-breakpoint
CREATE INDEX "case_study_metrics_case_study_idx" ON "case_study_metrics" USING btree ("case_study_id","display_order");--> statement-breakpoint
CREATE INDEX "course_sessions_instructor_idx" ON "course_sessions" USING btree ("instructor_id","start_date");--> statement-breakpoint
CREATE INDEX "course_sessions_location_idx" ON "course_sessions" USING btree ("location_id","start_date");--> statement-breakpoint
CREATE INDEX "course_tag_links_tag_idx" ON "course_tag_links" USING btree ("tag_id","course_id");--> statement-breakpoint
CREATE INDEX "courses_language_idx" ON "courses" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "courses_target_audience_idx" ON "courses" USING btree ("target_audience_id");--> statement-breakpoint
CREATE INDEX "help_articles_section_idx" ON "help_articles" USING btree ("section_id","display_order");--> statement-breakpoint
CREATE INDEX "pages_category_idx" ON "pages" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "pages_author_idx" ON "pages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "resources_partner_idx" ON "resources" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "resources_mock_exam_idx" ON "resources" USING btree ("mock_exam_id");--> statement-breakpoint
CREATE INDEX "testimonials_user_idx" ON "testimonials" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "case_study_metrics" ADD CONSTRAINT "case_study_metrics_trend_check" CHECK ("case_study_metrics"."trend" in ('up','down'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_size_check" CHECK ("clients"."size" in ('small','medium','large','enterprise'));--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD CONSTRAINT "registrations_status_check" CHECK ("course_session_registrations"."status" in ('pending','confirmed','cancelled'));--> statement-breakpoint
ALTER TABLE "course_session_registrations" ADD CONSTRAINT "registrations_payment_status_check" CHECK ("course_session_registrations"."payment_status" in ('pending','paid','refunded'));--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_status_check" CHECK ("course_sessions"."status" in ('scheduled','confirmed','cancelled','completed'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_currency_check" CHECK ("courses"."currency" in ('EUR','USD','GBP','CAD','XOF'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending','sent','failed'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_type_check" CHECK ("messages"."type" in ('registration','contact','newsletter'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('pending','handled','archived'));--> statement-breakpoint
ALTER TABLE "page_categories" ADD CONSTRAINT "page_categories_type_check" CHECK ("page_categories"."type" in ('page','blog'));--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_type_check" CHECK ("pages"."type" in ('page','blog'));--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_role_check" CHECK ("permissions"."role" in ('member','client','teacher','moderator','operator','admin','super_admin'));--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_module_check" CHECK ("permissions"."module" in ('courses','sessions','users','roles','translations','settings','agencies'));--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_type_check" CHECK ("resources"."type" in ('document','video','template','guide','mock_exam'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_size_check" CHECK ("services"."size" in ('small','medium','large'));--> statement-breakpoint
ALTER TABLE "site_assets" ADD CONSTRAINT "site_assets_type_check" CHECK ("site_assets"."type" in ('logo','logo_square','logo_white','favicon','hero_banner'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_category_check" CHECK ("site_settings"."category" in ('general','theme'));--> statement-breakpoint
ALTER TABLE "site_social_links" ADD CONSTRAINT "site_social_links_platform_check" CHECK ("site_social_links"."platform" in ('facebook','youtube','twitter','instagram','linkedin','tiktok'));--> statement-breakpoint
ALTER TABLE "stats" ADD CONSTRAINT "stats_icon_check" CHECK ("stats"."icon" in ('Flag','Building2','Briefcase','Users','GraduationCap','Award'));