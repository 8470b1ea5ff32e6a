import { useTranslation } from "react-i18next";
import { Link, redirect, useNavigation } from "react-router";
import { RegisterForm } from "~/auth/auth-forms";
import { handleRegister } from "~/auth/login.server";
import { getRequestInfo } from "~/server/request-context.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "auth.register.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  if (getViewer(context).user) throw redirect("/");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleRegister(request, { language: getViewer(context).lang, clientIp: getRequestInfo(context).clientIp });
}

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-secondary">{t("auth.register.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("auth.register.subtitle")}</p>
        <div className="mt-6">
          <RegisterForm
            action="/register"
            result={actionData}
            busy={navigation.state === "submitting"}
            idPrefix="register"
          />
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          {t("auth.register.have_account")}{" "}
          <Link to="/login" className="font-semibold text-secondary underline">
            {t("auth.register.sign_in")}
          </Link>
        </p>
      </div>
    </section>
  );
}
