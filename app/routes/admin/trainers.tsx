// /admin/trainers — trainers (spec "Trainers"): users with role teacher, by name, searched on
// name and e-mail, 10 per page by default (all in the URL); add (invited by e-mail to choose
// a password), edit, deactivate or reactivate, never delete. The rules live in
// ~/trainers/admin-trainers.server; this route reads and dispatches.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { parseTrainerListParams } from "~/trainers/admin-schema";
import { listAdminTrainers, trainerActions } from "~/trainers/admin-trainers.server";
import { TrainersScreen } from "~/trainers/trainers-screen";
import type { Route } from "./+types/trainers";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.trainers.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseTrainerListParams(url.searchParams);
  const list = await settle("admin trainers", listAdminTrainers(params));
  return {
    params,
    ...listOrEmpty("trainers", list, params.size),
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, trainerActions);
}

export default function AdminTrainers({ loaderData }: Route.ComponentProps) {
  return <TrainersScreen {...loaderData} />;
}
