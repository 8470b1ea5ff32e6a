// What each upload field of the site may receive, and who may send it.
import type { Role } from "#db/schema";
import { getFixedT } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/messages";
import { ADMIN_ROLES } from "~/server/auth.server";
import { maxUploadBytes, UPLOAD_PRESETS, type UploadError, type UploadOptions } from "~/server/uploads.server";

type Purpose = { options: UploadOptions; folder: string; prefix: string; roles?: readonly Role[] };

const admin = ADMIN_ROLES;

export const UPLOAD_PURPOSES = {
  avatar: { options: UPLOAD_PRESETS.avatar, folder: "avatars", prefix: "avatar" },
  "course-thumbnail": { options: UPLOAD_PRESETS.courseThumbnail, folder: "courses", prefix: "course", roles: admin },
  "service-image": { options: UPLOAD_PRESETS.serviceImage, folder: "services", prefix: "service", roles: admin },
  "resource-thumbnail": {
    options: UPLOAD_PRESETS.resourceThumbnail,
    folder: "resources",
    prefix: "resource",
    roles: admin,
  },
  "page-thumbnail": { options: UPLOAD_PRESETS.pageThumbnail, folder: "pages", prefix: "page", roles: admin },
  "trainer-avatar": { options: UPLOAD_PRESETS.avatar, folder: "avatars", prefix: "trainer", roles: admin },
  logo: { options: UPLOAD_PRESETS.logo, folder: "site-assets", prefix: "logo", roles: admin },
  logo_square: { options: UPLOAD_PRESETS.logo, folder: "site-assets", prefix: "logo-square", roles: admin },
  logo_white: { options: UPLOAD_PRESETS.logo, folder: "site-assets", prefix: "logo-white", roles: admin },
  favicon: { options: UPLOAD_PRESETS.favicon, folder: "site-assets", prefix: "favicon", roles: admin },
  hero_banner: { options: UPLOAD_PRESETS.heroBanner, folder: "site-assets", prefix: "hero-banner", roles: admin },
  "stats-background": { options: UPLOAD_PRESETS.statsBackground, folder: "stats", prefix: "stats", roles: admin },
  "case-study-image": { options: UPLOAD_PRESETS.caseStudyImage, folder: "case-studies", prefix: "case", roles: admin },
  "agency-photo": { options: UPLOAD_PRESETS.agencyPhoto, folder: "agencies", prefix: "agency", roles: admin },
  "partner-logo": { options: UPLOAD_PRESETS.logo, folder: "partners", prefix: "partner", roles: admin },
  "client-logo": { options: UPLOAD_PRESETS.logo, folder: "clients", prefix: "client", roles: admin },
} as const satisfies Record<string, Purpose>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === "string" && Object.hasOwn(UPLOAD_PURPOSES, value);
}

/**
 * The most an upload body for `purpose` may weigh: the purpose's file limit plus room for
 * the multipart envelope (boundaries, part headers, the purpose field). Without a known
 * purpose, the largest of them all: the action then applies the exact rule.
 */
export function uploadBodyLimit(purpose: string | null): number {
  const ENVELOPE = 64 * 1024;
  if (isUploadPurpose(purpose)) return maxUploadBytes(UPLOAD_PURPOSES[purpose].options) + ENVELOPE;
  return Math.max(...Object.values(UPLOAD_PURPOSES).map((p) => maxUploadBytes(p.options))) + ENVELOPE;
}

/** An upload refusal as the upload field shows it: the spec's French text, or its English key. */
export async function uploadErrorAnswer(error: UploadError, lang: Lang) {
  const message = lang === "fr" ? error.message : (await getFixedT(lang))(error.messageKey, error.params);
  return { status: error.code === "too_large" ? 413 : 400, body: { error: message } };
}
