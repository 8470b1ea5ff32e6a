// The legal representative's signature and the organisation's stamp as the certificates print
// them (delivery.md §0, §3): read from where the organisation profile's images are stored and
// turned into PNG, the one raster format pdfkit embeds besides JPEG (uploads may be SVG or WebP).
// An image that is missing or unreadable leaves its box empty: a certificate is still issued,
// and the warning tells the administrator's log why it has no signature.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { CertificateAssets } from "~/certificates/certificate-pdf.server";
import { organisationLegalProfile } from "~/organisation/jurisdiction.server";
import { logger } from "~/server/logger.server";
import { getStorage } from "~/server/storage.server";
import { uploadKeyOf } from "~/uploads/upload-urls.server";

/** Wide enough for a crisp 150-point box at print resolution, small enough to keep the PDF light. */
const MAX_WIDTH = 600;
/** An SVG rasterised at 4× the 72 dpi sharp assumes, so its strokes stay sharp when scaled down. */
const SVG_DENSITY = 288;

/** The demo's images ship under public/demo (built into build/client): readable from either. */
const DEMO_PATH = /^\/demo\/[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|png|jpe?g|webp)$/;

export async function loadCertificateAssets(): Promise<CertificateAssets> {
  const profile = await organisationLegalProfile();
  const [signature, stamp] = await Promise.all([
    loadImage(profile?.signature_image_url ?? null, "signature"),
    loadImage(profile?.stamp_image_url ?? null, "stamp"),
  ]);
  return { signature, stamp };
}

async function loadImage(url: string | null, what: "signature" | "stamp"): Promise<Buffer | null> {
  if (!url) return null;
  try {
    const bytes = await readImage(url);
    if (!bytes) {
      logger.warn({ url, what }, "certificate image not found: its box stays empty");
      return null;
    }
    return await toPng(bytes);
  } catch (error) {
    logger.warn({ url, what, err: error }, "certificate image unreadable: its box stays empty");
    return null;
  }
}

async function readImage(url: string): Promise<Uint8Array | null> {
  const key = uploadKeyOf(url);
  if (key) return (await getStorage().get(key))?.body ?? null;
  if (!DEMO_PATH.test(url)) return null;
  for (const root of ["public", "build/client"]) {
    try {
      return await readFile(path.resolve(root, `.${url}`));
    } catch {
      // Not in this root: the other one (development serves public/, production build/client).
    }
  }
  return null;
}

/** Any format sharp reads (SVG, WebP, PNG, JPEG…) as a PNG at most MAX_WIDTH wide, transparency kept. */
export async function toPng(bytes: Uint8Array): Promise<Buffer> {
  const svg = looksLikeSvg(bytes);
  const { default: sharp } = await import("sharp"); // loaded on the first certificate, not at start
  return sharp(bytes, svg ? { density: SVG_DENSITY } : {})
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .png()
    .toBuffer();
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart();
  return head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"));
}
