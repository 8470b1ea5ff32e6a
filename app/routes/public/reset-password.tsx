import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigation } from "react-router";
import { findPasswordResetAccount, resetPassword } from "~/auth/account-security.server";
import { useClientValidation } from "~/auth/auth-forms";
import { NewPasswordField } from "~/auth/password-strength";
import { resetPasswordSchema } from "~/auth/schemas";
import type { ActionData } from "~/forms/action-data";
import { type FieldErrors, parseForm } from "~/forms/validate";
import { keyMeta } from "~/shell/meta";
import { Button, ButtonLink } from "~/ui/button";
import type { Route } from "./+types/reset-password";

type PageData = { status: "ready"; token: string; email: string } | { status: "invalid" };
/** The whole-form message of a link that no longer works: the page shows its own panel for it. */
const INVALID_LINK = "auth.reset.invalid_text";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...keyMeta(matches[0]?.loaderData as never, "auth.reset.title"),
    // A personal one-off page: nothing for search engines.
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ url }: Route.LoaderArgs): Promise<PageData> {
  const token = url.searchParams.get("token") ?? "";
  const account = await findPasswordResetAccount(token);
  return account ? { status: "ready", token, email: account.email } : { status: "invalid" };
}

// better-auth's own endpoint resets the password (outside any transaction, decision 011), and
// the schema needs the account the token names: a handler of its own, answering ActionData.
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const token = String(formData.get("token") ?? "");
  const invalidLink = () => data({ ok: false, formError: INVALID_LINK } satisfies ActionData, { status: 400 });
  const account = await findPasswordResetAccount(token);
  if (!account) return invalidLink();
  // The rules run against the account's address, whatever the form says it is.
  formData.set("email", account.email);
  const form = parseForm(resetPasswordSchema, formData);
  if (!form.ok) return data({ ok: false, errors: form.errors } satisfies ActionData, { status: 400 });
  const result = await resetPassword(token, form.data.password);
  if (result.ok) return redirect("/login?message=password_reset");
  if (result.error === "invalid_token") return invalidLink();
  return data({ ok: false, errors: { password: `errors.auth.${result.key}` } } satisfies ActionData, { status: 400 });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const page = loaderData as PageData;
  const result = actionData as ActionData | undefined;
  const isInvalid = page.status === "invalid" || result?.formError === INVALID_LINK;
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {isInvalid || page.status !== "ready" ? (
          <>
            <h1 className="text-2xl font-bold text-secondary">{t("auth.reset.invalid_title")}</h1>
            <p role="alert" className="mt-3 text-slate-700">
              {t("auth.reset.invalid_text")}
            </p>
            <div className="mt-6">
              <ButtonLink to="/forgot-password">{t("auth.reset.ask_again")}</ButtonLink>
            </div>
          </>
        ) : (
          <NewPasswordForm token={page.token} email={page.email} errors={result?.errors} />
        )}
      </div>
    </section>
  );
}

function NewPasswordForm({
  token,
  email,
  errors: serverErrors,
}: {
  token: string;
  email: string;
  errors?: FieldErrors;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useClientValidation(resetPasswordSchema);
  const errors = { ...(serverErrors ?? {}), ...clientErrors };
  const isBusy = navigation.state === "submitting";
  return (
    <>
      <h1 className="text-2xl font-bold text-secondary">{t("auth.reset.title")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("auth.reset.subtitle", { email })}</p>
      <Form method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <input type="hidden" name="token" value={token} />
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
        <NewPasswordField
          id="reset-password"
          label={t("auth.reset.password")}
          name="password"
          email={email}
          error={errors.password ? t(errors.password) : undefined}
        />
        <Button type="submit" fullWidth loading={isBusy}>
          {isBusy ? t("auth.reset.submitting") : t("auth.reset.submit")}
        </Button>
      </Form>
    </>
  );
}
