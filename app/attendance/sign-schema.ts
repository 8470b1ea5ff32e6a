// The signing page's forms and what its loader sends (delivery.md §1): the one-time sign-in
// (an address, then the six-digit code), the link's confirmation and the signature itself.
// Browser-safe: the screen checks the same schemas before posting.
import { z } from "zod";
import { strokesSchema } from "./schema";

const K = "attendance.sign.errors";
export const SIGN_EMAIL_MAX = 254;

export const signCodeRequestSchema = z.object({
  email: z
    .string({ error: "errors.auth.email_required" })
    .trim()
    .min(1, "errors.auth.email_required")
    .max(SIGN_EMAIL_MAX, "errors.form.too_long")
    .pipe(z.email("errors.auth.invalid_email")),
});

export const signCodeSchema = z.object({
  // Carried from the first step in a hidden field: the code is looked up by this address.
  email: z.string().trim().max(SIGN_EMAIL_MAX, "errors.form.too_long"),
  code: z
    .string({ error: `${K}.code_required` })
    .transform((text) => text.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, `${K}.code_required`)
        .regex(/^\d{6}$/, `${K}.code_format`),
    ),
});

export const signLinkSchema = z.object({
  link: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, `${K}.link_invalid`),
});

export const signSchema = z.object({ strokes: strokesSchema });

/**
 * What the page shows. `scan`: nothing proves the reader is in the room (or the scanned code
 * was stale); `identify`: a fresh scan, the person still to be named; `confirm_link`: the
 * e-mailed link, used only by pressing its button (mail scanners open links by themselves);
 * `ready`: named and open, the pad; the others say why nothing is to be done.
 */
export const SIGN_PAGE_STATES = [
  "scan",
  "identify",
  "confirm_link",
  "ready",
  "signed",
  "not_open",
  "closed",
  "cancelled",
  "not_participant",
  "method_disabled",
] as const;
export type SignPageState = (typeof SIGN_PAGE_STATES)[number];

/** Why the address the person came by did not work (shown above the page's state). */
export type SignNotice = "qr_expired" | "link_invalid" | null;

export type SigningPageData = {
  sittingId: string;
  state: SignPageState;
  notice: SignNotice;
  courseTitle: string;
  sitting: {
    date: string;
    period: "morning" | "afternoon";
    startTime: string;
    endTime: string;
    zoneLabel: string;
  };
  /** The registration's name, once identified. */
  signerName: string | null;
  /** "HH:MM" on the session's clock: when the signature was recorded. */
  signedAt: string | null;
  /** "HH:MM" on the session's clock: when a scheduled sitting opens by itself. */
  opensAt: string | null;
  /** The e-mailed link's token, for its confirmation button. */
  linkToken: string | null;
};
