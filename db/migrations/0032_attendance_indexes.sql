-- The sittings' foreign keys of signatures and justifications get plain indexes: their unique
-- indexes are partial, which a delete of a sitting cannot use (decision 013).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE INDEX "absence_justifications_sitting_idx" ON "absence_justifications" USING btree ("sitting_id");--> statement-breakpoint
CREATE INDEX "attendance_signatures_sitting_idx" ON "attendance_signatures" USING btree ("sitting_id","signed_at");