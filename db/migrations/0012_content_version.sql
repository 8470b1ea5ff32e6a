CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_version_single_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Bumps the version once per transaction, when it commits: the triggers below are deferred
-- constraint triggers, so the version row is locked last (no lock-order deadlock with the
-- rows a transaction locks first) and only if the transaction really commits. The
-- transaction-local setting keeps a bulk write to one bump.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version integer;
BEGIN
  IF current_setting('formatio.content_bumped', true) = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('formatio.content_bumped', txid_current()::text, true);
  UPDATE "content_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1
    RETURNING "version" INTO next_version;
  PERFORM pg_notify('content_version', next_version::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every table public pages are made of gets the trigger; the private ones (auth state,
-- limits, inbox, outbox, subscribers, uploads bookkeeping) do not. A new table gets it
-- in its own migration; tests/integration/content-version.test.ts fails until it has it
-- or is declared private.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public'
      AND tablename NOT IN ('content_version', 'sessions', 'accounts', 'verifications', 'rate_limits',
        'messages', 'newsletter_subscribers', 'email_outbox', 'app_secrets', 'stored_uploads', 'permissions')
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version()',
      t.tablename || '_content_version', t.tablename);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()',
      t.tablename || '_content_version_truncate', t.tablename);
  END LOOP;
END
$$;
