CREATE TABLE "stored_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"purpose" text NOT NULL,
	"size" integer NOT NULL,
	"key" text,
	"variant_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stored_uploads" ADD CONSTRAINT "stored_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_uploads_user_idx" ON "stored_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_uploads_created_idx" ON "stored_uploads" USING btree ("created_at");