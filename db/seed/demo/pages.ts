// The demo's content pages (guides, about, terms...), inserted together with the blog posts.
import { pages } from "#db/schema";
import type { Tx } from "~/server/db.server";
import { POSTS } from "./blog";
import { type Calendar, h2, need, ol, p, type Text, ul } from "./helpers";
import type { PersonKey } from "./people";

export const CONTENT_PAGES: { slug: string; title: Text; meta: Text; content: Text; thumbnail: string }[] = [
  {
    slug: "guides",
    title: { fr: "Guides pratiques", en: "Practical guides" },
    meta: {
      fr: "Choisir sa formation, la financer et en tirer le meilleur : les guides pratiques de Formatio.",
      en: "Choosing a course, funding it and getting the most out of it: Formatio's practical guides.",
    },
    content: {
      fr:
        p(
          "Vous hésitez entre plusieurs formations, vous cherchez un financement ou vous préparez une certification ? Nos guides rassemblent les réponses aux questions que nous posent le plus souvent apprenants et responsables formation.",
        ) +
        h2("Choisir la bonne formation") +
        ol([
          "Formulez l'objectif : quelle situation de travail voulez-vous mieux maîtriser ?",
          "Vérifiez le niveau et les prérequis indiqués sur chaque fiche formation.",
          "Choisissez le format : présentiel pour la pratique et le réseau, classe virtuelle pour la souplesse, hybride pour combiner les deux.",
          "En cas de doute, demandez un entretien de positionnement gratuit avec un conseiller.",
        ]) +
        h2("Financer sa formation") +
        p(
          "Selon votre pays et votre situation, plusieurs dispositifs peuvent prendre en charge tout ou partie des frais :",
        ) +
        ul([
          "<strong>France</strong> : plan de développement des compétences de l'employeur, opérateurs de compétences (OPCO) ;",
          "<strong>Côte d'Ivoire</strong> : Fonds de Développement de la Formation Professionnelle (FDFP) ;",
          "<strong>Sénégal</strong> : Fonds de Financement de la Formation Professionnelle et Technique (3FPT) ;",
          "<strong>Canada (Québec)</strong> : dépenses admissibles au titre de la loi sur les compétences (loi du 1 %) pour les employeurs concernés.",
        ]) +
        p(
          'Nos conseillers vous aident à constituer votre dossier et vous remettent un devis détaillé et un programme conformes aux exigences des financeurs. <a href="/contact">Contactez-nous</a>.',
        ) +
        h2("Préparer une certification") +
        p(
          "Pour les parcours certifiants (PMP®, PSM I, ISO 9001, AWS, Power BI), consultez nos ressources téléchargeables : guides de révision, examens blancs et modèles de documents.",
        ),
      en:
        p(
          "Not sure which course to choose, looking for funding or preparing for a certification? Our guides answer the questions learners and training managers ask us most often.",
        ) +
        h2("Choosing the right course") +
        ol([
          "Define the goal: which work situation do you want to handle better?",
          "Check the level and prerequisites shown on each course page.",
          "Choose the format: in person for practice and networking, virtual classroom for flexibility, blended to combine both.",
          "If in doubt, ask for a free placement interview with an advisor.",
        ]) +
        h2("Funding your training") +
        p("Depending on your country and situation, several schemes can cover all or part of the cost:") +
        ul([
          "<strong>France</strong>: the employer's skills development plan, skills operators (OPCO);",
          "<strong>Côte d'Ivoire</strong>: Vocational Training Development Fund (FDFP);",
          "<strong>Senegal</strong>: Vocational and Technical Training Financing Fund (3FPT);",
          "<strong>Canada (Québec)</strong>: eligible expenditure under the Act to promote workforce skills development (the “1% law”) for the employers concerned.",
        ]) +
        p(
          'Our advisors help you prepare your application and provide a detailed quote and programme that meet funders\' requirements. <a href="/contact">Contact us</a>.',
        ) +
        h2("Preparing for a certification") +
        p(
          "For certification courses (PMP®, PSM I, ISO 9001, AWS, Power BI), see our downloadable resources: revision guides, mock exams and document templates.",
        ),
    },
    thumbnail: "/demo/pages/guides.svg",
  },
  {
    slug: "learners",
    title: { fr: "Espace apprenants", en: "For learners" },
    meta: {
      fr: "Avant, pendant et après votre formation : tout ce qu'il faut savoir pour bien vivre votre parcours avec Formatio.",
      en: "Before, during and after your course: everything you need to know about learning with Formatio.",
    },
    content: {
      fr:
        p("Vous êtes inscrit à une formation Formatio ? Voici comment se déroule votre parcours, étape par étape.") +
        h2("Avant la formation") +
        ul([
          "Vous recevez une confirmation d'inscription puis, deux semaines avant la session, une convocation avec le programme, les horaires et le lieu ou le lien de connexion.",
          "Un questionnaire de positionnement permet au formateur d'adapter le contenu à votre niveau et à vos attentes.",
          "Pour les classes virtuelles, testez votre connexion, votre micro et votre webcam à l'avance.",
        ]) +
        h2("Pendant la formation") +
        ul([
          "Les groupes sont volontairement limités pour favoriser la pratique et les échanges.",
          "Les supports sont remis au format numérique et restent accessibles après la session.",
          "La présence est suivie par demi-journée : elle conditionne la remise de l'attestation.",
        ]) +
        h2("Après la formation") +
        ul([
          "Vous recevez une attestation de fin de formation et, le cas échéant, votre certificat.",
          "Un questionnaire d'évaluation à chaud, puis à trois mois, nous aide à améliorer nos programmes.",
          "Vous pouvez partager votre expérience sur notre page de témoignages.",
        ]) +
        h2("Accessibilité") +
        p(
          "Vous êtes en situation de handicap ou avez des besoins particuliers ? Indiquez-le lors de votre inscription ou écrivez à notre référente accessibilité : nous étudierons avec vous les aménagements possibles.",
        ),
      en:
        p("Registered for a Formatio course? Here is how your learning journey works, step by step.") +
        h2("Before the course") +
        ul([
          "You receive a registration confirmation and, two weeks before the session, a joining notice with the programme, timetable and venue or connection link.",
          "A placement questionnaire lets the trainer adapt the content to your level and expectations.",
          "For virtual classes, test your connection, microphone and webcam in advance.",
        ]) +
        h2("During the course") +
        ul([
          "Groups are deliberately small to encourage practice and discussion.",
          "Materials are provided digitally and remain available after the session.",
          "Attendance is recorded every half-day and is required for the certificate of completion.",
        ]) +
        h2("After the course") +
        ul([
          "You receive a certificate of completion and, where applicable, your certification.",
          "An evaluation survey at the end of the course, then after three months, helps us improve our programmes.",
          "You are welcome to share your experience on our testimonials page.",
        ]) +
        h2("Accessibility") +
        p(
          "Do you have a disability or specific needs? Tell us when you register or write to our accessibility officer: we will look at possible adjustments with you.",
        ),
    },
    thumbnail: "/demo/pages/learners.svg",
  },
  {
    slug: "consultants",
    title: { fr: "Devenir consultant-formateur", en: "Join us as a consultant-trainer" },
    meta: {
      fr: "Expert de votre domaine et passionné de transmission ? Rejoignez le réseau des consultants-formateurs Formatio.",
      en: "An expert in your field with a passion for teaching? Join Formatio's network of consultant-trainers.",
    },
    content: {
      fr:
        p(
          "Formatio s'appuie sur un réseau de consultants-formateurs, tous praticiens de leur métier. Nous recherchons régulièrement de nouveaux talents pour accompagner notre développement en Afrique, en Europe et en Amérique du Nord.",
        ) +
        h2("Les profils que nous recherchons") +
        ul([
          "Au moins dix ans d'expérience opérationnelle dans votre domaine d'expertise ;",
          "Une expérience réussie de l'animation de formations pour adultes ;",
          "Idéalement une certification reconnue (PMP®, ISO Lead Auditor, ACCA, AWS, coaching...) ;",
          "La capacité d'intervenir en français et, si possible, en anglais.",
        ]) +
        h2("Ce que nous vous offrons") +
        ul([
          "Des missions variées, en présentiel et à distance, dans plusieurs pays ;",
          "Des supports pédagogiques conçus et mis à jour avec notre équipe d'ingénierie ;",
          "Une communauté de pairs et des ateliers de partage de pratiques chaque trimestre ;",
          "Une rémunération transparente et des paiements dans les 30 jours.",
        ]) +
        h2("Comment candidater") +
        p(
          'Envoyez votre CV et un exemple de programme que vous avez animé via notre <a href="/contact">formulaire de contact</a>, catégorie « Carrières ». Nous revenons vers chaque candidat sous trois semaines.',
        ),
      en:
        p(
          "Formatio relies on a network of consultant-trainers, all practitioners in their field. We regularly look for new talent to support our growth in Africa, Europe and North America.",
        ) +
        h2("Who we are looking for") +
        ul([
          "At least ten years of hands-on experience in your field of expertise;",
          "A successful track record of training adults;",
          "Ideally a recognised certification (PMP®, ISO Lead Auditor, ACCA, AWS, coaching...);",
          "The ability to work in French and, if possible, in English.",
        ]) +
        h2("What we offer") +
        ul([
          "Varied assignments, in person and online, in several countries;",
          "Training materials designed and kept up to date with our instructional design team;",
          "A community of peers and quarterly practice-sharing workshops;",
          "Transparent fees and payment within 30 days.",
        ]) +
        h2("How to apply") +
        p(
          'Send your CV and an example of a programme you have delivered through our <a href="/contact">contact form</a>, under the “Careers” category. We reply to every applicant within three weeks.',
        ),
    },
    thumbnail: "/demo/pages/consultants.svg",
  },
  {
    slug: "about",
    title: { fr: "À propos de Formatio", en: "About Formatio" },
    meta: {
      fr: "Depuis 2019, Formatio forme et accompagne les professionnels en Afrique, en Europe et dans le monde : des consultants-formateurs praticiens, 1200+ apprenants.",
      en: "Since 2019, Formatio has trained and supported professionals in Africa, Europe and worldwide: practising consultant-trainers, 1,200+ learners.",
    },
    content: {
      fr:
        p(
          "Formatio est un organisme de formation professionnelle et de conseil créé en 2019 par des consultants convaincus qu'une formation utile est une formation directement applicable au poste de travail.",
        ) +
        h2("Nos chiffres") +
        ul([
          "<strong>2019</strong> : création de Formatio, à Paris et à Dakar ;",
          '<strong>Des experts</strong> : consultants-formateurs praticiens, certifiés dans leur domaine (<a href="/trainers">nos formateurs</a>) ;',
          "<strong>1200+ apprenants</strong> formés dans plus de vingt pays ;",
          "des agences sur six continents pour accompagner nos clients au plus près du terrain.",
        ]) +
        h2("Notre approche") +
        p(
          "Chaque programme alterne apports, mises en pratique et travail sur les situations réelles des participants. Nous mesurons systématiquement les acquis et l'impact à trois mois.",
        ) +
        h2("Nos domaines d'expertise") +
        ul([
          "Management, leadership et conduite du changement",
          "Gestion de projet et agilité",
          "Numérique, données et cybersécurité",
          "Finance, audit et normes IFRS",
          "Ressources humaines",
          "Qualité, sécurité et environnement",
          "Communication et langues",
        ]) +
        h2("Nos valeurs") +
        p(
          "Exigence, bienveillance et ouverture : nous travaillons en français et en anglais, avec des équipes multiculturelles, au service des entreprises, des institutions publiques et des professionnels indépendants.",
        ),
      en:
        p(
          "Formatio is a professional training and consulting organisation founded in 2019 by consultants who believe that useful training is training you can apply directly on the job.",
        ) +
        h2("Key figures") +
        ul([
          "<strong>2019</strong>: Formatio founded in Paris and Dakar;",
          '<strong>Experts</strong>: practising consultant-trainers, certified in their fields (<a href="/trainers">our trainers</a>);',
          "<strong>1,200+ learners</strong> trained in more than twenty countries;",
          "agencies on six continents to support our clients close to where they work.",
        ]) +
        h2("Our approach") +
        p(
          "Every programme combines input, practice and work on participants' real situations. We systematically measure learning and impact after three months.",
        ) +
        h2("Our areas of expertise") +
        ul([
          "Management, leadership and change management",
          "Project management and agility",
          "Digital, data and cybersecurity",
          "Finance, audit and IFRS",
          "Human resources",
          "Quality, health, safety and environment",
          "Communication and languages",
        ]) +
        h2("Our values") +
        p(
          "High standards, care and openness: we work in French and English, with multicultural teams, for companies, public institutions and independent professionals.",
        ),
    },
    thumbnail: "/demo/pages/about.svg",
  },
  {
    slug: "terms",
    title: { fr: "Conditions générales de vente et d'utilisation", en: "Terms and conditions" },
    meta: {
      fr: "Conditions générales applicables aux inscriptions aux formations Formatio et à l'utilisation du site.",
      en: "Terms and conditions applying to Formatio course registrations and to the use of the website.",
    },
    content: {
      fr:
        p(
          "Les présentes conditions générales régissent l'utilisation du site Formatio et les inscriptions aux formations interentreprises proposées par Formatio SAS, dont le siège est situé 18 rue de la Pépinière, 75008 Paris, France (ci-après « Formatio »).",
        ) +
        h2("Article 1 – Objet et champ d'application") +
        p(
          "Toute inscription à une formation implique l'acceptation sans réserve des présentes conditions. Les formations intra-entreprise et les missions de conseil font l'objet d'une proposition commerciale et d'un contrat spécifiques.",
        ) +
        h2("Article 2 – Compte utilisateur") +
        p(
          "La création d'un compte est nécessaire pour s'inscrire à une session ou publier un témoignage. L'utilisateur s'engage à fournir des informations exactes et à préserver la confidentialité de ses identifiants. Formatio peut suspendre un compte en cas d'usage frauduleux ou contraire aux présentes conditions.",
        ) +
        h2("Article 3 – Inscription") +
        p(
          "L'inscription est enregistrée dans la limite des places disponibles et avant la date limite indiquée pour chaque session. Elle devient définitive à réception du règlement ou de l'accord de prise en charge d'un financeur. Une convocation est adressée au participant avant le début de la session.",
        ) +
        h2("Article 4 – Tarifs et paiement") +
        p(
          "Les prix sont indiqués hors taxes, dans la devise affichée sur la fiche de la formation ou de la session. Les tarifs « early bird » s'appliquent aux inscriptions réglées avant la date limite correspondante. Les frais d'examen de certification ne sont pas inclus, sauf mention contraire. Les factures sont payables à 30 jours.",
        ) +
        h2("Article 5 – Annulation et report par le participant") +
        ul([
          "plus de 15 jours calendaires avant le début de la session : annulation sans frais ;",
          "entre 15 et 7 jours : 50 % du prix de la formation reste dû ;",
          "moins de 7 jours ou absence : la totalité du prix reste due.",
        ]) +
        p(
          "Le remplacement du participant par un collègue de la même organisation est possible à tout moment, sans frais.",
        ) +
        h2("Article 6 – Annulation ou report par Formatio") +
        p(
          "Formatio se réserve le droit de reporter ou d'annuler une session si le nombre minimum de participants n'est pas atteint ou en cas de force majeure, au plus tard 7 jours avant son début. Les sommes versées sont alors intégralement remboursées ou reportées sur une autre session, au choix du participant.",
        ) +
        h2("Article 7 – Propriété intellectuelle") +
        p(
          "Les supports de formation sont la propriété de Formatio ou de ses partenaires. Ils sont remis pour un usage strictement personnel et ne peuvent être reproduits ou diffusés sans autorisation écrite.",
        ) +
        h2("Article 8 – Responsabilité") +
        p(
          "Formatio est tenue d'une obligation de moyens. Sa responsabilité ne saurait être engagée pour les dommages indirects, ni au-delà du montant payé pour la formation concernée.",
        ) +
        h2("Article 9 – Données personnelles") +
        p(
          'Les données collectées lors de l\'inscription sont traitées conformément à notre <a href="/privacy">politique de confidentialité</a>.',
        ) +
        h2("Article 10 – Droit applicable et litiges") +
        p(
          "Les présentes conditions sont soumises au droit français. En cas de litige, les parties rechercheront une solution amiable avant toute action ; à défaut, les tribunaux de Paris seront seuls compétents, sous réserve des règles impératives protégeant les consommateurs.",
        ),
      en:
        p(
          "These terms and conditions govern the use of the Formatio website and registrations for the public courses offered by Formatio SAS, whose registered office is at 18 rue de la Pépinière, 75008 Paris, France (“Formatio”).",
        ) +
        h2("Article 1 – Purpose and scope") +
        p(
          "Any course registration implies full acceptance of these terms. In-house training and consulting assignments are covered by a specific proposal and contract.",
        ) +
        h2("Article 2 – User account") +
        p(
          "An account is required to register for a session or publish a testimonial. Users undertake to provide accurate information and to keep their credentials confidential. Formatio may suspend an account in the event of fraudulent use or use contrary to these terms.",
        ) +
        h2("Article 3 – Registration") +
        p(
          "Registrations are accepted subject to availability and before the deadline shown for each session. A registration becomes final upon receipt of payment or of a funding body's approval. A joining notice is sent to the participant before the session starts.",
        ) +
        h2("Article 4 – Prices and payment") +
        p(
          "Prices are shown excluding taxes, in the currency displayed on the course or session page. Early-bird rates apply to registrations paid before the corresponding deadline. Certification exam fees are not included unless stated otherwise. Invoices are payable within 30 days.",
        ) +
        h2("Article 5 – Cancellation and postponement by the participant") +
        ul([
          "more than 15 calendar days before the session starts: free cancellation;",
          "between 15 and 7 days: 50% of the course price remains due;",
          "less than 7 days or no-show: the full price remains due.",
        ]) +
        p("A participant may be replaced by a colleague from the same organisation at any time, free of charge.") +
        h2("Article 6 – Cancellation or postponement by Formatio") +
        p(
          "Formatio may postpone or cancel a session if the minimum number of participants is not reached or in the event of force majeure, no later than 7 days before it starts. Amounts paid are then refunded in full or transferred to another session, at the participant's choice.",
        ) +
        h2("Article 7 – Intellectual property") +
        p(
          "Training materials are the property of Formatio or its partners. They are provided for strictly personal use and may not be reproduced or distributed without written permission.",
        ) +
        h2("Article 8 – Liability") +
        p(
          "Formatio is bound by an obligation of means. It shall not be liable for indirect damage, nor beyond the amount paid for the course concerned.",
        ) +
        h2("Article 9 – Personal data") +
        p(
          'Data collected during registration is processed in accordance with our <a href="/privacy">privacy policy</a>.',
        ) +
        h2("Article 10 – Governing law and disputes") +
        p(
          "These terms are governed by French law. In the event of a dispute, the parties will seek an amicable solution before taking any action; failing that, the courts of Paris shall have sole jurisdiction, subject to mandatory consumer protection rules.",
        ),
    },
    thumbnail: "/demo/pages/terms.svg",
  },
  {
    slug: "privacy",
    title: { fr: "Politique de confidentialité", en: "Privacy policy" },
    meta: {
      fr: "Comment Formatio collecte, utilise et protège vos données personnelles, conformément au RGPD.",
      en: "How Formatio collects, uses and protects your personal data, in accordance with the GDPR.",
    },
    content: {
      fr:
        p(
          "Formatio attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous traitons, pourquoi et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD, règlement (UE) 2016/679) et à la loi Informatique et Libertés.",
        ) +
        h2("1. Responsable du traitement") +
        p(
          "Formatio SAS, 18 rue de la Pépinière, 75008 Paris, France. Délégué à la protection des données : dpo@formatio-demo.com.",
        ) +
        h2("2. Données collectées") +
        ul([
          "données d'identification et de contact : nom, prénom, e-mail, téléphone, entreprise, fonction ;",
          "données d'inscription : sessions choisies, adresse de facturation, besoins particuliers que vous nous signalez ;",
          "données de compte : identifiants, préférence de langue, photo de profil si vous en ajoutez une ;",
          "contenus publiés : témoignages et messages envoyés via le formulaire de contact ;",
          "données techniques : journaux de connexion et cookies strictement nécessaires.",
        ]) +
        h2("3. Finalités et bases légales") +
        ul([
          "gestion des inscriptions, des formations et de la facturation : exécution du contrat ;",
          "réponse à vos demandes de contact et de devis : mesures précontractuelles ;",
          "envoi de la lettre d'information : votre consentement, retirable à tout moment ;",
          "amélioration de nos formations et sécurité du site : intérêt légitime ;",
          "conservation des pièces comptables : obligation légale.",
        ]) +
        h2("4. Destinataires") +
        p(
          "Vos données sont destinées aux équipes de Formatio et aux formateurs de votre session. Elles peuvent être transmises aux organismes certificateurs partenaires lorsque vous passez une certification, ainsi qu'à nos prestataires techniques (hébergement, envoi d'e-mails), liés par contrat. Elles ne sont jamais vendues.",
        ) +
        h2("5. Transferts hors de l'Union européenne") +
        p(
          "Nos agences situées hors de l'Union européenne (Sénégal, Côte d'Ivoire, Canada, États-Unis, Royaume-Uni, Singapour, Émirats arabes unis, Australie, Brésil) peuvent accéder aux données des participants de leurs sessions. Ces transferts sont encadrés par une décision d'adéquation de la Commission européenne lorsqu'elle existe, ou à défaut par les clauses contractuelles types de la Commission.",
        ) +
        h2("6. Durées de conservation") +
        ul([
          "compte utilisateur : jusqu'à sa suppression, ou trois ans après votre dernière activité ;",
          "dossiers de formation : six ans après la fin de la formation ;",
          "pièces comptables : dix ans ;",
          "prospects et abonnés à la lettre d'information : trois ans après le dernier contact, ou jusqu'au désabonnement.",
        ]) +
        h2("7. Vos droits") +
        p(
          "Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, ainsi que du droit de définir des directives relatives au sort de vos données après votre décès. Pour les exercer, écrivez à dpo@formatio-demo.com ; nous répondons dans un délai d'un mois. Vous pouvez également introduire une réclamation auprès de la CNIL (www.cnil.fr).",
        ) +
        h2("8. Cookies") +
        p(
          "Le site utilise uniquement des cookies strictement nécessaires : cookie de session pour rester connecté et cookie de préférence de langue. Aucun cookie publicitaire ni traceur tiers n'est déposé.",
        ) +
        h2("9. Sécurité") +
        p(
          "Les données sont hébergées dans l'Union européenne, transmises de manière chiffrée (HTTPS) et les mots de passe sont stockés sous forme hachée. L'accès aux données est limité aux personnes qui en ont besoin.",
        ),
      en:
        p(
          "Formatio takes the protection of your personal data seriously. This policy explains what data we process, why, and how to exercise your rights, in accordance with the General Data Protection Regulation (GDPR, Regulation (EU) 2016/679) and the French Data Protection Act.",
        ) +
        h2("1. Data controller") +
        p(
          "Formatio SAS, 18 rue de la Pépinière, 75008 Paris, France. Data protection officer: dpo@formatio-demo.com.",
        ) +
        h2("2. Data we collect") +
        ul([
          "identification and contact data: first and last name, e-mail, phone, company, job title;",
          "registration data: sessions chosen, billing address, any specific needs you tell us about;",
          "account data: credentials, language preference, profile photo if you add one;",
          "published content: testimonials and messages sent through the contact form;",
          "technical data: connection logs and strictly necessary cookies.",
        ]) +
        h2("3. Purposes and legal bases") +
        ul([
          "managing registrations, courses and invoicing: performance of a contract;",
          "answering contact and quote requests: pre-contractual measures;",
          "sending the newsletter: your consent, which you can withdraw at any time;",
          "improving our courses and securing the website: legitimate interest;",
          "keeping accounting records: legal obligation.",
        ]) +
        h2("4. Recipients") +
        p(
          "Your data is intended for Formatio's staff and the trainers of your session. It may be shared with partner certification bodies when you take a certification, and with our technical providers (hosting, e-mail delivery), who are bound by contract. It is never sold.",
        ) +
        h2("5. Transfers outside the European Union") +
        p(
          "Our agencies outside the European Union (Senegal, Côte d'Ivoire, Canada, United States, United Kingdom, Singapore, United Arab Emirates, Australia, Brazil) may access the data of participants in their sessions. These transfers rely on a European Commission adequacy decision where one exists, or otherwise on the Commission's standard contractual clauses.",
        ) +
        h2("6. Retention periods") +
        ul([
          "user account: until deleted, or three years after your last activity;",
          "training records: six years after the end of the course;",
          "accounting records: ten years;",
          "prospects and newsletter subscribers: three years after the last contact, or until you unsubscribe.",
        ]) +
        h2("7. Your rights") +
        p(
          "You have the right of access, rectification, erasure, restriction, portability and objection, as well as the right to give instructions about your data after your death. To exercise them, write to dpo@formatio-demo.com; we reply within one month. You may also lodge a complaint with the French data protection authority, the CNIL (www.cnil.fr).",
        ) +
        h2("8. Cookies") +
        p(
          "The website only uses strictly necessary cookies: a session cookie to keep you signed in and a language preference cookie. No advertising cookies or third-party trackers are used.",
        ) +
        h2("9. Security") +
        p(
          "Data is hosted in the European Union and transmitted encrypted (HTTPS), and passwords are stored hashed. Access to data is restricted to those who need it.",
        ),
    },
    thumbnail: "/demo/pages/privacy.svg",
  },
];

/** Inserts the blog posts and the content pages, leaving alone a slug already taken. */
export async function seedPages(
  tx: Tx,
  { ago }: Calendar,
  ids: { blogCategoryBySlug: Map<string | null, string>; userId: Map<PersonKey, string> },
) {
  const { blogCategoryBySlug, userId } = ids;
  await tx
    .insert(pages)
    .values([
      ...POSTS.map((post) => ({
        slug: post.slug,
        type: "blog" as const,
        title_fr: post.title.fr,
        title_en: post.title.en,
        content_fr: post.content.fr,
        content_en: post.content.en,
        meta_title_fr: post.title.fr,
        meta_title_en: post.title.en,
        meta_description_fr: post.meta.fr,
        meta_description_en: post.meta.en,
        category_id: need(blogCategoryBySlug, post.category, "blog category"),
        is_published: post.publishedDaysAgo !== null,
        published_at: post.publishedDaysAgo === null ? null : ago(post.publishedDaysAgo, 7, 0),
        thumbnail_url: post.thumbnail,
        author_id: need(userId, post.author, "author"),
        created_at: ago((post.publishedDaysAgo ?? 2) + 3),
        updated_at: ago(post.publishedDaysAgo ?? 1),
      })),
      ...CONTENT_PAGES.map((page) => ({
        slug: page.slug,
        type: "page" as const,
        title_fr: page.title.fr,
        title_en: page.title.en,
        content_fr: page.content.fr,
        content_en: page.content.en,
        meta_title_fr: `${page.title.fr} | Formatio`,
        meta_title_en: `${page.title.en} | Formatio`,
        meta_description_fr: page.meta.fr,
        meta_description_en: page.meta.en,
        category_id: null,
        is_published: true,
        published_at: ago(365),
        thumbnail_url: page.thumbnail,
        author_id: null,
        created_at: ago(365),
        updated_at: ago(30),
      })),
    ])
    .onConflictDoNothing({ target: pages.slug });
}
