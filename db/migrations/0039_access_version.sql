-- Issue 31 (decision 035): a counter for who may do what, like content_version (0012) for what
-- public pages show. Signed-in requests read their session, user and rights from in-process
-- caches tagged with it; any committed write that changes them moves it (once per
-- transaction, at commit) and NOTIFY `access_version` tells every process. Sessions count
-- on update and delete only: a new session cannot be in any cache yet.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "access_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_version_single_row" CHECK ("access_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "access_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_access_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version integer;
BEGIN
  IF current_setting('formatio.access_bumped', true) = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('formatio.access_bumped', txid_current()::text, true);
  UPDATE "access_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1
    RETURNING "version" INTO next_version;
  PERFORM pg_notify('access_version', next_version::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_access_version" ON "sessions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_access_version" AFTER UPDATE OR DELETE ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_access_version" ON "users";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_access_version"
  AFTER DELETE OR UPDATE OF "email", "full_name", "role", "language", "avatar_url", "email_verified", "is_active", "profile_id"
  ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "permissions_access_version" ON "permissions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "permissions_access_version" AFTER INSERT OR UPDATE OR DELETE ON "permissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "user_profiles_access_version" ON "user_profiles";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_profiles_access_version" AFTER INSERT OR UPDATE OR DELETE ON "user_profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
-- TRUNCATE fires no row trigger.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sessions', 'users', 'permissions', 'user_profiles'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_access_version_truncate', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version()',
      t || '_access_version_truncate', t);
  END LOOP;
END
$$;
