// A signed-in person's language is stored on their account: the ENG/FRA switch and a `?lang=`
// link both change it, so the next page, a redirect or an e-mail speaks the language they chose.
import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import type { Lang } from "~/i18n/messages";
import { db } from "~/server/db.server";

export async function rememberLanguage(userId: string, lang: Lang): Promise<void> {
  await db().update(users).set({ language: lang }).where(eq(users.id, userId));
}
