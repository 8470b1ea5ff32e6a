// Where each upload purpose (app/uploads/purposes.ts: types, sizes, messages) is stored and
// who may send it, and the server's checks built from that one definition.
import type { Role } from "#db/schema";
import { getFixedT } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/messages";
import { ADMIN_ROLES } from "~/server/auth.server";
import { UPLOAD_PURPOSES as DEFINITIONS, isUploadPurpose, type UploadPurpose } from "~/uploads/purposes";
import { maxUploadBytes, type UploadError, type UploadOptions } from "~/uploads/uploads.server";

// The upload route reads both from here; the definition stays in purposes.ts.
export { isUploadPurpose, type UploadPurpose };

type Purpose = { options: UploadOptions; folder: string; prefix: string; roles?: readonly Role[] };

/** The server's checks for `purpose`: its kind, its extensions (so .ico only where listed) and its limit. */
export function uploadOptions(purpose: UploadPurpose): UploadOptions {
  const { kind, extensions, maxBytes } = DEFINITIONS[purpose];
  return { kinds: [kind], maxBytes, extensions, allowIco: (extensions as readonly string[]).includes("ico") };
}

const admin = ADMIN_ROLES;

// Generic over `where` so a purpose without `roles` has none in its type (the route tests `"roles" in`).
function stored<W extends Omit<Purpose, "options">>(purpose: UploadPurpose, where: W): { options: UploadOptions } & W {
  return { options: uploadOptions(purpose), ...where };
}

// Typed by the shared list, so a purpose cannot exist on one side only.
export const UPLOAD_PURPOSES = {
  avatar: stored("avatar", { folder: "avatars", prefix: "avatar" }),
  "course-thumbnail": stored("course-thumbnail", { folder: "courses", prefix: "course", roles: admin }),
  "service-image": stored("service-image", { folder: "services", prefix: "service", roles: admin }),
  "resource-thumbnail": stored("resource-thumbnail", { folder: "resources", prefix: "resource", roles: admin }),
  "page-thumbnail": stored("page-thumbnail", { folder: "pages", prefix: "page", roles: admin }),
  "trainer-avatar": stored("trainer-avatar", { folder: "avatars", prefix: "trainer", roles: admin }),
  logo: stored("logo", { folder: "site-assets", prefix: "logo", roles: admin }),
  logo_square: stored("logo_square", { folder: "site-assets", prefix: "logo-square", roles: admin }),
  logo_white: stored("logo_white", { folder: "site-assets", prefix: "logo-white", roles: admin }),
  favicon: stored("favicon", { folder: "site-assets", prefix: "favicon", roles: admin }),
  hero_banner: stored("hero_banner", { folder: "site-assets", prefix: "hero-banner", roles: admin }),
  "stats-background": stored("stats-background", { folder: "stats", prefix: "stats", roles: admin }),
  "case-study-image": stored("case-study-image", { folder: "case-studies", prefix: "case", roles: admin }),
  "case-study-logo": stored("case-study-logo", { folder: "case-studies", prefix: "case-logo", roles: admin }),
  "agency-photo": stored("agency-photo", { folder: "agencies", prefix: "agency", roles: admin }),
  "partner-logo": stored("partner-logo", { folder: "partners", prefix: "partner", roles: admin }),
  "client-logo": stored("client-logo", { folder: "clients", prefix: "client", roles: admin }),
  "certification-logo": stored("certification-logo", {
    folder: "certifications",
    prefix: "certification",
    roles: admin,
  }),
  "signature-image": stored("signature-image", { folder: "organisation", prefix: "signature", roles: admin }),
  "stamp-image": stored("stamp-image", { folder: "organisation", prefix: "stamp", roles: admin }),
} as const satisfies Record<UploadPurpose, Purpose>;

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
