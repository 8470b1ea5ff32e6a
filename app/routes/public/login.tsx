import { useTranslation } from "react-i18next";
import { Link, redirect, useLocation, useNavigation } from "react-router";
import { LoginForm } from "~/auth/auth-forms";
import { handleLogin } from "~/auth/login.server";
import { safeRedirect } from "~/auth/schemas";
import { getRequestInfo } from "~/server/request-context.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { FormSuccess } from "~/ui/field";
import type { Route } from "./+types/login";

// Messages other pages may pass (as ?message= or navigation state); anything else is ignored.
const KNOWN_MESSAGES = new Set([
  "login_required",
  "admin_required",
  "signed_out",
  "password_reset",
  "signed_out_everywhere",
]);
/** Messages that report something done, shown as a success rather than a notice. */
const SUCCESS_MESSAGES = new Set(["password_reset", "signed_out_everywhere"]);

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "auth.login.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (getViewer(context).user) throw redirect(redirectTo);
  const message = url.searchParams.get("message");
  return {
    redirectTo,
    registered: url.searchParams.get("registered") === "true",
    message: message && KNOWN_MESSAGES.has(message) ? message : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLogin(request, getRequestInfo(context).clientIp);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const stateMessage = (location.state as { message?: string } | null)?.message;
  const message = loaderData.message ?? (stateMessage && KNOWN_MESSAGES.has(stateMessage) ? stateMessage : null);
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-secondary">{t("auth.login.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("auth.login.subtitle")}</p>
        <div className="mt-6 space-y-4">
          {loaderData.registered ? (
            <FormSuccess>
              <p>{t("auth.login.registered")}</p>
              <p className="mt-1">{t("auth.login.check_email")}</p>
            </FormSuccess>
          ) : null}
          {message && SUCCESS_MESSAGES.has(message) ? <FormSuccess>{t(`auth.message.${message}`)}</FormSuccess> : null}
          {message && !SUCCESS_MESSAGES.has(message) ? (
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {t(`auth.message.${message}`)}
            </p>
          ) : null}
          <LoginForm
            action={`/login${location.search}`}
            hidden={{ redirectTo: loaderData.redirectTo }}
            result={actionData}
            busy={navigation.state === "submitting"}
            idPrefix="login"
          />
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          {t("auth.login.no_account")}{" "}
          <Link to="/register" className="font-semibold text-secondary underline">
            {t("auth.login.create_account")}
          </Link>
        </p>
      </div>
    </section>
  );
}
