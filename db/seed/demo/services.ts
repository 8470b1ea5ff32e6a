// The demo's consulting services.
import { services } from "#db/schema";
import type { Tx } from "~/server/db.server";
import type { Calendar, Text } from "./helpers";

export const SERVICES: {
  title: Text;
  description: Text;
  image: string;
  featured: boolean;
  size: "small" | "medium" | "large";
  tags: { fr: string[]; en: string[] };
}[] = [
  {
    title: { fr: "Formation intra-entreprise sur mesure", en: "Tailored in-house training" },
    description: {
      fr: "Nous adaptons nos programmes à votre contexte, à vos outils et à vos enjeux pour former vos équipes dans vos locaux, dans l'un de nos centres ou à distance.\n\nUn consultant dédié analyse vos besoins, conçoit le parcours avec vous et mesure les acquis à l'issue de la formation. Les groupes peuvent être multi-sites et bilingues.\n\nIdéal à partir de six participants partageant un même objectif.",
      en: "We adapt our programmes to your context, tools and challenges to train your teams on your premises, in one of our centres or remotely.\n\nA dedicated consultant analyses your needs, designs the programme with you and measures learning outcomes at the end of the training. Groups can be multi-site and bilingual.\n\nIdeal from six participants sharing the same objective.",
    },
    image: "/demo/services/in-house-training.svg",
    featured: true,
    size: "large",
    tags: { fr: ["Intra", "Sur mesure", "Bilingue"], en: ["In-house", "Tailored", "Bilingual"] },
  },
  {
    title: { fr: "Conseil en organisation et PMO", en: "PMO and organisational consulting" },
    description: {
      fr: "Nos consultants vous aident à mettre en place ou à faire évoluer votre bureau de projets : gouvernance, méthodes, outils et tableaux de bord de portefeuille.\n\nNous intervenons en diagnostic, en conception du modèle cible et en accompagnement opérationnel pendant les premiers mois de fonctionnement.",
      en: "Our consultants help you set up or develop your project management office: governance, methods, tools and portfolio dashboards.\n\nWe work on the diagnosis, the design of the target model and hands-on support during the first months of operation.",
    },
    image: "/demo/services/pmo-consulting.svg",
    featured: true,
    size: "medium",
    tags: { fr: ["PMO", "Gouvernance", "Portefeuille"], en: ["PMO", "Governance", "Portfolio"] },
  },
  {
    title: { fr: "Coaching de dirigeants et d'équipes", en: "Executive and team coaching" },
    description: {
      fr: "Un accompagnement individuel ou collectif pour prendre un nouveau poste, traverser une transformation ou renforcer la coopération au sein d'un comité de direction.\n\nNos coachs certifiés travaillent sur des objectifs définis avec vous et votre hiérarchie, dans un cadre strictement confidentiel.",
      en: "Individual or team coaching to take up a new role, lead a transformation or strengthen cooperation within a leadership team.\n\nOur certified coaches work on objectives agreed with you and your line manager, in a strictly confidential setting.",
    },
    image: "/demo/services/coaching.svg",
    featured: true,
    size: "medium",
    tags: { fr: ["Coaching", "Leadership"], en: ["Coaching", "Leadership"] },
  },
  {
    title: { fr: "Accompagnement à la certification", en: "Certification support" },
    description: {
      fr: "PMP®, PSM, ISO, AWS, Power BI : nous préparons vos collaborateurs aux certifications reconnues et les suivons jusqu'à l'examen.\n\nExamens blancs, tutorat individuel et aide au dossier d'éligibilité sont inclus.",
      en: "PMP®, PSM, ISO, AWS, Power BI: we prepare your staff for recognised certifications and support them up to the exam.\n\nMock exams, individual tutoring and help with eligibility applications are included.",
    },
    image: "/demo/services/certification-support.svg",
    featured: false,
    size: "small",
    tags: { fr: ["Certification", "Examens blancs"], en: ["Certification", "Mock exams"] },
  },
  {
    title: { fr: "Digital learning et classes virtuelles", en: "Digital learning and virtual classrooms" },
    description: {
      fr: "Nous concevons des parcours mixtes combinant modules en ligne, classes virtuelles interactives et ateliers en présentiel.\n\nNos contenus sont compatibles SCORM et s'intègrent à votre plateforme de formation, ou à la nôtre si vous n'en disposez pas.",
      en: "We design blended programmes combining e-learning modules, interactive virtual classrooms and face-to-face workshops.\n\nOur content is SCORM-compliant and integrates with your learning platform, or ours if you do not have one.",
    },
    image: "/demo/services/digital-learning.svg",
    featured: false,
    size: "medium",
    tags: { fr: ["E-learning", "SCORM", "Hybride"], en: ["E-learning", "SCORM", "Blended"] },
  },
  {
    title: { fr: "Audit et cartographie des compétences", en: "Skills audit and mapping" },
    description: {
      fr: "Avant d'investir dans la formation, identifiez précisément les écarts de compétences de vos équipes.\n\nNous réalisons des évaluations en ligne et des entretiens, puis vous remettons une cartographie des compétences et un plan de développement priorisé.",
      en: "Before investing in training, pinpoint your teams' skills gaps.\n\nWe run online assessments and interviews, then deliver a skills map and a prioritised development plan.",
    },
    image: "/demo/services/skills-audit.svg",
    featured: false,
    size: "small",
    tags: { fr: ["Audit", "Compétences", "GPEC"], en: ["Audit", "Skills", "Workforce planning"] },
  },
];

export async function seedServices(tx: Tx, { ago }: Calendar) {
  await tx.insert(services).values(
    SERVICES.map((service, i) => ({
      title_fr: service.title.fr,
      title_en: service.title.en,
      description_fr: service.description.fr,
      description_en: service.description.en,
      image_url: service.image,
      is_featured: service.featured,
      size: service.size,
      tags: service.tags.fr,
      tags_en: service.tags.en,
      display_order: i + 1,
      created_at: ago(400 - i * 10),
    })),
  );
}
