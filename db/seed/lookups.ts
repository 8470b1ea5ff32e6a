// Reference data every installation needs (not demo content). Stable keys
// (slug, code, level_order, key) let the seed run again without duplicates.

export const COURSE_CATEGORIES = [
  {
    slug: "management",
    icon: "Briefcase",
    name_fr: "Management et leadership",
    name_en: "Management and leadership",
    description_fr: "Piloter des équipes et conduire le changement.",
    description_en: "Lead teams and drive change.",
  },
  {
    slug: "project-management",
    icon: "Flag",
    name_fr: "Gestion de projet",
    name_en: "Project management",
    description_fr: "Méthodes classiques et agiles, certifications.",
    description_en: "Traditional and agile methods, certifications.",
  },
  {
    slug: "it-digital",
    icon: "Monitor",
    name_fr: "Informatique et numérique",
    name_en: "IT and digital",
    description_fr: "Cloud, données, cybersécurité et outils numériques.",
    description_en: "Cloud, data, cybersecurity and digital tools.",
  },
  {
    slug: "finance",
    icon: "Calculator",
    name_fr: "Finance et comptabilité",
    name_en: "Finance and accounting",
    description_fr: "Contrôle de gestion, analyse financière, normes.",
    description_en: "Management control, financial analysis, standards.",
  },
  {
    slug: "human-resources",
    icon: "Users",
    name_fr: "Ressources humaines",
    name_en: "Human resources",
    description_fr: "Recrutement, paie, droit social, talents.",
    description_en: "Recruitment, payroll, labour law, talent.",
  },
  {
    slug: "quality-safety",
    icon: "ShieldCheck",
    name_fr: "Qualité, sécurité, environnement",
    name_en: "Quality, health, safety and environment",
    description_fr: "ISO 9001, 14001, 45001 et audit.",
    description_en: "ISO 9001, 14001, 45001 and auditing.",
  },
  {
    slug: "communication",
    icon: "MessageSquare",
    name_fr: "Communication et langues",
    name_en: "Communication and languages",
    description_fr: "Prise de parole, rédaction, anglais professionnel.",
    description_en: "Public speaking, writing, business English.",
  },
] as const;

export const COURSE_LEVELS = [
  { level_order: 1, name_fr: "Débutant", name_en: "Beginner" },
  { level_order: 2, name_fr: "Intermédiaire", name_en: "Intermediate" },
  { level_order: 3, name_fr: "Avancé", name_en: "Advanced" },
  { level_order: 4, name_fr: "Expert", name_en: "Expert" },
] as const;

export const COURSE_FORMATS = [
  { name_fr: "Présentiel", name_en: "In person" },
  { name_fr: "En ligne", name_en: "Online" },
  { name_fr: "Hybride", name_en: "Blended" },
] as const;

export const COURSE_LANGUAGES = [
  { code: "fr", name_fr: "Français", name_en: "French" },
  { code: "en", name_fr: "Anglais", name_en: "English" },
  { code: "bilingual", name_fr: "Bilingue", name_en: "Bilingual" },
] as const;

export const COURSE_TARGET_AUDIENCES = [
  { name_fr: "Managers", name_en: "Managers" },
  { name_fr: "Chefs de projet", name_en: "Project managers" },
  { name_fr: "Cadres dirigeants", name_en: "Executives" },
  { name_fr: "Professionnels techniques", name_en: "Technical professionals" },
  { name_fr: "Tout public", name_en: "Everyone" },
] as const;

export const COURSE_TAGS = [
  { slug: "certification", name_fr: "Certification", name_en: "Certification" },
  { slug: "agile", name_fr: "Agile", name_en: "Agile" },
  { slug: "leadership", name_fr: "Leadership", name_en: "Leadership" },
  { slug: "cloud", name_fr: "Cloud", name_en: "Cloud" },
  { slug: "data", name_fr: "Données", name_en: "Data" },
  { slug: "security", name_fr: "Sécurité", name_en: "Security" },
  { slug: "iso", name_fr: "ISO", name_en: "ISO" },
] as const;
