// POST /sessions/:id/waitlist — the waiting-list modal's action (delivery.md §5): a full
// session's Register button becomes "Join the waiting list", whose modal posts the registration
// form here (accepting an offer later registers with it). No page of its own: a GET goes to the
// course page, as for /sessions/:id/register.
import { redirect } from "react-router";
import { done, formAction, formIntent } from "~/forms/form-action.server";
import { findSessionCourseSlug } from "~/registrations/registrations.server";
import { REGISTRATION_ERROR } from "~/registrations/rules";
import { registrationSchema } from "~/registrations/schema";
import { notFound } from "~/server/responses.server";
import { joinWaitlist } from "~/waitlist/waitlist.server";
import type { Route } from "./+types/join-waitlist";

export async function loader({ params }: Route.LoaderArgs) {
  const slug = await findSessionCourseSlug(params.id);
  if (!slug) throw notFound();
  return redirect(`/formations/${slug}`);
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, {
    what: "waiting list",
    // As for registering (decision 004): an offer accepted later registers with this form, and
    // its e-mails go to a proven address. Answered before validation, as there.
    viewer: "verified",
    messages: {
      save: "errors.generic.message",
      loginRequired: REGISTRATION_ERROR.loginRequired,
      unverified: REGISTRATION_ERROR.emailUnverified,
    },
    intents: {
      join: formIntent({
        schema: registrationSchema,
        toast: "waitlist.join.toast",
        // joinWaitlist refuses with its answer (not found, not full, closed, already there…).
        run: async ({ data, actor }) => {
          const { position } = await joinWaitlist(args.params.id, actor.id, data);
          return done({ data: { position }, toastParams: { position } });
        },
      }),
    },
  });
}
