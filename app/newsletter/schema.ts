import { z } from "zod";

export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "newsletter.error.invalid_email")
    .max(254, "newsletter.error.invalid_email")
    .pipe(z.email("newsletter.error.invalid_email")),
});

/** Subscriptions accepted per visitor (client IP) and window; each one may send an e-mail. */
export const NEWSLETTER_LIMIT = { max: 20, windowMs: 15 * 60 * 1000 } as const;
