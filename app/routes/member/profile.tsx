// /profile — the signed-in user's own profile: avatar (saved as soon as it is
// uploaded), basic information and social links. Visitors go to /login and back.
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useFetcher, useNavigation } from "react-router";
import { timeZoneGroups } from "~/agencies/time-zones";
import { accountSecurityIntents } from "~/auth/account-security-actions.server";
import type { ActionData } from "~/forms/action-data";
import { answerFieldProps } from "~/forms/field-props";
import { done, formAction, formIntent, refused } from "~/forms/form-action.server";
import { useActionAnswer } from "~/forms/use-action-answer";
import { useFocusFirstRefused } from "~/forms/use-focus-refused";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { AccountSecuritySection } from "~/profile/account-security-section";
import { MyDataSection } from "~/profile/my-data-section";
import { getProfile, setAvatar, updateProfile } from "~/profile/profile.server";
import { avatarSchema, BIO_MAX, profileSchema } from "~/profile/schema";
import { notFound } from "~/server/responses.server";
import { requireUser } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import { Button, ButtonLink } from "~/ui/button";
import { Field, FormError, FormSuccess, Select, TextArea } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import type { Route } from "./+types/profile";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "profile.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  // Own record only: the id comes from the session, never from the URL.
  const profile = await getProfile(user.id);
  if (!profile) throw notFound();
  const { created_at, ...rest } = profile;
  return {
    profile: { ...rest, since: created_at.toISOString().slice(0, 10) },
    // The server's zone list, which its schema checks against: the page is drawn on the server
    // and a browser's Intl may know other zones (the select would not hydrate).
    timeZones: timeZoneGroups(profile.timezone),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, {
    what: "profile",
    viewer: "signed-in",
    messages: { save: "profile.error.save" },
    intents: {
      save: formIntent({
        schema: profileSchema,
        toast: "profile.success.save",
        run: async ({ data, actor }) => {
          await updateProfile(actor.id, data);
          return done();
        },
      }),
      avatar: formIntent({
        schema: avatarSchema,
        invalidMessage: "profile.error.avatar_upload",
        failureMessage: "profile.error.avatar_upload",
        run: async ({ data, actor }) => {
          const result = await setAvatar(actor.id, data.avatar_url);
          if (!result.ok) return refused(400, { formError: "profile.error.avatar_upload" });
          return done({ toast: data.avatar_url ? "profile.success.avatar_upload" : "profile.success.avatar_removed" });
        },
      }),
      // Password and sessions (~/profile/account-security-section.tsx).
      ...accountSecurityIntents(args.request),
    },
  });
}

function AvatarSection({ avatarUrl }: { avatarUrl: string | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>({ key: "profile-avatar" });
  // Said in place, under the picture.
  const { answer } = useActionAnswer(fetcher, { showsSuccess: true });
  const result = fetcher.state === "idle" ? answer : undefined;
  return (
    <section
      aria-labelledby="profile-avatar-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="profile-avatar-title" className="text-lg font-bold text-secondary">
        {t("profile.avatar")}
      </h2>
      <ImageUpload
        className="mt-4"
        name="avatar_url"
        label={t("profile.avatar_label")}
        defaultUrl={avatarUrl}
        purpose="avatar"
        onChange={(url) => fetcher.submit({ intent: "avatar", avatar_url: url }, { method: "post" })}
      />
      <div className="mt-3" aria-live="polite">
        {fetcher.state !== "idle" ? <p className="text-sm text-slate-600">{t("profile.saving")}</p> : null}
        {result?.ok && result.toast ? <FormSuccess revealFor={result}>{t(result.toast)}</FormSuccess> : null}
        <FormError revealFor={result}>{result?.formError ? t(result.formError) : null}</FormError>
      </div>
    </section>
  );
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const navigation = useNavigation();
  const { profile, timeZones } = loaderData;
  const result = actionData as ActionData | undefined;
  const saveResult = result?.intent === "save" ? result : undefined;
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const formRef = useRef<HTMLFormElement>(null);
  // After a refusal, the first invalid field takes the focus; after a save, the message does (revealFor).
  useFocusFirstRefused(formRef, saveResult?.errors, saveResult);

  const field = answerFieldProps(t, saveResult, "profile", profile);
  const timezone = field("timezone");

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <div className="flex items-center gap-4">
        {profile.avatar_url ? (
          <img src={profile.avatar_url} alt="" className="size-20 rounded-full object-cover ring-2 ring-white" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 items-center justify-center rounded-full bg-secondary text-3xl font-bold text-white"
          >
            {(profile.full_name || profile.email).charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-secondary">{t("profile.title")}</h1>
          <p className="truncate text-slate-700">{profile.email}</p>
          <p className="text-sm text-slate-600">
            {t("profile.member_since", { date: formatDate(profile.since, lang, "long") })} ·{" "}
            {t(`roles.${profile.role}`)}
          </p>
        </div>
      </div>

      <div className="mt-8 grid gap-6">
        <section
          aria-labelledby="profile-registrations-title"
          className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="profile-registrations-title" className="text-lg font-bold text-secondary">
              {t("profile.registrations.title")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t("profile.registrations.card_description")}</p>
          </div>
          <ButtonLink to="/profile/registrations" variant="secondary" className="shrink-0">
            {t("profile.registrations.card_link")}
          </ButtonLink>
        </section>

        <section
          aria-labelledby="profile-documents-title"
          className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="profile-documents-title" className="text-lg font-bold text-secondary">
              {t("profile.documents.title")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t("profile.documents.card_description")}</p>
          </div>
          <ButtonLink to="/profile/documents" variant="secondary" className="shrink-0">
            {t("profile.documents.card_link")}
          </ButtonLink>
        </section>

        <AvatarSection avatarUrl={profile.avatar_url} />

        <Form ref={formRef} method="post" noValidate className="grid gap-6">
          <input type="hidden" name="intent" value="save" />
          <section
            aria-labelledby="profile-basic-title"
            className="grid gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2"
          >
            <h2 id="profile-basic-title" className="text-lg font-bold text-secondary sm:col-span-2">
              {t("profile.basic_info")}
            </h2>
            <Field {...field("full_name")} autoComplete="name" />
            <Field {...field("phone")} type="tel" autoComplete="tel" />
            <Field {...field("company")} autoComplete="organization" />
            <Field {...field("position")} autoComplete="organization-title" />
            <Field {...field("bio")} className="sm:col-span-2">
              <TextArea rows={5} maxLength={BIO_MAX} defaultValue={field("bio").defaultValue} />
            </Field>
            <Field {...timezone} hint={t("profile.timezone_hint")} className="sm:col-span-2">
              <Select defaultValue={timezone.defaultValue}>
                <option value="">{t("profile.timezone_automatic")}</option>
                {timeZones.map((group) => (
                  <optgroup key={group.area} label={group.area}>
                    {group.zones.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone.replaceAll("_", " ")}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
            </Field>
          </section>

          <section
            aria-labelledby="profile-social-title"
            className="grid gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="profile-social-title" className="text-lg font-bold text-secondary">
              {t("profile.social_links")}
            </h2>
            {(["website", "linkedin", "twitter"] as const).map((name) => (
              <Field
                key={name}
                {...field(name)}
                type="url"
                inputMode="url"
                placeholder="https://"
                hint={t("profile.url_hint")}
              />
            ))}
          </section>

          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button type="submit" loading={isSaving} disabled={isSaving}>
              {isSaving ? t("profile.saving") : t("profile.save")}
            </Button>
            <div className="flex-1">
              {saveResult?.ok && saveResult.toast ? (
                <FormSuccess revealFor={saveResult}>{t(saveResult.toast)}</FormSuccess>
              ) : null}
              <FormError revealFor={saveResult}>
                {saveResult?.formError
                  ? t(saveResult.formError)
                  : saveResult?.errors
                    ? t("profile.error.invalid_form")
                    : null}
              </FormError>
            </div>
          </div>
        </Form>

        <AccountSecuritySection email={profile.email} />

        <MyDataSection email={profile.email} />
      </div>
    </section>
  );
}

/** A profile that cannot be read says so (profile.error.load) rather than the generic text. */
export function ErrorBoundary() {
  return <RouteErrorBoundary loadError="profile.error.load" />;
}
