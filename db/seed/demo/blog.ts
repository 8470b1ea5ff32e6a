// The demo blog: its categories and posts (inserted with the content pages, pages.ts).
import { inArray } from "drizzle-orm";
import { page_categories } from "#db/schema";
import type { Tx } from "~/server/db.server";
import { h2, ol, p, type Text, ul } from "./helpers";
import type { PersonKey } from "./people";

export type BlogCategoryKey = "training-tips" | "industry-insights" | "news";

export const BLOG_CATEGORIES: { slug: BlogCategoryKey; name: Text }[] = [
  { slug: "training-tips", name: { fr: "Conseils et méthodes", en: "Tips and methods" } },
  { slug: "industry-insights", name: { fr: "Tendances métiers", en: "Industry insights" } },
  { slug: "news", name: { fr: "Actualités", en: "News" } },
];

export type PostSeed = {
  slug: string;
  category: BlogCategoryKey;
  author: PersonKey;
  title: Text;
  meta: Text;
  content: Text;
  thumbnail: string;
  publishedDaysAgo: number | null;
};

export const POSTS: PostSeed[] = [
  {
    slug: "5-keys-to-passing-the-pmp-exam",
    category: "training-tips",
    author: "aminata",
    title: { fr: "5 clés pour réussir l'examen PMP®", en: "5 keys to passing the PMP® exam" },
    meta: {
      fr: "Éligibilité, planning de révision, examens blancs : les conseils d'Aminata Diallo pour réussir la certification PMP® du premier coup.",
      en: "Eligibility, revision plan, mock exams: Aminata Diallo's advice for passing the PMP® certification at the first attempt.",
    },
    content: {
      fr:
        p(
          "Après avoir accompagné plus de 400 candidats, je constate que la réussite à l'examen PMP® tient moins à la quantité de travail qu'à la méthode. Voici les cinq conseils que je donne à chaque promotion.",
        ) +
        h2("1. Préparez votre dossier d'éligibilité en amont") +
        p(
          "Décrivez vos expériences projet avec précision, en utilisant le vocabulaire du PMI. Un dossier clair limite le risque d'audit et vous fait gagner plusieurs semaines.",
        ) +
        h2("2. Fixez une date d'examen") +
        p(
          "Sans échéance, les révisions s'étirent. Réservez votre créneau huit à dix semaines après la formation, puis construisez votre planning à rebours.",
        ) +
        h2("3. Raisonnez comme le PMI") +
        p("La majorité des questions sont situationnelles. Entraînez-vous à repérer :") +
        ul([
          "l'approche du projet : prédictive, agile ou hybride ;",
          "ce que ferait un leader serviteur avant d'escalader ;",
          "la réponse qui traite la cause plutôt que le symptôme.",
        ]) +
        h2("4. Passez au moins deux examens blancs complets") +
        p(
          "230 minutes de concentration, cela se prépare. Analysez chaque erreur : c'est là que se font les vrais progrès.",
        ) +
        h2("5. Soignez le jour J") +
        p(
          "Testez votre matériel si vous passez l'examen en ligne, utilisez les pauses prévues et gérez votre temps : environ 75 secondes par question.",
        ),
      en:
        p(
          "Having coached more than 400 candidates, I have found that passing the PMP® exam depends less on how much you study than on how you study. Here are the five tips I give every cohort.",
        ) +
        h2("1. Prepare your eligibility application early") +
        p(
          "Describe your project experience precisely, using PMI vocabulary. A clear application reduces the risk of an audit and saves you several weeks.",
        ) +
        h2("2. Book your exam date") +
        p(
          "Without a deadline, revision drags on. Book a slot eight to ten weeks after the course, then plan backwards from it.",
        ) +
        h2("3. Think like PMI") +
        p("Most questions are situational. Practise spotting:") +
        ul([
          "the project approach: predictive, agile or hybrid;",
          "what a servant leader would do before escalating;",
          "the answer that addresses the root cause rather than the symptom.",
        ]) +
        h2("4. Take at least two full mock exams") +
        p("230 minutes of focus takes practice. Analyse every mistake: that is where real progress happens.") +
        h2("5. Get exam day right") +
        p(
          "Test your equipment if you sit the exam online, take the scheduled breaks and manage your time: about 75 seconds per question.",
        ),
    },
    thumbnail: "/demo/blog/pmp-certification.svg",
    publishedDaysAgo: 168,
  },
  {
    slug: "managing-a-hybrid-team-best-practices",
    category: "training-tips",
    author: "marc",
    title: { fr: "Manager une équipe hybride : les bonnes pratiques", en: "Managing a hybrid team: best practices" },
    meta: {
      fr: "Charte d'équipe, rituels, réunions inclusives : comment maintenir cohésion et performance dans une équipe hybride.",
      en: "Team charter, rituals, inclusive meetings: how to keep a hybrid team cohesive and effective.",
    },
    content: {
      fr:
        p(
          "Le travail hybride offre de la souplesse, mais il fragilise les liens informels qui faisaient la force des équipes. Le rôle du manager change : il doit organiser explicitement ce qui se faisait naturellement.",
        ) +
        h2("Écrire les règles du jeu") +
        p("Une charte d'équipe courte, construite ensemble, répond aux questions qui fâchent :") +
        ul([
          "quels jours sommes-nous ensemble au bureau ?",
          "quel canal pour quel type de message ?",
          "quelles plages horaires de disponibilité ?",
        ]) +
        h2("Soigner les réunions hybrides") +
        p(
          "Quand une partie de l'équipe est à distance, chacun se connecte depuis son propre poste, même au bureau. L'animateur donne la parole en priorité aux personnes à distance.",
        ) +
        h2("Piloter par les résultats") +
        p(
          "La présence n'est pas un indicateur de performance. Fixez des objectifs clairs, faites des points individuels réguliers et célébrez les réussites collectives.",
        ),
      en:
        p(
          "Hybrid work brings flexibility, but it weakens the informal ties that used to hold teams together. The manager's role changes: what used to happen naturally now has to be organised explicitly.",
        ) +
        h2("Write down the ground rules") +
        p("A short team charter, built together, answers the awkward questions:") +
        ul([
          "which days are we together in the office?",
          "which channel for which kind of message?",
          "what are our availability hours?",
        ]) +
        h2("Take care of hybrid meetings") +
        p(
          "When part of the team is remote, everyone joins from their own device, even in the office. The facilitator gives remote participants the floor first.",
        ) +
        h2("Manage by outcomes") +
        p(
          "Presence is not a performance indicator. Set clear objectives, hold regular one-to-ones and celebrate team successes.",
        ),
    },
    thumbnail: "/demo/blog/hybrid-teams.svg",
    publishedDaysAgo: 131,
  },
  {
    slug: "cybersecurity-why-train-managers-first",
    category: "industry-insights",
    author: "sophie",
    title: {
      fr: "Cybersécurité : pourquoi former les managers en priorité",
      en: "Cybersecurity: why managers should be trained first",
    },
    meta: {
      fr: "Les attaques visent d'abord les personnes. Les managers sont le meilleur relais pour diffuser une culture de la sécurité.",
      en: "Attacks target people first. Managers are the best channel to spread a security culture.",
    },
    content: {
      fr:
        p(
          "La plupart des incidents de sécurité commencent par une erreur humaine : un clic sur un lien piégé, un mot de passe réutilisé, un virement ordonné par un faux dirigeant. Investir dans les outils ne suffit pas.",
        ) +
        h2("Le manager, premier relais") +
        p("Le manager de proximité a trois leviers que n'a pas l'équipe informatique :") +
        ul([
          "il montre l'exemple au quotidien ;",
          "il peut intégrer la sécurité aux rituels d'équipe ;",
          "il est le premier informé des comportements à risque.",
        ]) +
        h2("Ce que le manager doit savoir") +
        p(
          "Sans devenir expert, il doit reconnaître les principales menaces, connaître la procédure de signalement et savoir réagir dans la première heure d'un incident.",
        ) +
        h2("Un enjeu réglementaire") +
        p(
          "Avec la directive européenne NIS 2, la responsabilité des organes de direction en matière de cybersécurité est explicitement engagée, et leur formation devient une obligation pour les entités concernées.",
        ),
      en:
        p(
          "Most security incidents start with a human error: a click on a malicious link, a reused password, a transfer ordered by a fake executive. Investing in tools is not enough.",
        ) +
        h2("The manager as first line") +
        p("Line managers have three levers the IT team does not have:") +
        ul([
          "they lead by example every day;",
          "they can build security into team rituals;",
          "they are the first to notice risky behaviour.",
        ]) +
        h2("What managers need to know") +
        p(
          "Without becoming experts, they must recognise the main threats, know the reporting procedure and know how to react in the first hour of an incident.",
        ) +
        h2("A regulatory requirement") +
        p(
          "Under the European NIS 2 Directive, management bodies are explicitly accountable for cybersecurity, and their training becomes mandatory for the entities concerned.",
        ),
    },
    thumbnail: "/demo/blog/cybersecurity-managers.svg",
    publishedDaysAgo: 97,
  },
  {
    slug: "ifrs-18-what-changes-in-financial-statements",
    category: "industry-insights",
    author: "kwame",
    title: {
      fr: "IFRS 18 : ce qui change dans la présentation des états financiers",
      en: "IFRS 18: what changes in the presentation of financial statements",
    },
    meta: {
      fr: "Nouvelles catégories, sous-totaux obligatoires, indicateurs de la direction : l'essentiel d'IFRS 18, qui remplace IAS 1.",
      en: "New categories, required subtotals, management performance measures: the essentials of IFRS 18, which replaces IAS 1.",
    },
    content: {
      fr:
        p(
          "Publiée par l'IASB en avril 2024, la norme IFRS 18 remplace IAS 1 pour les exercices ouverts à compter du 1er janvier 2027. Elle vise à rendre les comptes de résultat plus comparables d'une entreprise à l'autre.",
        ) +
        h2("Trois catégories de produits et de charges") +
        p("Les produits et charges sont classés en catégories, dont trois principales :") +
        ul(["exploitation ;", "investissement ;", "financement."]) +
        p(
          "Deux sous-totaux deviennent obligatoires : le résultat d'exploitation et le résultat avant financement et impôts sur le résultat.",
        ) +
        h2("Les indicateurs définis par la direction") +
        p(
          "Les indicateurs de performance « alternatifs » communiqués au marché doivent désormais être expliqués et rapprochés des sous-totaux IFRS dans une note unique des états financiers.",
        ) +
        h2("Comment s'y préparer") +
        ul([
          "recenser les postes dont le classement va changer ;",
          "adapter le plan de comptes et les outils de consolidation ;",
          "préparer l'information comparative de l'exercice précédent.",
        ]),
      en:
        p(
          "Issued by the IASB in April 2024, IFRS 18 replaces IAS 1 for annual periods beginning on or after 1 January 2027. It aims to make income statements more comparable across companies.",
        ) +
        h2("Three categories of income and expenses") +
        p("Income and expenses are classified into categories, three of them main ones:") +
        ul(["operating;", "investing;", "financing."]) +
        p("Two subtotals become mandatory: operating profit and profit before financing and income taxes.") +
        h2("Management-defined performance measures") +
        p(
          "Alternative performance measures communicated to the market must now be explained and reconciled to IFRS subtotals in a single note to the financial statements.",
        ) +
        h2("How to prepare") +
        ul([
          "identify the line items whose classification will change;",
          "adapt the chart of accounts and consolidation tools;",
          "prepare comparative information for the prior period.",
        ]),
    },
    thumbnail: "/demo/blog/ifrs-18.svg",
    publishedDaysAgo: 62,
  },
  {
    slug: "iso-9001-internal-audit-7-common-mistakes",
    category: "training-tips",
    author: "claire",
    title: {
      fr: "Audit interne ISO 9001 : 7 erreurs fréquentes à éviter",
      en: "ISO 9001 internal audit: 7 common mistakes to avoid",
    },
    meta: {
      fr: "Les erreurs les plus courantes des auditeurs internes débutants et comment les éviter pour des audits vraiment utiles.",
      en: "The most common mistakes of new internal auditors and how to avoid them for audits that add value.",
    },
    content: {
      fr:
        p(
          "Un audit interne réussi ne se mesure pas au nombre d'écarts relevés, mais aux améliorations qu'il déclenche. Voici les erreurs que je rencontre le plus souvent chez les auditeurs débutants.",
        ) +
        h2("Les erreurs de préparation") +
        ol([
          "Auditer sans avoir relu les audits précédents et leurs actions.",
          "Construire une liste de contrôle qui recopie la norme.",
          "Sous-estimer le temps nécessaire aux entretiens.",
        ]) +
        h2("Les erreurs pendant l'audit") +
        ol([
          "Poser des questions fermées qui appellent un simple oui.",
          "Se contenter de déclarations sans preuve objective.",
          "Auditer les personnes plutôt que le processus.",
        ]) +
        h2("L'erreur de conclusion") +
        p(
          "Rédiger des constats vagues. Un bon constat cite l'exigence, décrit le fait observé et la preuve associée : c'est ce qui permet au pilote de processus d'agir.",
        ),
      en:
        p(
          "A successful internal audit is not measured by the number of nonconformities raised, but by the improvements it triggers. Here are the mistakes I see most often in new auditors.",
        ) +
        h2("Preparation mistakes") +
        ol([
          "Auditing without reviewing previous audits and their actions.",
          "Building a checklist that simply copies the standard.",
          "Underestimating the time needed for interviews.",
        ]) +
        h2("Mistakes during the audit") +
        ol([
          "Asking closed questions that invite a simple yes.",
          "Accepting statements without objective evidence.",
          "Auditing people rather than the process.",
        ]) +
        h2("The reporting mistake") +
        p(
          "Writing vague findings. A good finding cites the requirement and describes the observed fact and the related evidence: that is what enables the process owner to act.",
        ),
    },
    thumbnail: "/demo/blog/iso-9001-internal-audit.svg",
    publishedDaysAgo: 33,
  },
  {
    slug: "new-sessions-in-abidjan-and-montreal",
    category: "news",
    author: "aminata",
    title: {
      fr: "Nouvelles sessions à Abidjan et Montréal",
      en: "New sessions in Abidjan and Montréal",
    },
    meta: {
      fr: "Formatio élargit son calendrier : préparation PMP®, IFRS et ISO 9001 à Abidjan, AWS et prise de parole à Montréal.",
      en: "Formatio expands its calendar: PMP®, IFRS and ISO 9001 in Abidjan, AWS and public speaking in Montréal.",
    },
    content: {
      fr:
        p(
          "Pour répondre à la demande de nos clients, nous ouvrons de nouvelles sessions interentreprises dans nos centres d'Abidjan et de Montréal au cours des prochains mois.",
        ) +
        h2("À Abidjan") +
        ul([
          "Préparation à la certification PMP®",
          "Normes IFRS : principes clés et mise en œuvre",
          "Auditeur interne ISO 9001:2015",
          "Finance pour non-financiers",
        ]) +
        h2("À Montréal") +
        ul([
          "Préparation à la certification AWS Cloud Practitioner",
          "Prise de parole en public et présentations percutantes, en français et en anglais",
        ]) +
        p(
          'Les dates sont disponibles dans notre <a href="/calendrier">calendrier des sessions</a>. Des tarifs préférentiels sont proposés pour toute inscription avant la date limite « early bird ».',
        ),
      en:
        p(
          "To meet our clients' demand, we are opening new public sessions in our Abidjan and Montréal centres over the coming months.",
        ) +
        h2("In Abidjan") +
        ul([
          "PMP® Certification Preparation",
          "IFRS: Key Standards and Implementation",
          "ISO 9001:2015 Internal Auditor",
          "Finance for Non-Financial Managers",
        ]) +
        h2("In Montréal") +
        ul([
          "AWS Cloud Practitioner Exam Preparation",
          "Public Speaking and Impactful Presentations, in French and English",
        ]) +
        p(
          'Dates are available in our <a href="/calendrier">session calendar</a>. Early-bird rates apply to registrations made before the early-bird deadline.',
        ),
    },
    thumbnail: "/demo/blog/new-sessions.svg",
    publishedDaysAgo: 9,
  },
  {
    slug: "ai-and-professional-training-first-lessons",
    category: "industry-insights",
    author: "sophie",
    title: {
      fr: "IA générative et formation professionnelle : premiers retours d'expérience",
      en: "Generative AI and professional training: first lessons learned",
    },
    meta: {
      fr: "Ce que l'IA générative change déjà dans la conception et l'animation des formations.",
      en: "What generative AI is already changing in the design and delivery of training.",
    },
    content: {
      fr:
        p("Brouillon : article en cours de rédaction.") +
        h2("Pistes à développer") +
        ul(["Conception de cas pratiques", "Évaluation des acquis", "Limites et bonnes pratiques"]),
      en:
        p("Draft: article in progress.") +
        h2("Topics to develop") +
        ul(["Designing case studies", "Assessing learning", "Limits and good practice"]),
    },
    thumbnail: "/demo/blog/ai-and-training.svg",
    publishedDaysAgo: null,
  },
];

/** Inserts the blog categories whose slug is free; the ids of the demo's categories by slug. */
export async function seedBlogCategories(tx: Tx) {
  await tx
    .insert(page_categories)
    .values(
      BLOG_CATEGORIES.map((category) => ({
        type: "blog" as const,
        slug: category.slug,
        name_fr: category.name.fr,
        name_en: category.name.en,
        is_active: true,
      })),
    )
    .onConflictDoNothing({ target: page_categories.slug });
  const blogCategoryBySlug = new Map(
    (
      await tx
        .select({ id: page_categories.id, slug: page_categories.slug })
        .from(page_categories)
        .where(
          inArray(
            page_categories.slug,
            BLOG_CATEGORIES.map((c) => c.slug),
          ),
        )
    ).map((r) => [r.slug, r.id]),
  );

  return blogCategoryBySlug;
}
