// Demo courses (cybersecurity, data, cloud and finance): literal data, read by courses.ts.
import type { CourseSeed } from "./course-seed";

export const DIGITAL_FINANCE_COURSES: CourseSeed[] = [
  {
    key: "cyber",
    category: "it-digital",
    level: 1,
    format: "Online",
    language: "fr",
    audience: "Managers",
    title: { fr: "Cybersécurité : l'essentiel pour les managers", en: "Cybersecurity Essentials for Managers" },
    intro: {
      fr: [
        "Hameçonnage, rançongiciels, fraude au président : les attaques visent d'abord les personnes. Les managers sont en première ligne pour faire adopter les bons réflexes à leurs équipes.",
        "Sans jargon technique, cette formation vous donne les clés pour comprendre les menaces, réagir à un incident et instaurer une culture de la sécurité.",
      ],
      en: [
        "Phishing, ransomware, CEO fraud: attacks target people first. Managers are on the front line to help their teams adopt the right habits.",
        "Free of technical jargon, this course helps you understand threats, respond to an incident and build a security culture.",
      ],
    },
    highlights: {
      fr: [
        "Simulation d'attaque par hameçonnage",
        "Exercice de gestion de crise",
        "Kit de sensibilisation pour votre équipe",
      ],
      en: ["Phishing attack simulation", "Crisis management exercise", "Awareness kit for your team"],
    },
    objectives: {
      fr: [
        "Connaître les principales menaces et leurs modes opératoires",
        "Appliquer les règles d'hygiène numérique essentielles",
        "Réagir efficacement face à un incident de sécurité",
        "Comprendre les obligations liées au RGPD et à la directive NIS 2",
        "Diffuser une culture de la sécurité dans son équipe",
      ],
      en: [
        "Know the main threats and how they work",
        "Apply essential digital hygiene rules",
        "Respond effectively to a security incident",
        "Understand GDPR and NIS 2 obligations",
        "Spread a security culture within your team",
      ],
    },
    prerequisites: {
      fr: "Aucune connaissance technique requise.",
      en: "No technical knowledge required.",
    },
    modules: {
      fr: [
        ["Panorama des menaces", ["Hameçonnage et ingénierie sociale", "Rançongiciels", "Fraudes et usurpations"]],
        ["Les bons réflexes", ["Mots de passe et authentification forte", "Télétravail et mobilité", "Sauvegardes"]],
        ["Gérer un incident", ["Détecter et signaler", "Cellule de crise", "Communication et retour d'expérience"]],
        ["Cadre réglementaire", ["RGPD", "Directive NIS 2", "Rôle du manager"]],
      ],
      en: [
        ["Threat landscape", ["Phishing and social engineering", "Ransomware", "Fraud and impersonation"]],
        ["Good habits", ["Passwords and multi-factor authentication", "Remote work and mobility", "Backups"]],
        ["Handling an incident", ["Detecting and reporting", "Crisis unit", "Communication and lessons learned"]],
        ["Regulatory framework", ["GDPR", "NIS 2 Directive", "The manager's role"]],
      ],
    },
    skills: {
      fr: ["Sensibilisation à la cybersécurité", "Gestion d'incident", "Conformité RGPD"],
      en: ["Cybersecurity awareness", "Incident response", "GDPR compliance"],
    },
    audienceText: {
      fr: "Managers, dirigeants de PME et responsables de service, sans profil technique.",
      en: "Managers, SME leaders and heads of department with no technical background.",
    },
    duration: 14,
    maxStudents: 20,
    price: 1150,
    currency: "EUR",
    featured: true,
    tags: ["security"],
    thumbnail: "/demo/courses/it-digital-1.svg",
    createdDaysAgo: 200,
  },
  {
    key: "powerbi",
    category: "it-digital",
    level: 2,
    format: "Blended",
    language: "fr",
    audience: "Technical professionals",
    title: { fr: "Analyse de données avec Power BI", en: "Data Analysis with Power BI" },
    intro: {
      fr: [
        "Transformez vos fichiers Excel et vos bases de données en tableaux de bord interactifs. Cette formation couvre toute la chaîne : import et préparation des données, modélisation, mesures DAX et publication.",
        "Vous repartez avec un rapport construit sur un jeu de données proche de votre activité.",
      ],
      en: [
        "Turn your Excel files and databases into interactive dashboards. This course covers the whole chain: importing and preparing data, modelling, DAX measures and publishing.",
        "You leave with a report built on a dataset close to your own business.",
      ],
    },
    highlights: {
      fr: ["80 % de pratique", "Jeux de données réalistes", "Préparation à l'examen PL-300"],
      en: ["80% hands-on practice", "Realistic datasets", "PL-300 exam preparation"],
    },
    objectives: {
      fr: [
        "Importer et transformer des données avec Power Query",
        "Concevoir un modèle de données en étoile",
        "Écrire des mesures DAX courantes",
        "Créer des visuels clairs et interactifs",
        "Publier et partager des rapports en toute sécurité",
      ],
      en: [
        "Import and transform data with Power Query",
        "Design a star-schema data model",
        "Write common DAX measures",
        "Create clear, interactive visuals",
        "Publish and share reports securely",
      ],
    },
    prerequisites: {
      fr: "Bonne pratique d'Excel (tableaux croisés dynamiques, fonctions de recherche).",
      en: "Good working knowledge of Excel (pivot tables, lookup functions).",
    },
    modules: {
      fr: [
        ["Préparer les données", ["Connexion aux sources", "Nettoyage avec Power Query", "Bonnes pratiques"]],
        ["Modéliser", ["Schéma en étoile", "Relations et cardinalités", "Table de dates"]],
        ["Calculer avec DAX", ["Colonnes et mesures", "CALCULATE et contexte de filtre", "Intelligence temporelle"]],
        ["Visualiser et partager", ["Choisir le bon visuel", "Storytelling", "Service Power BI et sécurité"]],
      ],
      en: [
        ["Preparing data", ["Connecting to sources", "Cleaning with Power Query", "Good practices"]],
        ["Modelling", ["Star schema", "Relationships and cardinality", "Date table"]],
        ["Calculating with DAX", ["Columns and measures", "CALCULATE and filter context", "Time intelligence"]],
        ["Visualising and sharing", ["Choosing the right visual", "Storytelling", "Power BI service and security"]],
      ],
    },
    skills: {
      fr: ["Power Query", "Modélisation de données", "DAX", "Data visualisation"],
      en: ["Power Query", "Data modelling", "DAX", "Data visualisation"],
    },
    audienceText: {
      fr: "Contrôleurs de gestion, analystes, chargés de reporting et toute personne qui produit des tableaux de bord.",
      en: "Financial controllers, analysts, reporting officers and anyone who produces dashboards.",
    },
    certification: {
      fr: "Prépare à l'examen Microsoft PL-300 (Microsoft Certified : Power BI Data Analyst Associate). Frais d'examen non inclus.",
      en: "Prepares for the Microsoft PL-300 exam (Microsoft Certified: Power BI Data Analyst Associate). Exam fee not included.",
    },
    duration: 21,
    maxStudents: 12,
    price: 1390,
    currency: "EUR",
    tags: ["data"],
    thumbnail: "/demo/courses/it-digital-2.svg",
    createdDaysAgo: 180,
  },
  {
    key: "aws",
    category: "it-digital",
    level: 1,
    format: "Online",
    language: "en",
    audience: "Technical professionals",
    title: {
      fr: "Préparation à la certification AWS Cloud Practitioner",
      en: "AWS Cloud Practitioner Exam Preparation",
    },
    intro: {
      fr: [
        "Première marche des certifications Amazon Web Services, AWS Certified Cloud Practitioner valide une compréhension globale du cloud AWS : services, sécurité, architecture et tarification.",
        "Formation dispensée en anglais, avec des travaux pratiques sur une console AWS de démonstration.",
      ],
      en: [
        "The first step in the Amazon Web Services certification path, AWS Certified Cloud Practitioner validates an overall understanding of the AWS Cloud: services, security, architecture and pricing.",
        "Taught in English, with hands-on labs on a demonstration AWS console.",
      ],
    },
    highlights: {
      fr: ["Travaux pratiques guidés", "Deux examens blancs", "Dispensée en anglais"],
      en: ["Guided hands-on labs", "Two practice exams", "Taught in English"],
    },
    objectives: {
      fr: [
        "Expliquer la valeur du cloud AWS et son modèle de responsabilité partagée",
        "Identifier les principaux services de calcul, stockage, réseau et bases de données",
        "Comprendre les bases de la sécurité et de la conformité sur AWS",
        "Estimer et optimiser les coûts",
        "Réussir l'examen CLF-C02",
      ],
      en: [
        "Explain the value of the AWS Cloud and its shared responsibility model",
        "Identify the main compute, storage, networking and database services",
        "Understand security and compliance basics on AWS",
        "Estimate and optimise costs",
        "Pass the CLF-C02 exam",
      ],
    },
    prerequisites: {
      fr: "Culture informatique générale. Niveau d'anglais intermédiaire (B1) recommandé.",
      en: "General IT literacy. Intermediate English (B1) recommended.",
    },
    modules: {
      fr: [
        ["Concepts du cloud", ["Avantages du cloud", "Infrastructure mondiale AWS", "Well-Architected Framework"]],
        ["Sécurité et conformité", ["Responsabilité partagée", "IAM", "Services de sécurité"]],
        ["Technologies et services", ["EC2, Lambda et conteneurs", "S3 et bases de données", "VPC et réseau"]],
        ["Facturation et support", ["Modèles de tarification", "Outils de gestion des coûts", "Plans de support"]],
      ],
      en: [
        ["Cloud concepts", ["Benefits of the cloud", "AWS global infrastructure", "Well-Architected Framework"]],
        ["Security and compliance", ["Shared responsibility", "IAM", "Security services"]],
        ["Technology and services", ["EC2, Lambda and containers", "S3 and databases", "VPC and networking"]],
        ["Billing and support", ["Pricing models", "Cost management tools", "Support plans"]],
      ],
    },
    skills: {
      fr: ["Fondamentaux AWS", "Sécurité du cloud", "Optimisation des coûts"],
      en: ["AWS fundamentals", "Cloud security", "Cost optimisation"],
    },
    audienceText: {
      fr: "Profils techniques, chefs de projet informatique et commerciaux qui travaillent avec le cloud AWS.",
      en: "Technical staff, IT project managers and sales people working with the AWS Cloud.",
    },
    certification: {
      fr: "Prépare à l'examen AWS Certified Cloud Practitioner (CLF-C02). Frais d'examen non inclus.",
      en: "Prepares for the AWS Certified Cloud Practitioner exam (CLF-C02). Exam fee not included.",
    },
    duration: 21,
    maxStudents: 20,
    price: 1650,
    currency: "CAD",
    tags: ["cloud", "certification"],
    thumbnail: "/demo/courses/it-digital-3.svg",
    createdDaysAgo: 150,
  },
  {
    key: "finance-basics",
    category: "finance",
    level: 1,
    format: "In person",
    language: "fr",
    audience: "Managers",
    title: { fr: "Finance pour non-financiers", en: "Finance for Non-Financial Managers" },
    intro: {
      fr: [
        "Bilan, compte de résultat, trésorerie : parlez enfin le même langage que votre direction financière. En deux jours, vous apprenez à lire les états financiers et à mesurer l'impact de vos décisions.",
        "Une pédagogie ludique, fondée sur un jeu de simulation d'entreprise.",
      ],
      en: [
        "Balance sheet, income statement, cash flow: finally speak the same language as your finance department. In two days, learn to read financial statements and measure the impact of your decisions.",
        "An engaging approach based on a business simulation game.",
      ],
    },
    highlights: {
      fr: ["Jeu de simulation d'entreprise", "Lexique financier bilingue", "Cas pratiques par secteur"],
      en: ["Business simulation game", "Bilingual finance glossary", "Industry case studies"],
    },
    objectives: {
      fr: [
        "Lire un bilan et un compte de résultat",
        "Comprendre la formation du résultat et de la trésorerie",
        "Analyser la rentabilité avec les principaux ratios",
        "Construire et suivre un budget",
      ],
      en: [
        "Read a balance sheet and an income statement",
        "Understand how profit and cash are generated",
        "Analyse profitability with key ratios",
        "Build and monitor a budget",
      ],
    },
    prerequisites: {
      fr: "Aucun prérequis en comptabilité.",
      en: "No accounting knowledge required.",
    },
    modules: {
      fr: [
        ["Les états financiers", ["Le bilan", "Le compte de résultat", "Le tableau des flux de trésorerie"]],
        [
          "Analyser la performance",
          ["Soldes intermédiaires de gestion", "Ratios clés", "Besoin en fonds de roulement"],
        ],
        ["Piloter", ["Budget et prévisions", "Seuil de rentabilité", "Évaluer un investissement"]],
      ],
      en: [
        ["Financial statements", ["The balance sheet", "The income statement", "The cash flow statement"]],
        ["Analysing performance", ["Profit margins", "Key ratios", "Working capital"]],
        ["Steering", ["Budget and forecasts", "Break-even point", "Assessing an investment"]],
      ],
    },
    skills: {
      fr: ["Lecture des états financiers", "Analyse par ratios", "Gestion budgétaire"],
      en: ["Reading financial statements", "Ratio analysis", "Budget management"],
    },
    audienceText: {
      fr: "Managers opérationnels, chefs de projet, ingénieurs et commerciaux sans formation financière.",
      en: "Operational managers, project managers, engineers and sales staff with no finance background.",
    },
    duration: 14,
    maxStudents: 14,
    price: 1190,
    currency: "EUR",
    thumbnail: "/demo/courses/finance-1.svg",
    createdDaysAgo: 140,
  },
  {
    key: "ifrs",
    category: "finance",
    level: 3,
    format: "In person",
    language: "bilingual",
    audience: "Technical professionals",
    title: { fr: "Normes IFRS : principes clés et mise en œuvre", en: "IFRS: Key Standards and Implementation" },
    intro: {
      fr: [
        "Cette formation approfondie présente les normes IFRS qui pèsent le plus sur les états financiers : comptabilisation du chiffre d'affaires (IFRS 15), contrats de location (IFRS 16), instruments financiers (IFRS 9) et nouvelle présentation des états financiers (IFRS 18).",
        "Elle s'adresse notamment aux groupes soumis au SYSCOHADA révisé qui établissent des comptes consolidés en IFRS.",
      ],
      en: [
        "This in-depth course covers the IFRS standards with the greatest impact on financial statements: revenue recognition (IFRS 15), leases (IFRS 16), financial instruments (IFRS 9) and the new presentation of financial statements (IFRS 18).",
        "It is particularly relevant to groups under the revised SYSCOHADA that prepare IFRS consolidated accounts.",
      ],
    },
    highlights: {
      fr: ["Cas pratiques chiffrés", "Tableau de passage SYSCOHADA – IFRS", "Animation bilingue français-anglais"],
      en: ["Worked numerical cases", "SYSCOHADA to IFRS reconciliation table", "Bilingual French-English delivery"],
    },
    objectives: {
      fr: [
        "Maîtriser le cadre conceptuel de l'IASB",
        "Appliquer le modèle en cinq étapes d'IFRS 15",
        "Comptabiliser les contrats de location selon IFRS 16",
        "Classer et déprécier les actifs financiers selon IFRS 9",
        "Anticiper les impacts d'IFRS 18 sur la présentation du compte de résultat",
      ],
      en: [
        "Master the IASB Conceptual Framework",
        "Apply the IFRS 15 five-step model",
        "Account for leases under IFRS 16",
        "Classify and impair financial assets under IFRS 9",
        "Anticipate the impact of IFRS 18 on the income statement",
      ],
    },
    prerequisites: {
      fr: "Solides connaissances en comptabilité générale (normes locales ou SYSCOHADA).",
      en: "Sound knowledge of financial accounting (local GAAP or SYSCOHADA).",
    },
    modules: {
      fr: [
        ["Cadre IFRS", ["L'IASB et le processus normatif", "Cadre conceptuel", "Première application (IFRS 1)"]],
        [
          "Revenus et locations",
          ["IFRS 15 : le modèle en cinq étapes", "IFRS 16 : droit d'utilisation et dette locative"],
        ],
        [
          "Instruments financiers",
          ["Classement et évaluation", "Pertes de crédit attendues", "Comptabilité de couverture"],
        ],
        [
          "Présentation",
          ["IFRS 18 : nouvelles catégories et sous-totaux", "Indicateurs de performance définis par la direction"],
        ],
      ],
      en: [
        [
          "The IFRS framework",
          ["The IASB and standard setting", "Conceptual Framework", "First-time adoption (IFRS 1)"],
        ],
        ["Revenue and leases", ["IFRS 15: the five-step model", "IFRS 16: right-of-use asset and lease liability"]],
        ["Financial instruments", ["Classification and measurement", "Expected credit losses", "Hedge accounting"]],
        ["Presentation", ["IFRS 18: new categories and subtotals", "Management-defined performance measures"]],
      ],
    },
    skills: {
      fr: ["IFRS 9, 15, 16 et 18", "Retraitements de consolidation", "Information financière"],
      en: ["IFRS 9, 15, 16 and 18", "Consolidation adjustments", "Financial reporting"],
    },
    audienceText: {
      fr: "Comptables, responsables de la consolidation, auditeurs et contrôleurs financiers.",
      en: "Accountants, consolidation managers, auditors and financial controllers.",
    },
    duration: 21,
    maxStudents: 14,
    price: 1750,
    currency: "EUR",
    thumbnail: "/demo/courses/finance-2.svg",
    createdDaysAgo: 120,
  },
];
