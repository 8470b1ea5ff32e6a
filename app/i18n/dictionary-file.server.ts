// The dictionary files pages name (/i18n/{lang}.{hash}.json, see i18n.ts), served by Express
// before React Router: static-like answers, no session, no render.
import type { Request, Response } from "express";
import { getMessagesBundle } from "~/i18n/i18n.server";
import { isLang } from "~/i18n/messages";
import { logger } from "~/server/logger.server";

// Matched on the raw path (below the /i18n mount), so no odd byte is ever decoded.
const DICTIONARY_FILE = /^\/([a-z]{2})\.([0-9a-f]{16})\.json$/;

/**
 * The translation dictionaries the pages name (root loader). A current hash names exactly
 * these bytes, so the file is cached for good; an older one (a page rendered just before an
 * admin edited a text) gets today's dictionary, which must not be kept under that URL.
 */
export async function serveDictionary(req: Request, res: Response) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    res.status(405).type("text/plain").send("Method Not Allowed");
    return;
  }
  const [, lang, hash] = DICTIONARY_FILE.exec(req.path) ?? [];
  if (!isLang(lang)) {
    res.status(404).type("text/plain").send("Not Found");
    return;
  }
  try {
    const bundle = await getMessagesBundle(lang);
    res.setHeader("Cache-Control", bundle.hash === hash ? "public, max-age=31536000, immutable" : "no-cache");
    res.type("application/json").send(bundle.json);
  } catch (err) {
    logger.error({ err }, "dictionary unavailable");
    res.setHeader("Cache-Control", "no-store");
    res.status(503).type("text/plain").send("Service Unavailable");
  }
}
