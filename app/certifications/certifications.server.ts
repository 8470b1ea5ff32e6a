// The certifications the public pages show (the strip on the home and course pages): the
// active ones in the back office's order, each in the reader's language only. One bounded
// query; the home page runs it beside its other sections (home.server.ts).
import { asc, eq } from "drizzle-orm";
import { certifications } from "#db/schema";
import { type Lang, pick } from "~/i18n/messages";
import { cachedByContentVersionFor } from "~/server/content-version.server";
import { db } from "~/server/db.server";

/** More than a strip shows well; the read stays bounded whatever the table grows to. */
export const SHOWN_CERTIFICATIONS_MAX = 12;

/** The active certifications in display order (ties by id, as the back office breaks them). */
export function shownCertificationsQuery() {
  return db()
    .select({
      id: certifications.id,
      name: certifications.name,
      description_fr: certifications.description_fr,
      description_en: certifications.description_en,
      logo_url: certifications.logo_url,
      link_url: certifications.link_url,
    })
    .from(certifications)
    .where(eq(certifications.is_active, true))
    .orderBy(asc(certifications.display_order), asc(certifications.id))
    .limit(SHOWN_CERTIFICATIONS_MAX);
}

type ShownRow = Awaited<ReturnType<typeof shownCertificationsQuery>>[number];

/** A row as the page receives it: the description in the reader's language (French when English is empty). */
export function certificationForReader(row: ShownRow, lang: Lang) {
  return {
    id: row.id,
    name: row.name,
    description: pick(row, "description", lang),
    logo_url: row.logo_url,
    link_url: row.link_url,
  };
}

export type ShownCertification = ReturnType<typeof certificationForReader>;

/** The proof strip of public pages, remembered per language until the content version moves. */
export const listShownCertifications: (lang: Lang) => Promise<ShownCertification[]> = cachedByContentVersionFor(
  (lang: Lang) => lang,
  async (lang) => (await shownCertificationsQuery()).map((row) => certificationForReader(row, lang)),
  { ttlMs: Number.POSITIVE_INFINITY, max: 2 },
);
