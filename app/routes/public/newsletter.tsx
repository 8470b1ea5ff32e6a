// POST /newsletter — the footer form's action (double opt-in). No page of its own.
import { redirect } from "react-router";
import { done, formAction, publicIntent, refused } from "~/forms/form-action.server";
import { subscribeToNewsletter } from "~/newsletter/newsletter.server";
import { NEWSLETTER_LIMIT, newsletterSchema } from "~/newsletter/schema";
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

export async function action(args: Route.ActionArgs) {
  const { clientIp } = getRequestInfo(args.context);
  const { lang } = getViewer(args.context);
  return formAction(args, {
    what: "newsletter subscription",
    viewer: "anyone",
    messages: { save: "newsletter.error.subscribe" },
    intents: {
      subscribe: publicIntent({
        schema: newsletterSchema,
        // Each accepted request can send an e-mail: bound them per visitor, in the database (all processes).
        limit: async () => {
          const limit = await hitRateLimit(
            `newsletter:ip:${clientIp}`,
            NEWSLETTER_LIMIT.max,
            NEWSLETTER_LIMIT.windowMs,
          );
          return limit.allowed ? undefined : refused(429, { formError: "newsletter.error.too_many" });
        },
        run: async ({ data }) => {
          const result = await subscribeToNewsletter(data.email, { lang });
          if (!result.ok) return refused(409, { formError: result.error });
          return done({ toast: NEWSLETTER_MESSAGES[result.status] });
        },
      }),
    },
  });
}
