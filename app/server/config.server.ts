// Configuration read and validated once, from the environment, at start.
import path from "node:path";
import { z } from "zod";
import { checkPassword, PASSWORD_PROBLEMS } from "~/auth/password-policy.server";

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

// The first administrator is created with ADMIN_PASSWORD: a password the policy refuses
// (too short, common, made from ADMIN_EMAIL…) stops the start rather than the sign-up.
function refuseWeakAdminPassword(config: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }, ctx: z.RefinementCtx) {
  if (config.ADMIN_PASSWORD === undefined) return;
  const problem = checkPassword(config.ADMIN_PASSWORD, { email: config.ADMIN_EMAIL });
  if (!problem) return;
  ctx.addIssue({
    code: "custom",
    path: ["ADMIN_PASSWORD"],
    message:
      `the password policy refuses it: it is ${PASSWORD_PROBLEMS[problem]}. Choose a longer, unique passphrase ` +
      "(at least 8 characters, not a common password, not made from ADMIN_EMAIL).",
  });
}

const schema = z
  .object({
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
    ADMIN_PASSWORD: optional,
    DEMO_CONTENT: booleanish(true),
    /** Append the JSON log to this file instead of standard output. */
    LOG_FILE: optional,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    AUTH_SECRET: optional,
    MAIL_WORKER: booleanish(true),
    /**
     * End-to-end tests only: a file holding milliseconds added to the clock (clock.server.ts), so a
     * browser journey can see a 48-hour offer expire. Unset in every real deployment.
     */
    CLOCK_OFFSET_FILE: optional,
    /**
     * Processes serving HTTP (node:cluster, see server.js and docs/decisions/007): used only with
     * DATABASE_URL, since the embedded database belongs to one process. Platforms (Heroku, Render…)
     * set it for the machine's size. server.js reads it before the bundle loads; this validates it.
     */
    WEB_CONCURRENCY: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z.coerce.number().int().min(1).max(64).default(1),
    ),
    /** Most bytes a form's body may have (uploads have their own, per-purpose limits). */
    FORM_BODY_LIMIT: z.coerce
      .number()
      .int()
      .min(16 * 1024)
      .default(1024 * 1024),
    /** The page cache of anonymous visitors' pages (page-cache.server.ts): on unless "false". */
    PAGE_CACHE: booleanish(true),
    /** Most memory the page cache's entries may take, in MB (least recently used go first). */
    PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /**
     * Seconds a cached page is served before it is rendered again even with no write: what
     * depends on the clock alone ("upcoming", "today", a session that has started).
     */
    PAGE_CACHE_TTL: z.coerce.number().int().min(1).max(86_400).default(60),
  })
  .superRefine(refuseWeakAdminPassword);

export type Config = z.infer<typeof schema> & { dataDir: string };

let cached: Config | undefined;

// Node serves plain HTTP: an https PUBLIC_URL means a TLS proxy in front, whose
// X-Forwarded-Proto must be trusted, or every request looks like http to the app (secure
// cookies and the origin check of forms then refuse every POST).
const checked = schema.superRefine((config, ctx) => {
  if (config.PUBLIC_URL?.startsWith("https://") && !config.TRUST_PROXY) {
    ctx.addIssue({
      code: "custom",
      path: ["TRUST_PROXY"],
      message:
        "PUBLIC_URL is https:// but TRUST_PROXY is not set. Behind the TLS proxy (nginx, Caddy, a load balancer), " +
        "set TRUST_PROXY to the proxy: TRUST_PROXY=1 for one proxy hop, or its address (TRUST_PROXY=127.0.0.1, " +
        "TRUST_PROXY=10.0.0.0/8), so the app sees the https scheme and the client address the proxy forwards.",
    });
  }
});

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = checked.safeParse(env);
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

/**
 * The site's public address, without a trailing slash: PUBLIC_URL, else the local server.
 * The one base of every absolute link the site stores, mails or lets be cached (e-mails,
 * canonical links, sitemap, robots.txt, calendars). Never the request's Host or origin:
 * anyone can send any Host, and a link built from it would point at their site.
 */
export function siteBaseUrl(): string {
  const config = getConfig();
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "");
}

/** The site is served over https (behind a proxy): every cookie must then be Secure. */
export function isHttpsSite(): boolean {
  return getConfig().PUBLIC_URL?.startsWith("https://") ?? false;
}

/** For tests that start the app with their own environment. */
export function resetConfig() {
  cached = undefined;
}
