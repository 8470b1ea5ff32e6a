// The demo's agencies around the world and their photos. French rules apply to those in France
// (delivery spec §0), as the agency editor proposes for a new one.
import { agencies, agency_photos } from "#db/schema";
import { isFrance } from "~/agencies/regions";
import type { Tx } from "~/server/db.server";
import { need, type Text } from "./helpers";

export const AGENCIES: {
  key: string;
  name: string;
  manager_name: string;
  address: string;
  city: string;
  postal_code: string | null;
  country: string;
  phone: string;
  email: string;
  timezone: string;
  is_active?: boolean;
  photos?: { url: string; caption: Text }[];
}[] = [
  {
    key: "dakar",
    name: "Formatio Dakar",
    manager_name: "Ousmane Sow",
    address: "Immeuble Horizon, 45 boulevard de la République",
    city: "Dakar",
    postal_code: "10200",
    country: "Senegal",
    phone: "+221 33 889 45 12",
    email: "dakar@formatio-demo.com",
    timezone: "Africa/Dakar",
    photos: [
      { url: "/demo/agencies/dakar-1.svg", caption: { fr: "Le quartier du Plateau", en: "The Plateau district" } },
      {
        url: "/demo/agencies/dakar-2.svg",
        caption: { fr: "Notre salle de formation principale", en: "Our main training room" },
      },
    ],
  },
  {
    key: "abidjan",
    name: "Formatio Abidjan",
    manager_name: "Adjoua Konan",
    address: "Rue des Jardins, Deux-Plateaux Vallon, Cocody",
    city: "Abidjan",
    postal_code: null,
    country: "Côte d'Ivoire",
    phone: "+225 27 22 41 56 78",
    email: "abidjan@formatio-demo.com",
    timezone: "Africa/Abidjan",
  },
  {
    key: "montreal",
    name: "Formatio Montréal",
    manager_name: "Isabelle Côté",
    address: "1250 boulevard René-Lévesque Ouest, bureau 2200",
    city: "Montréal",
    postal_code: "H3B 4W8",
    country: "Canada",
    phone: "+1 514 555 0142",
    email: "montreal@formatio-demo.com",
    timezone: "America/Toronto",
    photos: [
      { url: "/demo/agencies/montreal-1.svg", caption: { fr: "Montréal, centre-ville", en: "Downtown Montréal" } },
    ],
  },
  {
    key: "new-york",
    name: "Formatio New York",
    manager_name: "Michael Reyes",
    address: "245 Park Avenue, 24th Floor",
    city: "New York",
    postal_code: "NY 10167",
    country: "United States",
    phone: "+1 212 555 0198",
    email: "newyork@formatio-demo.com",
    timezone: "America/New_York",
  },
  {
    key: "paris",
    name: "Formatio Paris",
    manager_name: "Nathalie Girard",
    address: "18 rue de la Pépinière",
    city: "Paris",
    postal_code: "75008",
    country: "France",
    phone: "+33 1 84 60 52 10",
    email: "paris@formatio-demo.com",
    timezone: "Europe/Paris",
    photos: [
      {
        url: "/demo/agencies/paris-1.svg",
        caption: { fr: "Le quartier Saint-Lazare", en: "The Saint-Lazare district" },
      },
      { url: "/demo/agencies/paris-2.svg", caption: { fr: "Salle de formation", en: "Training room" } },
    ],
  },
  {
    key: "london",
    name: "Formatio London",
    manager_name: "Olivia Bennett",
    address: "71 Queen Victoria Street",
    city: "London",
    postal_code: "EC4V 4AY",
    country: "United Kingdom",
    phone: "+44 20 7946 0321",
    email: "london@formatio-demo.com",
    timezone: "Europe/London",
  },
  {
    key: "singapore",
    name: "Formatio Singapore",
    manager_name: "Wei Ling Tan",
    address: "1 Raffles Place, #20-61 One Raffles Place Tower 2",
    city: "Singapore",
    postal_code: "048616",
    country: "Singapore",
    phone: "+65 6808 1234",
    email: "singapore@formatio-demo.com",
    timezone: "Asia/Singapore",
    photos: [{ url: "/demo/agencies/singapore-1.svg", caption: { fr: "Raffles Place", en: "Raffles Place" } }],
  },
  {
    key: "dubai",
    name: "Formatio Dubai",
    manager_name: "Karim Haddad",
    address: "Dubai Internet City, Building 1, Office 305",
    city: "Dubai",
    postal_code: null,
    country: "United Arab Emirates",
    phone: "+971 4 555 0123",
    email: "dubai@formatio-demo.com",
    timezone: "Asia/Dubai",
  },
  {
    key: "sydney",
    name: "Formatio Sydney",
    manager_name: "Jack Thompson",
    address: "Level 12, 1 Market Street",
    city: "Sydney",
    postal_code: "NSW 2000",
    country: "Australia",
    phone: "+61 2 5550 1234",
    email: "sydney@formatio-demo.com",
    timezone: "Australia/Sydney",
  },
  {
    key: "sao-paulo",
    name: "Formatio São Paulo",
    manager_name: "Mariana Alves",
    address: "Avenida Paulista, 1374, 12º andar",
    city: "São Paulo",
    postal_code: "01310-100",
    country: "Brazil",
    phone: "+55 11 5555-0123",
    email: "saopaulo@formatio-demo.com",
    timezone: "America/Sao_Paulo",
  },
  {
    key: "bordeaux",
    name: "Formatio Bordeaux",
    manager_name: "Pierre Lambert",
    address: "12 quai des Chartrons",
    city: "Bordeaux",
    postal_code: "33000",
    country: "France",
    phone: "+33 5 57 00 41 20",
    email: "bordeaux@formatio-demo.com",
    timezone: "Europe/Paris",
    is_active: false,
  },
];

/** Inserts the agencies and their photos; answers each agency's id by its key. */
export async function seedAgencies(tx: Tx): Promise<Map<string, string>> {
  const insertedAgencies = await tx
    .insert(agencies)
    .values(
      AGENCIES.map((agency) => ({
        name: agency.name,
        manager_name: agency.manager_name,
        address: agency.address,
        city: agency.city,
        postal_code: agency.postal_code,
        country: agency.country,
        phone: agency.phone,
        email: agency.email,
        timezone: agency.timezone,
        is_active: agency.is_active ?? true,
        french_rules: isFrance(agency.country),
      })),
    )
    .returning({ id: agencies.id, name: agencies.name });
  const agencyIdByName = new Map(insertedAgencies.map((r) => [r.name, r.id]));
  const photos = AGENCIES.flatMap((agency) =>
    (agency.photos ?? []).map((photo, i) => ({
      agency_id: need(agencyIdByName, agency.name, "agency"),
      url: photo.url,
      caption_fr: photo.caption.fr,
      caption_en: photo.caption.en,
      display_order: i,
    })),
  );
  if (photos.length > 0) await tx.insert(agency_photos).values(photos);
  return new Map(AGENCIES.map((agency) => [agency.key, need(agencyIdByName, agency.name, "agency")]));
}
