// Seed every installation needs, safe to run at each start: it inserts what
// is missing and never overwrites what an admin changed.
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  contact_settings,
  course_categories,
  course_formats,
  course_languages,
  course_levels,
  course_tags,
  course_target_audiences,
  PERMISSION_MODULES,
  permissions,
  type Role,
  site_seo,
  site_settings,
  stats,
  translation_categories,
  translations,
} from "#db/schema";
import { flattenMessages } from "~/i18n/messages";
import type { Executor } from "~/server/db.server";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { seedBpfCategories } from "./bpf-categories";
import {
  COURSE_CATEGORIES,
  COURSE_FORMATS,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  COURSE_TAGS,
  COURSE_TARGET_AUDIENCES,
} from "./lookups";

export const DEFAULT_GENERAL_SETTINGS: Record<string, string> = {
  app_name: "Formatio",
  motto: "Former aujourd'hui les talents de demain",
  // The site texts' English twins (app/site/site.server.ts). An empty hero text shows the
  // locale files' default (home.hero_title), which the translations screen edits.
  motto_en: "Training today the talent of tomorrow",
  about_service:
    "Formatio accompagne depuis 2019 les organisations et les professionnels avec des formations certifiantes et du conseil.",
  hero_title: "",
  hero_title_en: "",
  hero_subtitle: "",
  hero_subtitle_en: "",
  hero_banner: "",
  logo_url: "",
  logo_white_url: "",
  logo_square_url: "",
  favicon_url: "",
  stats_background: "",
};

export const DEFAULT_THEME_SETTINGS: Record<string, string> = {
  primary_color: "#F26524",
  secondary_color: "#2D3494",
  accent_color: "#00AEEF",
  carousel_speed: "30",
};

type Flags = { can_view: boolean; can_create: boolean; can_edit: boolean; can_delete: boolean };
const none: Flags = { can_view: false, can_create: false, can_edit: false, can_delete: false };
const viewOnly: Flags = { ...none, can_view: true };
const full: Flags = { can_view: true, can_create: true, can_edit: true, can_delete: true };

/**
 * Default permission matrix (rows for every role but super_admin, who has every right). Since
 * the matrix is enforced (docs/decisions/010), a write flag lets that role edit through the
 * site's in-place editors: only operators, who run the sessions, get any by default.
 */
export const DEFAULT_PERMISSIONS: Record<Exclude<Role, "super_admin">, Partial<Record<string, Flags>>> = {
  member: { courses: viewOnly, sessions: viewOnly },
  client: { courses: viewOnly, sessions: viewOnly },
  teacher: { courses: viewOnly, sessions: viewOnly },
  moderator: { courses: viewOnly, sessions: viewOnly, translations: { ...viewOnly, can_edit: true } },
  operator: {
    courses: { ...full, can_delete: false },
    sessions: { ...full, can_delete: false },
    agencies: viewOnly,
    translations: viewOnly,
    // Operators run sessions: the attendance board, corrections and justifications.
    attendance: { ...full, can_delete: false },
  },
  admin: Object.fromEntries(PERMISSION_MODULES.map((m) => [m, full])),
};

async function seedLookups(tx: Executor) {
  await tx
    .insert(course_categories)
    .values(COURSE_CATEGORIES.map((c, i) => ({ ...c, display_order: i + 1 })))
    .onConflictDoNothing({ target: course_categories.slug });
  await tx
    .insert(course_languages)
    .values([...COURSE_LANGUAGES])
    .onConflictDoNothing({ target: course_languages.code });
  await tx
    .insert(course_tags)
    .values([...COURSE_TAGS])
    .onConflictDoNothing({ target: course_tags.slug });
  // These tables have no natural unique key in the spec: insert by English name when missing.
  const levels = await tx.select({ name_en: course_levels.name_en }).from(course_levels);
  const missingLevels = COURSE_LEVELS.filter((l) => !levels.some((r) => r.name_en === l.name_en));
  if (missingLevels.length) await tx.insert(course_levels).values(missingLevels);
  const formats = await tx.select({ name_en: course_formats.name_en }).from(course_formats);
  const missingFormats = COURSE_FORMATS.filter((f) => !formats.some((r) => r.name_en === f.name_en));
  if (missingFormats.length) await tx.insert(course_formats).values(missingFormats);
  const audiences = await tx.select({ name_en: course_target_audiences.name_en }).from(course_target_audiences);
  const missingAudiences = COURSE_TARGET_AUDIENCES.filter((a) => !audiences.some((r) => r.name_en === a.name_en));
  if (missingAudiences.length) await tx.insert(course_target_audiences).values(missingAudiences);
}

async function seedPermissions(tx: Executor) {
  const rows = Object.entries(DEFAULT_PERMISSIONS).flatMap(([role, modules]) =>
    PERMISSION_MODULES.map((module) => ({ role: role as Role, module, ...(modules[module] ?? none) })),
  );
  await tx.insert(permissions).values(rows).onConflictDoNothing();
}

async function seedSettings(tx: Executor) {
  const rows = [
    ...Object.entries(DEFAULT_GENERAL_SETTINGS).map(([name, value]) => ({ category: "general" as const, name, value })),
    ...Object.entries(DEFAULT_THEME_SETTINGS).map(([name, value]) => ({ category: "theme" as const, name, value })),
  ];
  await tx.insert(site_settings).values(rows).onConflictDoNothing();
  await tx
    .insert(contact_settings)
    .values({
      email: "contact@formatio.example",
      phone: "+33 1 84 60 20 19",
      website: "https://formatio.example",
      address_line1: "18 rue de la Paix",
      address_line2: "Bâtiment B, 3e étage",
      city: "Paris",
      country: "France",
    })
    .onConflictDoNothing();
  await tx
    .insert(site_seo)
    .values({ ...DEFAULT_SITE_SEO.fr, ...DEFAULT_SITE_SEO.en })
    .onConflictDoNothing();
  // Installations seeded before the English twins existed got them from migration 0022.
}

export const DEFAULT_SITE_SEO = {
  fr: {
    meta_title: "Formatio — Formation Professionnelle",
    meta_description:
      "Formations certifiantes, sessions inter et intra-entreprise et conseil, en présentiel et en ligne, depuis 2019.",
    meta_keywords: "formation professionnelle, certification, gestion de projet, management, conseil",
  },
  en: {
    meta_title_en: "Formatio — Professional Training",
    meta_description_en:
      "Certified courses, public and in-house sessions and consulting, in person and online, since 2019.",
    meta_keywords_en: "professional training, certification, project management, management, consulting",
  },
} as const;

/** Runs `seed` once per installation: a marker row remembers it, so admin deletions stay deleted. */
async function once(tx: Executor, marker: string, seed: () => Promise<void>) {
  const inserted = await tx
    .insert(site_settings)
    .values({ category: "general", name: `seeded_${marker}`, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ id: site_settings.id });
  if (inserted.length) await seed();
}

async function seedStats(tx: Executor) {
  await once(tx, "stats", async () => {
    await tx.insert(stats).values([
      {
        title_fr: "Année de création",
        title_en: "Founded",
        icon: "Flag",
        value: "2019",
        description_fr: "Au service des compétences depuis 2019.",
        description_en: "Building skills since 2019.",
        display_order: 1,
      },
      {
        title_fr: "Experts formateurs",
        title_en: "Expert trainers",
        icon: "Users",
        value: "45+",
        description_fr: "Des consultants praticiens et certifiés.",
        description_en: "Certified consultants who practise what they teach.",
        display_order: 2,
      },
      {
        title_fr: "Apprenants formés",
        title_en: "Learners trained",
        icon: "GraduationCap",
        value: "1200+",
        description_fr: "Des professionnels formés sur trois continents.",
        description_en: "Professionals trained on three continents.",
        display_order: 3,
      },
    ]);
  });
}

/**
 * Copies the locale files into the translations table: missing keys are
 * added, rows still holding an older default follow the file, rows an admin
 * edited (is_custom) are left alone.
 */
export async function seedTranslations(tx: Executor) {
  const frFlat = flattenMessages(fr);
  const enFlat = flattenMessages(en);
  const categoryNames = [...new Set([...frFlat.keys()].map((k) => k.split(".")[0]))];
  await tx
    .insert(translation_categories)
    .values(categoryNames.map((name) => ({ name })))
    .onConflictDoNothing();
  const categories = await tx
    .select()
    .from(translation_categories)
    .where(inArray(translation_categories.name, categoryNames));
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const rows = [...frFlat.keys()].map((key) => ({
    key,
    fr: frFlat.get(key)!,
    en: enFlat.get(key) ?? frFlat.get(key)!,
    category_id: categoryId.get(key.split(".")[0]),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(translations)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: translations.key,
        set: { fr: sql`excluded.fr`, en: sql`excluded.en` },
        setWhere: and(
          eq(translations.is_custom, false),
          sql`(${translations.fr} is distinct from excluded.fr or ${translations.en} is distinct from excluded.en)`,
        ),
      });
  }
}

export async function seedBase(tx: Executor) {
  await seedLookups(tx);
  await seedPermissions(tx);
  await seedBpfCategories(tx);
  await seedSettings(tx);
  await seedStats(tx);
  await seedTranslations(tx);
}
