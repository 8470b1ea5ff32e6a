-- E-mails are retried for a window of time, not a number of attempts; the
-- window starts at queued_at, which an admin's resend of a dead letter moves.
ALTER TABLE "email_outbox" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows already queued keep the window they started with.
UPDATE "email_outbox" SET "queued_at" = "created_at";
