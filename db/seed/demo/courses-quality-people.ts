// Demo courses (recruiting, quality, safety and soft skills): literal data, read by courses.ts.
import type { CourseSeed } from "./course-seed";

export const QUALITY_PEOPLE_COURSES: CourseSeed[] = [
  {
    key: "recruiting",
    category: "human-resources",
    level: 2,
    format: "In person",
    language: "fr",
    audience: "Managers",
    title: { fr: "Recruter et mener un entretien d'embauche", en: "Recruiting and Interviewing Skills" },
    intro: {
      fr: [
        "Une erreur de recrutement coûte cher. Cette formation vous apprend à définir précisément le besoin, à conduire des entretiens structurés et à décider sur des critères objectifs.",
        "Les exercices d'entretien sont joués avec des comédiens professionnels.",
      ],
      en: [
        "A bad hire is expensive. This course teaches you to define the need precisely, run structured interviews and decide on objective criteria.",
        "Interview exercises are played with professional actors.",
      ],
    },
    highlights: {
      fr: [
        "Entretiens simulés avec des comédiens",
        "Grilles d'évaluation prêtes à l'emploi",
        "Focus sur la non-discrimination",
      ],
      en: ["Mock interviews with actors", "Ready-to-use assessment grids", "Focus on non-discrimination"],
    },
    objectives: {
      fr: [
        "Rédiger une fiche de poste et un profil de compétences",
        "Conduire un entretien structuré et comportemental",
        "Évaluer les candidats sur des critères objectifs",
        "Respecter le cadre légal de la non-discrimination",
        "Réussir l'intégration du nouveau collaborateur",
      ],
      en: [
        "Write a job description and a skills profile",
        "Run a structured, behavioural interview",
        "Assess candidates on objective criteria",
        "Comply with non-discrimination law",
        "Make onboarding a success",
      ],
    },
    prerequisites: {
      fr: "Participer ou être amené à participer à des recrutements.",
      en: "Taking part, or about to take part, in recruitment.",
    },
    modules: {
      fr: [
        ["Définir le besoin", ["Analyse du poste", "Profil de compétences", "Choix des canaux de sourcing"]],
        [
          "Conduire l'entretien",
          ["Structure de l'entretien", "Questions comportementales (méthode STAR)", "Écoute active"],
        ],
        ["Décider et intégrer", ["Grilles d'évaluation", "Biais cognitifs", "Parcours d'intégration"]],
      ],
      en: [
        ["Defining the need", ["Job analysis", "Skills profile", "Choosing sourcing channels"]],
        ["Running the interview", ["Interview structure", "Behavioural questions (STAR method)", "Active listening"]],
        ["Deciding and onboarding", ["Assessment grids", "Cognitive biases", "Onboarding plan"]],
      ],
    },
    skills: {
      fr: ["Entretien structuré", "Évaluation des candidats", "Intégration"],
      en: ["Structured interviewing", "Candidate assessment", "Onboarding"],
    },
    audienceText: {
      fr: "Managers recruteurs, chargés de recrutement et responsables RH.",
      en: "Hiring managers, recruiters and HR managers.",
    },
    duration: 14,
    maxStudents: 12,
    price: 990,
    currency: "EUR",
    thumbnail: "/demo/courses/human-resources-1.svg",
    createdDaysAgo: 100,
  },
  {
    key: "iso9001",
    category: "quality-safety",
    level: 2,
    format: "In person",
    language: "fr",
    audience: "Technical professionals",
    title: { fr: "Auditeur interne ISO 9001:2015", en: "ISO 9001:2015 Internal Auditor" },
    intro: {
      fr: [
        "L'audit interne est un levier d'amélioration majeur du système de management de la qualité. Cette formation vous apprend à préparer, conduire et restituer un audit conforme aux lignes directrices de l'ISO 19011.",
        "Un audit à blanc est réalisé sur un cas d'entreprise complet.",
      ],
      en: [
        "Internal audit is a major driver of improvement in a quality management system. This course teaches you to prepare, conduct and report an audit in line with ISO 19011 guidelines.",
        "A mock audit is carried out on a complete company case.",
      ],
    },
    highlights: {
      fr: [
        "Audit à blanc sur un cas complet",
        "Évaluation finale certifiante",
        "Modèles de plan et de rapport d'audit",
      ],
      en: ["Mock audit on a complete case", "Final certifying assessment", "Audit plan and report templates"],
    },
    objectives: {
      fr: [
        "Interpréter les exigences de l'ISO 9001:2015",
        "Préparer un plan et une liste de contrôle d'audit",
        "Conduire les entretiens d'audit et recueillir des preuves",
        "Rédiger des constats et des écarts pertinents",
        "Restituer l'audit et suivre les actions correctives",
      ],
      en: [
        "Interpret the requirements of ISO 9001:2015",
        "Prepare an audit plan and checklist",
        "Conduct audit interviews and gather evidence",
        "Write relevant findings and nonconformities",
        "Report the audit and follow up corrective actions",
      ],
    },
    prerequisites: {
      fr: "Connaître les principes du management de la qualité. Une lecture préalable de la norme est conseillée.",
      en: "Familiarity with quality management principles. Reading the standard beforehand is advised.",
    },
    modules: {
      fr: [
        ["La norme ISO 9001:2015", ["Structure HLS", "Approche processus", "Approche par les risques"]],
        ["Préparer l'audit", ["Programme et plan d'audit (ISO 19011)", "Liste de contrôle", "Réunion d'ouverture"]],
        ["Conduire et conclure", ["Techniques d'entretien", "Preuves et constats", "Rapport et suivi des actions"]],
      ],
      en: [
        ["The ISO 9001:2015 standard", ["Harmonised structure", "Process approach", "Risk-based thinking"]],
        ["Preparing the audit", ["Audit programme and plan (ISO 19011)", "Checklist", "Opening meeting"]],
        ["Conducting and concluding", ["Interview techniques", "Evidence and findings", "Report and follow-up"]],
      ],
    },
    skills: {
      fr: ["Audit interne", "ISO 9001", "Rédaction de constats"],
      en: ["Internal auditing", "ISO 9001", "Writing audit findings"],
    },
    audienceText: {
      fr: "Responsables et animateurs qualité, pilotes de processus, futurs auditeurs internes.",
      en: "Quality managers and coordinators, process owners, future internal auditors.",
    },
    certification: {
      fr: "Certificat d'auditeur interne ISO 9001 délivré en partenariat avec CertiQual International après réussite de l'évaluation finale (QCM et étude de cas).",
      en: "ISO 9001 internal auditor certificate issued with CertiQual International after passing the final assessment (multiple-choice test and case study).",
    },
    duration: 21,
    maxStudents: 12,
    price: 650000,
    currency: "XOF",
    tags: ["iso", "certification"],
    thumbnail: "/demo/courses/quality-safety-1.svg",
    createdDaysAgo: 90,
  },
  {
    key: "lean",
    category: "quality-safety",
    level: 1,
    format: "Blended",
    language: "fr",
    audience: "Everyone",
    title: { fr: "Lean Six Sigma Yellow Belt", en: "Lean Six Sigma Yellow Belt" },
    intro: {
      fr: [
        "Réduire les gaspillages et la variabilité de vos processus : c'est l'ambition du Lean Six Sigma. Le niveau Yellow Belt vous donne les outils pour contribuer efficacement à des projets d'amélioration selon la démarche DMAIC.",
        "La formation alterne présentiel, classes virtuelles et travail sur un projet d'amélioration dans votre service.",
      ],
      en: [
        "Reducing waste and variability in your processes is what Lean Six Sigma is about. The Yellow Belt level gives you the tools to contribute effectively to improvement projects following the DMAIC approach.",
        "The course mixes classroom days, virtual classes and work on an improvement project in your own department.",
      ],
    },
    highlights: {
      fr: ["Projet d'amélioration accompagné", "Jeu de simulation de production", "Certification Yellow Belt"],
      en: ["Coached improvement project", "Production simulation game", "Yellow Belt certification"],
    },
    objectives: {
      fr: [
        "Comprendre les principes du Lean et de Six Sigma",
        "Dérouler les étapes de la démarche DMAIC",
        "Cartographier un processus et identifier les gaspillages",
        "Utiliser les outils statistiques de base",
        "Animer un chantier d'amélioration rapide",
      ],
      en: [
        "Understand Lean and Six Sigma principles",
        "Follow the steps of the DMAIC approach",
        "Map a process and identify waste",
        "Use basic statistical tools",
        "Lead a rapid improvement workshop",
      ],
    },
    prerequisites: {
      fr: "Aucun prérequis. Identifier un processus à améliorer dans son service avant la formation.",
      en: "None. Identify a process to improve in your department before the course.",
    },
    modules: {
      fr: [
        ["Définir et mesurer", ["Voix du client", "Cartographie SIPOC et VSM", "Collecte de données"]],
        ["Analyser", ["Les 8 gaspillages", "Diagramme d'Ishikawa et 5 pourquoi", "Pareto"]],
        ["Innover et contrôler", ["5S et standardisation", "Plans d'action", "Indicateurs et maîtrise"]],
      ],
      en: [
        ["Define and measure", ["Voice of the customer", "SIPOC and value stream mapping", "Data collection"]],
        ["Analyse", ["The 8 wastes", "Ishikawa diagram and 5 whys", "Pareto"]],
        ["Improve and control", ["5S and standard work", "Action plans", "KPIs and control"]],
      ],
    },
    skills: {
      fr: ["DMAIC", "Cartographie de processus", "Résolution de problèmes"],
      en: ["DMAIC", "Process mapping", "Problem solving"],
    },
    audienceText: {
      fr: "Collaborateurs de tous services impliqués dans l'amélioration continue : production, logistique, services administratifs.",
      en: "Staff from any department involved in continuous improvement: production, logistics, back-office services.",
    },
    certification: {
      fr: "Certification Yellow Belt délivrée par Formatio après réussite de l'examen final et présentation du projet d'amélioration.",
      en: "Yellow Belt certification issued by Formatio after passing the final exam and presenting the improvement project.",
    },
    duration: 21,
    maxStudents: 14,
    price: 1350,
    currency: "EUR",
    tags: ["certification"],
    thumbnail: "/demo/courses/quality-safety-2.svg",
    createdDaysAgo: 75,
  },
  {
    key: "public-speaking",
    category: "communication",
    level: 1,
    format: "In person",
    language: "bilingual",
    audience: "Everyone",
    title: {
      fr: "Prise de parole en public et présentations percutantes",
      en: "Public Speaking and Impactful Presentations",
    },
    intro: {
      fr: [
        "Réunion d'équipe, comité de direction, conférence : gagnez en aisance et en impact à l'oral. Cette formation très pratique travaille la voix, la posture, la structure du message et la gestion du trac.",
        "Chaque participant est filmé à plusieurs reprises et reçoit un retour individualisé.",
      ],
      en: [
        "Team meetings, board presentations, conferences: speak with more ease and impact. This highly practical course works on voice, body language, message structure and stage fright.",
        "Each participant is filmed several times and receives individual feedback.",
      ],
    },
    highlights: {
      fr: ["Groupes de 10 personnes maximum", "Passages filmés et débriefés", "Animation en français ou en anglais"],
      en: ["Groups of 10 people at most", "Filmed and debriefed exercises", "Delivered in French or English"],
    },
    objectives: {
      fr: [
        "Structurer un message clair et mémorable",
        "Maîtriser sa voix, son regard et sa gestuelle",
        "Gérer le trac et les imprévus",
        "Concevoir des supports visuels efficaces",
        "Répondre aux questions difficiles avec assurance",
      ],
      en: [
        "Structure a clear, memorable message",
        "Control your voice, eye contact and gestures",
        "Manage stage fright and the unexpected",
        "Design effective visual aids",
        "Handle difficult questions with confidence",
      ],
    },
    prerequisites: {
      fr: "Aucun prérequis. Préparer une courte présentation de trois minutes sur un sujet professionnel.",
      en: "None. Prepare a short three-minute presentation on a work topic.",
    },
    modules: {
      fr: [
        ["Les fondamentaux", ["Voix, respiration et posture", "Le regard et le silence", "Gérer le trac"]],
        ["Construire son message", ["Structure en trois temps", "Storytelling", "Supports visuels sobres"]],
        [
          "Convaincre",
          ["Adapter son discours à l'auditoire", "Répondre aux objections", "Prises de parole improvisées"],
        ],
      ],
      en: [
        ["The fundamentals", ["Voice, breathing and posture", "Eye contact and silence", "Managing stage fright"]],
        ["Building your message", ["Three-part structure", "Storytelling", "Clean visual aids"]],
        ["Persuading", ["Adapting to your audience", "Handling objections", "Impromptu speaking"]],
      ],
    },
    skills: {
      fr: ["Aisance orale", "Storytelling", "Gestion du stress"],
      en: ["Public speaking", "Storytelling", "Stress management"],
    },
    audienceText: {
      fr: "Toute personne amenée à présenter en public : managers, experts, commerciaux, chefs de projet.",
      en: "Anyone who presents in public: managers, experts, sales staff, project managers.",
    },
    duration: 14,
    maxStudents: 10,
    price: 1290,
    currency: "CAD",
    thumbnail: "/demo/courses/communication-1.svg",
    createdDaysAgo: 60,
  },
  {
    key: "hybrid",
    category: "management",
    level: 2,
    format: "Online",
    language: "fr",
    audience: "Managers",
    title: { fr: "Manager une équipe hybride et à distance", en: "Managing Hybrid and Remote Teams" },
    intro: {
      fr: [
        "Le travail hybride est devenu la norme dans de nombreuses organisations. Comment maintenir la cohésion, la confiance et la performance lorsque l'équipe n'est jamais au complet au même endroit ?",
        "Cette formation en cours de conception sera proposée en classe virtuelle.",
      ],
      en: [
        "Hybrid work has become the norm in many organisations. How do you maintain cohesion, trust and performance when the team is never all in the same place?",
        "This course, currently being designed, will be offered as a virtual class.",
      ],
    },
    highlights: {
      fr: ["Charte d'équipe hybride", "Rituels à distance", "Outils collaboratifs"],
      en: ["Hybrid team charter", "Remote rituals", "Collaboration tools"],
    },
    objectives: {
      fr: [
        "Définir des règles du jeu partagées",
        "Animer des réunions hybrides inclusives",
        "Maintenir le lien et prévenir l'isolement",
        "Piloter par les résultats",
      ],
      en: [
        "Agree on shared ground rules",
        "Run inclusive hybrid meetings",
        "Keep people connected and prevent isolation",
        "Manage by outcomes",
      ],
    },
    prerequisites: {
      fr: "Encadrer une équipe en télétravail partiel ou total.",
      en: "Leading a team working partly or fully remotely.",
    },
    modules: {
      fr: [
        ["Organiser", ["Charte d'équipe", "Outils et canaux", "Droit à la déconnexion"]],
        ["Animer", ["Réunions hybrides", "Rituels de cohésion", "Feedback à distance"]],
      ],
      en: [
        ["Organising", ["Team charter", "Tools and channels", "Right to disconnect"]],
        ["Leading", ["Hybrid meetings", "Team-building rituals", "Remote feedback"]],
      ],
    },
    skills: {
      fr: ["Management à distance", "Animation de réunions hybrides"],
      en: ["Remote management", "Hybrid meeting facilitation"],
    },
    audienceText: {
      fr: "Managers d'équipes hybrides ou entièrement à distance.",
      en: "Managers of hybrid or fully remote teams.",
    },
    duration: 7,
    maxStudents: 12,
    price: 690,
    currency: "EUR",
    published: false,
    tags: ["leadership"],
    thumbnail: "/demo/courses/management-3.svg",
    createdDaysAgo: 20,
  },
  {
    key: "iso45001",
    category: "quality-safety",
    level: 2,
    format: "In person",
    language: "fr",
    audience: "Technical professionals",
    title: {
      fr: "ISO 45001 : management de la santé et de la sécurité au travail",
      en: "ISO 45001: Occupational Health and Safety Management",
    },
    intro: {
      fr: [
        "La norme ISO 45001 fournit un cadre pour réduire les accidents du travail et les maladies professionnelles. Cette formation présente ses exigences et les étapes d'une certification réussie.",
        "Programme en cours de finalisation.",
      ],
      en: [
        "ISO 45001 provides a framework to reduce work-related injuries and ill health. This course presents its requirements and the steps towards certification.",
        "Programme being finalised.",
      ],
    },
    highlights: {
      fr: ["Analyse des risques professionnels", "Retours d'expérience terrain"],
      en: ["Occupational risk assessment", "Field experience"],
    },
    objectives: {
      fr: [
        "Comprendre les exigences de l'ISO 45001",
        "Identifier les dangers et évaluer les risques",
        "Impliquer les travailleurs et leurs représentants",
        "Préparer l'audit de certification",
      ],
      en: [
        "Understand the requirements of ISO 45001",
        "Identify hazards and assess risks",
        "Involve workers and their representatives",
        "Prepare for the certification audit",
      ],
    },
    prerequisites: {
      fr: "Connaissances de base en santé et sécurité au travail.",
      en: "Basic knowledge of occupational health and safety.",
    },
    modules: {
      fr: [
        ["La norme", ["Contexte et leadership", "Participation des travailleurs"]],
        ["Mise en œuvre", ["Évaluation des risques", "Maîtrise opérationnelle", "Amélioration"]],
      ],
      en: [
        ["The standard", ["Context and leadership", "Worker participation"]],
        ["Implementation", ["Risk assessment", "Operational control", "Improvement"]],
      ],
    },
    skills: {
      fr: ["ISO 45001", "Évaluation des risques"],
      en: ["ISO 45001", "Risk assessment"],
    },
    audienceText: {
      fr: "Responsables HSE, préventeurs et managers d'unités de production.",
      en: "HSE managers, safety officers and production unit managers.",
    },
    duration: 14,
    maxStudents: 12,
    price: 1150,
    currency: "EUR",
    published: false,
    tags: ["iso"],
    thumbnail: "/demo/courses/quality-safety-3.svg",
    createdDaysAgo: 10,
  },
];
