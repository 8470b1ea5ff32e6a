// POST /sessions/:id/register — the registration modal's action. No page of
// its own: a GET goes to the course page.
import { redirect } from "react-router";
import { done, formAction, formIntent, refused } from "~/forms/form-action.server";
import { findSessionCourseSlug, registerForSession } from "~/registrations/registrations.server";
import { REGISTRATION_ERROR } from "~/registrations/rules";
import { registrationSchema } from "~/registrations/schema";
import { notFound } from "~/server/responses.server";
import type { Route } from "./+types/register-session";

export async function loader({ params }: Route.LoaderArgs) {
  const slug = await findSessionCourseSlug(params.id);
  if (!slug) throw notFound();
  return redirect(`/formations/${slug}`);
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, {
    what: "session registration",
    // Signed-in users with a verified address only (decision 004); answered before validation
    // so a visitor learns the one thing to do.
    viewer: "verified",
    messages: {
      save: "errors.generic.message",
      loginRequired: REGISTRATION_ERROR.loginRequired,
      unverified: REGISTRATION_ERROR.emailUnverified,
    },
    intents: {
      register: formIntent({
        schema: registrationSchema,
        run: async ({ data, actor }) => {
          const result = await registerForSession({ sessionId: args.params.id, userId: actor.id, form: data });
          if (!result.ok) {
            // The seats left as the refusal read them: the modal and the page behind it show that
            // count, not the page's older one (a refusal does not reload the page's data).
            return refused(result.status, {
              formError: result.error,
              data: result.seatsLeft === undefined ? undefined : { seatsLeft: result.seatsLeft },
            });
          }
          return done({ data: { seatsLeft: result.seatsLeft } });
        },
      }),
    },
  });
}
