-- Old slugs of courses and pages (decision 026): a changed slug keeps its old address alive, the
-- public loaders answering 301 to the current one. The history is written by triggers on the
-- two tables, so every way a slug changes (the page editor, a restored revision, a data fix, psql)
-- is recorded. A slug is in a history at most once (its last owner) and never while an entity
-- has it as its own: a slug taken again by anyone wins over the history.
-- SET CONSTRAINTS first, as 0026: an upgrade running several migrations in one transaction may
-- hold deferred trigger events on tables altered here.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE "page_slug_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"page_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_slug_history_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "course_slug_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"course_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_slug_history_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "page_slug_history" ADD CONSTRAINT "page_slug_history_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_slug_history" ADD CONSTRAINT "course_slug_history_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_slug_history_page_idx" ON "page_slug_history" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "course_slug_history_course_idx" ON "course_slug_history" USING btree ("course_id");--> statement-breakpoint
CREATE FUNCTION "remember_course_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."slug" IS NOT DISTINCT FROM OLD."slug" THEN
    RETURN NULL;
  END IF;
  -- Taken (again) as someone's own: it is no longer an old address.
  DELETE FROM "course_slug_history" WHERE "slug" = NEW."slug";
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "course_slug_history" ("slug", "course_id") VALUES (OLD."slug", NEW."id")
      ON CONFLICT ("slug") DO UPDATE SET "course_id" = EXCLUDED."course_id", "created_at" = now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "courses_slug_history" AFTER INSERT OR UPDATE OF "slug" ON "courses"
  FOR EACH ROW EXECUTE FUNCTION "remember_course_slug"();
--> statement-breakpoint
CREATE FUNCTION "remember_page_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."slug" IS NOT DISTINCT FROM OLD."slug" THEN
    RETURN NULL;
  END IF;
  DELETE FROM "page_slug_history" WHERE "slug" = NEW."slug";
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "page_slug_history" ("slug", "page_id") VALUES (OLD."slug", NEW."id")
      ON CONFLICT ("slug") DO UPDATE SET "page_id" = EXCLUDED."page_id", "created_at" = now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "pages_slug_history" AFTER INSERT OR UPDATE OF "slug" ON "pages"
  FOR EACH ROW EXECUTE FUNCTION "remember_page_slug"();
--> statement-breakpoint
-- Public data (where an old address leads): cached pages are dropped when it changes (0012).
CREATE CONSTRAINT TRIGGER "course_slug_history_content_version" AFTER INSERT OR UPDATE OR DELETE ON "course_slug_history"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "course_slug_history_content_version_truncate" AFTER TRUNCATE ON "course_slug_history"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_slug_history_content_version" AFTER INSERT OR UPDATE OR DELETE ON "page_slug_history"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "page_slug_history_content_version_truncate" AFTER TRUNCATE ON "page_slug_history"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
