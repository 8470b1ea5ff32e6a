import { redirect } from "react-router";
import { requireAdmin } from "~/server/viewer.server";
import type { Route } from "./+types/index";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return redirect("/admin/settings");
}
