// POST /sessions/:id/register — the registration modal's action. No page of
// its own: a GET goes to the course page.
import { data, redirect } from "react-router";
import { formValues, parseForm } from "~/forms/validate";
import { findSessionCourseSlug, registerForSession } from "~/registrations/registrations.server";
import { REGISTRATION_ERROR } from "~/registrations/rules";
import { registrationSchema } from "~/registrations/schema";
import type { RegistrationActionData } from "~/registrations/types";
import { notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/register-session";

export async function loader({ params }: Route.LoaderArgs) {
  const slug = await findSessionCourseSlug(params.id);
  if (!slug) throw notFound();
  return redirect(`/formations/${slug}`);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  // Signed-in users only; answered before validation so a visitor learns the one thing to do.
  const { user } = getViewer(context);
  if (!user) {
    return data({ error: REGISTRATION_ERROR.loginRequired } satisfies RegistrationActionData, { status: 401 });
  }
  if (!user.emailVerified) {
    return data({ error: REGISTRATION_ERROR.emailUnverified } satisfies RegistrationActionData, { status: 403 });
  }
  const form = parseForm(registrationSchema, formData);
  if (!form.ok) {
    return data({ errors: form.errors, values: form.values } satisfies RegistrationActionData, { status: 400 });
  }
  const result = await registerForSession({
    sessionId: params.id,
    userId: user.id,
    form: form.data,
  });
  if (!result.ok) {
    // "No seats" means none are left: the modal shows that count, not the page's stale one.
    const seatsLeft = result.error === REGISTRATION_ERROR.noSeats ? 0 : undefined;
    return data({ error: result.error, values: formValues(formData), seatsLeft } satisfies RegistrationActionData, {
      status: result.status,
    });
  }
  return { ok: true, seatsLeft: result.seatsLeft } satisfies RegistrationActionData;
}
