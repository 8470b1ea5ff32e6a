// /profile/delete — "Delete my account" (GDPR article 17). The /profile dialog posts here;
// the page itself is the same form for a browser that has not run JavaScript. Success signs
// out everywhere (the sessions are deleted with the account) and lands on the home page.
import { useTranslation } from "react-i18next";
import { data, redirect, useNavigation } from "react-router";
import { formValues, parseForm } from "~/forms/validate";
import { deleteAccount } from "~/profile/account-deletion.server";
import { deleteAccountSchema } from "~/profile/my-data-schema";
import { type DeleteAccountActionData, DeleteAccountPageForm, DeletionExplanation } from "~/profile/my-data-section";
import type { RootData } from "~/root";
import { signOut } from "~/server/auth.server";
import { flashHeader } from "~/server/flash.server";
import { logger } from "~/server/logger.server";
import { requireUser } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/profile-delete";

const K = "profile.my_data";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as RootData | undefined, `${K}.delete_title`, { noindex: true });
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  return { email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const formData = await request.formData();
  const form = parseForm(deleteAccountSchema(user.email), formData);
  if (!form.ok) {
    return data({ errors: form.errors, values: form.values } satisfies DeleteAccountActionData, { status: 400 });
  }
  let result: Awaited<ReturnType<typeof deleteAccount>>;
  try {
    result = await deleteAccount(user.id);
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "account deletion failed");
    return data(
      { formError: `${K}.error.delete_failed`, values: formValues(formData) } satisfies DeleteAccountActionData,
      { status: 500 },
    );
  }
  if (!result.ok && result.error === "last_admin") {
    return data({ formError: `${K}.error.last_admin` } satisfies DeleteAccountActionData, { status: 409 });
  }
  // Deleted (or, "not_found", deleted a moment ago from another tab): the same way out.
  const headers = await signOut(request);
  headers.append("Set-Cookie", await flashHeader({ key: `${K}.deleted_toast`, tone: "success" }));
  return redirect("/", { headers });
}

export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-secondary">{t(`${K}.delete_title`)}</h1>
      <p className="mt-2 text-slate-700">{t(`${K}.dialog_description`)}</p>
      <div className="mt-8 grid gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <DeletionExplanation />
        <DeleteAccountPageForm
          email={loaderData.email}
          answer={actionData as DeleteAccountActionData | undefined}
          isDeleting={navigation.state === "submitting"}
        />
      </div>
    </section>
  );
}
