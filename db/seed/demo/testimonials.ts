// The demo's testimonials: approved, pending and rejected.
import { testimonials } from "#db/schema";
import type { Tx } from "~/server/db.server";
import { type Calendar, need } from "./helpers";
import type { PersonKey } from "./people";

export const TESTIMONIALS: {
  author: PersonKey;
  rating: number;
  status: "approved" | "pending" | "rejected";
  daysAgo: number;
  content: string;
}[] = [
  {
    author: "fatou",
    rating: 5,
    status: "approved",
    daysAgo: 150,
    content:
      "La préparation PMP® avec Aminata a été exigeante et remarquablement structurée. Les examens blancs et les retours personnalisés m'ont permis de décrocher ma certification du premier coup.",
  },
  {
    author: "thomas",
    rating: 5,
    status: "approved",
    daysAgo: 118,
    content:
      "Trois jours très concrets sur le leadership : les mises en situation filmées m'ont fait prendre conscience de mes automatismes. J'applique déjà plusieurs outils avec mon équipe.",
  },
  {
    author: "daniel",
    rating: 4,
    status: "approved",
    daysAgo: 101,
    content:
      "Well-paced AWS Cloud Practitioner course with plenty of hands-on labs. I would have liked a little more time on billing and pricing, but I passed the exam two weeks later.",
  },
  {
    author: "yao",
    rating: 5,
    status: "approved",
    daysAgo: 84,
    content:
      "Formation IFRS d'un excellent niveau, illustrée par des cas issus de groupes ouest-africains. Kwame maîtrise parfaitement l'articulation avec le SYSCOHADA révisé.",
  },
  {
    author: "emilie",
    rating: 4,
    status: "approved",
    daysAgo: 61,
    content:
      "Formation Power BI très pratique : on repart avec un tableau de bord construit sur nos propres données. Le format hybride est bien pensé, même si le rythme du deuxième jour est soutenu.",
  },
  {
    author: "sarah",
    rating: 5,
    status: "approved",
    daysAgo: 38,
    content:
      "Formatio designed a leadership programme for our operations managers that was practical, engaging and fully bilingual. Exactly what our teams in Toronto and Montréal needed.",
  },
  {
    author: "camille",
    rating: 5,
    status: "approved",
    daysAgo: 19,
    content:
      "Claire rend la norme ISO 9001 vivante ! La formation d'auditeur interne m'a donné confiance pour mener mes premiers audits dès le mois suivant.",
  },
  {
    author: "moussa",
    rating: 5,
    status: "pending",
    daysAgo: 3,
    content:
      "Très bonne formation aux fondamentaux de la gestion de projet, avec des exercices adaptés à nos projets d'infrastructure électrique. Je recommande vivement.",
  },
  {
    author: "daniel",
    rating: 4,
    status: "pending",
    daysAgo: 1,
    content:
      "The Scrum virtual classroom was interactive and well organised. The breakout rooms worked really well for the sprint simulation.",
  },
  {
    author: "thomas",
    rating: 3,
    status: "rejected",
    daysAgo: 12,
    content:
      "Bonjour, je cherche les coordonnées d'un formateur pour une intervention dans mon entreprise, merci de me rappeler.",
  },
];

export async function seedTestimonials(tx: Tx, { ago }: Calendar, userId: Map<PersonKey, string>) {
  await tx.insert(testimonials).values(
    TESTIMONIALS.map((testimonial) => ({
      user_id: need(userId, testimonial.author, "member"),
      content: testimonial.content,
      rating: testimonial.rating,
      status: testimonial.status,
      created_at: ago(testimonial.daysAgo, 14, 15),
      updated_at: ago(testimonial.daysAgo, 14, 15),
    })),
  );
}
