// /profile/delete — "Delete my account" (GDPR article 17). The /profile dialog posts here;
// the page itself is the same form for a browser that has not run JavaScript. Success signs
// out everywhere (the sessions are deleted with the account) and lands on the home page.
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { done, formAction, formIntent, refused } from "~/forms/form-action.server";
import { deleteAccount } from "~/profile/account-deletion.server";
import { deleteAccountSchema } from "~/profile/my-data-schema";
import { DeleteAccountPageForm, DeletionExplanation } from "~/profile/my-data-section";
import type { RootData } from "~/root";
import { signOut } from "~/server/auth.server";
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

export async function action(args: Route.ActionArgs) {
  return formAction(args, {
    what: "account deletion",
    viewer: "signed-in",
    messages: { save: `${K}.error.delete_failed` },
    intents: {
      delete_account: formIntent({
        schema: (actor) => deleteAccountSchema(actor.email),
        toast: `${K}.deleted_toast`,
        // deleteAccount is its own transaction; signing out goes through better-auth's handle,
        // which must not run inside one (decision 011).
        transaction: false,
        run: async ({ actor }) => {
          const result = await deleteAccount(actor.id);
          if (!result.ok && result.error === "last_admin") return refused(409, { formError: `${K}.error.last_admin` });
          // Deleted (or, "not_found", deleted a moment ago from another tab): the same way out.
          return done({ redirectTo: "/", headers: await signOut(args.request) });
        },
      }),
    },
  });
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
          answer={actionData as ActionData | undefined}
          isDeleting={navigation.state === "submitting"}
        />
      </div>
    </section>
  );
}
