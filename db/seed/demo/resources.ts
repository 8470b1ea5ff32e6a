// The demo's downloadable resources, one file of its own type each.
import { resources } from "#db/schema";
import type { Tx } from "~/server/db.server";
import { type Calendar, need, type Text } from "./helpers";
import type { PartnerKey } from "./partners";

// Each resource downloads a file of its own type (scripts/generate-demo-images.mjs writes them).
const file = (name: string) => `/demo/files/${name}`;

export const RESOURCES: {
  type: "document" | "video" | "template" | "guide" | "mock_exam";
  title: Text;
  description: Text;
  partner: PartnerKey;
  mockExam?: "pmp" | "iso";
  url: string;
  thumbnail: string;
  premium: boolean;
  downloads: number;
  createdDaysAgo: number;
}[] = [
  {
    type: "guide",
    title: { fr: "Guide de préparation à l'examen PMP®", en: "PMP® exam preparation guide" },
    description: {
      fr: "Un guide pas à pas pour préparer l'examen PMP® : conditions d'éligibilité, constitution du dossier, planning de révision sur huit semaines et conseils pour le jour J.\nInclut une liste des ressources officielles du PMI à consulter.",
      en: "A step-by-step guide to preparing for the PMP® exam: eligibility requirements, application, an eight-week revision plan and tips for exam day.\nIncludes a list of official PMI resources to consult.",
    },
    partner: "ifmp",
    url: file("pmp-exam-guide.pdf"),
    thumbnail: "/demo/resources/guide-1.svg",
    premium: false,
    downloads: 1284,
    createdDaysAgo: 300,
  },
  {
    type: "template",
    title: { fr: "Modèle de note de cadrage de projet", en: "Project charter template" },
    description: {
      fr: "Modèle prêt à l'emploi pour formaliser les objectifs, le périmètre, les parties prenantes, les jalons et les risques majeurs d'un projet.\nÀ compléter avant le lancement et à faire valider par le sponsor.",
      en: "A ready-to-use template to document a project's objectives, scope, stakeholders, milestones and major risks.\nFill it in before kick-off and have it approved by the sponsor.",
    },
    partner: "ifmp",
    url: file("project-charter-template.xlsx"),
    thumbnail: "/demo/resources/template-1.svg",
    premium: false,
    downloads: 2107,
    createdDaysAgo: 280,
  },
  {
    type: "mock_exam",
    title: { fr: "Examen blanc PMP® complet", en: "Full PMP® mock exam" },
    description: {
      fr: "180 questions situationnelles dans les conditions réelles de l'examen (230 minutes), avec corrigé commenté et analyse de vos résultats par domaine.\nRéservé aux participants de nos préparations PMP®.",
      en: "180 situational questions in real exam conditions (230 minutes), with detailed answers and a breakdown of your results by domain.\nReserved for participants in our PMP® preparation courses.",
    },
    partner: "ifmp",
    mockExam: "pmp",
    url: file("pmp-mock-exam.pdf"),
    thumbnail: "/demo/resources/mock-exam-1.svg",
    premium: true,
    downloads: 642,
    createdDaysAgo: 250,
  },
  {
    type: "video",
    title: {
      fr: "Webinaire : réussir sa transformation agile",
      en: "Webinar: succeeding with an agile transformation",
    },
    description: {
      fr: "Replay de notre webinaire d'une heure avec Aminata Diallo : les étapes d'une transformation agile, les pièges à éviter et trois retours d'expérience.\nUn extrait vidéo est téléchargeable ; le replay complet est envoyé sur demande.",
      en: "Replay of our one-hour webinar with Aminata Diallo: the steps of an agile transformation, the pitfalls to avoid and three case studies.\nA video excerpt can be downloaded; the full replay is sent on request.",
    },
    partner: "ifmp",
    url: file("agile-transformation-webinar.webm"),
    thumbnail: "/demo/resources/video-1.svg",
    premium: false,
    downloads: 876,
    createdDaysAgo: 210,
  },
  {
    type: "document",
    title: {
      fr: "Livre blanc : la cybersécurité, l'affaire de tous",
      en: "White paper: cybersecurity is everyone's business",
    },
    description: {
      fr: "Chiffres clés, scénarios d'attaque les plus courants et plan d'action en dix mesures pour sensibiliser vos équipes.\nRédigé par Sophie Tremblay et l'équipe numérique de Formatio.",
      en: "Key figures, the most common attack scenarios and a ten-step action plan to raise your teams' awareness.\nWritten by Sophie Tremblay and Formatio's digital team.",
    },
    partner: "cloudpath",
    url: file("cybersecurity-white-paper.pdf"),
    thumbnail: "/demo/resources/document-1.svg",
    premium: false,
    downloads: 1530,
    createdDaysAgo: 190,
  },
  {
    type: "guide",
    title: { fr: "Guide de démarrage Power BI", en: "Getting started with Power BI" },
    description: {
      fr: "Installer Power BI Desktop, connecter une première source, construire un modèle simple et publier un rapport : les bases en vingt pages illustrées.",
      en: "Install Power BI Desktop, connect a first source, build a simple model and publish a report: the basics in twenty illustrated pages.",
    },
    partner: "cloudpath",
    url: file("power-bi-getting-started.pdf"),
    thumbnail: "/demo/resources/guide-2.svg",
    premium: true,
    downloads: 734,
    createdDaysAgo: 160,
  },
  {
    type: "video",
    title: {
      fr: "Masterclass : les fondamentaux d'AWS en 45 minutes",
      en: "Masterclass: AWS fundamentals in 45 minutes",
    },
    description: {
      fr: "Une introduction en anglais aux services essentiels d'AWS et au modèle de responsabilité partagée.\nExtrait vidéo téléchargeable ; la masterclass complète est réservée aux membres premium.",
      en: "An introduction in English to the essential AWS services and the shared responsibility model.\nA video excerpt to download; the full masterclass is for premium members.",
    },
    partner: "cloudpath",
    url: file("aws-fundamentals-masterclass.webm"),
    thumbnail: "/demo/resources/video-2.svg",
    premium: true,
    downloads: 418,
    createdDaysAgo: 130,
  },
  {
    type: "document",
    title: { fr: "Synthèse : IFRS 18 en dix points", en: "Summary: IFRS 18 in ten points" },
    description: {
      fr: "Les changements apportés par IFRS 18 à la présentation du compte de résultat : catégories, sous-totaux obligatoires, indicateurs définis par la direction.\nCalendrier d'application et conséquences pour les groupes SYSCOHADA.",
      en: "The changes IFRS 18 brings to the income statement: categories, required subtotals, management-defined performance measures.\nEffective date and consequences for SYSCOHADA groups.",
    },
    partner: "afa",
    url: file("ifrs-18-summary.pdf"),
    thumbnail: "/demo/resources/document-2.svg",
    premium: false,
    downloads: 965,
    createdDaysAgo: 110,
  },
  {
    type: "template",
    title: { fr: "Modèle de budget prévisionnel", en: "Budget forecast template" },
    description: {
      fr: "Tableau de budget sur douze mois avec suivi des écarts, adapté aux services opérationnels.\nAccompagne la formation Finance pour non-financiers.",
      en: "Twelve-month budget table with variance tracking, designed for operational departments.\nComplements the Finance for Non-Financial Managers course.",
    },
    partner: "afa",
    url: file("budget-forecast-template.xlsx"),
    thumbnail: "/demo/resources/template-2.svg",
    premium: false,
    downloads: 1189,
    createdDaysAgo: 95,
  },
  {
    type: "mock_exam",
    title: { fr: "Examen blanc Auditeur interne ISO 9001", en: "ISO 9001 internal auditor mock exam" },
    description: {
      fr: "40 questions et une étude de cas pour vérifier votre maîtrise de l'ISO 9001:2015 et des techniques d'audit de l'ISO 19011.\nCorrigé détaillé fourni.",
      en: "40 questions and a case study to check your command of ISO 9001:2015 and ISO 19011 audit techniques.\nDetailed answers provided.",
    },
    partner: "certiqual",
    mockExam: "iso",
    url: file("iso-9001-mock-exam.pdf"),
    thumbnail: "/demo/resources/mock-exam-2.svg",
    premium: true,
    downloads: 357,
    createdDaysAgo: 70,
  },
  {
    type: "template",
    title: { fr: "Modèle de plan d'audit interne", en: "Internal audit plan template" },
    description: {
      fr: "Plan d'audit type conforme à l'ISO 19011 : périmètre, critères, équipe d'audit, programme horaire des entretiens.",
      en: "Standard audit plan in line with ISO 19011: scope, criteria, audit team, interview schedule.",
    },
    partner: "certiqual",
    url: file("internal-audit-plan-template.xlsx"),
    thumbnail: "/demo/resources/template-1.svg",
    premium: false,
    downloads: 521,
    createdDaysAgo: 45,
  },
  {
    type: "document",
    title: { fr: "Catalogue des formations Formatio", en: "Formatio course catalogue" },
    description: {
      fr: "Le catalogue complet de nos formations interentreprises : programmes, durées, tarifs et lieux de session.",
      en: "Our complete catalogue of public courses: programmes, durations, prices and session locations.",
    },
    partner: "ifmp",
    url: file("formatio-catalogue.pdf"),
    thumbnail: "/demo/resources/document-1.svg",
    premium: false,
    downloads: 3012,
    createdDaysAgo: 15,
  },
];

export async function seedResources(
  tx: Tx,
  { ago }: Calendar,
  ids: { partnerId: Map<PartnerKey, string>; examId: Map<"pmp" | "iso", string> },
) {
  const { partnerId, examId } = ids;
  await tx.insert(resources).values(
    RESOURCES.map((resource) => ({
      title_fr: resource.title.fr,
      title_en: resource.title.en,
      description_fr: resource.description.fr,
      description_en: resource.description.en,
      partner_id: need(partnerId, resource.partner, "partner"),
      type: resource.type,
      mock_exam_id: resource.mockExam ? need(examId, resource.mockExam, "mock exam") : null,
      url: resource.url,
      thumbnail_url: resource.thumbnail,
      is_premium: resource.premium,
      download_count: resource.downloads,
      created_at: ago(resource.createdDaysAgo),
    })),
  );
}
