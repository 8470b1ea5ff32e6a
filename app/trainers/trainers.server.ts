// The public trainers directory: active users whose role is teacher, their profile texts in the
// reader's language (English twins, French where a twin is empty).
import { and, asc, eq } from "drizzle-orm";
import { users } from "#db/schema";
import { localized } from "~/i18n/localized.server";
import { type Lang, pickList } from "~/i18n/messages";
import { db } from "~/server/db.server";
import { websiteHost, websiteHref } from "./website";

/** More trainers than this would need paging; the directory is a showcase, not a search. */
export const MAX_TRAINERS = 200;

export type PublicTrainer = {
  id: string;
  full_name: string;
  avatar_url: string | null;
  position: string | null;
  company: string | null;
  specialties: string[];
  bio: string | null;
  email: string;
  phone: string | null;
  /** Link target and its host name; null when the profile has no usable web address. */
  website: { href: string; host: string } | null;
};

export async function listActiveTrainers(lang: Lang): Promise<PublicTrainer[]> {
  // Only the fields the card shows: never role, language or auth data.
  const rows = await db()
    .select({
      id: users.id,
      full_name: users.full_name,
      avatar_url: users.avatar_url,
      position: localized(users.position, users.position_en, lang),
      company: users.company,
      specialties: users.specialties,
      specialties_en: users.specialties_en,
      bio: localized(users.bio, users.bio_en, lang),
      email: users.email,
      phone: users.phone,
      website: users.website,
    })
    .from(users)
    .where(and(eq(users.role, "teacher"), eq(users.is_active, true)))
    .orderBy(asc(users.full_name), asc(users.id))
    .limit(MAX_TRAINERS);
  return rows.map(({ website, specialties, specialties_en, ...row }) => {
    const host = websiteHost(website);
    const href = websiteHref(website);
    return {
      ...row,
      specialties: pickList(specialties, specialties_en, lang)
        .map((s) => s.trim())
        .filter(Boolean),
      website: host && href ? { host, href } : null,
    };
  });
}
