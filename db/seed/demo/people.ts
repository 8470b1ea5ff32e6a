// The demo's people: trainers (with the English twins of their public card), members, and the
// staff who run the sessions desk through a permission profile (desk.ts gives it).
import { users } from "#db/schema";
import type { Tx } from "~/server/db.server";
import { type Calendar, need } from "./helpers";

export type PersonKey =
  | "aminata"
  | "marc"
  | "sophie"
  | "kwame"
  | "claire"
  | "julien"
  | "fatou"
  | "thomas"
  | "yao"
  | "emilie"
  | "daniel"
  | "camille"
  | "sarah"
  | "moussa"
  | "lucas"
  | "ines"
  | "nadia";

export type PersonSeed = {
  key: PersonKey;
  slug: string;
  full_name: string;
  role: "teacher" | "member";
  is_active?: boolean;
  language?: "fr" | "en";
  phone: string;
  company: string;
  /** French, as the columns without a suffix; trainers also have the English twins below. */
  position: string;
  bio?: string;
  website?: string;
  specialties?: string[];
  /** The public card's English texts (trainers). */
  en?: { position: string; bio: string; specialties: string[] };
  joinedDaysAgo: number;
};

export const emailOf = (person: PersonSeed) => `${person.slug.replace("-", ".")}@formatio-demo.com`;

export const TEACHERS: PersonSeed[] = [
  {
    key: "aminata",
    slug: "aminata-diallo",
    full_name: "Aminata Diallo",
    role: "teacher",
    phone: "+221 77 640 12 35",
    company: "Formatio",
    position: "Consultante senior en gestion de projet",
    bio: "Certifiée PMP® et PMI-ACP®, Aminata accompagne depuis quinze ans des opérateurs télécoms, des banques et des institutions publiques d'Afrique de l'Ouest dans la structuration de leurs PMO. Elle a préparé plus de 400 candidats à la certification PMP® avec un taux de réussite supérieur à 90 %.",
    website: "https://aminata-diallo.example.com",
    specialties: ["Gestion de projet", "PMP®", "Agile / Scrum", "PMO"],
    en: {
      position: "Senior project management consultant",
      bio: "PMP® and PMI-ACP® certified, Aminata has spent fifteen years helping telecom operators, banks and public institutions in West Africa structure their PMOs. She has prepared more than 400 candidates for the PMP® certification, with a pass rate above 90%.",
      specialties: ["Project management", "PMP®", "Agile / Scrum", "PMO"],
    },
    joinedDaysAgo: 2000,
  },
  {
    key: "marc",
    slug: "marc-lefevre",
    full_name: "Marc Lefèvre",
    role: "teacher",
    phone: "+33 6 12 48 77 20",
    company: "Formatio",
    position: "Coach de dirigeants et formateur en leadership",
    bio: "Ancien DRH d'un groupe industriel, Marc est coach certifié et formateur en management depuis 2012. Il intervient auprès des comités de direction comme des managers de proximité sur le leadership, la conduite du changement et la prise de parole en public.",
    website: "https://marc-lefevre-coaching.example.com",
    specialties: ["Leadership", "Conduite du changement", "Recrutement", "Prise de parole"],
    en: {
      position: "Executive coach and leadership trainer",
      bio: "A former HR director of an industrial group, Marc has been a certified coach and management trainer since 2012. He works with executive committees and front-line managers alike on leadership, change management and public speaking.",
      specialties: ["Leadership", "Change management", "Recruitment", "Public speaking"],
    },
    joinedDaysAgo: 1900,
  },
  {
    key: "sophie",
    slug: "sophie-tremblay",
    full_name: "Sophie Tremblay",
    role: "teacher",
    phone: "+1 514 555 0187",
    company: "Formatio",
    position: "Architecte cloud et formatrice data",
    bio: "Architecte solutions certifiée AWS et Microsoft, Sophie a piloté des migrations vers le cloud pour des assureurs et des acteurs publics québécois. Elle forme aujourd'hui les équipes métier et techniques à l'analyse de données et aux bonnes pratiques de cybersécurité.",
    website: "https://sophietremblay.example.com",
    specialties: ["Cloud AWS", "Power BI", "Cybersécurité", "Data literacy"],
    en: {
      position: "Cloud architect and data trainer",
      bio: "An AWS and Microsoft certified solutions architect, Sophie has led cloud migrations for insurers and public bodies in Quebec. She now trains business and technical teams in data analysis and cybersecurity good practice.",
      specialties: ["AWS Cloud", "Power BI", "Cybersecurity", "Data literacy"],
    },
    joinedDaysAgo: 1500,
  },
  {
    key: "kwame",
    slug: "kwame-mensah",
    full_name: "Kwame Mensah",
    role: "teacher",
    phone: "+225 07 07 48 23 16",
    company: "Formatio",
    position: "Expert-comptable, formateur IFRS",
    bio: "Expert-comptable (ACCA) fort de vingt ans d'expérience en audit et en consolidation à Accra, Abidjan et Paris, Kwame aide les équipes financières à adopter les IFRS aux côtés du SYSCOHADA révisé et enseigne l'analyse financière aux managers non financiers.",
    website: "https://kwame-mensah.example.com",
    specialties: ["IFRS", "SYSCOHADA", "Analyse financière", "Contrôle de gestion"],
    en: {
      position: "Chartered accountant, IFRS trainer",
      bio: "Chartered accountant (ACCA) with twenty years of audit and consolidation experience in Accra, Abidjan and Paris. Kwame helps finance teams adopt IFRS alongside the revised SYSCOHADA and teaches financial analysis to non-financial managers.",
      specialties: ["IFRS", "SYSCOHADA", "Financial analysis", "Management control"],
    },
    joinedDaysAgo: 1300,
  },
  {
    key: "claire",
    slug: "claire-dubois",
    full_name: "Claire Dubois",
    role: "teacher",
    phone: "+33 6 71 35 90 42",
    company: "Formatio",
    position: "Auditrice QHSE et formatrice Lean Six Sigma",
    bio: "Auditrice principale ISO 9001, ISO 14001 et ISO 45001, ceinture noire Lean Six Sigma, Claire a dirigé le service qualité d'un laboratoire pharmaceutique avant de rejoindre Formatio. Elle aime rendre les normes concrètes grâce à des cas tirés du terrain.",
    website: "https://claire-dubois-qhse.example.com",
    specialties: ["ISO 9001", "ISO 45001", "Audit interne", "Lean Six Sigma"],
    en: {
      position: "QHSE auditor and Lean Six Sigma trainer",
      bio: "A lead auditor for ISO 9001, ISO 14001 and ISO 45001 and a Lean Six Sigma black belt, Claire ran the quality department of a pharmaceutical laboratory before joining Formatio. She likes to make standards concrete with cases taken from the field.",
      specialties: ["ISO 9001", "ISO 45001", "Internal audit", "Lean Six Sigma"],
    },
    joinedDaysAgo: 1100,
  },
  {
    key: "julien",
    slug: "julien-moreau",
    full_name: "Julien Moreau",
    role: "teacher",
    is_active: false,
    phone: "+33 6 58 24 11 09",
    company: "Moreau Communication",
    position: "Formateur en anglais professionnel",
    bio: "Formateur en anglais des affaires et en communication interculturelle. N'anime plus de sessions pour Formatio depuis cette année.",
    specialties: ["Anglais professionnel", "Communication interculturelle"],
    en: {
      position: "Business English trainer",
      bio: "Trainer in business English and intercultural communication. He no longer runs sessions for Formatio as of this year.",
      specialties: ["Business English", "Intercultural communication"],
    },
    joinedDaysAgo: 1800,
  },
];

export const MEMBERS: PersonSeed[] = [
  {
    key: "fatou",
    slug: "fatou-ndiaye",
    full_name: "Fatou Ndiaye",
    role: "member",
    phone: "+221 76 514 22 08",
    company: "Teranga Telecom",
    position: "Cheffe de projet réseau",
    joinedDaysAgo: 400,
  },
  {
    key: "thomas",
    slug: "thomas-bernard",
    full_name: "Thomas Bernard",
    role: "member",
    phone: "+33 6 45 18 92 31",
    company: "Hexagone Logistique",
    position: "Responsable d'exploitation",
    joinedDaysAgo: 380,
  },
  {
    key: "yao",
    slug: "yao-kouassi",
    full_name: "Yao Kouassi",
    role: "member",
    phone: "+225 05 44 61 20 73",
    company: "Banque Lagune",
    position: "Responsable consolidation",
    joinedDaysAgo: 350,
  },
  {
    key: "emilie",
    slug: "emilie-gagnon",
    full_name: "Émilie Gagnon",
    role: "member",
    phone: "+1 438 555 0126",
    company: "Érable Assurances",
    position: "Analyste d'affaires",
    joinedDaysAgo: 300,
  },
  {
    key: "daniel",
    slug: "daniel-okafor",
    full_name: "Daniel Okafor",
    role: "member",
    language: "en",
    phone: "+44 20 7946 0852",
    company: "Northbridge Consulting",
    position: "IT Service Manager",
    joinedDaysAgo: 260,
  },
  {
    key: "camille",
    slug: "camille-roux",
    full_name: "Camille Roux",
    role: "member",
    phone: "+33 7 81 26 54 90",
    company: "Rhône Pharma",
    position: "Responsable qualité",
    joinedDaysAgo: 210,
  },
  {
    key: "sarah",
    slug: "sarah-johnson",
    full_name: "Sarah Johnson",
    role: "member",
    language: "en",
    phone: "+1 416 555 0173",
    company: "Maple Ridge Health",
    position: "Operations Director",
    joinedDaysAgo: 170,
  },
  {
    key: "moussa",
    slug: "moussa-traore",
    full_name: "Moussa Traoré",
    role: "member",
    phone: "+221 78 302 45 61",
    company: "Sahel Énergie",
    position: "Ingénieur réseaux électriques",
    joinedDaysAgo: 120,
  },
];

/**
 * Members waiting for a seat of the full session (issue 28, waitlist.ts): kept out of MEMBERS,
 * whose keys fill it.
 */
export const WAITING: PersonSeed[] = [
  {
    key: "lucas",
    slug: "lucas-martin",
    full_name: "Lucas Martin",
    role: "member",
    phone: "+33 6 72 19 40 58",
    company: "Atelier Bois Nantais",
    position: "Chef d'atelier",
    joinedDaysAgo: 45,
  },
  {
    key: "ines",
    slug: "ines-haddad",
    full_name: "Inès Haddad",
    role: "member",
    language: "en",
    phone: "+32 470 55 18 92",
    company: "Brabant Digital",
    position: "Team Lead",
    joinedDaysAgo: 30,
  },
];

/**
 * Staff who are not administrators: a member account whose permission profile (desk.ts) lets it
 * run the sessions desk (issue 23). Kept out of MEMBERS, whose keys fill the full session.
 */
export const STAFF: PersonSeed[] = [
  {
    key: "nadia",
    slug: "nadia-benali",
    full_name: "Nadia Benali",
    role: "member",
    phone: "+33 6 27 81 45 36",
    company: "Formatio",
    position: "Responsable de l'accueil et des sessions",
    joinedDaysAgo: 700,
  },
];

/** Inserts the trainers, the members (those waiting too), then the staff (no auth accounts: they cannot sign in); their ids by key. */
export async function seedPeople(tx: Tx, { ago }: Calendar): Promise<Map<PersonKey, string>> {
  const people = [...TEACHERS, ...MEMBERS, ...WAITING, ...STAFF];
  const insertedUsers = await tx
    .insert(users)
    .values(
      people.map((person) => ({
        email: emailOf(person),
        email_verified: true,
        full_name: person.full_name,
        phone: person.phone,
        company: person.company,
        position: person.position,
        bio: person.bio ?? null,
        website: person.website ?? null,
        linkedin: person.role === "teacher" ? `https://www.linkedin.com/in/formatio-demo-${person.slug}` : null,
        avatar_url: `/demo/avatars/${person.slug}.svg`,
        specialties: person.specialties ?? [],
        position_en: person.en?.position ?? null,
        bio_en: person.en?.bio ?? null,
        specialties_en: person.en?.specialties ?? [],
        is_active: person.is_active ?? true,
        role: person.role,
        language: person.language ?? "fr",
        created_at: ago(person.joinedDaysAgo),
        updated_at: ago(Math.min(person.joinedDaysAgo, 30)),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIdByEmail = new Map(insertedUsers.map((u) => [u.email, u.id]));
  const userId = new Map(people.map((person) => [person.key, need(userIdByEmail, emailOf(person), "user")]));
  return userId;
}
