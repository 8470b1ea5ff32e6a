-- Data fix, formerly run by the start-up seed (db/seed/base.ts) at every start: an installation
-- seeded before the English SEO texts existed (0018) gets the default English texts, only where
-- the English text is still empty. The seed did it once, behind the marker
-- site_settings(general, seeded_site_seo_en): where that marker exists the texts were given then,
-- and an English text an admin has cleared since stays cleared. A fresh database has no site_seo
-- row yet here; the seed inserts it with both languages.
UPDATE "site_seo" SET "meta_title_en" = 'Formatio — Professional Training'
WHERE "meta_title_en" IS NULL AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'seeded_site_seo_en');
--> statement-breakpoint
UPDATE "site_seo" SET "meta_description_en" = 'Certified courses, public and in-house sessions and consulting, in person and online, since 2019.'
WHERE "meta_description_en" IS NULL AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'seeded_site_seo_en');
--> statement-breakpoint
UPDATE "site_seo" SET "meta_keywords_en" = 'professional training, certification, project management, management, consulting'
WHERE "meta_keywords_en" IS NULL AND NOT EXISTS (SELECT 1 FROM "site_settings" WHERE "category" = 'general' AND "name" = 'seeded_site_seo_en');
