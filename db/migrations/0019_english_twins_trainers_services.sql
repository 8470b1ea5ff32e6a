-- English twins of the one-language content fields public pages show: a trainer's position,
-- bio and specialties (also a blog author's box) and a service's tags. Empty: English pages
-- show the French text.
ALTER TABLE "services" ADD COLUMN "tags_en" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position_en" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio_en" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "specialties_en" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The English twins are public columns too (a trainer's card, a blog author's box): writing
-- them must drop the cached pages like the French ones (0013).
DROP TRIGGER IF EXISTS "users_content_version" ON "users";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_content_version"
  AFTER INSERT OR DELETE OR UPDATE OF
    "email", "full_name", "phone", "company", "position", "bio", "website", "linkedin", "twitter",
    "avatar_url", "specialties", "is_active", "role", "position_en", "bio_en", "specialties_en"
  ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();
