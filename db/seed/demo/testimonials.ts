// The demo's testimonials: approved, pending and rejected, each naming its course and its
// author's role and company (their profile's, as the member's form prefills them). French ones
// mostly come with the English version their author added; English ones are their own English
// text (decision 025). The PMP® preparation has several approved, so its page shows an average.
import { testimonials } from "#db/schema";
import type { Tx } from "~/server/db.server";
import { type Calendar, need } from "./helpers";
import { MEMBERS, type PersonKey } from "./people";

type DemoTestimonial = {
  author: PersonKey;
  /** The course's key in the demo catalogue (courses-*.ts). */
  course: string | null;
  rating: number;
  status: "approved" | "pending" | "rejected";
  daysAgo: number;
  /** The language the author wrote in. */
  language: "fr" | "en";
  content: string;
  /** French ones: the English version, when the author added one. */
  english?: string;
};

export const TESTIMONIALS: DemoTestimonial[] = [
  {
    author: "fatou",
    course: "pmp",
    rating: 5,
    status: "approved",
    daysAgo: 150,
    language: "fr",
    content:
      "La préparation PMP® avec Aminata a été exigeante et remarquablement structurée. Les examens blancs et les retours personnalisés m'ont permis de décrocher ma certification du premier coup.",
    english:
      "The PMP® preparation with Aminata was demanding and remarkably well structured. The mock exams and personal feedback helped me pass my certification at the first attempt.",
  },
  {
    author: "thomas",
    course: "leadership",
    rating: 5,
    status: "approved",
    daysAgo: 118,
    language: "fr",
    content:
      "Trois jours très concrets sur le leadership : les mises en situation filmées m'ont fait prendre conscience de mes automatismes. J'applique déjà plusieurs outils avec mon équipe.",
    english:
      "Three very practical days on leadership: the filmed role plays made me aware of my habits. I already use several of the tools with my team.",
  },
  {
    author: "moussa",
    course: "pmp",
    rating: 5,
    status: "approved",
    daysAgo: 110,
    language: "fr",
    content:
      "Une préparation PMP® à Dakar adaptée à nos réalités : des cas tirés de projets d'infrastructure africains et un examen blanc chaque semaine. Toute l'équipe projet est repartie motivée.",
    english:
      "A PMP® preparation in Dakar suited to our realities: cases drawn from African infrastructure projects and a mock exam every week. The whole project team came back motivated.",
  },
  {
    author: "daniel",
    course: "aws",
    rating: 4,
    status: "approved",
    daysAgo: 101,
    language: "en",
    content:
      "Well-paced AWS Cloud Practitioner course with plenty of hands-on labs. I would have liked a little more time on billing and pricing, but I passed the exam two weeks later.",
  },
  {
    author: "yao",
    course: "ifrs",
    rating: 5,
    status: "approved",
    daysAgo: 84,
    language: "fr",
    content:
      "Formation IFRS d'un excellent niveau, illustrée par des cas issus de groupes ouest-africains. Kwame maîtrise parfaitement l'articulation avec le SYSCOHADA révisé.",
    english:
      "An excellent IFRS course, illustrated with cases from West African groups. Kwame has a perfect command of how it fits with the revised SYSCOHADA.",
  },
  {
    author: "yao",
    course: "pmp",
    rating: 4,
    status: "approved",
    daysAgo: 72,
    language: "fr",
    content:
      "Contenu très complet et formatrice disponible. Le rythme est intense pour qui travaille en parallèle : prévoyez du temps de révision le soir.",
    english:
      "Very thorough content and a trainer who is always available. The pace is intense if you work alongside: plan some revision time in the evenings.",
  },
  {
    author: "emilie",
    course: "powerbi",
    rating: 4,
    status: "approved",
    daysAgo: 61,
    language: "fr",
    content:
      "Formation Power BI très pratique : on repart avec un tableau de bord construit sur nos propres données. Le format hybride est bien pensé, même si le rythme du deuxième jour est soutenu.",
    english:
      "A very practical Power BI course: you leave with a dashboard built on your own data. The hybrid format is well thought out, even if the second day is fast-paced.",
  },
  {
    author: "sarah",
    course: "leadership",
    rating: 5,
    status: "approved",
    daysAgo: 38,
    language: "en",
    content:
      "Formatio designed a leadership programme for our operations managers that was practical, engaging and fully bilingual. Exactly what our teams in Toronto and Montréal needed.",
  },
  {
    author: "camille",
    course: "iso9001",
    rating: 5,
    status: "approved",
    daysAgo: 19,
    language: "fr",
    // Without an English version: English pages show the French text.
    content:
      "Claire rend la norme ISO 9001 vivante ! La formation d'auditeur interne m'a donné confiance pour mener mes premiers audits dès le mois suivant.",
  },
  {
    author: "moussa",
    course: "pm-fundamentals",
    rating: 5,
    status: "pending",
    daysAgo: 3,
    language: "fr",
    content:
      "Très bonne formation aux fondamentaux de la gestion de projet, avec des exercices adaptés à nos projets d'infrastructure électrique. Je recommande vivement.",
  },
  {
    author: "daniel",
    course: "scrum",
    rating: 4,
    status: "pending",
    daysAgo: 1,
    language: "en",
    content:
      "The Scrum virtual classroom was interactive and well organised. The breakout rooms worked really well for the sprint simulation.",
  },
  {
    author: "thomas",
    course: null,
    rating: 3,
    status: "rejected",
    daysAgo: 12,
    language: "fr",
    content:
      "Bonjour, je cherche les coordonnées d'un formateur pour une intervention dans mon entreprise, merci de me rappeler.",
  },
];

const memberByKey = new Map(MEMBERS.map((member) => [member.key, member]));

export async function seedTestimonials(
  tx: Tx,
  { ago }: Calendar,
  userId: Map<PersonKey, string>,
  courseByKey: Map<string, { id: string }>,
) {
  await tx.insert(testimonials).values(
    TESTIMONIALS.map((testimonial) => {
      const author = need(memberByKey, testimonial.author, "member");
      return {
        user_id: need(userId, testimonial.author, "member"),
        content: testimonial.content,
        content_en: testimonial.language === "en" ? testimonial.content : (testimonial.english ?? null),
        course_id: testimonial.course ? need(courseByKey, testimonial.course, "course").id : null,
        author_position: author.position,
        author_company: author.company,
        rating: testimonial.rating,
        status: testimonial.status,
        created_at: ago(testimonial.daysAgo, 14, 15),
        updated_at: ago(testimonial.daysAgo, 14, 15),
      };
    }),
  );
}
