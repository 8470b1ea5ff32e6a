// The demo help centre: sections and their articles.
import { help_articles, help_sections } from "#db/schema";
import type { Tx } from "~/server/db.server";
import en from "../../../locales/en.json";
import fr from "../../../locales/fr.json";
import { ol, p, type Text, ul } from "./helpers";

/** The header's sign-up button, named as the header names it (one term for signing up). */
const SIGN_UP: Text = { fr: fr.nav.register, en: en.nav.register };

export const HELP: { slug: string; title: Text; description: Text; articles: { title: Text; content: Text }[] }[] = [
  {
    slug: "getting-started",
    title: { fr: "Premiers pas", en: "Getting started" },
    description: {
      fr: "Créer votre compte et trouver la formation qui vous correspond.",
      en: "Create your account and find the right course for you.",
    },
    articles: [
      {
        title: { fr: "Créer un compte", en: "Creating an account" },
        content: {
          fr:
            p("Un compte est nécessaire pour vous inscrire à une session et publier un témoignage.") +
            ol([
              `Cliquez sur « ${SIGN_UP.fr} » en haut de la page.`,
              "Saisissez votre adresse e-mail et choisissez un mot de passe robuste.",
              "Connectez-vous, puis complétez votre profil depuis la page Mon profil.",
            ]),
          en:
            p("You need an account to register for a session and publish a testimonial.") +
            ol([
              `Click “${SIGN_UP.en}” at the top of the page.`,
              "Enter your e-mail address and choose a strong password.",
              "Sign in, then complete your profile from the My profile page.",
            ]),
        },
      },
      {
        title: { fr: "Trouver la formation adaptée", en: "Finding the right course" },
        content: {
          fr:
            p(
              "Depuis le catalogue, utilisez la recherche et les filtres par catégorie, niveau, format et prix. Chaque fiche précise les objectifs, les prérequis et le programme détaillé.",
            ) +
            p(
              'Besoin de conseil ? Demandez un devis ou un entretien de positionnement depuis la fiche formation ou la page <a href="/contact">Contact</a>.',
            ),
          en:
            p(
              "In the catalogue, use the search box and the filters by category, level, format and price. Each course page details objectives, prerequisites and the full programme.",
            ) +
            p(
              'Need advice? Request a quote or a placement interview from the course page or the <a href="/contact">Contact</a> page.',
            ),
        },
      },
      {
        title: { fr: "Changer la langue du site", en: "Changing the website language" },
        content: {
          fr: p(
            "Cliquez sur FRA ou ENG dans l'en-tête. Si vous êtes connecté, votre choix est enregistré dans votre profil et appliqué à chaque visite.",
          ),
          en: p(
            "Click FRA or ENG in the header. When you are signed in, your choice is saved to your profile and applied on every visit.",
          ),
        },
      },
    ],
  },
  {
    slug: "courses-and-sessions",
    title: { fr: "Formations et sessions", en: "Courses and sessions" },
    description: {
      fr: "S'inscrire, annuler, suivre une classe virtuelle.",
      en: "Registering, cancelling, attending a virtual class.",
    },
    articles: [
      {
        title: { fr: "S'inscrire à une session", en: "Registering for a session" },
        content: {
          fr:
            p(
              "Depuis la fiche d'une formation ou le calendrier, cliquez sur « S'inscrire » à côté de la session choisie.",
            ) +
            ul([
              "Complétez vos coordonnées et votre adresse de facturation.",
              "Indiquez vos éventuels besoins particuliers.",
              "Acceptez les conditions générales et validez.",
            ]) +
            p("Vous recevez une confirmation, puis une convocation avant le début de la session."),
          en:
            p("From a course page or the calendar, click “Register” next to the session you want.") +
            ul([
              "Fill in your contact details and billing address.",
              "Tell us about any specific needs.",
              "Accept the terms and conditions and submit.",
            ]) +
            p("You receive a confirmation, then a joining notice before the session starts."),
        },
      },
      {
        title: { fr: "Annuler ou reporter une inscription", en: "Cancelling or postponing a registration" },
        content: {
          fr: p(
            'Écrivez-nous via le <a href="/contact">formulaire de contact</a> en précisant la session concernée. L\'annulation est gratuite jusqu\'à 15 jours avant le début ; voir les <a href="/terms">conditions générales</a> pour les autres cas. Vous pouvez aussi vous faire remplacer par un collègue.',
          ),
          en: p(
            'Write to us through the <a href="/contact">contact form</a>, stating the session concerned. Cancellation is free up to 15 days before the start; see the <a href="/terms">terms and conditions</a> for other cases. You may also send a colleague in your place.',
          ),
        },
      },
      {
        title: { fr: "Classes virtuelles : prérequis techniques", en: "Virtual classes: technical requirements" },
        content: {
          fr: ul([
            "Un ordinateur récent avec un navigateur à jour (Chrome, Edge, Firefox ou Safari)",
            "Une connexion internet stable d'au moins 5 Mbit/s",
            "Un micro-casque et une webcam",
            "Un endroit calme pour participer aux échanges",
          ]),
          en: ul([
            "A recent computer with an up-to-date browser (Chrome, Edge, Firefox or Safari)",
            "A stable internet connection of at least 5 Mbit/s",
            "A headset and a webcam",
            "A quiet place to take part in discussions",
          ]),
        },
      },
      {
        title: { fr: "Demander un devis pour un groupe", en: "Requesting a quote for a group" },
        content: {
          fr: p(
            "À partir de six participants, nous pouvons organiser une session dédiée à votre organisation. Cliquez sur « Demander un devis » depuis la fiche formation : votre demande est transmise à l'agence de votre choix.",
          ),
          en: p(
            "From six participants, we can run a session dedicated to your organisation. Click “Request quote” on the course page: your request is sent to the agency of your choice.",
          ),
        },
      },
    ],
  },
  {
    slug: "account",
    title: { fr: "Mon compte", en: "My account" },
    description: {
      fr: "Profil, mot de passe et témoignages.",
      en: "Profile, password and testimonials.",
    },
    articles: [
      {
        title: { fr: "Modifier mon profil et ma photo", en: "Editing my profile and photo" },
        content: {
          fr: p(
            "Depuis la page Mon profil, mettez à jour vos coordonnées, votre entreprise, votre fonction et vos liens professionnels. La photo doit être une image de 2 Mo au maximum.",
          ),
          en: p(
            "On the My profile page, update your contact details, company, job title and professional links. The photo must be an image of 2 MB at most.",
          ),
        },
      },
      {
        title: { fr: "J'ai oublié mon mot de passe", en: "I forgot my password" },
        content: {
          fr: p(
            "Sur la page de connexion, cliquez sur « Mot de passe oublié » et saisissez votre adresse e-mail. Vous recevez par e-mail un lien pour en choisir un nouveau.",
          ),
          en: p(
            "On the sign-in page, click “Forgot password” and enter your e-mail address. You will receive an e-mail with a link to choose a new one.",
          ),
        },
      },
      {
        title: { fr: "Publier un témoignage", en: "Publishing a testimonial" },
        content: {
          fr: p(
            "Connecté, rendez-vous sur la page Témoignages, rédigez votre avis et attribuez une note de 1 à 5. Il est publié après validation par notre équipe.",
          ),
          en: p(
            "Once signed in, go to the Testimonials page, write your review and give a rating from 1 to 5. It is published after review by our team.",
          ),
        },
      },
    ],
  },
  {
    slug: "billing",
    title: { fr: "Facturation et paiement", en: "Billing and payment" },
    description: {
      fr: "Moyens de paiement, factures et financement.",
      en: "Payment methods, invoices and funding.",
    },
    articles: [
      {
        title: { fr: "Moyens de paiement acceptés", en: "Accepted payment methods" },
        content: {
          fr: ul([
            "Virement bancaire (coordonnées sur la facture)",
            "Carte bancaire sur lien de paiement sécurisé",
            "Mobile money dans nos agences de Dakar et d'Abidjan",
            "Prise en charge directe par un financeur (OPCO, FDFP, 3FPT...)",
          ]),
          en: ul([
            "Bank transfer (details on the invoice)",
            "Credit card via a secure payment link",
            "Mobile money at our Dakar and Abidjan agencies",
            "Direct payment by a funding body (OPCO, FDFP, 3FPT...)",
          ]),
        },
      },
      {
        title: { fr: "Obtenir une facture ou une attestation", en: "Getting an invoice or a certificate" },
        content: {
          fr: p(
            "La facture est envoyée par e-mail à l'adresse de facturation dès la confirmation de l'inscription. L'attestation de fin de formation vous est adressée dans la semaine qui suit la session.",
          ),
          en: p(
            "The invoice is e-mailed to the billing address as soon as the registration is confirmed. The certificate of completion is sent to you within a week after the session.",
          ),
        },
      },
    ],
  },
];

/** Inserts the sections whose slug is free, and articles only into the sections created here. */
export async function seedHelp(tx: Tx) {
  const insertedSections = await tx
    .insert(help_sections)
    .values(
      HELP.map((section, i) => ({
        slug: section.slug,
        title_fr: section.title.fr,
        title_en: section.title.en,
        description_fr: section.description.fr,
        description_en: section.description.en,
        is_active: true,
        display_order: i + 1,
      })),
    )
    .onConflictDoNothing({ target: help_sections.slug })
    .returning({ id: help_sections.id, slug: help_sections.slug });
  const sectionIdBySlug = new Map(insertedSections.map((r) => [r.slug, r.id]));
  const articles = HELP.flatMap((section) => {
    const sectionId = sectionIdBySlug.get(section.slug);
    if (!sectionId) return [];
    return section.articles.map((article, i) => ({
      section_id: sectionId,
      title_fr: article.title.fr,
      title_en: article.title.en,
      content_fr: article.content.fr,
      content_en: article.content.en,
      is_active: true,
      display_order: i + 1,
    }));
  });
  if (articles.length > 0) await tx.insert(help_articles).values(articles);
}
