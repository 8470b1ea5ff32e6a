// /forgot-password — asks for a reset link. The answer is the same whether or not an
// account exists for the address (~/auth/account-security.server.ts).
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { requestPasswordReset } from "~/auth/account-security.server";
import { useClientValidation } from "~/auth/auth-forms";
import { forgotPasswordSchema } from "~/auth/schemas";
import type { ActionData } from "~/forms/action-data";
import { done, formAction, publicIntent, refused } from "~/forms/form-action.server";
import { getRequestInfo } from "~/server/request-context.server";
import { keyMeta } from "~/shell/meta";
import { Button } from "~/ui/button";
import { Field, FormError, FormSuccess } from "~/ui/field";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "auth.forgot.title");
}

export async function action(args: Route.ActionArgs) {
  const { clientIp } = getRequestInfo(args.context);
  return formAction(args, {
    what: "password reset request",
    viewer: "anyone",
    messages: { save: "errors.generic.message" },
    intents: {
      request: publicIntent({
        schema: forgotPasswordSchema,
        // better-auth's own endpoint sends the link: outside any transaction (decision 011).
        transaction: false,
        run: async ({ data }) => {
          const result = await requestPasswordReset(data.email, clientIp);
          if (!result.ok) {
            return refused(429, {
              formError: "auth.forgot.too_many",
              formErrorParams: { count: result.retryAfterMinutes },
            });
          }
          return done();
        },
      }),
    },
  });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useClientValidation(forgotPasswordSchema);
  const result = actionData as ActionData | undefined;
  const failed = result && !result.ok ? result : undefined;
  const errors = { ...(failed?.errors ?? {}), ...clientErrors };
  const isBusy = navigation.state === "submitting";

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-secondary">{t("auth.forgot.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("auth.forgot.subtitle")}</p>
        <div className="mt-6 space-y-4">
          {result?.ok ? (
            <FormSuccess revealFor={result}>{t("auth.forgot.sent")}</FormSuccess>
          ) : (
            <Form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
              {failed?.formError ? (
                <FormError revealFor={failed}>{t(failed.formError, { count: 1, ...failed.formErrorParams })}</FormError>
              ) : null}
              <Field
                id="forgot-email"
                label={t("auth.forgot.email")}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={failed?.values?.email}
                error={errors.email ? t(errors.email) : undefined}
              />
              <Button type="submit" fullWidth loading={isBusy}>
                {isBusy ? t("auth.forgot.submitting") : t("auth.forgot.submit")}
              </Button>
            </Form>
          )}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          <Link to="/login" className="font-semibold text-secondary underline">
            {t("auth.forgot.back_to_login")}
          </Link>
        </p>
      </div>
    </section>
  );
}
