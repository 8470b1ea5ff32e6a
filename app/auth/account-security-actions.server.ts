// The /profile actions that protect the account: change the password (other sessions end,
// this one continues under a new cookie) and end every session. Shared shape with the
// other profile actions: field errors with status 400, a translated key on success.
import { data, redirect } from "react-router";
import { changePassword, signOutEverywhere } from "~/auth/account-security.server";
import { changePasswordSchema } from "~/auth/schemas";
import { type FieldErrors, parseForm } from "~/forms/validate";
import type { SessionUser } from "~/server/auth.server";
import { logger } from "~/server/logger.server";

export type ChangePasswordActionData = {
  intent: "change_password";
  ok?: true;
  errors?: FieldErrors;
  formError?: string;
  formErrorParams?: Record<string, number>;
};

export async function handleChangePassword(request: Request, formData: FormData, user: SessionUser) {
  const intent = "change_password" as const;
  // The policy's rules run against the session's address, whatever the form carries.
  formData.set("email", user.email);
  const form = parseForm(changePasswordSchema, formData);
  if (!form.ok) return data({ intent, errors: form.errors } satisfies ChangePasswordActionData, { status: 400 });
  try {
    const result = await changePassword({
      request,
      user,
      currentPassword: form.data.currentPassword,
      newPassword: form.data.newPassword,
    });
    if (result.ok) {
      logger.info({ userId: user.id }, "password changed, other sessions ended");
      // The new session's cookie: without it this browser would be signed out too.
      return data({ intent, ok: true } satisfies ChangePasswordActionData, { headers: result.headers });
    }
    if ("field" in result) {
      return data({ intent, errors: { [result.field]: result.error } } satisfies ChangePasswordActionData, {
        status: 400,
      });
    }
    return data(
      { intent, formError: result.formError, formErrorParams: result.params } satisfies ChangePasswordActionData,
      {
        status: 429,
      },
    );
  } catch (error) {
    logger.error({ err: error }, "password change failed");
    return data({ intent, formError: "profile.security.error" } satisfies ChangePasswordActionData, { status: 500 });
  }
}

/** Ends every session, this one included, and says so on the sign-in page. */
export async function handleEndAllSessions(request: Request, user: SessionUser) {
  const headers = await signOutEverywhere(request);
  logger.info({ userId: user.id }, "every session ended by the user");
  return redirect("/login?message=signed_out_everywhere", { headers });
}
