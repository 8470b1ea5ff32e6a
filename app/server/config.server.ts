// Configuration read and validated once, from the environment, at start.
import path from "node:path";
import { z } from "zod";

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const booleanish = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v === "" ? fallback : !["false", "0", "no", "off"].includes(v.toLowerCase()),
    );

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optional,
  PUBLIC_URL: optional.pipe(z.url().optional()),
  TRUST_PROXY: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("Formatio <no-reply@formatio.local>"),
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_REGION: z.string().default("us-east-1"),
  S3_PUBLIC_URL: optional,
  GEOCODER_URL: optional,
  GEOCODER_KEY: optional,
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8).optional()),
  DEMO_CONTENT: booleanish(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_SECRET: optional,
  MAIL_WORKER: booleanish(true),
});

export type Config = z.infer<typeof schema> & { dataDir: string };

let cached: Config | undefined;

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** For tests that start the app with their own environment. */
export function resetConfig() {
  cached = undefined;
}
