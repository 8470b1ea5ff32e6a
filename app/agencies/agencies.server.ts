// Active agencies for the public /agencies page, with their first photo, grouped by region.
import { asc, eq, inArray } from "drizzle-orm";
import { agencies, agency_photos } from "#db/schema";
import { type Lang, pick } from "~/i18n/messages";
import { db } from "~/server/db.server";
import { countryName, groupByRegion, type RegionGroup } from "./regions";

/** What the public page shows of an agency (never its inactive flag). */
export const PUBLIC_AGENCY_COLUMNS = {
  id: agencies.id,
  name: agencies.name,
  manager_name: agencies.manager_name,
  address: agencies.address,
  city: agencies.city,
  postal_code: agencies.postal_code,
  country: agencies.country,
  phone: agencies.phone,
  email: agencies.email,
  timezone: agencies.timezone,
};

export type PublicAgency = Pick<typeof agencies.$inferSelect, keyof typeof PUBLIC_AGENCY_COLUMNS> & {
  photo: { url: string; caption: string } | null;
};

/** Active agencies ordered by city (spec), each with its first photo: two queries, no N+1. */
export async function listActiveAgencies(lang: Lang): Promise<PublicAgency[]> {
  const rows = await db()
    .select(PUBLIC_AGENCY_COLUMNS)
    .from(agencies)
    .where(eq(agencies.is_active, true))
    .orderBy(asc(agencies.city), asc(agencies.name), asc(agencies.id));
  if (rows.length === 0) return [];
  const photos = await db()
    .select({
      agency_id: agency_photos.agency_id,
      url: agency_photos.url,
      caption_fr: agency_photos.caption_fr,
      caption_en: agency_photos.caption_en,
    })
    .from(agency_photos)
    .where(
      inArray(
        agency_photos.agency_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(agency_photos.display_order), asc(agency_photos.created_at));
  const firstPhoto = new Map<string, PublicAgency["photo"]>();
  for (const photo of photos) {
    if (!firstPhoto.has(photo.agency_id)) {
      firstPhoto.set(photo.agency_id, {
        url: photo.url,
        caption: pick({ caption_fr: photo.caption_fr ?? "", caption_en: photo.caption_en ?? "" }, "caption", lang),
      });
    }
  }
  // The country in the reader's language, named on the server so the page hydrates as sent.
  return rows.map((row) => ({
    ...row,
    country: countryName(row.country, lang),
    photo: firstPhoto.get(row.id) ?? null,
  }));
}

export async function listAgenciesByRegion(lang: Lang): Promise<RegionGroup<PublicAgency>[]> {
  return groupByRegion(await listActiveAgencies(lang));
}
