// The demo's partners and the mock exams their resources point at.
import { mock_exams, partners } from "#db/schema";
import type { Tx } from "~/server/db.server";
import { need, type Text } from "./helpers";

export type PartnerKey = "ifmp" | "certiqual" | "cloudpath" | "afa";

export const PARTNERS: {
  key: PartnerKey;
  name: string;
  description: Text;
  website_url: string;
  email: string;
  phone: string;
}[] = [
  {
    key: "ifmp",
    name: "Institut Francophone de Management de Projet",
    description: {
      fr: "<p>Association professionnelle qui promeut les bonnes pratiques de management de projet dans l'espace francophone. Partenaire de Formatio pour les parcours certifiants en gestion de projet.</p>",
      en: "<p>Professional association promoting project management good practice across French-speaking countries. Formatio's partner for certification programmes in project management.</p>",
    },
    website_url: "https://ifmp.example.org",
    email: "contact@ifmp.example.org",
    phone: "+33 1 84 60 11 20",
  },
  {
    key: "certiqual",
    name: "CertiQual International",
    description: {
      fr: "<p>Organisme de certification de personnes et de systèmes de management (qualité, environnement, santé et sécurité). Délivre les certificats de nos formations d'auditeur.</p>",
      en: "<p>Certification body for people and management systems (quality, environment, health and safety). Issues the certificates for our auditor courses.</p>",
    },
    website_url: "https://certiqual.example.org",
    email: "info@certiqual.example.org",
    phone: "+41 22 555 01 40",
  },
  {
    key: "cloudpath",
    name: "CloudPath Academy",
    description: {
      fr: "<p>Académie spécialisée dans les compétences cloud et data. Fournit les environnements de travaux pratiques de nos formations AWS et Power BI.</p>",
      en: "<p>Academy specialising in cloud and data skills. Provides the hands-on lab environments for our AWS and Power BI courses.</p>",
    },
    website_url: "https://cloudpath.example.com",
    email: "partners@cloudpath.example.com",
    phone: "+1 514 555 0110",
  },
  {
    key: "afa",
    name: "Académie Finance & Audit",
    description: {
      fr: "<p>Réseau de professionnels de la finance et de l'audit en Afrique de l'Ouest et centrale. Coconçoit nos programmes IFRS et SYSCOHADA.</p>",
      en: "<p>Network of finance and audit professionals in West and Central Africa. Co-designs our IFRS and SYSCOHADA programmes.</p>",
    },
    website_url: "https://afa.example.org",
    email: "contact@afa.example.org",
    phone: "+225 27 22 55 01 30",
  },
];

export const MOCK_EXAMS: { key: "pmp" | "iso"; title: Text }[] = [
  { key: "pmp", title: { fr: "Examen blanc PMP® – 180 questions", en: "PMP® mock exam – 180 questions" } },
  {
    key: "iso",
    title: { fr: "Examen blanc Auditeur interne ISO 9001", en: "ISO 9001 internal auditor mock exam" },
  },
];

/** Inserts the partners and the mock exams; their ids by key. */
export async function seedPartners(tx: Tx) {
  const insertedPartners = await tx
    .insert(partners)
    .values(
      PARTNERS.map((partner, i) => ({
        name: partner.name,
        description_fr: partner.description.fr,
        description_en: partner.description.en,
        logo_url: `/demo/partners/${partner.key}.svg`,
        website_url: partner.website_url,
        email: partner.email,
        phone: partner.phone,
        is_active: true,
        display_order: i + 1,
      })),
    )
    .returning({ id: partners.id, name: partners.name });
  const partnerIdByName = new Map(insertedPartners.map((r) => [r.name, r.id]));
  const partnerId = new Map(PARTNERS.map((partner) => [partner.key, need(partnerIdByName, partner.name, "partner")]));

  const insertedExams = await tx
    .insert(mock_exams)
    .values(MOCK_EXAMS.map((exam) => ({ title_fr: exam.title.fr, title_en: exam.title.en })))
    .returning({ id: mock_exams.id, title_fr: mock_exams.title_fr });
  const examIdByTitle = new Map(insertedExams.map((r) => [r.title_fr, r.id]));
  const examId = new Map(MOCK_EXAMS.map((exam) => [exam.key, need(examIdByTitle, exam.title.fr, "mock exam")]));
  return { partnerId, examId };
}
