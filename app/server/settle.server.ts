// A page section that may fail alone: its loader reads it with settle(), which logs the
// failure and answers null, so the page still renders and shows that section's load error
// (decision 011: load failures are inline in their section).
import { logger } from "~/server/logger.server";

export async function settle<T>(what: string, promise: PromiseLike<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    logger.error({ err: error }, `${what}: load failed`);
    return null;
  }
}
