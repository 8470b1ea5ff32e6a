// Demo courses (leadership, change and project management): literal data, read by courses.ts.
import type { CourseSeed } from "./course-seed";

export const MANAGEMENT_COURSES: CourseSeed[] = [
  {
    key: "leadership",
    category: "management",
    level: 2,
    format: "In person",
    language: "fr",
    audience: "Managers",
    title: { fr: "Leadership et management d'équipe", en: "Leadership and Team Management" },
    intro: {
      fr: [
        "Passer d'expert à manager ne s'improvise pas. Cette formation de trois jours vous donne les repères et les outils pour fédérer votre équipe, fixer un cap clair et faire grandir chacun de vos collaborateurs.",
        "Alternant apports méthodologiques, mises en situation filmées et ateliers de codéveloppement, elle s'appuie sur les situations de management que vous vivez au quotidien.",
      ],
      en: [
        "Moving from expert to manager does not happen by chance. This three-day course gives you the landmarks and tools to bring your team together, set a clear direction and help every team member grow.",
        "Combining methodology, filmed role plays and peer-coaching workshops, it builds on the management situations you face every day.",
      ],
    },
    highlights: {
      fr: [
        "Autodiagnostic de votre style de leadership",
        "Mises en situation filmées et débriefées",
        "Plan d'action individuel suivi à 30 jours",
      ],
      en: [
        "Self-assessment of your leadership style",
        "Filmed and debriefed role plays",
        "Individual action plan with a 30-day follow-up",
      ],
    },
    objectives: {
      fr: [
        "Identifier son style de leadership et l'adapter aux situations",
        "Fixer des objectifs clairs et mesurables à son équipe",
        "Conduire des entretiens individuels motivants",
        "Déléguer efficacement et responsabiliser",
        "Prévenir et désamorcer les tensions dans l'équipe",
      ],
      en: [
        "Identify your leadership style and adapt it to each situation",
        "Set clear, measurable objectives for your team",
        "Run motivating one-to-one meetings",
        "Delegate effectively and empower people",
        "Prevent and defuse tension within the team",
      ],
    },
    prerequisites: {
      fr: "Encadrer une équipe, même de petite taille, ou s'apprêter à le faire dans les six prochains mois.",
      en: "Currently leading a team, even a small one, or about to do so within the next six months.",
    },
    modules: {
      fr: [
        [
          "Les fondamentaux du rôle de manager",
          ["Attentes de l'entreprise et de l'équipe", "Les quatre styles du leadership situationnel", "Autodiagnostic"],
        ],
        [
          "Donner du sens et fixer le cap",
          [
            "Traduire la stratégie en objectifs d'équipe",
            "Objectifs SMART et indicateurs",
            "Des rituels d'équipe efficaces",
          ],
        ],
        [
          "Motiver et faire grandir",
          ["Les leviers de la motivation", "Déléguer pour développer les compétences", "L'art du feedback constructif"],
        ],
        [
          "Gérer les situations délicates",
          ["Recadrer sans démotiver", "Prévenir et gérer les conflits", "Construire son plan d'action"],
        ],
      ],
      en: [
        [
          "The fundamentals of the manager's role",
          ["What the organisation and the team expect", "The four styles of situational leadership", "Self-assessment"],
        ],
        [
          "Giving meaning and setting the course",
          ["Turning strategy into team objectives", "SMART objectives and KPIs", "Effective team rituals"],
        ],
        [
          "Motivating and developing people",
          ["What drives motivation", "Delegating to build skills", "The art of constructive feedback"],
        ],
        [
          "Handling difficult situations",
          [
            "Addressing performance issues without demotivating",
            "Preventing and managing conflict",
            "Building your action plan",
          ],
        ],
      ],
    },
    skills: {
      fr: ["Leadership situationnel", "Délégation", "Feedback et recadrage", "Animation d'équipe"],
      en: ["Situational leadership", "Delegation", "Feedback and performance conversations", "Team facilitation"],
    },
    audienceText: {
      fr: "Managers de proximité, chefs d'équipe et responsables de service, nouvellement nommés ou souhaitant consolider leurs pratiques.",
      en: "First-line managers, team leaders and heads of department, newly appointed or wishing to strengthen their practice.",
    },
    duration: 21,
    maxStudents: 12,
    price: 1890,
    currency: "EUR",
    featured: true,
    tags: ["leadership"],
    thumbnail: "/demo/courses/management-1.svg",
    createdDaysAgo: 320,
  },
  {
    key: "change",
    category: "management",
    level: 3,
    format: "Blended",
    language: "fr",
    audience: "Executives",
    title: { fr: "Conduite du changement : méthodes et outils", en: "Change Management in Practice" },
    intro: {
      fr: [
        "Réorganisation, nouvel outil, fusion : sept projets de transformation sur dix se heurtent à des résistances humaines. Cette formation vous apprend à anticiper ces résistances et à embarquer les équipes.",
        "Vous travaillez sur votre propre projet de transformation, de la cartographie des parties prenantes au plan de communication.",
      ],
      en: [
        "Reorganisations, new tools, mergers: most transformation projects run into human resistance. This course teaches you to anticipate that resistance and bring teams on board.",
        "You work on your own transformation project, from stakeholder mapping to the communication plan.",
      ],
    },
    highlights: {
      fr: ["Travail sur votre projet réel", "Boîte à outils téléchargeable", "Classe virtuelle de suivi à un mois"],
      en: ["Hands-on work on your real project", "Downloadable toolkit", "Follow-up virtual class after one month"],
    },
    objectives: {
      fr: [
        "Diagnostiquer l'impact humain d'un changement",
        "Cartographier les parties prenantes et leurs attentes",
        "Bâtir un plan de communication et d'accompagnement",
        "Identifier et traiter les résistances",
        "Mesurer l'adoption du changement",
      ],
      en: [
        "Assess the human impact of a change",
        "Map stakeholders and their expectations",
        "Build a communication and support plan",
        "Identify and address resistance",
        "Measure change adoption",
      ],
    },
    prerequisites: {
      fr: "Expérience du management ou du pilotage de projets transverses. Venir avec un projet de changement en cours ou à venir.",
      en: "Experience of management or of leading cross-functional projects. Bring a current or upcoming change project.",
    },
    modules: {
      fr: [
        [
          "Comprendre le changement",
          ["La courbe du changement", "Modèles de Kotter et ADKAR", "Facteurs clés de succès"],
        ],
        ["Diagnostiquer", ["Analyse d'impact", "Cartographie des acteurs", "Évaluation des risques humains"]],
        [
          "Accompagner",
          ["Plan de communication", "Formation et ambassadeurs", "Traiter les résistances", "Mesurer l'adoption"],
        ],
      ],
      en: [
        ["Understanding change", ["The change curve", "Kotter and ADKAR models", "Key success factors"]],
        ["Diagnosing", ["Impact analysis", "Stakeholder mapping", "Assessing people-related risks"]],
        [
          "Supporting the change",
          ["Communication plan", "Training and change champions", "Addressing resistance", "Measuring adoption"],
        ],
      ],
    },
    skills: {
      fr: ["Analyse d'impact", "Cartographie des parties prenantes", "Communication du changement"],
      en: ["Impact analysis", "Stakeholder mapping", "Change communication"],
    },
    audienceText: {
      fr: "Dirigeants, managers et chefs de projet chargés de conduire une transformation organisationnelle ou numérique.",
      en: "Executives, managers and project leaders in charge of an organisational or digital transformation.",
    },
    duration: 14,
    maxStudents: 16,
    price: 1450,
    currency: "EUR",
    tags: ["leadership"],
    thumbnail: "/demo/courses/management-2.svg",
    createdDaysAgo: 290,
  },
  {
    key: "pmp",
    category: "project-management",
    level: 3,
    format: "Blended",
    language: "bilingual",
    audience: "Project managers",
    title: { fr: "Préparation à la certification PMP®", en: "PMP® Certification Preparation" },
    intro: {
      fr: [
        "La certification PMP® du Project Management Institute est la référence mondiale des chefs de projet. Notre préparation intensive couvre les trois domaines de l'examen : Personnes, Processus et Environnement d'affaires.",
        "Approches prédictives, agiles et hybrides sont étudiées à travers des cas concrets et des centaines de questions d'entraînement commentées.",
      ],
      en: [
        "The Project Management Institute's PMP® certification is the global benchmark for project managers. Our intensive preparation covers the three exam domains: People, Process and Business Environment.",
        "Predictive, agile and hybrid approaches are studied through real cases and hundreds of practice questions with explanations.",
      ],
    },
    highlights: {
      fr: [
        "35 heures de formation attestées, exigées pour l'inscription à l'examen",
        "Examen blanc complet de 180 questions",
        "Accès à la plateforme de révision pendant 90 jours",
        "Accompagnement au dossier d'éligibilité PMI",
      ],
      en: [
        "35 contact hours certified, as required to apply for the exam",
        "Full 180-question mock exam",
        "90-day access to the revision platform",
        "Help with your PMI eligibility application",
      ],
    },
    objectives: {
      fr: [
        "Maîtriser le contenu de l'Examination Content Outline du PMI",
        "Choisir l'approche prédictive, agile ou hybride adaptée à un projet",
        "Appliquer les outils de planification, de maîtrise des coûts et des risques",
        "Adopter le raisonnement attendu dans les questions situationnelles",
        "Construire un plan de révision personnalisé",
        "Réussir l'examen PMP® dès la première tentative",
      ],
      en: [
        "Master PMI's Examination Content Outline",
        "Choose the right predictive, agile or hybrid approach for a project",
        "Apply planning, cost control and risk management tools",
        "Adopt the reasoning expected in situational questions",
        "Build a personal revision plan",
        "Pass the PMP® exam at the first attempt",
      ],
    },
    prerequisites: {
      fr: "Au moins trois ans d'expérience en direction de projets avec un diplôme de niveau licence, ou cinq ans avec un diplôme de niveau bac (conditions d'éligibilité du PMI).",
      en: "At least three years of experience leading projects with a four-year degree, or five years with a secondary diploma (PMI eligibility requirements).",
    },
    modules: {
      fr: [
        [
          "Cadre et environnement du projet",
          ["Le PMI et l'examen PMP®", "Cycles de vie prédictifs, agiles et hybrides", "Gouvernance et valeur métier"],
        ],
        [
          "Domaine Personnes",
          ["Constituer et diriger une équipe", "Gestion des conflits et négociation", "Leadership serviteur"],
        ],
        [
          "Domaine Processus",
          ["Périmètre, planning et budget", "Qualité, risques et approvisionnements", "Maîtrise et clôture"],
        ],
        [
          "Domaine Environnement d'affaires",
          ["Conformité et bénéfices", "Changements organisationnels", "Examen blanc et stratégie d'examen"],
        ],
      ],
      en: [
        [
          "Project framework and environment",
          ["PMI and the PMP® exam", "Predictive, agile and hybrid life cycles", "Governance and business value"],
        ],
        ["People domain", ["Building and leading a team", "Conflict management and negotiation", "Servant leadership"]],
        [
          "Process domain",
          ["Scope, schedule and budget", "Quality, risk and procurement", "Monitoring, control and closure"],
        ],
        [
          "Business Environment domain",
          ["Compliance and benefits", "Organisational change", "Mock exam and exam strategy"],
        ],
      ],
    },
    skills: {
      fr: [
        "Planification de projet",
        "Gestion des risques",
        "Pratiques agiles et hybrides",
        "Leadership d'équipe projet",
      ],
      en: ["Project planning", "Risk management", "Agile and hybrid practices", "Project team leadership"],
    },
    audienceText: {
      fr: "Chefs de projet, responsables de PMO et consultants expérimentés qui souhaitent valider leurs compétences par une certification internationale.",
      en: "Experienced project managers, PMO leads and consultants who want an international certification of their skills.",
    },
    certification: {
      fr: "Prépare à l'examen PMP® du Project Management Institute (180 questions, 230 minutes). Une attestation de 35 heures de formation en management de projet est remise à l'issue de la session. Frais d'examen non inclus.",
      en: "Prepares for the Project Management Institute's PMP® exam (180 questions, 230 minutes). A certificate of 35 contact hours of project management education is issued at the end of the session. Exam fee not included.",
    },
    duration: 35,
    maxStudents: 20,
    price: 2490,
    currency: "EUR",
    featured: true,
    tags: ["certification"],
    thumbnail: "/demo/courses/project-management-1.svg",
    createdDaysAgo: 340,
  },
  {
    key: "scrum",
    category: "project-management",
    level: 2,
    format: "Online",
    language: "fr",
    audience: "Project managers",
    title: { fr: "Gestion de projet agile avec Scrum", en: "Agile Project Management with Scrum" },
    intro: {
      fr: [
        "Scrum est le cadre agile le plus utilisé au monde. En quatre demi-journées de classe virtuelle, vous en maîtrisez les rôles, les événements et les artefacts, puis vous les mettez en pratique sur un projet fil rouge.",
        "Idéal pour les équipes qui démarrent en agile ou qui veulent sortir d'un « Scrum de façade ».",
      ],
      en: [
        "Scrum is the most widely used agile framework. In four half-day virtual classes you learn its roles, events and artefacts, then apply them to a running project.",
        "Ideal for teams starting with agile or wanting to move beyond superficial Scrum.",
      ],
    },
    highlights: {
      fr: [
        "Classe virtuelle interactive en petits groupes",
        "Simulation de trois sprints",
        "Préparation à l'examen PSM I",
      ],
      en: ["Interactive virtual class in small groups", "Three-sprint simulation", "PSM I exam preparation"],
    },
    objectives: {
      fr: [
        "Comprendre les valeurs et principes du Manifeste agile",
        "Maîtriser les rôles, événements et artefacts de Scrum",
        "Rédiger et prioriser un backlog produit",
        "Animer les événements Scrum",
        "Mesurer et améliorer la performance de l'équipe",
      ],
      en: [
        "Understand the values and principles of the Agile Manifesto",
        "Master Scrum roles, events and artefacts",
        "Write and prioritise a product backlog",
        "Facilitate Scrum events",
        "Measure and improve team performance",
      ],
    },
    prerequisites: {
      fr: "Aucun prérequis technique. Une première expérience de projet est recommandée. Prévoir un ordinateur avec webcam et micro.",
      en: "No technical prerequisites. Some project experience is recommended. A computer with webcam and microphone is required.",
    },
    modules: {
      fr: [
        ["L'agilité", ["Le Manifeste agile", "Empirisme et itérations", "Scrum, Kanban et autres cadres"]],
        [
          "Le cadre Scrum",
          ["Product Owner, Scrum Master et développeurs", "Les cinq événements", "Les trois artefacts"],
        ],
        [
          "Le backlog produit",
          ["User stories et critères d'acceptation", "Estimation relative", "Priorisation par la valeur"],
        ],
        ["Piloter", ["Burndown et vélocité", "Rétrospectives efficaces", "Passer à l'échelle"]],
      ],
      en: [
        ["Agility", ["The Agile Manifesto", "Empiricism and iterations", "Scrum, Kanban and other frameworks"]],
        [
          "The Scrum framework",
          ["Product Owner, Scrum Master and developers", "The five events", "The three artefacts"],
        ],
        [
          "The product backlog",
          ["User stories and acceptance criteria", "Relative estimation", "Value-based prioritisation"],
        ],
        ["Steering", ["Burndown and velocity", "Effective retrospectives", "Scaling up"]],
      ],
    },
    skills: {
      fr: ["Scrum", "Gestion de backlog", "Facilitation agile"],
      en: ["Scrum", "Backlog management", "Agile facilitation"],
    },
    audienceText: {
      fr: "Chefs de projet, futurs Scrum Masters et Product Owners, membres d'équipes de développement.",
      en: "Project managers, future Scrum Masters and Product Owners, development team members.",
    },
    certification: {
      fr: "Prépare à la certification Professional Scrum Master™ I (PSM I) de Scrum.org. L'examen se passe en ligne, en anglais ; frais d'examen non inclus.",
      en: "Prepares for Scrum.org's Professional Scrum Master™ I (PSM I) certification. The exam is taken online, in English; exam fee not included.",
    },
    duration: 14,
    maxStudents: 16,
    price: 1290,
    currency: "EUR",
    tags: ["agile", "certification"],
    thumbnail: "/demo/courses/project-management-2.svg",
    createdDaysAgo: 260,
  },
  {
    key: "pm-fundamentals",
    category: "project-management",
    level: 1,
    format: "In person",
    language: "fr",
    audience: "Everyone",
    title: { fr: "Les fondamentaux de la gestion de projet", en: "Project Management Fundamentals" },
    intro: {
      fr: [
        "Vous pilotez des projets sans formation spécifique ? En trois jours, acquérez une méthode simple et robuste pour cadrer, planifier et suivre vos projets, quel que soit votre secteur.",
        "Conçue pour les organisations d'Afrique de l'Ouest, la formation s'appuie sur des cas issus des télécoms, de l'énergie et du secteur public.",
      ],
      en: [
        "Do you run projects without any formal training? In three days, learn a simple and robust method to scope, plan and track your projects, whatever your sector.",
        "Designed for West African organisations, the course uses cases from telecoms, energy and the public sector.",
      ],
    },
    highlights: {
      fr: [
        "Méthode applicable dès le retour au poste",
        "Modèles de documents fournis",
        "Exercices sur vos propres projets",
      ],
      en: ["A method you can apply straight away", "Document templates included", "Exercises on your own projects"],
    },
    objectives: {
      fr: [
        "Cadrer un projet : objectifs, périmètre, livrables",
        "Construire un planning réaliste",
        "Estimer et suivre un budget",
        "Identifier et traiter les risques",
        "Animer une réunion de suivi efficace",
      ],
      en: [
        "Scope a project: objectives, scope, deliverables",
        "Build a realistic schedule",
        "Estimate and track a budget",
        "Identify and respond to risks",
        "Run an effective progress meeting",
      ],
    },
    prerequisites: {
      fr: "Aucun prérequis.",
      en: "None.",
    },
    modules: {
      fr: [
        ["Cadrer", ["Note de cadrage", "Parties prenantes", "Structure de découpage du projet (WBS)"]],
        ["Planifier", ["Estimation des durées", "Diagramme de Gantt et chemin critique", "Budget et ressources"]],
        ["Piloter", ["Tableau de bord", "Gestion des risques", "Communication et clôture"]],
      ],
      en: [
        ["Scoping", ["Project charter", "Stakeholders", "Work breakdown structure (WBS)"]],
        ["Planning", ["Estimating durations", "Gantt chart and critical path", "Budget and resources"]],
        ["Steering", ["Dashboard", "Risk management", "Communication and closure"]],
      ],
    },
    skills: {
      fr: ["Cadrage de projet", "Planification", "Suivi budgétaire"],
      en: ["Project scoping", "Planning", "Budget tracking"],
    },
    audienceText: {
      fr: "Toute personne amenée à conduire ou à contribuer à un projet : ingénieurs, chargés d'études, responsables de service.",
      en: "Anyone leading or contributing to a project: engineers, analysts, heads of department.",
    },
    duration: 21,
    maxStudents: 20,
    price: 450000,
    currency: "XOF",
    thumbnail: "/demo/courses/project-management-3.svg",
    createdDaysAgo: 230,
  },
];
