import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { users } from "#db/schema";
import { safeRedirect } from "~/auth/schemas";
import { languageCookie } from "~/i18n/i18n.server";
import { isLang } from "~/i18n/messages";
import { db } from "~/server/db.server";
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
  if (user) await db().update(users).set({ language: lang }).where(eq(users.id, user.id));
  return redirect(redirectTo, { headers: { "Set-Cookie": await languageCookie.serialize(lang) } });
}
