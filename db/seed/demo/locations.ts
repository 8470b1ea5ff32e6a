// Where the demo sessions take place (five centres and the virtual classroom).
import { course_locations } from "#db/schema";
import type { Tx } from "~/server/db.server";
import { type Calendar, need } from "./helpers";

export type LocationKey = "paris" | "lyon" | "dakar" | "abidjan" | "montreal" | "online";

export const LOCATIONS: Record<
  LocationKey,
  {
    name: string;
    address: string | null;
    city: string | null;
    postal_code: string | null;
    country: string | null;
    latitude: string | null;
    longitude: string | null;
    timezone: string;
  }
> = {
  paris: {
    name: "Formatio Paris – Saint-Lazare",
    address: "18 rue de la Pépinière",
    city: "Paris",
    postal_code: "75008",
    country: "France",
    latitude: "48.875200",
    longitude: "2.322300",
    timezone: "Europe/Paris",
  },
  lyon: {
    name: "Centre d'affaires Lyon Part-Dieu",
    address: "129 rue Servient",
    city: "Lyon",
    postal_code: "69003",
    country: "France",
    latitude: "45.760900",
    longitude: "4.857600",
    timezone: "Europe/Paris",
  },
  dakar: {
    name: "Formatio Dakar – Plateau",
    address: "Immeuble Horizon, 45 boulevard de la République",
    city: "Dakar",
    postal_code: "10200",
    country: "Senegal",
    latitude: "14.670800",
    longitude: "-17.438100",
    timezone: "Africa/Dakar",
  },
  abidjan: {
    name: "Formatio Abidjan – Cocody",
    address: "Rue des Jardins, Deux-Plateaux Vallon",
    city: "Abidjan",
    postal_code: null,
    country: "Côte d'Ivoire",
    latitude: "5.364000",
    longitude: "-3.995500",
    timezone: "Africa/Abidjan",
  },
  montreal: {
    name: "Formatio Montréal – Centre-ville",
    address: "1250 boulevard René-Lévesque Ouest, bureau 2200",
    city: "Montréal",
    postal_code: "H3B 4W8",
    country: "Canada",
    latitude: "45.497700",
    longitude: "-73.571000",
    timezone: "America/Toronto",
  },
  online: {
    name: "Classe virtuelle / Virtual classroom",
    address: null,
    city: null,
    postal_code: null,
    country: null,
    latitude: null,
    longitude: null,
    timezone: "Europe/Paris",
  },
};

/** Inserts the locations; their ids by key. */
export async function seedLocations(tx: Tx, { ago }: Calendar): Promise<Map<LocationKey, string>> {
  const locationKeys = Object.keys(LOCATIONS) as LocationKey[];
  const insertedLocations = await tx
    .insert(course_locations)
    .values(
      locationKeys.map((key) => {
        const { timezone: _timezone, ...location } = LOCATIONS[key];
        return { ...location, is_active: true, created_at: ago(700) };
      }),
    )
    .returning({ id: course_locations.id, name: course_locations.name });
  const locationIdByName = new Map(insertedLocations.map((r) => [r.name, r.id]));
  const locationId = new Map(
    locationKeys.map((key) => [key, need(locationIdByName, LOCATIONS[key].name, "course location")]),
  );
  return locationId;
}
