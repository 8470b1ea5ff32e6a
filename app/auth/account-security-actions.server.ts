// The /profile intents that protect the account: change the password (other sessions end,
// this one continues under a new cookie) and end every session. Both go through better-auth's
// own endpoints, which reach the database through their own handle: they run outside the
// write's transaction (`transaction: false`, decision 011) but answer like every other form.
import { z } from "zod";
import { changePassword, signOutEverywhere } from "~/auth/account-security.server";
import { changePasswordSchema } from "~/auth/schemas";
import { done, formIntent, refused } from "~/forms/form-action.server";
import { logger } from "~/server/logger.server";

export function accountSecurityIntents(request: Request) {
  return {
    change_password: formIntent({
      // The policy's rules run against the session's address, whatever the form carries.
      schema: (actor) =>
        z.preprocess(
          (value) => Object.assign(Object.create(null), value, { email: actor.email }),
          changePasswordSchema,
        ),
      failureMessage: "profile.security.error",
      // Secrets only: nothing typed is echoed back.
      keepsValues: false,
      transaction: false,
      run: async ({ data, actor }) => {
        const result = await changePassword({
          request,
          user: actor,
          currentPassword: data.currentPassword,
          newPassword: data.newPassword,
        });
        if (result.ok) {
          logger.info({ userId: actor.id }, "password changed, other sessions ended");
          // The new session's cookie: without it this browser would be signed out too.
          return done({ headers: result.headers });
        }
        if ("field" in result) return refused(400, { errors: { [result.field]: result.error } });
        return refused(429, { formError: result.formError, formErrorParams: result.params });
      },
    }),
    /** Ends every session, this one included, and says so on the sign-in page. */
    end_sessions: formIntent({
      transaction: false,
      run: async ({ actor }) => {
        const headers = await signOutEverywhere(request);
        logger.info({ userId: actor.id }, "every session ended by the user");
        return done({ redirectTo: "/login?message=signed_out_everywhere", headers });
      },
    }),
  };
}
