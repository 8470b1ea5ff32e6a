// The public trainers directory: active users whose role is teacher.
import { and, asc, eq } from "drizzle-orm";
import { users } from "#db/schema";
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

export async function listActiveTrainers(): Promise<PublicTrainer[]> {
  // Only the fields the card shows: never role, language or auth data.
  const rows = await db()
    .select({
      id: users.id,
      full_name: users.full_name,
      avatar_url: users.avatar_url,
      position: users.position,
      company: users.company,
      specialties: users.specialties,
      bio: users.bio,
      email: users.email,
      phone: users.phone,
      website: users.website,
    })
    .from(users)
    .where(and(eq(users.role, "teacher"), eq(users.is_active, true)))
    .orderBy(asc(users.full_name), asc(users.id))
    .limit(MAX_TRAINERS);
  return rows.map(({ website, ...row }) => {
    const host = websiteHost(website);
    const href = websiteHref(website);
    return {
      ...row,
      specialties: (row.specialties ?? []).map((s) => s.trim()).filter(Boolean),
      website: host && href ? { host, href } : null,
    };
  });
}
