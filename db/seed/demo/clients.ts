// The demo's client organisations.
import { clients } from "#db/schema";
import type { Tx } from "~/server/db.server";
import type { Text } from "./helpers";

export const CLIENTS: {
  name: string;
  slug: string;
  description: Text;
  website_url: string;
  email: string;
  phone: string;
  industry: string;
  size: "small" | "medium" | "large" | "enterprise";
  country: string;
  is_active?: boolean;
}[] = [
  {
    name: "Teranga Telecom",
    slug: "teranga-telecom",
    description: {
      fr: "Opérateur de télécommunications fixe et mobile au Sénégal.",
      en: "Fixed and mobile telecommunications operator in Senegal.",
    },
    website_url: "https://teranga-telecom.example.com",
    email: "formation@teranga-telecom.example.com",
    phone: "+221 33 800 10 10",
    industry: "Télécommunications",
    size: "enterprise",
    country: "Senegal",
  },
  {
    name: "Banque Lagune",
    slug: "banque-lagune",
    description: {
      fr: "Banque commerciale régionale implantée dans cinq pays de l'UEMOA.",
      en: "Regional commercial bank operating in five WAEMU countries.",
    },
    website_url: "https://banque-lagune.example.com",
    email: "rh@banque-lagune.example.com",
    phone: "+225 27 20 30 40 50",
    industry: "Banque",
    size: "enterprise",
    country: "Côte d'Ivoire",
  },
  {
    name: "Hexagone Logistique",
    slug: "hexagone-logistique",
    description: {
      fr: "Prestataire logistique opérant douze plateformes en France.",
      en: "Logistics provider operating twelve distribution centres in France.",
    },
    website_url: "https://hexagone-logistique.example.com",
    email: "formation@hexagone-logistique.example.com",
    phone: "+33 1 70 00 22 33",
    industry: "Logistique",
    size: "large",
    country: "France",
  },
  {
    name: "Rhône Pharma",
    slug: "rhone-pharma",
    description: {
      fr: "Laboratoire pharmaceutique spécialisé dans les médicaments génériques.",
      en: "Pharmaceutical laboratory specialising in generic medicines.",
    },
    website_url: "https://rhone-pharma.example.com",
    email: "qualite@rhone-pharma.example.com",
    phone: "+33 4 72 00 18 90",
    industry: "Santé",
    size: "medium",
    country: "France",
  },
  {
    name: "Érable Assurances",
    slug: "erable-assurances",
    description: {
      fr: "Assureur de dommages et de personnes au Québec.",
      en: "Property, casualty and life insurer in Québec.",
    },
    website_url: "https://erable-assurances.example.com",
    email: "apprentissage@erable-assurances.example.com",
    phone: "+1 418 555 0150",
    industry: "Assurance",
    size: "enterprise",
    country: "Canada",
  },
  {
    name: "Sahel Énergie",
    slug: "sahel-energie",
    description: {
      fr: "Producteur indépendant d'électricité solaire en Afrique de l'Ouest.",
      en: "Independent solar power producer in West Africa.",
    },
    website_url: "https://sahel-energie.example.com",
    email: "contact@sahel-energie.example.com",
    phone: "+221 33 820 45 45",
    industry: "Énergie",
    size: "large",
    country: "Senegal",
  },
  {
    name: "Northbridge Consulting",
    slug: "northbridge-consulting",
    description: {
      fr: "Cabinet de conseil en transformation numérique basé à Londres.",
      en: "London-based digital transformation consultancy.",
    },
    website_url: "https://northbridge-consulting.example.com",
    email: "learning@northbridge-consulting.example.com",
    phone: "+44 20 7946 0500",
    industry: "Conseil",
    size: "medium",
    country: "United Kingdom",
  },
  {
    name: "Atlas Agro",
    slug: "atlas-agro",
    description: {
      fr: "Groupe agroalimentaire ; partenariat suspendu.",
      en: "Agri-food group; partnership on hold.",
    },
    website_url: "https://atlas-agro.example.com",
    email: "contact@atlas-agro.example.com",
    phone: "+212 522 55 01 01",
    industry: "Agroalimentaire",
    size: "medium",
    country: "Morocco",
    is_active: false,
  },
];

export async function seedClients(tx: Tx) {
  await tx.insert(clients).values(
    CLIENTS.map((client, i) => ({
      name: client.name,
      description_fr: client.description.fr,
      description_en: client.description.en,
      logo_url: `/demo/clients/${client.slug}.svg`,
      website_url: client.website_url,
      email: client.email,
      phone: client.phone,
      industry: client.industry,
      size: client.size,
      country: client.country,
      is_active: client.is_active ?? true,
      display_order: i + 1,
    })),
  );
}
