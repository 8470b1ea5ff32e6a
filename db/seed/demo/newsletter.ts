// Newsletter subscribers, confirmed and not.
import { newsletter_subscribers } from "#db/schema";
import type { Tx } from "~/server/db.server";
import { type Calendar, DAY } from "./helpers";

/**
 * Confirmed addresses and a few that never followed their link (their link long expired),
 * so the back office's newsletter screen, its status filter and "resend" have something to
 * show. Each keeps the language it subscribed in (a resent link speaks it).
 */
export const NEWSLETTER_SUBSCRIBERS: {
  email: string;
  language: "fr" | "en";
  daysAgo: number;
  verifiedDaysAgo?: number;
}[] = [
  { email: "fatou.ndiaye@example.com", language: "fr", daysAgo: 150, verifiedDaysAgo: 150 },
  { email: "michael.brown@example.org", language: "en", daysAgo: 90, verifiedDaysAgo: 89 },
  { email: "élodie.faure@example.com", language: "fr", daysAgo: 40, verifiedDaysAgo: 40 },
  { email: "kwame.mensah@example.org", language: "en", daysAgo: 20, verifiedDaysAgo: 19 },
  { email: "amadou.diallo@example.com", language: "fr", daysAgo: 12 },
  { email: "jean-marc.leroy@example.net", language: "fr", daysAgo: 6 },
  { email: "sarah.johnson@example.org", language: "en", daysAgo: 5 },
];

export async function seedNewsletterSubscribers(tx: Tx, { ago }: Calendar) {
  await tx.insert(newsletter_subscribers).values(
    NEWSLETTER_SUBSCRIBERS.map((subscriber) => {
      const subscribed = ago(subscriber.daysAgo, 18, 5);
      return {
        email: subscriber.email,
        language: subscriber.language,
        is_verified: subscriber.verifiedDaysAgo !== undefined,
        verified_at: subscriber.verifiedDaysAgo === undefined ? null : ago(subscriber.verifiedDaysAgo, 20, 40),
        verification_sent_at: subscriber.verifiedDaysAgo === undefined ? subscribed : null,
        verification_expires_at:
          subscriber.verifiedDaysAgo === undefined ? new Date(subscribed.getTime() + 2 * DAY) : null,
        created_at: subscribed,
      };
    }),
  );
}
