-- Data fix, formerly run by the demo seed (db/seed/demo.ts) at every start: a demo seeded before
-- the English twins existed (0019) gets them, the demo trainers' English position, bio and
-- specialties (found by their demo address) and the demo services' English tags (found by their
-- French title), only where the twin is still empty. The seed did it once, behind the marker
-- site_settings(general, demo_english_twins_seeded): where that marker exists (or no demo was
-- seeded) nothing changes, so an English text an admin has cleared since stays cleared. The texts
-- are those of db/seed/demo/people.ts and services.ts when this migration was written.
UPDATE "users" SET "position_en" = 'Senior project management consultant'
WHERE "email" = 'aminata.diallo@formatio-demo.com' AND "position_en" IS NULL
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "bio_en" = 'PMP® and PMI-ACP® certified, Aminata has spent fifteen years helping telecom operators, banks and public institutions in West Africa structure their PMOs. She has prepared more than 400 candidates for the PMP® certification, with a pass rate above 90%.'
WHERE "email" = 'aminata.diallo@formatio-demo.com' AND "bio_en" IS NULL
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "specialties_en" = ARRAY['Project management', 'PMP®', 'Agile / Scrum', 'PMO']::text[]
WHERE "email" = 'aminata.diallo@formatio-demo.com' AND cardinality("specialties_en") = 0
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "position_en" = 'Executive coach and leadership trainer'
WHERE "email" = 'marc.lefevre@formatio-demo.com' AND "position_en" IS NULL
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "bio_en" = 'A former HR director of an industrial group, Marc has been a certified coach and management trainer since 2012. He works with executive committees and front-line managers alike on leadership, change management and public speaking.'
WHERE "email" = 'marc.lefevre@formatio-demo.com' AND "bio_en" IS NULL
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "specialties_en" = ARRAY['Leadership', 'Change management', 'Recruitment', 'Public speaking']::text[]
WHERE "email" = 'marc.lefevre@formatio-demo.com' AND cardinality("specialties_en") = 0
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "position_en" = 'Cloud architect and data trainer'
WHERE "email" = 'sophie.tremblay@formatio-demo.com' AND "position_en" IS NULL
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "bio_en" = 'An AWS and Microsoft certified solutions architect, Sophie has led cloud migrations for insurers and public bodies in Quebec. She now trains business and technical teams in data analysis and cybersecurity good practice.'
WHERE "email" = 'sophie.tremblay@formatio-demo.com' AND "bio_en" IS NULL
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "specialties_en" = ARRAY['AWS Cloud', 'Power BI', 'Cybersecurity', 'Data literacy']::text[]
WHERE "email" = 'sophie.tremblay@formatio-demo.com' AND cardinality("specialties_en") = 0
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "position_en" = 'Chartered accountant, IFRS trainer'
WHERE "email" = 'kwame.mensah@formatio-demo.com' AND "position_en" IS NULL
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "bio_en" = 'Chartered accountant (ACCA) with twenty years of audit and consolidation experience in Accra, Abidjan and Paris. Kwame helps finance teams adopt IFRS alongside the revised SYSCOHADA and teaches financial analysis to non-financial managers.'
WHERE "email" = 'kwame.mensah@formatio-demo.com' AND "bio_en" IS NULL
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "specialties_en" = ARRAY['IFRS', 'SYSCOHADA', 'Financial analysis', 'Management control']::text[]
WHERE "email" = 'kwame.mensah@formatio-demo.com' AND cardinality("specialties_en") = 0
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "position_en" = 'QHSE auditor and Lean Six Sigma trainer'
WHERE "email" = 'claire.dubois@formatio-demo.com' AND "position_en" IS NULL
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "bio_en" = 'A lead auditor for ISO 9001, ISO 14001 and ISO 45001 and a Lean Six Sigma black belt, Claire ran the quality department of a pharmaceutical laboratory before joining Formatio. She likes to make standards concrete with cases taken from the field.'
WHERE "email" = 'claire.dubois@formatio-demo.com' AND "bio_en" IS NULL
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "specialties_en" = ARRAY['ISO 9001', 'ISO 45001', 'Internal audit', 'Lean Six Sigma']::text[]
WHERE "email" = 'claire.dubois@formatio-demo.com' AND cardinality("specialties_en") = 0
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "position_en" = 'Business English trainer'
WHERE "email" = 'julien.moreau@formatio-demo.com' AND "position_en" IS NULL
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "bio_en" = 'Trainer in business English and intercultural communication. He no longer runs sessions for Formatio as of this year.'
WHERE "email" = 'julien.moreau@formatio-demo.com' AND "bio_en" IS NULL
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "users" SET "specialties_en" = ARRAY['Business English', 'Intercultural communication']::text[]
WHERE "email" = 'julien.moreau@formatio-demo.com' AND cardinality("specialties_en") = 0
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "services" SET "tags_en" = ARRAY['In-house', 'Tailored', 'Bilingual']::text[]
WHERE "title_fr" = 'Formation intra-entreprise sur mesure' AND cardinality("tags_en") = 0
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "services" SET "tags_en" = ARRAY['PMO', 'Governance', 'Portfolio']::text[]
WHERE "title_fr" = 'Conseil en organisation et PMO' AND cardinality("tags_en") = 0
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "services" SET "tags_en" = ARRAY['Coaching', 'Leadership']::text[]
WHERE "title_fr" = 'Coaching de dirigeants et d''équipes' AND cardinality("tags_en") = 0
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "services" SET "tags_en" = ARRAY['Certification', 'Mock exams']::text[]
WHERE "title_fr" = 'Accompagnement à la certification' AND cardinality("tags_en") = 0
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "services" SET "tags_en" = ARRAY['E-learning', 'SCORM', 'Blended']::text[]
WHERE "title_fr" = 'Digital learning et classes virtuelles' AND cardinality("tags_en") = 0
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
--> statement-breakpoint
UPDATE "services" SET "tags_en" = ARRAY['Audit', 'Skills', 'Workforce planning']::text[]
WHERE "title_fr" = 'Audit et cartographie des compétences' AND cardinality("tags_en") = 0
  AND EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_content_seeded')
  AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'demo_english_twins_seeded');
