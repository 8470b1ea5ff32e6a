-- Issue 25, delivery.md §0–§2: the organisation's signature and stamp, French rules per agency,
-- a session's organising agency, lunch break and ways of signing; sittings, signatures,
-- attendance records and their corrections, absence justifications, drop-out alerts, one-time
-- sign-in codes and paper scans. Then the triggers that keep evidence append-only and a
-- session's sittings generated from its dates (decision 029).
-- IF NOT EXISTS on the tables and columns the demo seed writes: db/migrations/data-fixes.test.ts
-- creates them before seeding an older schema, then migrates through here.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "absence_justifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sitting_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"document_key" text,
	"document_name" text,
	"submitted_by" uuid,
	"decision" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_justifications_decision_check" CHECK ("absence_justifications"."decision" in ('pending','accepted','refused'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "attendance_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" uuid,
	CONSTRAINT "attendance_alerts_kind_check" CHECK ("attendance_alerts"."kind" in ('two_missed','under_80'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "attendance_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"corrects_id" uuid,
	"status" text NOT NULL,
	"late_minutes" integer,
	"left_early_minutes" integer,
	"minutes_attended" integer NOT NULL,
	"previous_status" text NOT NULL,
	"previous_minutes_attended" integer NOT NULL,
	"reason" text NOT NULL,
	"corrected_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_corrections_status_check" CHECK ("attendance_corrections"."status" in ('present','late','left_early','absent','excused')),
	CONSTRAINT "attendance_corrections_previous_status_check" CHECK ("attendance_corrections"."previous_status" in ('present','late','left_early','absent','excused')),
	CONSTRAINT "attendance_corrections_minutes_check" CHECK ("attendance_corrections"."minutes_attended" >= 0)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "attendance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sitting_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"status" text NOT NULL,
	"late_minutes" integer,
	"left_early_minutes" integer,
	"minutes_attended" integer NOT NULL,
	"marked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_records_status_check" CHECK ("attendance_records"."status" in ('present','late','left_early','absent','excused')),
	CONSTRAINT "attendance_records_minutes_check" CHECK ("attendance_records"."minutes_attended" >= 0),
	CONSTRAINT "attendance_records_marks_check" CHECK (coalesce("attendance_records"."late_minutes", 0) >= 0 and coalesce("attendance_records"."left_early_minutes", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "attendance_sign_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sitting_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"link_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_sign_codes_link_hash_unique" UNIQUE("link_hash")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "attendance_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sitting_id" uuid NOT NULL,
	"signer" text NOT NULL,
	"registration_id" uuid,
	"user_id" uuid,
	"signer_name" text NOT NULL,
	"method" text NOT NULL,
	"identified_by" text NOT NULL,
	"svg" text NOT NULL,
	"signed_late" boolean DEFAULT false NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"device_hash" text,
	CONSTRAINT "attendance_signatures_signer_check" CHECK ("attendance_signatures"."signer" in ('participant','trainer')),
	CONSTRAINT "attendance_signatures_method_check" CHECK ("attendance_signatures"."method" in ('qr','link','kiosk')),
	CONSTRAINT "attendance_signatures_identified_by_check" CHECK ("attendance_signatures"."identified_by" in ('account','email_code','email_link','personal_link','trainer_device')),
	CONSTRAINT "attendance_signatures_signer_registration_check" CHECK (("attendance_signatures"."signer" = 'trainer') = ("attendance_signatures"."registration_id" is null))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "session_sittings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"date" date NOT NULL,
	"period" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"planned_minutes" integer NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"closed_by" uuid,
	"qr_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"links_sent_at" timestamp with time zone,
	"trainer_reminded_at" timestamp with time zone,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_sittings_state_check" CHECK ("session_sittings"."state" in ('scheduled','open','closed','locked','amended','cancelled')),
	CONSTRAINT "session_sittings_period_check" CHECK ("session_sittings"."period" in ('morning','afternoon')),
	CONSTRAINT "session_sittings_times_check" CHECK ("session_sittings"."ends_at" > "session_sittings"."starts_at"),
	CONSTRAINT "session_sittings_minutes_check" CHECK ("session_sittings"."planned_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sitting_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sitting_id" uuid NOT NULL,
	"document_key" text NOT NULL,
	"document_name" text NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "permissions" DROP CONSTRAINT IF EXISTS "permissions_module_check";--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN IF NOT EXISTS "french_rules" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "lunch_start" time DEFAULT '12:30' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "lunch_end" time DEFAULT '13:30' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "sign_by_qr" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "sign_by_kiosk" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "sign_by_link" text DEFAULT 'at_open' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD COLUMN IF NOT EXISTS "attendance_code" text;--> statement-breakpoint
ALTER TABLE "organisation_profile" ADD COLUMN IF NOT EXISTS "signature_image_url" text;--> statement-breakpoint
ALTER TABLE "organisation_profile" ADD COLUMN IF NOT EXISTS "stamp_image_url" text;--> statement-breakpoint
ALTER TABLE "organisation_profile" ADD COLUMN IF NOT EXISTS "head_office_agency_id" uuid;--> statement-breakpoint
ALTER TABLE "absence_justifications" ADD CONSTRAINT "absence_justifications_sitting_id_session_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."session_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_justifications" ADD CONSTRAINT "absence_justifications_registration_id_course_session_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_session_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_justifications" ADD CONSTRAINT "absence_justifications_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_justifications" ADD CONSTRAINT "absence_justifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_alerts" ADD CONSTRAINT "attendance_alerts_registration_id_course_session_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_session_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_alerts" ADD CONSTRAINT "attendance_alerts_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_record_id_attendance_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."attendance_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_corrects_id_attendance_corrections_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."attendance_corrections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_sitting_id_session_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."session_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_registration_id_course_session_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_session_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sign_codes" ADD CONSTRAINT "attendance_sign_codes_sitting_id_session_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."session_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sign_codes" ADD CONSTRAINT "attendance_sign_codes_registration_id_course_session_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_session_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_sitting_id_session_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."session_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_registration_id_course_session_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_session_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_sittings" ADD CONSTRAINT "session_sittings_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_sittings" ADD CONSTRAINT "session_sittings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sitting_scans" ADD CONSTRAINT "sitting_scans_sitting_id_session_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."session_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sitting_scans" ADD CONSTRAINT "sitting_scans_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_justifications_open_idx" ON "absence_justifications" USING btree ("sitting_id","registration_id") WHERE "absence_justifications"."decision" <> 'refused';--> statement-breakpoint
CREATE INDEX "absence_justifications_registration_idx" ON "absence_justifications" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "absence_justifications_pending_idx" ON "absence_justifications" USING btree ("created_at") WHERE "absence_justifications"."decision" = 'pending';--> statement-breakpoint
CREATE INDEX "absence_justifications_submitted_by_idx" ON "absence_justifications" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "absence_justifications_decided_by_idx" ON "absence_justifications" USING btree ("decided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_alerts_registration_kind_idx" ON "attendance_alerts" USING btree ("registration_id","kind");--> statement-breakpoint
CREATE INDEX "attendance_alerts_open_idx" ON "attendance_alerts" USING btree ("created_at") WHERE "attendance_alerts"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "attendance_alerts_dismissed_by_idx" ON "attendance_alerts" USING btree ("dismissed_by");--> statement-breakpoint
CREATE INDEX "attendance_corrections_record_idx" ON "attendance_corrections" USING btree ("record_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_corrections_corrects_idx" ON "attendance_corrections" USING btree ("corrects_id");--> statement-breakpoint
CREATE INDEX "attendance_corrections_corrected_by_idx" ON "attendance_corrections" USING btree ("corrected_by");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_sitting_registration_idx" ON "attendance_records" USING btree ("sitting_id","registration_id");--> statement-breakpoint
CREATE INDEX "attendance_records_registration_idx" ON "attendance_records" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "attendance_records_marked_by_idx" ON "attendance_records" USING btree ("marked_by");--> statement-breakpoint
CREATE INDEX "attendance_sign_codes_sitting_idx" ON "attendance_sign_codes" USING btree ("sitting_id","registration_id");--> statement-breakpoint
CREATE INDEX "attendance_sign_codes_registration_idx" ON "attendance_sign_codes" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_signatures_participant_idx" ON "attendance_signatures" USING btree ("sitting_id","registration_id") WHERE "attendance_signatures"."registration_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_signatures_trainer_idx" ON "attendance_signatures" USING btree ("sitting_id") WHERE "attendance_signatures"."signer" = 'trainer';--> statement-breakpoint
CREATE INDEX "attendance_signatures_registration_idx" ON "attendance_signatures" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "attendance_signatures_user_idx" ON "attendance_signatures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_sittings_session_idx" ON "session_sittings" USING btree ("session_id","starts_at");--> statement-breakpoint
CREATE INDEX "session_sittings_due_idx" ON "session_sittings" USING btree ("starts_at") WHERE "session_sittings"."state" in ('scheduled','open','closed');--> statement-breakpoint
CREATE INDEX "session_sittings_closed_by_idx" ON "session_sittings" USING btree ("closed_by");--> statement-breakpoint
CREATE INDEX "sitting_scans_sitting_idx" ON "sitting_scans" USING btree ("sitting_id");--> statement-breakpoint
CREATE INDEX "sitting_scans_uploaded_by_idx" ON "sitting_scans" USING btree ("uploaded_by");--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_profile" ADD CONSTRAINT "organisation_profile_head_office_agency_id_agencies_id_fk" FOREIGN KEY ("head_office_agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_sessions_agency_idx" ON "course_sessions" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "organisation_profile_head_office_idx" ON "organisation_profile" USING btree ("head_office_agency_id");--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_attendance_code_unique" UNIQUE("attendance_code");--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_sign_by_link_check" CHECK ("course_sessions"."sign_by_link" in ('at_open','unsigned_after_start','never'));--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_lunch_check" CHECK ("course_sessions"."lunch_end" >= "course_sessions"."lunch_start");--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_module_check" CHECK ("permissions"."module" in ('courses','sessions','users','roles','translations','settings','agencies','attendance'));
--> statement-breakpoint
-- A session's sittings from its dates and times: a morning and an afternoon per day when the
-- day spans the lunch break, else one sitting. Regenerated when the dates, times, zone or
-- lunch break change, as long as nothing was signed, marked or edited by hand; a sitting that
-- carries evidence never changes (the guards below).
CREATE OR REPLACE FUNCTION formatio_generate_sittings(p_session uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s record;
  d date;
  zone text;
  parts time[][];
  part time[];
BEGIN
  SELECT * INTO s FROM course_sessions WHERE id = p_session;
  IF NOT FOUND THEN RETURN; END IF;
  IF EXISTS (
    SELECT 1 FROM session_sittings x
    WHERE x.session_id = p_session
      AND (x.edited OR x.state NOT IN ('scheduled', 'cancelled')
        OR EXISTS (SELECT 1 FROM attendance_signatures g WHERE g.sitting_id = x.id)
        OR EXISTS (SELECT 1 FROM attendance_records r WHERE r.sitting_id = x.id))
  ) THEN
    RETURN;
  END IF;
  DELETE FROM session_sittings WHERE session_id = p_session;
  IF s.end_time <= s.start_time THEN RETURN; END IF;
  zone := s.timezone;
  BEGIN
    PERFORM now() AT TIME ZONE zone;
  EXCEPTION WHEN OTHERS THEN
    zone := 'UTC';
  END;
  IF s.start_time < s.lunch_start AND s.end_time > s.lunch_end THEN
    parts := ARRAY[ARRAY[s.start_time, s.lunch_start], ARRAY[s.lunch_end, s.end_time]];
  ELSE
    parts := ARRAY[ARRAY[s.start_time, s.end_time]];
  END IF;
  FOR d IN SELECT generate_series(s.start_date::timestamp, s.end_date::timestamp, interval '1 day')::date LOOP
    FOREACH part SLICE 1 IN ARRAY parts LOOP
      INSERT INTO session_sittings (session_id, date, period, start_time, end_time, starts_at, ends_at, planned_minutes, state)
      VALUES (
        p_session, d,
        CASE WHEN part[1] < s.lunch_start THEN 'morning' ELSE 'afternoon' END,
        part[1], part[2],
        (d + part[1]) AT TIME ZONE zone,
        (d + part[2]) AT TIME ZONE zone,
        (extract(epoch FROM (part[2] - part[1])) / 60)::integer,
        CASE WHEN s.status = 'cancelled' THEN 'cancelled' ELSE 'scheduled' END
      );
    END LOOP;
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION formatio_session_sittings_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.start_date IS DISTINCT FROM OLD.start_date OR NEW.end_date IS DISTINCT FROM OLD.end_date
     OR NEW.start_time IS DISTINCT FROM OLD.start_time OR NEW.end_time IS DISTINCT FROM OLD.end_time
     OR NEW.timezone IS DISTINCT FROM OLD.timezone OR NEW.lunch_start IS DISTINCT FROM OLD.lunch_start
     OR NEW.lunch_end IS DISTINCT FROM OLD.lunch_end THEN
    PERFORM formatio_generate_sittings(NEW.id);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status THEN
    IF NEW.status = 'cancelled' THEN
      UPDATE session_sittings SET state = 'cancelled', updated_at = now()
      WHERE session_id = NEW.id AND state IN ('scheduled', 'open');
    ELSIF OLD.status = 'cancelled' THEN
      UPDATE session_sittings SET state = 'scheduled', updated_at = now()
      WHERE session_id = NEW.id AND state = 'cancelled' AND starts_at > now();
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER course_sessions_sittings AFTER INSERT OR UPDATE ON course_sessions
FOR EACH ROW EXECUTE FUNCTION formatio_session_sittings_trigger();--> statement-breakpoint
-- Evidence guards. A row may go only with what it belongs to (a session, a registration
-- deleted: the cascade finds its parent gone); anything else is refused.
CREATE OR REPLACE FUNCTION formatio_sitting_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  signed boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM course_sessions WHERE id = OLD.session_id)
       AND (OLD.state IN ('locked', 'amended') OR EXISTS (SELECT 1 FROM attendance_signatures WHERE sitting_id = OLD.id)) THEN
      RAISE EXCEPTION 'evidence: a signed or locked sitting cannot be deleted' USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  signed := EXISTS (SELECT 1 FROM attendance_signatures WHERE sitting_id = OLD.id);
  IF (signed OR OLD.state IN ('locked', 'amended'))
     AND (NEW.date, NEW.start_time, NEW.end_time, NEW.starts_at, NEW.ends_at, NEW.planned_minutes, NEW.session_id)
         IS DISTINCT FROM (OLD.date, OLD.start_time, OLD.end_time, OLD.starts_at, OLD.ends_at, OLD.planned_minutes, OLD.session_id) THEN
    RAISE EXCEPTION 'evidence: a signed or locked sitting never changes' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.state IN ('locked', 'amended') AND NEW.state NOT IN ('locked', 'amended') THEN
    RAISE EXCEPTION 'evidence: a locked sitting stays locked' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.state IN ('locked', 'amended') AND ((NEW.locked_at, NEW.closed_at, NEW.opened_at)
     IS DISTINCT FROM (OLD.locked_at, OLD.closed_at, OLD.opened_at)
     OR (NEW.closed_by IS NOT NULL AND NEW.closed_by IS DISTINCT FROM OLD.closed_by)) THEN
    RAISE EXCEPTION 'evidence: a locked sitting never changes' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER session_sittings_guard BEFORE UPDATE OR DELETE ON session_sittings
FOR EACH ROW EXECUTE FUNCTION formatio_sitting_guard();--> statement-breakpoint
CREATE OR REPLACE FUNCTION formatio_signature_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM session_sittings WHERE id = OLD.sitting_id)
       AND (OLD.registration_id IS NULL OR EXISTS (SELECT 1 FROM course_session_registrations WHERE id = OLD.registration_id)) THEN
      RAISE EXCEPTION 'evidence: a signature cannot be deleted' USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  -- The one change allowed: erasing the IP address, browser and device at the end of retention,
  -- or the account's link when the account goes.
  IF (NEW.id, NEW.sitting_id, NEW.signer, NEW.registration_id, NEW.signer_name, NEW.method, NEW.identified_by, NEW.svg, NEW.signed_late, NEW.signed_at)
     IS DISTINCT FROM (OLD.id, OLD.sitting_id, OLD.signer, OLD.registration_id, OLD.signer_name, OLD.method, OLD.identified_by, OLD.svg, OLD.signed_late, OLD.signed_at)
     OR (NEW.ip_address IS NOT NULL AND NEW.ip_address IS DISTINCT FROM OLD.ip_address)
     OR (NEW.user_agent IS NOT NULL AND NEW.user_agent IS DISTINCT FROM OLD.user_agent)
     OR (NEW.device_hash IS NOT NULL AND NEW.device_hash IS DISTINCT FROM OLD.device_hash)
     OR (NEW.user_id IS NOT NULL AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    RAISE EXCEPTION 'evidence: a signature never changes' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER attendance_signatures_guard BEFORE UPDATE OR DELETE ON attendance_signatures
FOR EACH ROW EXECUTE FUNCTION formatio_signature_guard();--> statement-breakpoint
CREATE OR REPLACE FUNCTION formatio_record_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  frozen boolean;
BEGIN
  frozen := EXISTS (
    SELECT 1 FROM session_sittings
    WHERE id = CASE WHEN TG_OP = 'INSERT' THEN NEW.sitting_id ELSE OLD.sitting_id END
      AND state IN ('locked', 'amended')
  );
  IF TG_OP = 'DELETE' THEN
    IF frozen AND EXISTS (SELECT 1 FROM course_session_registrations WHERE id = OLD.registration_id) THEN
      RAISE EXCEPTION 'evidence: a locked attendance record cannot be deleted' USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  -- The account that marked it being deleted (ON DELETE SET NULL) is no change of evidence.
  IF frozen AND TG_OP = 'UPDATE' AND NEW.marked_by IS NULL
     AND (NEW.status, NEW.late_minutes, NEW.left_early_minutes, NEW.minutes_attended, NEW.sitting_id, NEW.registration_id)
         IS NOT DISTINCT FROM (OLD.status, OLD.late_minutes, OLD.left_early_minutes, OLD.minutes_attended, OLD.sitting_id, OLD.registration_id) THEN
    RETURN NEW;
  END IF;
  IF frozen THEN
    RAISE EXCEPTION 'evidence: a locked attendance record changes only by a correction' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER attendance_records_guard BEFORE INSERT OR UPDATE OR DELETE ON attendance_records
FOR EACH ROW EXECUTE FUNCTION formatio_record_guard();--> statement-breakpoint
CREATE OR REPLACE FUNCTION formatio_correction_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM attendance_records WHERE id = OLD.record_id)
       AND (OLD.corrects_id IS NULL OR EXISTS (SELECT 1 FROM attendance_corrections WHERE id = OLD.corrects_id)) THEN
      RAISE EXCEPTION 'evidence: a correction cannot be deleted' USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.corrected_by IS NULL AND OLD.corrected_by IS NOT NULL
     AND (NEW.id, NEW.record_id, NEW.corrects_id, NEW.status, NEW.late_minutes, NEW.left_early_minutes, NEW.minutes_attended, NEW.previous_status, NEW.previous_minutes_attended, NEW.reason, NEW.created_at)
         IS NOT DISTINCT FROM (OLD.id, OLD.record_id, OLD.corrects_id, OLD.status, OLD.late_minutes, OLD.left_early_minutes, OLD.minutes_attended, OLD.previous_status, OLD.previous_minutes_attended, OLD.reason, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'evidence: a correction never changes' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER attendance_corrections_guard BEFORE UPDATE OR DELETE ON attendance_corrections
FOR EACH ROW EXECUTE FUNCTION formatio_correction_guard();--> statement-breakpoint
-- French rules for the agencies in France, as they were typed (English or French name).
UPDATE agencies SET french_rules = true
WHERE lower(trim(country)) IN ('france', 'fr', 'république française', 'republique francaise');--> statement-breakpoint
-- The head office: the oldest active agency in France, else the oldest agency.
UPDATE organisation_profile SET head_office_agency_id = (
  SELECT id FROM agencies ORDER BY french_rules DESC, is_active DESC, created_at, id LIMIT 1
) WHERE head_office_agency_id IS NULL;--> statement-breakpoint
-- Sittings for the sessions not yet over; those already held signed on paper.
SELECT formatio_generate_sittings(id) FROM course_sessions WHERE end_date >= current_date;
