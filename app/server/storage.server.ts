// Where uploaded files live: local disk by default, an S3-compatible bucket when S3_BUCKET is set.
import { randomBytes } from "node:crypto";
import type { Dirent } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import { getConfig } from "~/server/config.server";

export type StoredObject = { body: Uint8Array; contentType?: string };

export type Storage = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /**
   * The keys of one folder whose name starts with what follows the last "/" of `prefix`
   * ("avatars/avatar-{userId}-": every avatar a user uploaded). Not recursive.
   */
  list(prefix: string): Promise<string[]>;
  publicUrl(key: string): string;
};

/** "a/b/name-" → { folder: "a/b", start: "name-" }, the folder checked like a key. */
function splitPrefix(prefix: string): { folder: string; start: string } {
  const slash = prefix.lastIndexOf("/");
  const folder = slash < 0 ? "" : prefix.slice(0, slash);
  const start = prefix.slice(slash + 1);
  if (folder) assertValidKey(folder);
  // The start is a name's beginning: the same alphabet, possibly empty.
  if (start && !KEY_SEGMENT.test(start)) throw new InvalidStorageKeyError(prefix);
  return { folder, start };
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidStorageKeyError";
  }
}

// Keys are built by our code from sanitised names, so a narrow alphabet costs nothing and
// rules out traversal ("..", absolute paths, backslashes), odd encodings and URL-unsafe characters.
const KEY_SEGMENT = /^[A-Za-z0-9._-]+$/;
const MAX_KEY_LENGTH = 1024;

/** Throws InvalidStorageKeyError unless key is a relative "a/b/c.ext" path made of safe segments. */
export function assertValidKey(key: string): void {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidStorageKeyError(String(key));
  }
  for (const segment of key.split("/")) {
    if (!KEY_SEGMENT.test(segment) || segment === "." || segment === "..") {
      throw new InvalidStorageKeyError(key);
    }
  }
}

function trimTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, "");
}

export function createLocalStorage(rootDir: string, publicPrefix = "/uploads"): Storage {
  const root = path.resolve(rootDir);
  const prefix = trimTrailingSlashes(publicPrefix);

  function filePath(key: string): string {
    assertValidKey(key);
    const resolved = path.resolve(root, ...key.split("/"));
    // Defence in depth: the key check already forbids this, but the invariant is what matters.
    const relative = path.relative(root, resolved);
    if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) {
      throw new InvalidStorageKeyError(key);
    }
    return resolved;
  }

  return {
    async put(key, body) {
      const target = filePath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename so a concurrent reader (the static file server) never sees half a file.
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        // The disk keeps no metadata: the static server derives the type from the extension.
        return { body: new Uint8Array(await readFile(filePath(key))) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(filePath(key), { force: true });
    },
    async list(prefix) {
      const { folder, start } = splitPrefix(prefix);
      let entries: Dirent[];
      try {
        entries = await readdir(folder ? filePath(folder) : root, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      return (
        entries
          // A write in progress (put's temporary file) is not an object yet.
          .filter((e) => e.isFile() && e.name.startsWith(start) && !e.name.endsWith(".tmp"))
          .map((e) => (folder ? `${folder}/${e.name}` : e.name))
          .sort()
      );
    },
    publicUrl(key) {
      assertValidKey(key);
      return `${prefix}/${key}`;
    },
  };
}

export type S3StorageOptions = {
  endpoint?: string;
  bucket: string;
  /** Both keys or neither: without them the SDK's default chain (instance role, env) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  region: string;
  publicUrl?: string;
};

/** Base URL under which the bucket's objects are publicly readable. */
export function s3PublicBaseUrl(
  options: Pick<S3StorageOptions, "endpoint" | "bucket" | "region" | "publicUrl">,
): string {
  if (options.publicUrl) return trimTrailingSlashes(options.publicUrl);
  if (options.endpoint) return `${trimTrailingSlashes(options.endpoint)}/${options.bucket}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

export function createS3Storage(options: S3StorageOptions, client?: Pick<S3Client, "send">): Storage {
  // The SDK is loaded when storage is first used, not at start: a site on local disk never
  // pays its memory.
  const sdk = import("@aws-sdk/client-s3");
  const connect = async (): Promise<Pick<S3Client, "send">> =>
    client ??
    new (await sdk).S3Client({
      region: options.region,
      endpoint: options.endpoint,
      // MinIO, Garage, R2 and friends address buckets by path, not by virtual host.
      forcePathStyle: Boolean(options.endpoint),
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  let connected: Promise<Pick<S3Client, "send">> | undefined;
  const s3 = {
    send: (async (command: never) => {
      connected ??= connect();
      return (await connected).send(command);
    }) as S3Client["send"],
  };
  const base = s3PublicBaseUrl(options);

  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      await s3.send(
        new (await sdk).PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Stored names carry a timestamp and random part, so an object never changes under its key.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      assertValidKey(key);
      try {
        const answer = await s3.send(new (await sdk).GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!answer.Body) return null;
        return { body: await answer.Body.transformToByteArray(), contentType: answer.ContentType };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      await s3.send(new (await sdk).DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async list(prefix) {
      splitPrefix(prefix);
      const keys: string[] = [];
      let token: string | undefined;
      do {
        // The delimiter keeps it to one folder, as on disk.
        const page = await s3.send(
          new (await sdk).ListObjectsV2Command({
            Bucket: options.bucket,
            Prefix: prefix,
            Delimiter: "/",
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    publicUrl(key) {
      assertValidKey(key);
      return `${base}/${key}`;
    },
  };
}

let storage: Storage | undefined;

/** The process-wide storage backend, chosen once from the configuration. */
export function getStorage(): Storage {
  if (storage) return storage;
  const config = getConfig();
  storage = config.S3_BUCKET
    ? createS3Storage({
        bucket: config.S3_BUCKET,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        region: config.S3_REGION,
        publicUrl: config.S3_PUBLIC_URL,
      })
    : createLocalStorage(path.join(config.dataDir, "uploads"));
  return storage;
}

/** For tests that change the configuration. */
export function resetStorage() {
  storage = undefined;
}
