-- Issue 31: the funding sources and participant types a member picks from when registering are
-- read on every signed-in course page and calendar view. With the content trigger (0012) they
-- are remembered until a write moves the content version, like the other public lists
-- (bpf-categories.server.ts); editing them is rare (the compliance settings).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
DROP TRIGGER IF EXISTS "bpf_categories_content_version" ON "bpf_categories";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bpf_categories_content_version" AFTER INSERT OR UPDATE OR DELETE ON "bpf_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
DROP TRIGGER IF EXISTS "bpf_categories_content_version_truncate" ON "bpf_categories";--> statement-breakpoint
CREATE TRIGGER "bpf_categories_content_version_truncate" AFTER TRUNCATE ON "bpf_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
