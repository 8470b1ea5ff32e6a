// Where private documents live and how they go out (see private-documents.ts): a storage of
// their own (the data directory's private/ folder, never served; on S3 the bucket's private/
// prefix, which the bucket policy must not publish), their type read from their bytes (a PDF,
// a JPEG or a PNG, whatever the name says), and an answer that downloads them without letting
// a browser run anything in them.
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { getConfig } from "~/server/config.server";
import { createLocalStorage, getStorage, type Storage } from "~/server/storage.server";
import { PRIVATE_DOCUMENT_MAX_BYTES } from "./private-documents";

export type StoredDocument = { key: string; name: string; sha256: string; contentType: string };
export type DocumentProblem = "empty" | "too_large" | "invalid_type";

const TYPES: Record<string, { ext: string; mime: string }> = {
  pdf: { ext: "pdf", mime: "application/pdf" },
  jpg: { ext: "jpg", mime: "image/jpeg" },
  png: { ext: "png", mime: "image/png" },
};

let privateStorage: Storage | undefined;

function storage(): Storage {
  if (privateStorage) return privateStorage;
  const config = getConfig();
  const shared = getStorage();
  privateStorage = config.S3_BUCKET
    ? {
        ...shared,
        put: (key, body, type) => shared.put(`private/${key}`, body, type),
        get: (key) => shared.get(`private/${key}`),
        delete: (key) => shared.delete(`private/${key}`),
        list: (prefix) => shared.list(`private/${prefix}`),
        publicUrl: () => {
          throw new Error("private documents have no public address");
        },
      }
    : createLocalStorage(path.join(config.dataDir, "private"), "/private-documents-are-not-served");
  return privateStorage;
}

/** For tests that change the configuration. */
export function resetPrivateStorage() {
  privateStorage = undefined;
}

/** The file's name as shown and sent back: no path, no control characters, 120 characters at most. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = Array.from(base)
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
    .join("")
    .trim();
  return (cleaned || "document").slice(0, 120);
}

/** Stores a document in `folder` after checking its size and its real type. */
export async function storePrivateDocument(
  file: File,
  folder: "justifications" | "scans",
): Promise<StoredDocument | { problem: DocumentProblem }> {
  if (file.size === 0) return { problem: "empty" };
  if (file.size > PRIVATE_DOCUMENT_MAX_BYTES) return { problem: "too_large" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { fileTypeFromBuffer } = await import("file-type");
  const sniffed = await fileTypeFromBuffer(bytes);
  const type = sniffed ? TYPES[sniffed.ext] : undefined;
  if (!type) return { problem: "invalid_type" };
  const key = `${folder}/${Date.now()}-${randomBytes(8).toString("hex")}.${type.ext}`;
  await storage().put(key, bytes, type.mime);
  return {
    key,
    name: cleanName(file.name),
    sha256: createHash("sha256").update(bytes).digest("hex"),
    contentType: type.mime,
  };
}

function typeOfKey(key: string): string {
  const ext = key.split(".").pop() ?? "";
  return TYPES[ext]?.mime ?? "application/octet-stream";
}

/** The document as a download, or null when it is gone. The caller has checked who asks. */
export async function privateDocumentResponse(key: string, name: string): Promise<Response | null> {
  const stored = await storage().get(key);
  if (!stored) return null;
  const ascii = name.normalize("NFKD").replace(/[^\x20-\x7e]/g, "_");
  return new Response(new Uint8Array(stored.body), {
    headers: {
      // The local storage keeps no type: the key's extension is the type read from the bytes.
      "Content-Type": stored.contentType ?? typeOfKey(key),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

export async function deletePrivateDocument(key: string): Promise<void> {
  await storage().delete(key);
}
