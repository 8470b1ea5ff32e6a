// Upload checks (size, name, declared type and sniffed content), WebP variants and storage.
// SVG documents are sanitised by svg.server.ts; the purposes and their limits are purposes.server.ts.
import { randomInt } from "node:crypto";
import type { Storage } from "~/server/storage.server";
import { looksLikeSvg, sanitizeSvg } from "~/uploads/svg.server";

export const MB = 1024 * 1024;

export type UploadKind = "image" | "document" | "video";

/** The spec's generic limits. */
export const UPLOAD_LIMITS = { image: 5 * MB, document: 10 * MB, video: 100 * MB, default: 5 * MB } as const;

/** The spec's allowed extensions, in the spec's order (this order is shown in error messages). */
export const ALLOWED_EXTENSIONS = {
  image: ["jpeg", "jpg", "png", "gif", "webp", "svg"],
  document: ["pdf", "doc", "docx", "xls", "xlsx", "txt", "csv"],
  video: ["mp4", "webm", "ogg", "avi", "mov"],
} as const satisfies Record<UploadKind, readonly string[]>;

export const MAX_FILE_NAME_LENGTH = 255;

export type UploadOptions = {
  kinds: readonly UploadKind[];
  /** Per-purpose limit; without it the kind's generic limit applies. */
  maxBytes?: number;
  /** Favicons may also be .ico. */
  allowIco?: boolean;
  /** Narrows the allowed extensions further (the favicon picker takes only ico, png and svg). */
  extensions?: readonly string[];
};

export type UploadInput = { name: string; type: string; bytes: Uint8Array };

export type UploadErrorCode = "no_file" | "unsupported_type" | "type_not_allowed" | "too_large" | "name_too_long";
export type UploadErrorParams = { types?: string; max?: number };

function frenchMessage(code: UploadErrorCode, params: UploadErrorParams): string {
  switch (code) {
    case "no_file":
      return "Aucun fichier fourni";
    case "unsupported_type":
      return "Type de fichier non supporté";
    case "type_not_allowed":
      return `Type de fichier non autorisé. Types autorisés: ${params.types ?? ""}`;
    case "too_large":
      return `Fichier trop volumineux. Taille maximale: ${params.max ?? ""}MB`;
    case "name_too_long":
      return "Nom de fichier trop long";
  }
}

/** A refused upload. `message` is the spec's French text; the UI translates `messageKey` with `params`. */
export class UploadError extends Error {
  readonly code: UploadErrorCode;
  readonly messageKey: `uploads.error.${UploadErrorCode}`;
  readonly params: UploadErrorParams;

  constructor(code: UploadErrorCode, params: UploadErrorParams = {}) {
    super(frenchMessage(code, params));
    this.name = "UploadError";
    this.code = code;
    this.messageKey = `uploads.error.${code}`;
    this.params = params;
  }
}

type Format = {
  kind: UploadKind;
  /** Extensions a file of this format may carry (a subset of the spec's list). */
  extensions: readonly string[];
  /** MIME types a browser may declare for it. */
  mimes: readonly string[];
  /** What we store and serve it as, whatever the browser declared. */
  contentType: string;
  raster?: boolean;
};

const FORMATS = {
  jpeg: {
    kind: "image",
    extensions: ["jpg", "jpeg"],
    mimes: ["image/jpeg", "image/pjpeg"],
    contentType: "image/jpeg",
    raster: true,
  },
  png: {
    kind: "image",
    extensions: ["png"],
    mimes: ["image/png", "image/apng"],
    contentType: "image/png",
    raster: true,
  },
  gif: { kind: "image", extensions: ["gif"], mimes: ["image/gif"], contentType: "image/gif", raster: true },
  webp: { kind: "image", extensions: ["webp"], mimes: ["image/webp"], contentType: "image/webp", raster: true },
  svg: { kind: "image", extensions: ["svg"], mimes: ["image/svg+xml"], contentType: "image/svg+xml" },
  ico: {
    kind: "image",
    extensions: ["ico"],
    mimes: ["image/x-icon", "image/vnd.microsoft.icon", "image/ico", "image/icon"],
    contentType: "image/x-icon",
  },
  pdf: { kind: "document", extensions: ["pdf"], mimes: ["application/pdf"], contentType: "application/pdf" },
  doc: { kind: "document", extensions: ["doc"], mimes: ["application/msword"], contentType: "application/msword" },
  docx: {
    kind: "document",
    extensions: ["docx"],
    mimes: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  xls: {
    kind: "document",
    extensions: ["xls"],
    mimes: ["application/vnd.ms-excel"],
    contentType: "application/vnd.ms-excel",
  },
  xlsx: {
    kind: "document",
    extensions: ["xlsx"],
    mimes: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
  txt: { kind: "document", extensions: ["txt"], mimes: ["text/plain"], contentType: "text/plain; charset=utf-8" },
  // Windows browsers with Excel installed declare .csv as application/vnd.ms-excel.
  csv: {
    kind: "document",
    extensions: ["csv"],
    mimes: ["text/csv", "application/csv", "text/x-csv", "text/plain", "application/vnd.ms-excel"],
    contentType: "text/csv; charset=utf-8",
  },
  mp4: { kind: "video", extensions: ["mp4"], mimes: ["video/mp4"], contentType: "video/mp4" },
  webm: { kind: "video", extensions: ["webm"], mimes: ["video/webm"], contentType: "video/webm" },
  ogg: { kind: "video", extensions: ["ogg"], mimes: ["video/ogg", "application/ogg"], contentType: "video/ogg" },
  avi: {
    kind: "video",
    extensions: ["avi"],
    mimes: ["video/x-msvideo", "video/avi", "video/msvideo", "video/vnd.avi"],
    contentType: "video/x-msvideo",
  },
  mov: { kind: "video", extensions: ["mov"], mimes: ["video/quicktime"], contentType: "video/quicktime" },
} as const satisfies Record<string, Format>;

export type UploadFormat = keyof typeof FORMATS;

// file-type's answer -> our format. Anything it names that is missing here (exe, zip, html-ish
// xml, mkv, audio-only ogg...) is a known type we do not take.
const SNIFFED: Record<string, UploadFormat> = {
  jpg: "jpeg",
  png: "png",
  apng: "png",
  gif: "gif",
  webp: "webp",
  ico: "ico",
  pdf: "pdf",
  docx: "docx",
  xlsx: "xlsx",
  mp4: "mp4",
  webm: "webm",
  // Only Ogg streams file-type recognises as video (Theora / OGM): "ogg" is allowed as a video kind.
  ogv: "ogg",
  ogm: "ogg",
  avi: "avi",
  mov: "mov",
};

// Browsers send this (or nothing) when they don't know the type: it claims nothing, so the
// extension and the content decide alone.
const UNINFORMATIVE_MIMES = new Set(["", "application/octet-stream"]);

function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

function allowedFormats(options: UploadOptions): UploadFormat[] {
  const narrowed = options.extensions?.map((e) => e.toLowerCase());
  return (Object.keys(FORMATS) as UploadFormat[]).filter((format) => {
    const info: Format = FORMATS[format];
    const permitted = format === "ico" ? options.allowIco === true : options.kinds.includes(info.kind);
    return permitted && (!narrowed || info.extensions.some((e) => narrowed.includes(e)));
  });
}

/** The extensions shown to the user, in the spec's order. */
export function allowedExtensions(options: UploadOptions): string[] {
  const list: string[] = options.kinds.flatMap((kind) => ALLOWED_EXTENSIONS[kind]);
  if (options.allowIco) list.push("ico");
  const unique = [...new Set(list)];
  const narrowed = options.extensions?.map((e) => e.toLowerCase());
  return narrowed ? unique.filter((e) => narrowed.includes(e)) : unique;
}

function limitFor(kind: UploadKind, options: UploadOptions): number {
  return options.maxBytes ?? UPLOAD_LIMITS[kind];
}

/** The largest file `options` let through: the HTTP layer stops reading an upload body past it. */
export function maxUploadBytes(options: UploadOptions): number {
  // A favicon-only purpose may still receive an image (.ico is judged as one).
  const kinds: UploadKind[] =
    options.allowIco && !options.kinds.includes("image") ? [...options.kinds, "image"] : [...options.kinds];
  return Math.max(...kinds.map((kind) => limitFor(kind, options)));
}

export function tooLarge(limit: number): UploadError {
  // The spec's message shows whole megabytes.
  return new UploadError("too_large", { max: Math.max(1, Math.round(limit / MB)) });
}

function decodeText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

export type CheckedUpload = {
  format: UploadFormat;
  kind: UploadKind;
  extension: string;
  /** The type we store and serve, from the sniffed content. */
  contentType: string;
  /** The bytes to store: the input, or the sanitised document for SVG. */
  bytes: Uint8Array;
};

type Identified = { format: UploadFormat; svgText?: string } | { format: undefined; known: boolean };

async function identify(bytes: Uint8Array, extension: string): Promise<Identified> {
  // Loaded on the first upload, not at start: most processes never need it (memory).
  const { fileTypeFromBuffer } = await import("file-type");
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed) {
    // MS Office 97-2003 files are OLE compound files: the container alone can't tell .doc from
    // .xls, so the extension picks between the two (an .msi renamed .doc would pass, and is
    // then stored and served as a Word document, never executed by us).
    if (sniffed.ext === "cfb" && (extension === "doc" || extension === "xls")) return { format: extension };
    const format = SNIFFED[sniffed.ext];
    if (format) return { format };
  }
  const text = decodeText(bytes);
  if (text === undefined) return { format: undefined, known: sniffed !== undefined };
  if (looksLikeSvg(text)) return { format: "svg", svgText: text };
  // Plain text has no signature: only the extension can say it is meant as .txt or .csv. This
  // also covers text that happens to start like a short binary signature ("MZ", "BM", "ID3",
  // "{\rtf"): it is stored and served as UTF-8 text, which is inert.
  if (extension === "txt" || extension === "csv") return { format: extension };
  return { format: undefined, known: true };
}

function normaliseMime(type: string): string {
  return (type ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * Checks an upload against the spec's rules and the caller's kinds and limit, trusting only
 * the content: the sniffed format must be allowed, and the name's extension and the declared
 * type must both agree with it. Throws UploadError.
 */
export async function checkUpload(
  file: UploadInput | null | undefined,
  options: UploadOptions,
): Promise<CheckedUpload> {
  if (options.kinds.length === 0 && !options.allowIco) throw new Error("checkUpload: no kind of file allowed");
  if (!file?.bytes || file.bytes.byteLength === 0) throw new UploadError("no_file");
  if (Array.from(file.name ?? "").length > MAX_FILE_NAME_LENGTH) throw new UploadError("name_too_long");

  // Before reading the content, refuse anything over the largest limit that could apply.
  const upperLimit = maxUploadBytes(options);
  if (file.bytes.byteLength > upperLimit) throw tooLarge(upperLimit);

  const extension = extensionOf(file.name ?? "");
  const identified = await identify(file.bytes, extension);
  if (identified.format === undefined) {
    if (!identified.known) throw new UploadError("unsupported_type");
    throw new UploadError("type_not_allowed", { types: allowedExtensions(options).join(", ") });
  }

  const format = identified.format;
  const info: Format = FORMATS[format];
  const declared = normaliseMime(file.type);
  const agrees =
    allowedFormats(options).includes(format) &&
    info.extensions.includes(extension) &&
    allowedExtensions(options).includes(extension) &&
    (UNINFORMATIVE_MIMES.has(declared) || info.mimes.includes(declared));
  if (!agrees) throw new UploadError("type_not_allowed", { types: allowedExtensions(options).join(", ") });

  const limit = limitFor(info.kind, options);
  if (file.bytes.byteLength > limit) throw tooLarge(limit);

  let bytes = file.bytes;
  if (format === "svg") {
    const clean = sanitizeSvg(identified.svgText ?? "");
    if (!clean) throw new UploadError("unsupported_type");
    bytes = new TextEncoder().encode(clean);
  }
  return { format, kind: info.kind, extension, contentType: info.contentType, bytes };
}

const LIGATURES: Record<string, string> = { œ: "oe", Œ: "oe", æ: "ae", Æ: "ae", ß: "ss" };

/**
 * The spec's rule: lower case, only letters, digits, dot and hyphen; anything else becomes a
 * hyphen, runs collapse and ends are trimmed. Accents are stripped first so "Été" gives
 * "ete", not "-t-"; leading dots go so no stored file is hidden or named "..".
 */
export function sanitizeFileName(name: string): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[œŒæÆß]/g, (c) => LIGATURES[c])
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, "-")
    .replace(/-*\.[-.]*/g, ".")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "");
  return cleaned || "file";
}

const RANDOM_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
// Room for "-1280.webp" variants under the usual 255-byte file-name limit of disks.
const MAX_STORED_NAME_LENGTH = 200;

function randomSuffix(length = 6): string {
  let out = "";
  for (let i = 0; i < length; i++) out += RANDOM_ALPHABET[randomInt(RANDOM_ALPHABET.length)];
  return out;
}

/** `${prefix}-${timestamp}-${random6}-${sanitizedName}`, shortened (keeping the extension) to fit any disk. */
export function storedFileName(prefix: string, name: string, now: Date | number = Date.now()): string {
  const time = typeof now === "number" ? now : now.getTime();
  const head = `${sanitizeFileName(prefix).slice(0, 60)}-${time}-${randomSuffix()}-`;
  let safe = sanitizeFileName(name);
  const room = MAX_STORED_NAME_LENGTH - head.length;
  if (safe.length > room) {
    const dot = safe.lastIndexOf(".");
    const extension = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : "";
    safe = safe.slice(0, room - extension.length).replace(/[.-]+$/, "") + extension;
  }
  return head + safe;
}

export const VARIANT_WIDTHS = [320, 768, 1280] as const;
// 50 megapixels covers camera photos; beyond that, decoding is a memory hazard (pixel bombs).
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The widths to produce: every standard width below the original, plus the original width
 * itself when it is not larger than the biggest standard one. Never upscales.
 */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < originalWidth);
  if (originalWidth <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]) widths.push(originalWidth);
  return widths;
}

async function makeVariants(bytes: Uint8Array): Promise<{ width: number; body: Uint8Array }[]> {
  try {
    const input = { animated: true, autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS } as const;
    const { default: sharp } = await import("sharp"); // loaded on the first image, not at start
    const metadata = await sharp(bytes, input).metadata();
    const width = metadata.autoOrient?.width ?? metadata.width;
    if (!width) throw new Error("no width");
    return await Promise.all(
      variantWidths(width).map(async (w) => {
        const body = await sharp(bytes, input)
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        return { width: w, body: new Uint8Array(body) };
      }),
    );
  } catch {
    // Right magic bytes but not decodable (truncated, corrupt, polyglot, pixel bomb).
    throw new UploadError("unsupported_type");
  }
}

export type SaveUploadOptions = UploadOptions & { folder: string; prefix: string; now?: Date | number };

export type SavedUpload = {
  url: string;
  key: string;
  contentType: string;
  size: number;
  variants: { width: number; url: string }[];
  /** Storage keys of the WebP variants (the original's is `key`). */
  variantKeys: string[];
};

/** Checks the file, then stores it (and, for raster images, its WebP variants) under `${folder}/`. */
export async function saveUpload(
  storage: Storage,
  file: UploadInput | null | undefined,
  options: SaveUploadOptions,
): Promise<SavedUpload> {
  const checked = await checkUpload(file, options);
  const info: Format = FORMATS[checked.format];
  // Decode before writing anything, so a refused image leaves nothing behind.
  const variants = info.raster ? await makeVariants(checked.bytes) : [];

  const name = storedFileName(options.prefix, file?.name ?? "", options.now);
  const folder = options.folder.replace(/^\/+|\/+$/g, "");
  const key = folder ? `${folder}/${name}` : name;
  const dot = name.lastIndexOf(".");
  const base = key.slice(0, key.length - name.length) + (dot > 0 ? name.slice(0, dot) : name);

  const written: string[] = [];
  try {
    await storage.put(key, checked.bytes, checked.contentType);
    written.push(key);
    const saved: SavedUpload["variants"] = [];
    for (const variant of variants) {
      const variantKey = `${base}-${variant.width}.webp`;
      await storage.put(variantKey, variant.body, "image/webp");
      written.push(variantKey);
      saved.push({ width: variant.width, url: storage.publicUrl(variantKey) });
    }
    return {
      url: storage.publicUrl(key),
      key,
      contentType: checked.contentType,
      size: checked.bytes.byteLength,
      variants: saved,
      variantKeys: written.slice(1),
    };
  } catch (error) {
    // Don't leave an original without its variants (or the reverse) behind.
    await Promise.allSettled(written.map((k) => storage.delete(k)));
    throw error;
  }
}

/**
 * A form field as an UploadInput; null when no file was chosen (browsers then send an empty,
 * nameless part), which checkUpload answers with no_file.
 */
export async function readUploadInput(value: FormDataEntryValue | null | undefined): Promise<UploadInput | null> {
  if (!value || typeof value === "string" || value.size === 0) return null;
  return { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
}
