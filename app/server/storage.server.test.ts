import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { resetConfig } from "~/server/config.server";
import {
  assertValidKey,
  createLocalStorage,
  createS3Storage,
  getStorage,
  InvalidStorageKeyError,
  resetStorage,
  s3PublicBaseUrl,
} from "~/server/storage.server";

const BAD_KEYS = [
  "",
  "..",
  "../x.png",
  "a/../../x.png",
  "a/..",
  "./x.png",
  "a/./x.png",
  "/etc/passwd",
  "//server/share",
  "a\\b.png",
  "..\\..\\x.png",
  "C:\\x.png",
  "a//b.png",
  "a/",
  "%2e%2e/x.png",
  "a\u0000b.png",
  "a b.png",
  "é.png",
  "x".repeat(1025),
];

describe("assertValidKey", () => {
  test.each(BAD_KEYS)("refuses %j", (key) => {
    expect(() => assertValidKey(key)).toThrow(InvalidStorageKeyError);
  });

  test.each(["a.png", "courses/course-1-abc123-x.png", "a/b/c/d.webp", "A_b-1.txt", "x..y.png"])(
    "accepts %j",
    (key) => {
      expect(() => assertValidKey(key)).not.toThrow();
    },
  );
});

describe("local storage", () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "formatio-storage-"));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  test("put, get, publicUrl and delete round-trip", async () => {
    const storage = createLocalStorage(path.join(root, "uploads"));
    const body = new Uint8Array([1, 2, 3, 250]);
    await storage.put("courses/2024/a.bin", body, "application/octet-stream");

    expect(await readFile(path.join(root, "uploads", "courses", "2024", "a.bin"))).toEqual(Buffer.from(body));
    expect((await storage.get("courses/2024/a.bin"))?.body).toEqual(body);
    expect(storage.publicUrl("courses/2024/a.bin")).toBe("/uploads/courses/2024/a.bin");
    // The write goes through a temporary file that must not linger.
    expect(await readdir(path.join(root, "uploads", "courses", "2024"))).toEqual(["a.bin"]);

    await storage.delete("courses/2024/a.bin");
    expect(await storage.get("courses/2024/a.bin")).toBeNull();
    await expect(storage.delete("courses/2024/a.bin")).resolves.toBeUndefined();
  });

  test("put replaces an existing object", async () => {
    const storage = createLocalStorage(root);
    await storage.put("x.txt", new TextEncoder().encode("one"), "text/plain");
    await storage.put("x.txt", new TextEncoder().encode("two"), "text/plain");
    expect(new TextDecoder().decode((await storage.get("x.txt"))?.body)).toBe("two");
  });

  test("a custom public prefix is used without doubled slashes", () => {
    expect(createLocalStorage(root, "https://cdn.example/files/").publicUrl("a/b.png")).toBe(
      "https://cdn.example/files/a/b.png",
    );
  });

  test.each(BAD_KEYS)("path traversal and odd keys are refused: %j", async (key) => {
    const storage = createLocalStorage(path.join(root, "uploads"));
    await expect(storage.put(key, new Uint8Array([1]), "text/plain")).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
  });

  test("list: the keys of one folder starting with a name, not deeper, not other folders", async () => {
    const storage = createLocalStorage(path.join(root, "uploads"));
    expect(await storage.list("avatars/avatar-u1-")).toEqual([]);
    for (const key of ["avatars/avatar-u1-1.png", "avatars/avatar-u1-1-320.webp", "avatars/avatar-u2-1.png"]) {
      await storage.put(key, new Uint8Array([1]), "image/png");
    }
    await storage.put("courses/avatar-u1-x.png", new Uint8Array([1]), "image/png");
    await storage.put("avatars/avatar-u1-sub/deep.png", new Uint8Array([1]), "image/png");
    expect(await storage.list("avatars/avatar-u1-")).toEqual([
      "avatars/avatar-u1-1-320.webp",
      "avatars/avatar-u1-1.png",
    ]);
    expect(await storage.list("avatars/")).toHaveLength(3);
    await expect(storage.list("../avatars/a")).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.list("avatars/a b")).rejects.toThrow(InvalidStorageKeyError);
  });

  test("nothing is written outside the root", async () => {
    const storage = createLocalStorage(path.join(root, "uploads"));
    await storage.put("../escape.txt", new Uint8Array([1]), "text/plain").catch(() => {});
    await expect(stat(path.join(root, "escape.txt"))).rejects.toMatchObject({ code: "ENOENT" });
  });
});

describe("S3 storage", () => {
  test("public base URL: explicit, endpoint + bucket, then AWS virtual host", () => {
    expect(s3PublicBaseUrl({ bucket: "b", region: "eu-west-3", publicUrl: "https://cdn.example/" })).toBe(
      "https://cdn.example",
    );
    expect(s3PublicBaseUrl({ bucket: "b", region: "eu-west-3", endpoint: "http://localhost:9000/" })).toBe(
      "http://localhost:9000/b",
    );
    expect(s3PublicBaseUrl({ bucket: "b", region: "eu-west-3" })).toBe("https://b.s3.eu-west-3.amazonaws.com");
  });

  function fakeClient(answer: (command: unknown) => unknown) {
    const sent: unknown[] = [];
    return {
      sent,
      client: {
        send: async (command: unknown) => {
          sent.push(command);
          return answer(command);
        },
      } as unknown as Parameters<typeof createS3Storage>[1],
    };
  }

  const options = {
    bucket: "formatio",
    region: "us-east-1",
    endpoint: "http://minio:9000",
    accessKeyId: "k",
    secretAccessKey: "s",
  };

  test("put sends content type and an immutable cache header", async () => {
    const { sent, client } = fakeClient(() => ({}));
    const storage = createS3Storage(options, client);
    await storage.put("courses/a.png", new Uint8Array([1]), "image/png");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(PutObjectCommand);
    expect((sent[0] as PutObjectCommand).input).toMatchObject({
      Bucket: "formatio",
      Key: "courses/a.png",
      ContentType: "image/png",
      CacheControl: "public, max-age=31536000, immutable",
    });
    expect(storage.publicUrl("courses/a.png")).toBe("http://minio:9000/formatio/courses/a.png");
  });

  test("get answers null for a missing object", async () => {
    const { sent, client } = fakeClient(() => {
      throw Object.assign(new Error("The specified key does not exist."), { name: "NoSuchKey" });
    });
    const storage = createS3Storage(options, client);
    expect(await storage.get("missing.png")).toBeNull();
    expect(sent[0]).toBeInstanceOf(GetObjectCommand);
  });

  test("list follows continuation tokens within one folder", async () => {
    const { sent, client } = fakeClient((command) => {
      const input = (command as ListObjectsV2Command).input;
      return input.ContinuationToken
        ? { Contents: [{ Key: "avatars/avatar-u1-b.png" }], IsTruncated: false }
        : { Contents: [{ Key: "avatars/avatar-u1-a.png" }], IsTruncated: true, NextContinuationToken: "next" };
    });
    const storage = createS3Storage(options, client);
    expect(await storage.list("avatars/avatar-u1-")).toEqual(["avatars/avatar-u1-a.png", "avatars/avatar-u1-b.png"]);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBeInstanceOf(ListObjectsV2Command);
    expect((sent[0] as ListObjectsV2Command).input).toMatchObject({
      Bucket: "formatio",
      Prefix: "avatars/avatar-u1-",
      Delimiter: "/",
    });
  });

  test("invalid keys are refused before any request", async () => {
    const { sent, client } = fakeClient(() => ({}));
    const storage = createS3Storage(options, client);
    await expect(storage.put("../x.png", new Uint8Array([1]), "image/png")).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete("/x.png")).rejects.toThrow(InvalidStorageKeyError);
    expect(() => storage.publicUrl("a\\b")).toThrow(InvalidStorageKeyError);
    expect(sent).toHaveLength(0);
  });
});

describe("getStorage", () => {
  const saved = { ...process.env };

  afterEach(() => {
    process.env = { ...saved };
    resetConfig();
    resetStorage();
  });

  test("local disk under DATA_DIR/uploads by default, one instance", () => {
    delete process.env.S3_BUCKET;
    process.env.DATA_DIR = path.join(tmpdir(), "formatio-getstorage");
    resetConfig();
    resetStorage();
    const storage = getStorage();
    expect(storage.publicUrl("a/b.png")).toBe("/uploads/a/b.png");
    expect(getStorage()).toBe(storage);
  });

  test("S3 when S3_BUCKET is set", () => {
    process.env.S3_BUCKET = "formatio";
    process.env.S3_ENDPOINT = "http://minio:9000";
    process.env.S3_PUBLIC_URL = "";
    resetConfig();
    resetStorage();
    expect(getStorage().publicUrl("a/b.png")).toBe("http://minio:9000/formatio/a/b.png");
  });
});
