// The process logger: JSON lines on stdout, one place to set the level.
import pino from "pino";
import { getConfig } from "~/server/config.server";

// Tests stay quiet: expected failures (a down SMTP server...) would drown the
// runner's output, and assertions check outcomes, not log lines.
const isTest = process.env.NODE_ENV === "test" || Boolean(process.env.VITEST);

const config = getConfig();

export const logger = pino(
  { level: isTest ? "silent" : config.LOG_LEVEL, base: { pid: process.pid } },
  config.LOG_FILE ? pino.destination({ dest: config.LOG_FILE, mkdir: true, sync: false }) : undefined,
);
