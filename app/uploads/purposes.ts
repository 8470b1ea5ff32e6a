// Every upload field of the site, defined once: which files it takes, how large, and what its
// screen says when a file is refused. The picker (`accept`), the browser's comfort check and
// its messages read it here; the server (purposes.server.ts) builds its checks from the same
// entries and adds who may upload and where the file is stored. Browser-safe: no server import.

export const MB = 1024 * 1024;

/** Where every upload field posts its file (multipart: purpose, file). */
export const UPLOAD_URL = "/api/uploads";

/** The image extensions an upload field may take, in the spec's order, plus .ico for favicons. */
export const IMAGE_EXTENSIONS = ["jpeg", "jpg", "png", "gif", "webp", "svg", "ico"] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** The MIME types browsers declare for each extension: what the picker's `accept` lists. */
const MIME_TYPES: Record<ImageExtension, readonly string[]> = {
  jpeg: ["image/jpeg"],
  jpg: ["image/jpeg"],
  png: ["image/png"],
  gif: ["image/gif"],
  webp: ["image/webp"],
  svg: ["image/svg+xml"],
  ico: ["image/x-icon", "image/vnd.microsoft.icon"],
};

/** The spec's generic image list (no .ico). */
const ANY_IMAGE = ["jpeg", "jpg", "png", "gif", "webp", "svg"] as const satisfies readonly ImageExtension[];
/** A member's picture: photos only (an SVG from anyone is a document, not a photo). */
const PHOTO = ["jpeg", "jpg", "png", "gif", "webp"] as const satisfies readonly ImageExtension[];
/** A signature or a stamp printed on documents: PNG, JPEG, WebP or SVG (no GIF). */
const DOCUMENT_MARK = ["png", "jpeg", "jpg", "webp", "svg"] as const satisfies readonly ImageExtension[];
/** The favicon picker takes .ico, .png and .svg (spec, settings). */
const FAVICON = ["ico", "png", "svg"] as const satisfies readonly ImageExtension[];

/** Translation keys of what a screen says about a refused file; `tooLarge` may use {{max}} (MB). */
export type UploadMessages = { invalidType: string; tooLarge: string; failed: string };

export type PurposeDefinition = {
  kind: "image";
  extensions: readonly ImageExtension[];
  maxBytes: number;
  messages: UploadMessages;
};

const GENERIC: UploadMessages = {
  invalidType: "ui.upload.invalid_type",
  tooLarge: "ui.upload.too_large",
  failed: "ui.upload.failed",
};

/** The messages of a screen whose keys share a prefix (`admin.partners.error.` + invalid_file_type…). */
function screen(prefix: string, failed: string, tooLarge = `${prefix}.file_too_large`): UploadMessages {
  return { invalidType: `${prefix}.invalid_file_type`, tooLarge, failed: `${prefix}.${failed}` };
}

const image = (extensions: readonly ImageExtension[], maxBytes: number, messages: UploadMessages) =>
  ({ kind: "image", extensions, maxBytes, messages }) as const satisfies PurposeDefinition;

const settings = screen("admin.settings.error", "logo_upload");

export const UPLOAD_PURPOSES = {
  avatar: image(PHOTO, 2 * MB, screen("profile.error", "avatar_upload")),
  "course-thumbnail": image(ANY_IMAGE, 2 * MB, screen("pages.courses.error", "thumbnail_upload")),
  "service-image": image(ANY_IMAGE, 2 * MB, screen("pages.services.error", "image_upload")),
  // No limit of its own in the spec (the generic image limit), nor a "too large" message.
  "resource-thumbnail": image(ANY_IMAGE, 5 * MB, screen("pages.resources.error", "image_upload", GENERIC.tooLarge)),
  "page-thumbnail": image(ANY_IMAGE, 2 * MB, screen("admin.pages.error", "thumbnail_upload")),
  "trainer-avatar": image(ANY_IMAGE, 2 * MB, screen("admin.trainers.error", "avatar_upload")),
  logo: image(ANY_IMAGE, 2 * MB, settings),
  logo_square: image(ANY_IMAGE, 2 * MB, { ...settings, failed: "admin.settings.error.logo_square_upload" }),
  logo_white: image(ANY_IMAGE, 2 * MB, { ...settings, failed: "admin.settings.error.logo_white_upload" }),
  favicon: image(FAVICON, 2 * MB, { ...settings, failed: "admin.settings.error.favicon_upload" }),
  hero_banner: image(ANY_IMAGE, 5 * MB, { ...settings, failed: "admin.settings.error.hero_banner_upload" }),
  "stats-background": image(ANY_IMAGE, 5 * MB, screen("admin.stats.error", "image_upload")),
  "case-study-image": image(ANY_IMAGE, 5 * MB, screen("admin.case_studies.error", "image_upload")),
  // The client's logo on a case study card: a logo, so the logos' 2 MB (as partners' and clients').
  "case-study-logo": image(ANY_IMAGE, 2 * MB, screen("admin.case_studies.error", "logo_upload")),
  "agency-photo": image(ANY_IMAGE, 5 * MB, screen("admin.agencies.photos.error", "upload")),
  "partner-logo": image(ANY_IMAGE, 2 * MB, screen("admin.partners.error", "logo_upload")),
  "client-logo": image(ANY_IMAGE, 2 * MB, screen("admin.clients.error", "logo_upload")),
  // A certifier's mark on the proof strip: a logo, so the logos' 2 MB.
  "certification-logo": image(ANY_IMAGE, 2 * MB, screen("admin.certifications.error", "logo_upload")),
  // The legal representative's signature and the organisation's stamp, printed on attendance
  // sheets and certificates (delivery spec §0): small marks, the logos' 2 MB.
  "signature-image": image(DOCUMENT_MARK, 2 * MB, screen("admin.organisation.error", "signature_upload")),
  "stamp-image": image(DOCUMENT_MARK, 2 * MB, screen("admin.organisation.error", "stamp_upload")),
} as const satisfies Record<string, PurposeDefinition>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === "string" && Object.hasOwn(UPLOAD_PURPOSES, value);
}

/** The picker's `accept` attribute: the MIME types, then the extensions (some systems only match those). */
export function acceptAttribute(purpose: UploadPurpose): string {
  const { extensions } = UPLOAD_PURPOSES[purpose];
  const types = new Set(extensions.flatMap((extension) => MIME_TYPES[extension]));
  return [...types, ...extensions.map((extension) => `.${extension}`)].join(",");
}

function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

export type FileProblem = "invalid_type" | "too_large";

/**
 * The browser's comfort check before sending: the name's extension must be one the purpose
 * takes, and the size within its limit. The server checks again, content included.
 */
export function checkFile(file: { name: string; size: number }, purpose: UploadPurpose): FileProblem | null {
  const definition = UPLOAD_PURPOSES[purpose];
  if (!(definition.extensions as readonly string[]).includes(extensionOf(file.name))) return "invalid_type";
  if (file.size > definition.maxBytes) return "too_large";
  return null;
}
