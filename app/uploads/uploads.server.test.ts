import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createLocalStorage, type Storage } from "~/server/storage.server";
import { uploadOptions } from "~/uploads/purposes.server";
import { looksLikeSvg, sanitizeSvg } from "~/uploads/svg.server";
import {
  checkUpload,
  MB,
  readUploadInput,
  sanitizeFileName,
  saveUpload,
  storedFileName,
  UploadError,
  type UploadInput,
  type UploadOptions,
  variantWidths,
} from "~/uploads/uploads.server";

// ---------- fixtures: real files, built here ----------

const text = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

async function image(format: "png" | "jpeg" | "gif" | "webp", width: number, height: number): Promise<Uint8Array> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });
  return new Uint8Array(await base.toFormat(format).toBuffer());
}

/** A minimal ZIP with stored (uncompressed) entries: enough for file-type's OOXML detection. */
function zip(entries: Record<string, string>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = text(name);
    const data = text(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralDirectory = concat(...centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return concat(...locals, centralDirectory, end);
}

const DOCX_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

const PDF = text(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);
const CFB = concat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(504));
const EXE = concat(
  text("MZ"),
  new Uint8Array([0x90, 0x00, 0x03, 0x00]),
  new Uint8Array(58),
  text("This program cannot be run in DOS mode."),
);
const MP4 = concat(
  new Uint8Array([0, 0, 0, 0x18]),
  text("ftypmp42"),
  new Uint8Array([0, 0, 0, 0]),
  text("mp42isom"),
  new Uint8Array(64),
);
const MOV = concat(
  new Uint8Array([0, 0, 0, 0x14]),
  text("ftypqt  "),
  new Uint8Array([0, 0, 2, 0]),
  text("qt  "),
  new Uint8Array(64),
);
const AVI = concat(text("RIFF"), new Uint8Array([0x24, 0, 0, 0]), text("AVI LIST"), new Uint8Array(64));
const GOOD_SVG =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40" width="100" height="40"><defs><linearGradient id="g"><stop offset="0" stop-color="#036"/><stop offset="1" stop-color="#39f"/></linearGradient></defs><rect width="100" height="40" rx="4" fill="url(#g)"/><text x="10" y="26" font-size="16" fill="#fff">Formatio</text></svg>';

let png1600: Uint8Array;
let jpeg500: Uint8Array;
let gif100: Uint8Array;
let webp900: Uint8Array;

beforeAll(async () => {
  [png1600, jpeg500, gif100, webp900] = await Promise.all([
    image("png", 1600, 900),
    image("jpeg", 500, 300),
    image("gif", 100, 50),
    image("webp", 900, 600),
  ]);
});

const IMAGE: UploadOptions = { kinds: ["image"] };
const DOCUMENT: UploadOptions = { kinds: ["document"] };
const VIDEO: UploadOptions = { kinds: ["video"] };

async function refusal(file: UploadInput | null, options: UploadOptions): Promise<UploadError> {
  try {
    await checkUpload(file, options);
  } catch (error) {
    expect(error).toBeInstanceOf(UploadError);
    return error as UploadError;
  }
  throw new Error("expected the upload to be refused");
}

// ---------- checks ----------

describe("checkUpload: accepted files", () => {
  test.each([
    ["PNG", () => ({ name: "photo.png", type: "image/png", bytes: png1600 }), IMAGE, "png", "image/png"],
    ["JPEG (.jpg)", () => ({ name: "photo.JPG", type: "image/jpeg", bytes: jpeg500 }), IMAGE, "jpeg", "image/jpeg"],
    ["JPEG (.jpeg)", () => ({ name: "photo.jpeg", type: "image/jpeg", bytes: jpeg500 }), IMAGE, "jpeg", "image/jpeg"],
    ["GIF", () => ({ name: "a.gif", type: "image/gif", bytes: gif100 }), IMAGE, "gif", "image/gif"],
    ["WebP", () => ({ name: "a.webp", type: "image/webp", bytes: webp900 }), IMAGE, "webp", "image/webp"],
    ["SVG", () => ({ name: "logo.svg", type: "image/svg+xml", bytes: text(GOOD_SVG) }), IMAGE, "svg", "image/svg+xml"],
    ["PDF", () => ({ name: "programme.pdf", type: "application/pdf", bytes: PDF }), DOCUMENT, "pdf", "application/pdf"],
    [
      "DOCX",
      () => ({
        name: "cv.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        bytes: zip({ "[Content_Types].xml": DOCX_CONTENT_TYPES, "word/document.xml": "<w:document/>" }),
      }),
      DOCUMENT,
      "docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      "DOC (OLE)",
      () => ({ name: "ancien.doc", type: "application/msword", bytes: CFB }),
      DOCUMENT,
      "doc",
      "application/msword",
    ],
    [
      "XLS (OLE)",
      () => ({ name: "ancien.xls", type: "application/vnd.ms-excel", bytes: CFB }),
      DOCUMENT,
      "xls",
      "application/vnd.ms-excel",
    ],
    [
      "TXT",
      () => ({ name: "notes.txt", type: "text/plain", bytes: text("Bonjour à tous,\nvoici l'été.\n") }),
      DOCUMENT,
      "txt",
      "text/plain; charset=utf-8",
    ],
    [
      "CSV",
      () => ({ name: "inscrits.csv", type: "text/csv", bytes: text("nom;prénom\nDupont;Éloïse\n") }),
      DOCUMENT,
      "csv",
      "text/csv; charset=utf-8",
    ],
    [
      "CSV declared by Windows as Excel",
      () => ({ name: "inscrits.csv", type: "application/vnd.ms-excel", bytes: text("a,b\n1,2\n") }),
      DOCUMENT,
      "csv",
      "text/csv; charset=utf-8",
    ],
    [
      "CSV with no declared type",
      () => ({ name: "inscrits.csv", type: "", bytes: text("\uFEFFa,b\n1,2\n") }),
      DOCUMENT,
      "csv",
      "text/csv; charset=utf-8",
    ],
    ["MP4", () => ({ name: "intro.mp4", type: "video/mp4", bytes: MP4 }), VIDEO, "mp4", "video/mp4"],
    ["MOV", () => ({ name: "intro.mov", type: "video/quicktime", bytes: MOV }), VIDEO, "mov", "video/quicktime"],
    ["AVI", () => ({ name: "intro.avi", type: "video/x-msvideo", bytes: AVI }), VIDEO, "avi", "video/x-msvideo"],
  ] as const)("%s", async (_label, make, options, format, contentType) => {
    const checked = await checkUpload(make(), options);
    expect(checked.format).toBe(format);
    expect(checked.contentType).toBe(contentType);
  });

  test("text that starts like a binary signature is still text", async () => {
    for (const start of ["MZ Conseil;Paris\n", "BM;12\n", "ID3;x\n", "{\\rtf1 hello}\n"]) {
      const checked = await checkUpload({ name: "clients.csv", type: "text/csv", bytes: text(start) }, DOCUMENT);
      expect(checked.format).toBe("csv");
    }
  });

  test("declared type parameters and case don't matter", async () => {
    const checked = await checkUpload(
      { name: "a.csv", type: "Text/CSV; charset=UTF-8", bytes: text("a;b\n") },
      DOCUMENT,
    );
    expect(checked.format).toBe("csv");
  });

  test("a 255-character name is accepted", async () => {
    const name = `${"a".repeat(251)}.png`;
    expect(name).toHaveLength(255);
    await expect(checkUpload({ name, type: "image/png", bytes: png1600 }, IMAGE)).resolves.toMatchObject({
      format: "png",
    });
  });

  test("several kinds at once: each file is held to its own kind's limit", async () => {
    const bigPdf = concat(PDF, new Uint8Array(6 * MB));
    await expect(
      checkUpload({ name: "gros.pdf", type: "application/pdf", bytes: bigPdf }, { kinds: ["image", "document"] }),
    ).resolves.toMatchObject({
      format: "pdf",
    });
    const bigPng = concat(png1600, new Uint8Array(6 * MB));
    const error = await refusal(
      { name: "gros.png", type: "image/png", bytes: bigPng },
      { kinds: ["image", "document"] },
    );
    expect(error.message).toBe("Fichier trop volumineux. Taille maximale: 5MB");
  });
});

describe("checkUpload: refusals with the spec's French messages", () => {
  test("no file", async () => {
    for (const file of [null, { name: "vide.png", type: "image/png", bytes: new Uint8Array(0) }]) {
      const error = await refusal(file, IMAGE);
      expect(error.code).toBe("no_file");
      expect(error.message).toBe("Aucun fichier fourni");
      expect(error.messageKey).toBe("uploads.error.no_file");
    }
  });

  test("name over 255 characters", async () => {
    const error = await refusal({ name: `${"a".repeat(252)}.png`, type: "image/png", bytes: png1600 }, IMAGE);
    expect(error.code).toBe("name_too_long");
    expect(error.message).toBe("Nom de fichier trop long");
    expect(error.messageKey).toBe("uploads.error.name_too_long");
  });

  test("over the generic image limit (5 MB): PNG magic plus padding", async () => {
    const bytes = new Uint8Array(5 * MB + 1);
    bytes.set(png1600.subarray(0, 64));
    const error = await refusal({ name: "big.png", type: "image/png", bytes }, IMAGE);
    expect(error.code).toBe("too_large");
    expect(error.message).toBe("Fichier trop volumineux. Taille maximale: 5MB");
    expect(error.messageKey).toBe("uploads.error.too_large");
    expect(error.params).toEqual({ max: 5 });
  });

  test("exactly at the limit is fine, one byte over is not (per-purpose 2 MB)", async () => {
    const atLimit = concat(png1600, new Uint8Array(2 * MB - png1600.length));
    await expect(
      checkUpload({ name: "a.png", type: "image/png", bytes: atLimit }, uploadOptions("avatar")),
    ).resolves.toBeTruthy();
    const error = await refusal(
      { name: "a.png", type: "image/png", bytes: concat(atLimit, new Uint8Array(1)) },
      uploadOptions("avatar"),
    );
    expect(error.message).toBe("Fichier trop volumineux. Taille maximale: 2MB");
  });

  test("document limit is 10 MB and video limit 100 MB", async () => {
    const doc = await refusal({ name: "a.pdf", type: "application/pdf", bytes: new Uint8Array(10 * MB + 1) }, DOCUMENT);
    expect(doc.message).toBe("Fichier trop volumineux. Taille maximale: 10MB");
    const video = await refusal({ name: "a.mp4", type: "video/mp4", bytes: new Uint8Array(100 * MB + 1) }, VIDEO);
    expect(video.message).toBe("Fichier trop volumineux. Taille maximale: 100MB");
  });

  const IMAGE_TYPES = "Type de fichier non autorisé. Types autorisés: jpeg, jpg, png, gif, webp, svg";

  test.each([
    ["an .exe renamed .png", () => ({ name: "photo.png", type: "image/png", bytes: EXE })],
    [
      "a PNG named .png but declared application/pdf",
      () => ({ name: "photo.png", type: "application/pdf", bytes: png1600 }),
    ],
    ["a PNG named .jpg", () => ({ name: "photo.jpg", type: "image/jpeg", bytes: png1600 })],
    ["a JPEG declared image/png", () => ({ name: "photo.jpg", type: "image/png", bytes: jpeg500 })],
    [
      "HTML named .jpg",
      () => ({ name: "photo.jpg", type: "image/jpeg", bytes: text("<!doctype html><script>alert(1)</script>") }),
    ],
    ["an SVG named .png", () => ({ name: "logo.png", type: "image/png", bytes: text(GOOD_SVG) })],
    ["a PDF in an image field", () => ({ name: "doc.pdf", type: "application/pdf", bytes: PDF })],
    ["a PNG with no extension", () => ({ name: "photo", type: "image/png", bytes: png1600 })],
    ["a double extension ending in .exe", () => ({ name: "photo.png.exe", type: "image/png", bytes: png1600 })],
    ["an .ico without allowIco", () => ({ name: "favicon.ico", type: "image/x-icon", bytes: ICO })],
  ])("%s → type_not_allowed", async (_label, make) => {
    const error = await refusal(make(), IMAGE);
    expect(error.code).toBe("type_not_allowed");
    expect(error.message).toBe(IMAGE_TYPES);
    expect(error.messageKey).toBe("uploads.error.type_not_allowed");
    expect(error.params).toEqual({ types: "jpeg, jpg, png, gif, webp, svg" });
  });

  const DOCUMENT_TYPES = "Type de fichier non autorisé. Types autorisés: pdf, doc, docx, xls, xlsx, txt, csv";

  test.each([
    ["a PNG declared as PDF and named .pdf", () => ({ name: "cv.pdf", type: "application/pdf", bytes: png1600 })],
    [
      "a plain zip renamed .docx",
      () => ({
        name: "cv.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        bytes: zip({ "hello.txt": "hi" }),
      }),
    ],
    [
      "a real .docx renamed .xlsx",
      () => ({
        name: "cv.xlsx",
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        bytes: zip({ "[Content_Types].xml": DOCX_CONTENT_TYPES, "word/document.xml": "<w:document/>" }),
      }),
    ],
    ["an OLE file renamed .pdf", () => ({ name: "x.pdf", type: "application/pdf", bytes: CFB })],
    ["an .exe named .doc", () => ({ name: "x.doc", type: "application/msword", bytes: EXE })],
    ["text named .pdf", () => ({ name: "x.pdf", type: "application/pdf", bytes: text("just text") })],
    ["an HTML page named .html", () => ({ name: "x.html", type: "text/html", bytes: text("<p>hi</p>") })],
    ["a text file declared text/html", () => ({ name: "x.txt", type: "text/html", bytes: text("<p>hi</p>") })],
    ["an SVG in a document field", () => ({ name: "logo.svg", type: "image/svg+xml", bytes: text(GOOD_SVG) })],
  ])("%s → type_not_allowed", async (_label, make) => {
    const error = await refusal(make(), DOCUMENT);
    expect(error.code).toBe("type_not_allowed");
    expect(error.message).toBe(DOCUMENT_TYPES);
  });

  test.each([
    ["random binary", new Uint8Array([0x00, 0x13, 0x37, 0xfe, 0x00, 0x9a, 0xbc, 0x00, 0x01, 0x02])],
    ["Latin-1 text (not UTF-8)", new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a])],
    ["text with NUL bytes", text("a\u0000b\u0000c")],
  ])("%s → unsupported_type", async (_label, bytes) => {
    const error = await refusal({ name: "x.txt", type: "text/plain", bytes }, DOCUMENT);
    expect(error.code).toBe("unsupported_type");
    expect(error.message).toBe("Type de fichier non supporté");
    expect(error.messageKey).toBe("uploads.error.unsupported_type");
  });

  test("a narrowed extension list is enforced on the name too", async () => {
    const error = await refusal(
      { name: "a.jpeg", type: "image/jpeg", bytes: jpeg500 },
      { kinds: ["image"], extensions: ["jpg"] },
    );
    expect(error.message).toBe("Type de fichier non autorisé. Types autorisés: jpg");
    await expect(
      checkUpload({ name: "a.jpg", type: "image/jpeg", bytes: jpeg500 }, { kinds: ["image"], extensions: ["jpg"] }),
    ).resolves.toBeTruthy();
  });

  test("favicon purpose: ico, png and svg only", async () => {
    await expect(
      checkUpload({ name: "favicon.ico", type: "image/vnd.microsoft.icon", bytes: ICO }, uploadOptions("favicon")),
    ).resolves.toMatchObject({
      format: "ico",
      contentType: "image/x-icon",
    });
    const error = await refusal({ name: "favicon.jpg", type: "image/jpeg", bytes: jpeg500 }, uploadOptions("favicon"));
    expect(error.message).toBe("Type de fichier non autorisé. Types autorisés: png, svg, ico");
  });
});

// A real (tiny) ICO: one 16x16 entry holding a PNG.
let ICO: Uint8Array;
beforeAll(async () => {
  const inner = await image("png", 16, 16);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(16, 6);
  header.writeUInt8(16, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(inner.length, 14);
  header.writeUInt32LE(22, 18);
  ICO = concat(header, inner);
});

// ---------- SVG ----------

const HOSTILE_SVGS: Record<string, string> = {
  script:
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="1" height="1"/></svg>',
  "script with CDATA":
    '<svg xmlns="http://www.w3.org/2000/svg"><script type="text/ecmascript"><![CDATA[alert(1)]]></script></svg>',
  onload:
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1" onclick="alert(2)"/></svg>',
  "javascript: link":
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a></svg>',
  "javascript: in use":
    '<svg xmlns="http://www.w3.org/2000/svg"><use href="javascript:alert(1)"/><use xlink:href="data:image/svg+xml;base64,PHN2Zz4="/></svg>',
  foreignObject:
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"></iframe><script>alert(1)</script></body></foreignObject></svg>',
  "external image":
    '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png" width="1" height="1"/></svg>',
  "animate to javascript:":
    '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="javascript:alert(1)"/><text x="0" y="10">click</text></a><set attributeName="onmouseover" to="alert(1)"/></svg>',
  "style with @import":
    '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css); rect{fill:url(https://evil.example/p)}</style><rect width="1" height="1"/></svg>',
  "external url() in attributes and style":
    '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://evil.example/p#x)" style="fill:url(https://evil.example/p); stroke: red" width="1" height="1"/></svg>',
  "doctype with entities":
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;&a;</text></svg>',
  "namespaced script":
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>',
  "iframe and embed":
    '<svg xmlns="http://www.w3.org/2000/svg"><iframe src="https://evil.example"/><embed src="x.swf"/></svg>',
};

describe("SVG", () => {
  test("detection: prolog, comments and doctype before <svg>", () => {
    expect(looksLikeSvg(GOOD_SVG)).toBe(true);
    expect(looksLikeSvg('\uFEFF<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>')).toBe(true);
    expect(looksLikeSvg("<svg/>")).toBe(true);
    expect(looksLikeSvg("<html><svg></svg></html>")).toBe(false);
    expect(looksLikeSvg("<svgx>")).toBe(false);
    expect(looksLikeSvg("<!-- unterminated <svg>")).toBe(false);
    expect(looksLikeSvg(`${" ".repeat(100_000)}x`)).toBe(false);
  });

  test("a good SVG keeps its shapes, gradient, text and case-sensitive names", async () => {
    const checked = await checkUpload({ name: "logo.svg", type: "image/svg+xml", bytes: text(GOOD_SVG) }, IMAGE);
    const out = new TextDecoder().decode(checked.bytes);
    expect(out).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(out).toContain('viewBox="0 0 100 40"');
    expect(out).toContain('<linearGradient id="g">');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain(">Formatio</text>");
    // The result is still an image sharp (libvips/librsvg) can render.
    const metadata = await sharp(Buffer.from(checked.bytes)).metadata();
    expect(metadata).toMatchObject({ format: "svg", width: 100, height: 40 });
  });

  test.each(Object.entries(HOSTILE_SVGS))("hostile SVG (%s) is defanged", async (_label, svg) => {
    const checked = await checkUpload({ name: "evil.svg", type: "image/svg+xml", bytes: text(svg) }, IMAGE);
    const out = new TextDecoder().decode(checked.bytes);
    expect(out).toMatch(/^<svg[\s>]/);
    expect(out).not.toMatch(
      /<script|<\w+:script|foreignObject|<iframe|<embed|<image|<animate|<set|<style|<a[\s>]|<!ENTITY|<!DOCTYPE/i,
    );
    expect(out).not.toMatch(/\son\w+\s*=/i);
    expect(out).not.toMatch(/javascript:|data:|https?:\/\/(?!www\.w3\.org\/)/i);
    expect(out).not.toMatch(/alert\(/);
    for (const [, value] of out.matchAll(/href="([^"]*)"/g)) expect(value).toMatch(/^#/);
  });

  test("local references survive, remote ones don't", () => {
    const out = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="s"><path d="M0 0h1"/></symbol><use href="#s"/><use href="https://x.example/a.svg#s"/><rect style="fill:rgb(0, 51, 102);opacity:.5"/></svg>',
    );
    expect(out).toContain('<use href="#s"></use><use></use>');
    expect(out).toContain('style="fill:rgb(0, 51, 102);opacity:.5"');
  });

  test("markup written as text stays escaped text", () => {
    expect(sanitizeSvg("<svg><text>&lt;img src=x onerror=alert(1)&gt;</text></svg>")).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><text>&lt;img src=x onerror=alert(1)&gt;</text></svg>',
    );
  });

  test("text that only pretends to be SVG is refused", async () => {
    const error = await refusal(
      { name: "x.svg", type: "image/svg+xml", bytes: text("<html><svg></svg></html>") },
      IMAGE,
    );
    expect(error.code).toBe("type_not_allowed");
  });
});

// ---------- names ----------

describe("file names", () => {
  test.each([
    ["Mon Fichier (1).PDF", "mon-fichier-1.pdf"],
    ["Été 2024 — résumé.docx", "ete-2024-resume.docx"],
    ["œuvre_complète.txt", "oeuvre-complete.txt"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\Léa\\photo.png", "photo.png"],
    [".htaccess", "htaccess"],
    ["a...b..png", "a.b.png"],
    ["--a--b--.png", "a-b.png"],
    ["photo.png.", "photo.png"],
    ["<script>.png", "script.png"],
    ["!!!", "file"],
    ["", "file"],
  ])("sanitizeFileName(%j) = %j", (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
    expect(sanitizeFileName(input)).toMatch(/^[a-z0-9][a-z0-9.-]*$/);
  });

  test("stored name: prefix, timestamp, 6 random characters, sanitised name", () => {
    const name = storedFileName("course", "Mon Fichier (1).PDF", new Date(1_700_000_000_000));
    expect(name).toMatch(/^course-1700000000000-[a-z0-9]{6}-mon-fichier-1\.pdf$/);
    expect(storedFileName("course", "a.png", 1)).not.toBe(storedFileName("course", "a.png", 1));
  });

  test("stored names stay short enough for any disk and keep their extension", () => {
    const name = storedFileName("avatar-5f0c9c1e-7c39-4d47-9d1b-2d6f1d0c2a11", `${"é".repeat(250)}.jpeg`);
    expect(name.length).toBeLessThanOrEqual(200);
    expect(name).toMatch(/^avatar-5f0c9c1e-7c39-4d47-9d1b-2d6f1d0c2a11-\d+-[a-z0-9]{6}-e+\.jpeg$/);
  });
});

// ---------- saving ----------

describe("saveUpload", () => {
  let root: string;
  let storage: Storage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "formatio-uploads-"));
    storage = createLocalStorage(root);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function filesIn(folder: string): Promise<string[]> {
    return (await readdir(path.join(root, folder))).sort();
  }

  test("a large PNG is stored as is, with 320/768/1280 WebP variants beside it", async () => {
    const saved = await saveUpload(
      storage,
      { name: "Bannière Accueil.png", type: "image/png", bytes: png1600 },
      { folder: "courses", prefix: "course", now: 1_700_000_000_000, ...uploadOptions("hero_banner") },
    );
    expect(saved.key).toMatch(/^courses\/course-1700000000000-[a-z0-9]{6}-banniere-accueil\.png$/);
    expect(saved.url).toBe(`/uploads/${saved.key}`);
    expect(saved.contentType).toBe("image/png");
    expect(saved.size).toBe(png1600.length);
    expect(new Uint8Array(await readFile(path.join(root, saved.key)))).toEqual(png1600);

    const base = saved.key.replace(/\.png$/, "");
    expect(saved.variants).toEqual([320, 768, 1280].map((width) => ({ width, url: `/uploads/${base}-${width}.webp` })));
    for (const variant of saved.variants) {
      const metadata = await sharp(path.join(root, `${base}-${variant.width}.webp`)).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(Math.round((variant.width * 900) / 1600));
    }
    expect(await filesIn("courses")).toHaveLength(4);
  });

  test("a small image is never upscaled: variants stop at its own width", async () => {
    const saved = await saveUpload(
      storage,
      { name: "p.jpg", type: "image/jpeg", bytes: jpeg500 },
      { folder: "avatars", prefix: "avatar", kinds: ["image"] },
    );
    expect(saved.variants.map((v) => v.width)).toEqual([320, 500]);
    for (const variant of saved.variants) {
      const key = variant.url.replace(/^\/uploads\//, "");
      expect((await sharp(path.join(root, key)).metadata()).width).toBe(variant.width);
    }
    expect(variantWidths(100)).toEqual([100]);
    expect(variantWidths(1280)).toEqual([320, 768, 1280]);
    expect(variantWidths(4000)).toEqual([320, 768, 1280]);
  });

  test("GIF and WebP get variants too", async () => {
    const gif = await saveUpload(
      storage,
      { name: "a.gif", type: "image/gif", bytes: gif100 },
      { folder: "g", prefix: "g", kinds: ["image"] },
    );
    expect(gif.variants.map((v) => v.width)).toEqual([100]);
    const webp = await saveUpload(
      storage,
      { name: "a.webp", type: "image/webp", bytes: webp900 },
      { folder: "w", prefix: "w", kinds: ["image"] },
    );
    expect(webp.variants.map((v) => v.width)).toEqual([320, 768, 900]);
    expect(await filesIn("w")).toHaveLength(4);
  });

  test("EXIF orientation is applied to variants", async () => {
    const rotated = new Uint8Array(
      await sharp({ create: { width: 400, height: 200, channels: 3, background: "#888" } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const saved = await saveUpload(
      storage,
      { name: "portrait.jpg", type: "image/jpeg", bytes: rotated },
      { folder: "a", prefix: "a", kinds: ["image"] },
    );
    expect(saved.variants.map((v) => v.width)).toEqual([200]);
    const metadata = await sharp(path.join(root, saved.variants[0].url.replace(/^\/uploads\//, ""))).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 400]);
  });

  test("SVG is stored sanitised, as image/svg+xml, without variants", async () => {
    const saved = await saveUpload(
      storage,
      { name: "logo.svg", type: "image/svg+xml", bytes: text(HOSTILE_SVGS.onload) },
      { folder: "site", prefix: "logo", ...uploadOptions("logo") },
    );
    expect(saved.contentType).toBe("image/svg+xml");
    expect(saved.variants).toEqual([]);
    const stored = await readFile(path.join(root, saved.key), "utf8");
    expect(stored).not.toMatch(/onload|onclick|alert/);
    expect(saved.size).toBe(Buffer.byteLength(stored));
  });

  test("documents are stored without variants", async () => {
    const saved = await saveUpload(
      storage,
      { name: "Programme.pdf", type: "application/pdf", bytes: PDF },
      { folder: "resources", prefix: "resource", kinds: ["document"] },
    );
    expect(saved).toMatchObject({ contentType: "application/pdf", size: PDF.length, variants: [] });
    expect(await filesIn("resources")).toEqual([saved.key.split("/")[1]]);
  });

  test("polyglot: a GIF header followed by script is refused and nothing is written", async () => {
    const polyglot = text("GIF89a/*\u0000\u0000*/=alert(document.domain);//");
    await expect(
      saveUpload(
        storage,
        { name: "x.gif", type: "image/gif", bytes: polyglot },
        { folder: "p", prefix: "p", kinds: ["image"] },
      ),
    ).rejects.toMatchObject({ code: "unsupported_type", message: "Type de fichier non supporté" });
    expect(await readdir(root)).toEqual([]);
  });

  test("polyglot: a real PNG with HTML appended is kept only as a PNG", async () => {
    const polyglot = concat(png1600, text("<html><script>alert(1)</script></html>"));
    const saved = await saveUpload(
      storage,
      { name: "x.png", type: "image/png", bytes: polyglot },
      { folder: "p", prefix: "p", kinds: ["image"] },
    );
    expect(saved.contentType).toBe("image/png");
    for (const variant of saved.variants) {
      const body = await readFile(path.join(root, variant.url.replace(/^\/uploads\//, "")));
      expect(body.includes(Buffer.from("<script>"))).toBe(false);
    }
  });

  test("a truncated PNG is refused before anything is written", async () => {
    const truncated = png1600.subarray(0, 200);
    await expect(
      saveUpload(
        storage,
        { name: "x.png", type: "image/png", bytes: truncated },
        { folder: "t", prefix: "t", kinds: ["image"] },
      ),
    ).rejects.toMatchObject({ code: "unsupported_type" });
    expect(await readdir(root)).toEqual([]);
  });

  test("a refused file writes nothing", async () => {
    await expect(
      saveUpload(
        storage,
        { name: "photo.png", type: "image/png", bytes: EXE },
        { folder: "x", prefix: "x", kinds: ["image"] },
      ),
    ).rejects.toMatchObject({ code: "type_not_allowed" });
    expect(await readdir(root)).toEqual([]);
  });

  test("when a variant cannot be written, the files already written are removed", async () => {
    let puts = 0;
    const failing: Storage = {
      ...storage,
      async put(key, body, contentType) {
        puts++;
        if (puts === 3) throw new Error("disk full");
        await storage.put(key, body, contentType);
      },
    };
    await expect(
      saveUpload(
        failing,
        { name: "a.png", type: "image/png", bytes: png1600 },
        { folder: "f", prefix: "f", kinds: ["image"] },
      ),
    ).rejects.toThrow("disk full");
    expect(await filesIn("f")).toEqual([]);
  });
});

describe("readUploadInput", () => {
  test("a chosen file becomes an UploadInput; an empty file part or a string is no file", async () => {
    const input = await readUploadInput(new File([Buffer.from(png1600)], "a.png", { type: "image/png" }));
    expect(input).toMatchObject({ name: "a.png", type: "image/png" });
    expect(input?.bytes).toEqual(png1600);
    expect(await readUploadInput(new File([], "", { type: "application/octet-stream" }))).toBeNull();
    expect(await readUploadInput("a.png")).toBeNull();
    expect(await readUploadInput(null)).toBeNull();
  });
});
