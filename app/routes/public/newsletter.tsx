// POST /newsletter — the footer form's action (double opt-in). No page of its own.
import { data, redirect } from "react-router";
import { parseForm } from "~/forms/validate";
import { subscribeToNewsletter } from "~/newsletter/newsletter.server";
import { NEWSLETTER_LIMIT, newsletterSchema } from "~/newsletter/schema";
import { logger } from "~/server/logger.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { getRequestInfo } from "~/server/request-context.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/newsletter";

/** What the footer says after each outcome: only "sent again" when a link really went out. */
const NEWSLETTER_MESSAGES = {
  verification_sent: "newsletter.success.check_email",
  verification_resent: "newsletter.success.resent",
  recently_sent: "newsletter.success.recently_sent",
} as const;

export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = parseForm(newsletterSchema, await request.formData());
  if (!form.ok) return data({ error: form.errors.email, email: form.values.email }, { status: 400 });
  // Each accepted request can send an e-mail: bound them per visitor, in the database (all processes).
  const limit = await hitRateLimit(
    `newsletter:ip:${getRequestInfo(context).clientIp}`,
    NEWSLETTER_LIMIT.max,
    NEWSLETTER_LIMIT.windowMs,
  );
  if (!limit.allowed) return data({ error: "newsletter.error.too_many", email: form.data.email }, { status: 429 });
  const { lang } = getViewer(context);
  try {
    const result = await subscribeToNewsletter(form.data.email, { lang });
    if (!result.ok) return data({ error: result.error, email: form.data.email }, { status: 409 });
    return {
      ok: true,
      message: NEWSLETTER_MESSAGES[result.status],
    };
  } catch (error) {
    logger.error({ err: error }, "newsletter subscription failed");
    return data({ error: "newsletter.error.subscribe", email: form.data.email }, { status: 500 });
  }
}
