-- Issue 31 (decision 035): a counter for what a page shows a signed-in member about their own
-- bookings, like access_version (0039) for who may do what. The course page and the calendar
-- keep a member's booking state (the seats they hold, their waiting-list places, their contact
-- details for the registration form) per person under it; any committed write that could change
-- such a state moves it (once per transaction, at commit) and NOTIFY `booking_version` tells
-- every process. A waiting-list place depends on the other entries of the session, so every
-- entry and offer counts, not only the member's own.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "booking_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_version_single_row" CHECK ("booking_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "booking_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_booking_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version integer;
BEGIN
  IF current_setting('formatio.booking_bumped', true) = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('formatio.booking_bumped', txid_current()::text, true);
  UPDATE "booking_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1
    RETURNING "version" INTO next_version;
  PERFORM pg_notify('booking_version', next_version::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "course_session_registrations_booking_version" ON "course_session_registrations";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_session_registrations_booking_version"
  AFTER INSERT OR DELETE OR UPDATE OF "session_id", "user_id", "status"
  ON "course_session_registrations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_booking_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "waitlist_entries_booking_version" ON "waitlist_entries";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "waitlist_entries_booking_version" AFTER INSERT OR UPDATE OR DELETE ON "waitlist_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_booking_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "waitlist_offers_booking_version" ON "waitlist_offers";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "waitlist_offers_booking_version" AFTER INSERT OR UPDATE OR DELETE ON "waitlist_offers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_booking_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_booking_version" ON "users";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_booking_version" AFTER DELETE OR UPDATE OF "phone", "company", "position"
  ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_booking_version();
--> statement-breakpoint
-- TRUNCATE fires no row trigger.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['course_session_registrations', 'waitlist_entries', 'waitlist_offers', 'users'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_booking_version_truncate', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_booking_version()',
      t || '_booking_version_truncate', t);
  END LOOP;
END
$$;
