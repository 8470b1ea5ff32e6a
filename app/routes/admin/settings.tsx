// /admin/settings is the settings section's door: the general settings screen (spec).
import { redirect } from "react-router";
import { requireAdmin } from "~/server/viewer.server";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return redirect("/admin/settings/general");
}
