// /admin/sessions/:id/communications/preview?step=&registration=&occurrence=&lang= — the e-mail a
// step would send to that participant (or the trainer, or a sample reader in `lang`) now, as its
// HTML part: staff's "preview as this participant". Nothing is sent. 404 when the step or the
// person is not the session's.
import { requireEditorOf } from "~/admin/permissions.server";
import { previewTimelineEmail } from "~/communications/admin-communications.server";
import { notFound } from "~/server/responses.server";
import type { Route } from "./+types/session-communication-preview";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "sessions");
  const query = new URL(request.url).searchParams;
  const email = await previewTimelineEmail(params.id, {
    step: query.get("step"),
    registration: query.get("registration"),
    occurrence: query.get("occurrence"),
    lang: query.get("lang"),
  });
  if (!email) throw notFound();
  return new Response(email.html ?? email.text, {
    headers: {
      "Content-Type": email.html ? "text/html; charset=utf-8" : "text/plain; charset=utf-8",
      "Cache-Control": "private, no-store",
      // An e-mail's HTML: its inline styles and nothing else run here.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; sandbox",
    },
  });
}
