-- IF NOT EXISTS: db/migrations/data-fixes.test.ts adds this column before seeding an older schema
-- (the seed writes today's columns), then migrates through here.
ALTER TABLE "course_session_registrations" ADD COLUMN IF NOT EXISTS "calendar_uid" text;
