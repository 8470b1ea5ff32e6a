// The demo's case studies with their metrics and images.
import { case_studies, case_study_images, case_study_metrics } from "#db/schema";
import type { Tx } from "~/server/db.server";
import type { Calendar, Lists, Text } from "./helpers";

export type Metric = { label: Text; value: string; unit: string | null; trend: "up" | "down" };
export type CaseImage = { url: string; caption: Text; alt: Text };

export const CASE_STUDIES: {
  title: Text;
  description: Text;
  client_name: string;
  industry: Text;
  logo: string;
  situation: Text;
  tasks: Lists;
  actions: Lists;
  results: Lists;
  impact: Text;
  next_steps: Lists;
  metrics: Metric[];
  images: CaseImage[];
  createdDaysAgo: number;
}[] = [
  {
    title: {
      fr: "Un bureau de projets pour accélérer le déploiement de la fibre",
      en: "A project office to speed up the fibre roll-out",
    },
    description: {
      fr: "Structuration du PMO et certification de 24 chefs de projet pour un opérateur télécoms sénégalais.",
      en: "Setting up the PMO and certifying 24 project managers for a Senegalese telecoms operator.",
    },
    client_name: "Teranga Telecom",
    industry: { fr: "Télécommunications", en: "Telecommunications" },
    logo: "/demo/clients/teranga-telecom.svg",
    situation: {
      fr: "Engagé dans un plan de déploiement de la fibre optique sur cinq ans, Teranga Telecom pilotait plus de 80 projets simultanés sans méthode commune. Les retards s'accumulaient et la direction manquait de visibilité sur le portefeuille.",
      en: "Committed to a five-year fibre roll-out plan, Teranga Telecom was running more than 80 projects at once without a common method. Delays were piling up and management lacked visibility over the portfolio.",
    },
    tasks: {
      fr: [
        "Diagnostiquer la maturité en gestion de projet",
        "Concevoir une méthode et une gouvernance communes",
        "Monter en compétences les chefs de projet",
      ],
      en: [
        "Assess project management maturity",
        "Design a common method and governance",
        "Upskill the project managers",
      ],
    },
    actions: {
      fr: [
        "Audit de 15 projets représentatifs et entretiens avec 40 collaborateurs",
        "Création d'un PMO central et d'un tableau de bord de portefeuille",
        "Deux promotions de préparation PMP® à Dakar",
        "Coaching individuel des chefs de projet pendant six mois",
      ],
      en: [
        "Audit of 15 representative projects and interviews with 40 staff",
        "Creation of a central PMO and a portfolio dashboard",
        "Two PMP® preparation cohorts in Dakar",
        "Individual coaching of project managers for six months",
      ],
    },
    results: {
      fr: [
        "22 chefs de projet certifiés PMP® sur 24",
        "Délai moyen de mise en service réduit de 30 %",
        "Revue de portefeuille mensuelle en comité de direction",
      ],
      en: [
        "22 of 24 project managers PMP® certified",
        "Average time to service reduced by 30%",
        "Monthly portfolio review by the executive committee",
      ],
    },
    impact: {
      fr: "Le déploiement a rattrapé son retard en un an et le PMO est devenu l'outil de pilotage de référence de la direction technique.",
      en: "The roll-out caught up within a year and the PMO became the technical division's reference steering tool.",
    },
    next_steps: {
      fr: ["Étendre la démarche aux projets informatiques", "Former des sponsors de projet"],
      en: ["Extend the approach to IT projects", "Train project sponsors"],
    },
    metrics: [
      {
        label: { fr: "Chefs de projet certifiés", en: "Certified project managers" },
        value: "22",
        unit: null,
        trend: "up",
      },
      { label: { fr: "Délai de mise en service", en: "Time to service" }, value: "-30", unit: "%", trend: "down" },
      {
        label: { fr: "Projets livrés à temps", en: "Projects delivered on time" },
        value: "78",
        unit: "%",
        trend: "up",
      },
    ],
    images: [
      {
        url: "/demo/case-studies/teranga-telecom-1.svg",
        caption: { fr: "Atelier de cadrage du PMO à Dakar", en: "PMO scoping workshop in Dakar" },
        alt: { fr: "Participants autour d'une table de travail", en: "Participants around a work table" },
      },
      {
        url: "/demo/case-studies/teranga-telecom-2.svg",
        caption: { fr: "Le tableau de bord de portefeuille", en: "The portfolio dashboard" },
        alt: { fr: "Graphiques de suivi des projets", en: "Project tracking charts" },
      },
    ],
    createdDaysAgo: 240,
  },
  {
    title: {
      fr: "Réussir la conversion aux IFRS d'une banque régionale",
      en: "A regional bank's successful IFRS conversion",
    },
    description: {
      fr: "Programme de formation et d'accompagnement de 45 collaborateurs de la direction financière pour la première application des IFRS.",
      en: "Training and support programme for 45 finance staff for the first-time adoption of IFRS.",
    },
    client_name: "Banque Lagune",
    industry: { fr: "Banque et services financiers", en: "Banking and financial services" },
    logo: "/demo/clients/banque-lagune.svg",
    situation: {
      fr: "Cotée à la Bourse régionale, Banque Lagune devait publier ses premiers comptes consolidés en IFRS en parallèle de ses comptes SYSCOHADA et des exigences prudentielles de la BCEAO. Les équipes maîtrisaient mal IFRS 9.",
      en: "Listed on the regional stock exchange, Banque Lagune had to publish its first IFRS consolidated accounts alongside its SYSCOHADA accounts and BCEAO prudential requirements. Teams had little command of IFRS 9.",
    },
    tasks: {
      fr: ["Former les équipes comptables et risques", "Accompagner la production du bilan d'ouverture"],
      en: ["Train the accounting and risk teams", "Support the preparation of the opening balance sheet"],
    },
    actions: {
      fr: [
        "Parcours IFRS de cinq jours adapté au secteur bancaire",
        "Ateliers dédiés aux pertes de crédit attendues",
        "Revue des retraitements par nos experts",
      ],
      en: [
        "Five-day IFRS programme tailored to banking",
        "Workshops on expected credit losses",
        "Review of adjustments by our experts",
      ],
    },
    results: {
      fr: [
        "Comptes IFRS publiés dans les délais",
        "Aucune réserve des commissaires aux comptes",
        "Équipe autonome pour les clôtures suivantes",
      ],
      en: [
        "IFRS accounts published on time",
        "Clean opinion from the statutory auditors",
        "Team self-sufficient for subsequent closings",
      ],
    },
    impact: {
      fr: "La banque a renforcé la confiance des investisseurs et réduit de moitié le recours aux cabinets externes pour ses clôtures.",
      en: "The bank strengthened investor confidence and halved its reliance on external firms for its closings.",
    },
    next_steps: {
      fr: ["Anticiper IFRS 18", "Former les nouveaux arrivants chaque année"],
      en: ["Prepare for IFRS 18", "Train new joiners every year"],
    },
    metrics: [
      { label: { fr: "Collaborateurs formés", en: "Staff trained" }, value: "45", unit: null, trend: "up" },
      {
        label: { fr: "Honoraires externes de clôture", en: "External closing fees" },
        value: "-50",
        unit: "%",
        trend: "down",
      },
      {
        label: { fr: "Satisfaction des participants", en: "Participant satisfaction" },
        value: "4.8",
        unit: "/5",
        trend: "up",
      },
    ],
    images: [
      {
        url: "/demo/case-studies/banque-lagune-1.svg",
        caption: { fr: "Atelier IFRS 9 à Abidjan", en: "IFRS 9 workshop in Abidjan" },
        alt: { fr: "Séance de travail en groupe", en: "Group work session" },
      },
      {
        url: "/demo/case-studies/banque-lagune-2.svg",
        caption: { fr: "Suivi des retraitements", en: "Tracking adjustments" },
        alt: { fr: "Tableau de bord financier", en: "Financial dashboard" },
      },
    ],
    createdDaysAgo: 180,
  },
  {
    title: {
      fr: "Un programme de leadership pour 60 managers de terrain",
      en: "A leadership programme for 60 front-line managers",
    },
    description: {
      fr: "Parcours de développement managérial pour les chefs d'équipe des plateformes logistiques d'Hexagone Logistique.",
      en: "Management development programme for the team leaders of Hexagone Logistique's distribution centres.",
    },
    client_name: "Hexagone Logistique",
    industry: { fr: "Transport et logistique", en: "Transport and logistics" },
    logo: "/demo/clients/hexagone-logistique.svg",
    situation: {
      fr: "Forte croissance, turnover élevé, chefs d'équipe promus sans formation : les plateformes logistiques voyaient l'absentéisme et les accidents du travail augmenter.",
      en: "Rapid growth, high staff turnover and team leaders promoted without training: the distribution centres were seeing absenteeism and workplace accidents rise.",
    },
    tasks: {
      fr: ["Professionnaliser les managers de proximité", "Réduire l'absentéisme et le turnover"],
      en: ["Professionalise front-line managers", "Reduce absenteeism and turnover"],
    },
    actions: {
      fr: [
        "Parcours de quatre jours répartis sur trois mois",
        "Codéveloppement entre managers de sites différents",
        "Rituels d'équipe et entretiens individuels déployés sur le terrain",
      ],
      en: [
        "Four-day programme spread over three months",
        "Peer coaching between managers from different sites",
        "Team rituals and one-to-ones rolled out on the ground",
      ],
    },
    results: {
      fr: ["Absentéisme en baisse de 18 %", "Turnover réduit d'un quart", "Engagement en nette hausse"],
      en: ["Absenteeism down 18%", "Turnover cut by a quarter", "Engagement clearly up"],
    },
    impact: {
      fr: "Le programme est désormais intégré au parcours de prise de poste de tout nouveau chef d'équipe.",
      en: "The programme is now part of the onboarding path of every new team leader.",
    },
    next_steps: {
      fr: ["Former les responsables de site", "Mesurer l'impact à 18 mois"],
      en: ["Train site managers", "Measure impact after 18 months"],
    },
    metrics: [
      { label: { fr: "Absentéisme", en: "Absenteeism" }, value: "-18", unit: "%", trend: "down" },
      { label: { fr: "Turnover", en: "Turnover" }, value: "-25", unit: "%", trend: "down" },
      { label: { fr: "Score d'engagement", en: "Engagement score" }, value: "+12", unit: "pts", trend: "up" },
    ],
    images: [
      {
        url: "/demo/case-studies/hexagone-logistique-1.svg",
        caption: { fr: "Séance de codéveloppement", en: "Peer-coaching session" },
        alt: { fr: "Managers en atelier", en: "Managers in a workshop" },
      },
      {
        url: "/demo/case-studies/hexagone-logistique-2.svg",
        caption: { fr: "Indicateurs RH suivis par site", en: "HR indicators tracked by site" },
        alt: { fr: "Graphiques d'indicateurs RH", en: "HR indicator charts" },
      },
    ],
    createdDaysAgo: 120,
  },
  {
    title: {
      fr: "Des tableaux de bord en libre-service pour 120 analystes",
      en: "Self-service dashboards for 120 analysts",
    },
    description: {
      fr: "Montée en compétences sur Power BI et gouvernance des données pour un assureur québécois.",
      en: "Power BI upskilling and data governance for a Québec insurer.",
    },
    client_name: "Érable Assurances",
    industry: { fr: "Assurance", en: "Insurance" },
    logo: "/demo/clients/erable-assurances.svg",
    situation: {
      fr: "Les équipes métier d'Érable Assurances dépendaient du service informatique pour chaque rapport : plus de 300 demandes en attente et des chiffres contradictoires d'un service à l'autre.",
      en: "Érable Assurances' business teams depended on IT for every report: more than 300 pending requests and conflicting figures from one department to another.",
    },
    tasks: {
      fr: ["Former les analystes métier à Power BI", "Mettre en place des jeux de données certifiés"],
      en: ["Train business analysts in Power BI", "Set up certified datasets"],
    },
    actions: {
      fr: [
        "Huit sessions hybrides à Montréal et en classe virtuelle",
        "Création d'un centre d'excellence BI avec des référents par direction",
        "Catalogue de jeux de données certifiés",
      ],
      en: [
        "Eight blended sessions in Montréal and online",
        "Creation of a BI centre of excellence with champions in each division",
        "Catalogue of certified datasets",
      ],
    },
    results: {
      fr: [
        "120 analystes formés, 35 certifiés PL-300",
        "Demandes de rapports à l'informatique divisées par quatre",
        "Un indicateur unique par notion métier",
      ],
      en: [
        "120 analysts trained, 35 PL-300 certified",
        "Report requests to IT divided by four",
        "A single metric for each business concept",
      ],
    },
    impact: {
      fr: "Les comités de direction s'appuient désormais sur des tableaux de bord actualisés chaque jour plutôt que sur des extractions mensuelles.",
      en: "Executive committees now rely on dashboards refreshed daily instead of monthly extracts.",
    },
    next_steps: {
      fr: ["Former les gestionnaires à la lecture des données", "Introduire l'analyse prédictive"],
      en: ["Train managers in data literacy", "Introduce predictive analytics"],
    },
    metrics: [
      { label: { fr: "Analystes formés", en: "Analysts trained" }, value: "120", unit: null, trend: "up" },
      {
        label: { fr: "Demandes de rapports en attente", en: "Pending report requests" },
        value: "-75",
        unit: "%",
        trend: "down",
      },
      {
        label: { fr: "Rapports actualisés quotidiennement", en: "Reports refreshed daily" },
        value: "85",
        unit: "%",
        trend: "up",
      },
    ],
    images: [
      {
        url: "/demo/case-studies/erable-assurances-1.svg",
        caption: { fr: "Atelier Power BI à Montréal", en: "Power BI workshop in Montréal" },
        alt: { fr: "Participants en formation", en: "Participants in training" },
      },
      {
        url: "/demo/case-studies/erable-assurances-2.svg",
        caption: { fr: "Un tableau de bord de suivi des sinistres", en: "A claims monitoring dashboard" },
        alt: { fr: "Tableau de bord Power BI", en: "Power BI dashboard" },
      },
    ],
    createdDaysAgo: 50,
  },
];

export async function seedCaseStudies(tx: Tx, { ago }: Calendar) {
  for (const [index, study] of CASE_STUDIES.entries()) {
    const [row] = await tx
      .insert(case_studies)
      .values({
        title_fr: study.title.fr,
        title_en: study.title.en,
        description_fr: study.description.fr,
        description_en: study.description.en,
        client_name: study.client_name,
        client_industry_fr: study.industry.fr,
        client_industry_en: study.industry.en,
        client_logo_url: study.logo,
        situation_fr: study.situation.fr,
        situation_en: study.situation.en,
        tasks_fr: study.tasks.fr,
        tasks_en: study.tasks.en,
        actions_fr: study.actions.fr,
        actions_en: study.actions.en,
        results_fr: study.results.fr,
        results_en: study.results.en,
        impact_fr: study.impact.fr,
        impact_en: study.impact.en,
        next_steps_fr: study.next_steps.fr,
        next_steps_en: study.next_steps.en,
        created_at: ago(study.createdDaysAgo, 10 + index),
        updated_at: ago(study.createdDaysAgo, 10 + index),
      })
      .returning({ id: case_studies.id });
    await tx.insert(case_study_metrics).values(
      study.metrics.map((metric, i) => ({
        case_study_id: row.id,
        label_fr: metric.label.fr,
        label_en: metric.label.en,
        value: metric.value,
        unit: metric.unit,
        trend: metric.trend,
        display_order: i,
      })),
    );
    await tx.insert(case_study_images).values(
      study.images.map((image, i) => ({
        case_study_id: row.id,
        url: image.url,
        caption_fr: image.caption.fr,
        caption_en: image.caption.en,
        alt_fr: image.alt.fr,
        alt_en: image.alt.en,
        display_order: i,
      })),
    );
  }
}
