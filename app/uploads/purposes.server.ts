// What each upload field of the site may receive, and who may send it.
import type { Role } from "#db/schema";
import { ADMIN_ROLES } from "~/server/auth.server";
import { UPLOAD_PRESETS, type UploadOptions } from "~/server/uploads.server";

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
