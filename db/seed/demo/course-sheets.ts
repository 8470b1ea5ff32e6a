// The demo courses' course sheets (delivery.md §7, issue 30): access conditions and lead time,
// teaching and assessment methods, accessibility, and the certification of the two certifying
// courses, in both languages. Complete for every course but the "hybrid" draft, left without
// its lead time and assessment methods so that the editor's check has something to show.
// Literal data, read by courses.ts; codes and certifiers are fictitious.
import type { CourseSeed } from "./course-seed";
import { p, type Text, ul } from "./helpers";

type Format = CourseSeed["format"];

export type CourseSheetSeed = {
  access_conditions_fr: string;
  access_conditions_en: string;
  access_lead_time_fr: string;
  access_lead_time_en: string;
  teaching_methods_fr: string;
  teaching_methods_en: string;
  assessment_methods_fr: string;
  assessment_methods_en: string;
  accessibility_fr: string;
  accessibility_en: string;
  is_certifying: boolean;
  certification_title_fr: string;
  certification_title_en: string;
  certification_code: string | null;
  certifier: string | null;
  certification_registered_on: string | null;
};

const ACCESS: Text = {
  fr: "Inscription en ligne depuis la page de la session, ou sur devis pour un groupe. Un échange avec le formateur valide les prérequis avant l'entrée en formation. Financement possible par votre OPCO ou votre entreprise : nous vous aidons à monter le dossier.",
  en: "Register online from the session's page, or ask for a quote for a group. A conversation with the trainer checks the prerequisites before the course starts. Funding is possible through your skills operator (OPCO) or your employer: we help you with the paperwork.",
};

const LEAD_TIME: Record<Format, Text> = {
  "In person": {
    fr: "Inscription jusqu'à 7 jours avant le début de la session ; réponse sous 48 heures ouvrées.",
    en: "Register up to 7 days before the session starts; we answer within 48 working hours.",
  },
  Blended: {
    fr: "Inscription jusqu'à 10 jours avant le début, le temps d'ouvrir vos accès à la plateforme ; réponse sous 48 heures ouvrées.",
    en: "Register up to 10 days before the start, so that your platform access is ready; we answer within 48 working hours.",
  },
  Online: {
    fr: "Inscription jusqu'à 3 jours avant le début de la session ; réponse sous 24 heures ouvrées.",
    en: "Register up to 3 days before the session starts; we answer within 24 working hours.",
  },
};

const TEACHING: Record<Format, { fr: string[]; en: string[] }> = {
  "In person": {
    fr: [
      "Apports méthodologiques courts, illustrés d'exemples tirés de cas réels",
      "Ateliers en sous-groupes et mises en situation sur vos propres cas",
      "Support de cours remis à chaque participant",
    ],
    en: [
      "Short methodology sessions, illustrated with real cases",
      "Workshops in small groups and role plays on your own cases",
      "Course materials given to every participant",
    ],
  },
  Blended: {
    fr: [
      "Modules en ligne à suivre à votre rythme avant et entre les journées en salle",
      "Journées en présentiel consacrées aux ateliers et aux retours d'expérience",
      "Accès à la plateforme et à ses ressources pendant 3 mois",
    ],
    en: [
      "Online modules at your own pace before and between the classroom days",
      "Classroom days given to workshops and shared experience",
      "Access to the platform and its resources for 3 months",
    ],
  },
  Online: {
    fr: [
      "Classes virtuelles en direct avec le formateur, en petits groupes",
      "Exercices pratiques et travaux en salles de sous-groupes",
      "Enregistrements et supports disponibles après chaque séance",
    ],
    en: [
      "Live virtual classes with the trainer, in small groups",
      "Practical exercises and breakout-room work",
      "Recordings and materials available after each session",
    ],
  },
};

const ASSESSMENT: Text = {
  fr: "Positionnement en début de formation, exercices corrigés tout au long, quiz final sur les objectifs. Une attestation de fin de formation précise les acquis de chaque participant ; une évaluation de satisfaction est recueillie à chaud et à froid.",
  en: "A placement check at the start, exercises corrected throughout, and a final quiz on the objectives. A certificate of completion states what each participant achieved; satisfaction is surveyed at the end and again two months later.",
};

const ACCESSIBILITY: Text = {
  fr: "Nos salles sont accessibles aux personnes à mobilité réduite et nos classes virtuelles compatibles avec les lecteurs d'écran. Rythme, supports et modalités d'évaluation peuvent être adaptés : signalez votre besoin dès l'inscription, notre référent handicap vous contacte sous 5 jours ouvrés.",
  en: "Our rooms are accessible to people with reduced mobility and our virtual classes work with screen readers. Pace, materials and assessment can be adapted: tell us your needs when you register, and our accessibility referent will contact you within 5 working days.",
};

/** The certifying courses: their certification (fictitious codes and certifier). */
type Certification = Pick<
  CourseSheetSeed,
  | "certification_title_fr"
  | "certification_title_en"
  | "certification_code"
  | "certifier"
  | "certification_registered_on"
>;

const CERTIFICATIONS: Record<string, Certification> = {
  iso9001: {
    certification_title_fr: "Réaliser un audit interne d'un système de management de la qualité ISO 9001",
    certification_title_en: "Conducting an internal audit of an ISO 9001 quality management system",
    certification_code: "RS5806",
    certifier: "CertiQual International",
    certification_registered_on: "2022-06-29",
  },
  lean: {
    certification_title_fr: "Mettre en œuvre une démarche d'amélioration continue Lean Six Sigma (Yellow Belt)",
    certification_title_en: "Implementing a Lean Six Sigma continuous improvement approach (Yellow Belt)",
    certification_code: "RS6119",
    certifier: "Institut européen de l'amélioration continue",
    certification_registered_on: "2023-01-25",
  },
};

/** The draft left incomplete on purpose: no lead time, no assessment methods. */
const INCOMPLETE_DRAFT = "hybrid";

/** A demo course's sheet, in both languages. */
export function courseSheet(course: Pick<CourseSeed, "key" | "format">): CourseSheetSeed {
  const certification = CERTIFICATIONS[course.key];
  const isDraft = course.key === INCOMPLETE_DRAFT;
  return {
    access_conditions_fr: p(ACCESS.fr),
    access_conditions_en: p(ACCESS.en),
    access_lead_time_fr: isDraft ? "" : LEAD_TIME[course.format].fr,
    access_lead_time_en: isDraft ? "" : LEAD_TIME[course.format].en,
    teaching_methods_fr: ul(TEACHING[course.format].fr),
    teaching_methods_en: ul(TEACHING[course.format].en),
    assessment_methods_fr: isDraft ? "" : p(ASSESSMENT.fr),
    assessment_methods_en: isDraft ? "" : p(ASSESSMENT.en),
    accessibility_fr: p(ACCESSIBILITY.fr),
    accessibility_en: p(ACCESSIBILITY.en),
    is_certifying: Boolean(certification),
    certification_title_fr: certification?.certification_title_fr ?? "",
    certification_title_en: certification?.certification_title_en ?? "",
    certification_code: certification?.certification_code ?? null,
    certifier: certification?.certifier ?? null,
    certification_registered_on: certification?.certification_registered_on ?? null,
  };
}
