import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { organisation_profile } from "#db/schema";
import { loadCertificateAssets, toPng } from "~/certificates/certificate-assets.server";
import { db } from "~/server/db.server";
import { getStorage } from "~/server/storage.server";
import { useTestDatabase } from "../../tests/db";

const PNG_MAGIC = "89504e47";
const isPng = (bytes: Buffer | null) => bytes !== null && bytes.subarray(0, 4).toString("hex") === PNG_MAGIC;

async function setImages(signature: string | null, stamp: string | null) {
  await db().delete(organisation_profile);
  await db()
    .insert(organisation_profile)
    .values({ legal_name: "Formatio Conseil SAS", signature_image_url: signature, stamp_image_url: stamp });
}

describe("loadCertificateAssets", () => {
  useTestDatabase();

  beforeEach(async () => {
    await db().delete(organisation_profile);
  });

  it("has no images before the organisation profile names any", async () => {
    expect(await loadCertificateAssets()).toEqual({ signature: null, stamp: null });
  });

  it("reads an uploaded WebP and the demo's SVG, both as PNG at most 600 px wide", async () => {
    const webp = await sharp({ create: { width: 900, height: 300, channels: 4, background: "#b91c1cff" } })
      .webp()
      .toBuffer();
    const key = `organisation/stamp-${Date.now()}.webp`;
    await getStorage().put(key, new Uint8Array(webp), "image/webp");
    await setImages("/demo/organisation/signature.svg", getStorage().publicUrl(key));
    const { signature, stamp } = await loadCertificateAssets();
    expect(isPng(signature)).toBe(true);
    expect(isPng(stamp)).toBe(true);
    expect((await sharp(stamp as Buffer).metadata()).width).toBe(600);
    expect((await sharp(signature as Buffer).metadata()).width).toBeLessThanOrEqual(600);
  });

  it("leaves a missing, foreign or unreadable image out rather than failing", async () => {
    const broken = `organisation/signature-${Date.now()}.png`;
    await getStorage().put(broken, new TextEncoder().encode("not an image"), "image/png");
    await setImages(getStorage().publicUrl(broken), getStorage().publicUrl("organisation/gone.png"));
    expect(await loadCertificateAssets()).toEqual({ signature: null, stamp: null });
    await setImages("https://elsewhere.example/stamp.png", "/demo/../../etc/passwd");
    expect(await loadCertificateAssets()).toEqual({ signature: null, stamp: null });
  });
});

describe("toPng", () => {
  it("rasterises an SVG crisply: a small drawing comes out larger than its declared size", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><path d="M5 35 L115 5" stroke="#000"/></svg>';
    const png = await toPng(new TextEncoder().encode(svg));
    expect(isPng(png)).toBe(true);
    expect((await sharp(png).metadata()).width).toBe(480);
  });
});
