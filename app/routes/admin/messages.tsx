// /admin/messages — the inbox (spec "Admin messages"): filtered by type, status and assignee,
// searched on subject, content or sender (name, e-mail), newest first, 10 per page by default,
// all in the URL and in SQL; the message in `?open=<id>` is shown laid out in a dialog, with its
// notes and replies. Opening an unread one marks it read
// by a POST (intent `read`), never by the GET. Admins only: the loader and the action check.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { getAdminMessage, listAdminMessages, messageActions } from "~/messages/admin-messages.server";
import { parseAdminMessageParams } from "~/messages/admin-schema";
import { listMessageAssignees } from "~/messages/message-handling.server";
import { MessagesScreen } from "~/messages/messages-screen";
import { settle } from "~/server/settle.server";
import { getViewer, requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/messages";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.messages.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const viewer = getViewer(context);
  const params = parseAdminMessageParams(url.searchParams);
  const [list, assignees] = await Promise.all([
    settle("admin messages", listAdminMessages(params, viewer.user?.id ?? null)),
    settle("message assignees", listMessageAssignees()),
  ]);
  // Wrapped, so that a failed read (null) and a message that does not exist ({ message: null }) differ.
  const found = params.open
    ? await settle(
        "admin message",
        getAdminMessage(params.open, viewer.lang).then((message) => ({ message })),
      )
    : undefined;
  return {
    params,
    ...listOrEmpty("messages", list, params.size),
    assignees: assignees ?? [],
    viewerId: viewer.user?.id ?? null,
    opened: found?.message ?? null,
    /** Why the asked message is not shown: it could not be read, or there is no such message. */
    openError: found === undefined || found?.message ? null : found === null ? ("load" as const) : ("missing" as const),
  };
}

export async function action(args: Route.ActionArgs) {
  const { url } = args;
  return adminAction(args, messageActions(`${url.pathname}${url.search}`, { isOpening: url.searchParams.has("open") }));
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return <MessagesScreen {...loaderData} />;
}
