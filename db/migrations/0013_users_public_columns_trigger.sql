-- A member saving their language (or following an e-mail verification link) changes no
-- public page, yet the whole-row trigger of 0012 dropped every cached page. The users
-- table's trigger now fires only when a column public pages can show is written (a
-- trainer's name, bio, photo, links; an account activated, deactivated or given a role).
DROP TRIGGER IF EXISTS "users_content_version" ON "users";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_content_version"
  AFTER INSERT OR DELETE OR UPDATE OF
    "email", "full_name", "phone", "company", "position", "bio", "website", "linkedin", "twitter",
    "avatar_url", "specialties", "is_active", "role"
  ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();
