import { redirect } from "react-router";
import { safeRedirect } from "~/auth/schemas";
import { languageCookie } from "~/i18n/i18n.server";
import { rememberLanguage } from "~/i18n/language-choice.server";
import { isLang } from "~/i18n/messages";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/language";

export async function loader() {
  return redirect("/");
}

/** The header's ENG/FRA switch: remembered in a cookie and, when signed in, on the user record. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  const redirectTo = safeRedirect(form.get("redirectTo"));
  if (!isLang(lang)) return redirect(redirectTo);
  const { user } = getViewer(context);
  if (user) await rememberLanguage(user.id, lang);
  return redirect(redirectTo, { headers: { "Set-Cookie": await languageCookie.serialize(lang) } });
}
