// The process logger: JSON lines on stdout, one place to set the level.
import pino from "pino";
import { getConfig } from "~/server/config.server";

// Tests stay quiet: expected failures (a down SMTP server...) would drown the
// runner's output, and assertions check outcomes, not log lines.
const isTest = process.env.NODE_ENV === "test" || Boolean(process.env.VITEST);

export const logger = pino({
  level: isTest ? "silent" : getConfig().LOG_LEVEL,
  base: { pid: process.pid },
});
