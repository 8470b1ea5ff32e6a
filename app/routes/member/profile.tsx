// /profile — the signed-in user's own profile: avatar (saved as soon as it is
// uploaded), basic information and social links. Visitors go to /login and back.
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, useFetcher, useNavigation } from "react-router";
import { handleChangePassword, handleEndAllSessions } from "~/auth/account-security-actions.server";
import { type FieldErrors, type FormValues, formValues, parseForm } from "~/forms/validate";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { AccountSecuritySection } from "~/profile/account-security-section";
import { MyDataSection } from "~/profile/my-data-section";
import { getProfile, setAvatar, updateProfile } from "~/profile/profile.server";
import { avatarSchema, profileSchema } from "~/profile/schema";
import { logger } from "~/server/logger.server";
import { notFound } from "~/server/responses.server";
import { requireUser } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import { Button, ButtonLink } from "~/ui/button";
import { Field, FormError, FormSuccess, TextArea } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import type { Route } from "./+types/profile";

type ProfileActionData = {
  intent: "save" | "avatar";
  ok?: true;
  success?: string;
  errors?: FieldErrors;
  values?: FormValues;
  formError?: string;
};

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "profile.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  // Own record only: the id comes from the session, never from the URL.
  const profile = await getProfile(user.id);
  if (!profile) throw notFound();
  const { created_at, ...rest } = profile;
  return { profile: { ...rest, since: created_at.toISOString().slice(0, 10) } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const formData = await request.formData();
  // Password and sessions (~/profile/account-security-section.tsx).
  if (formData.get("intent") === "change_password") return handleChangePassword(request, formData, user);
  if (formData.get("intent") === "end_sessions") return handleEndAllSessions(request, user);
  const intent = formData.get("intent") === "avatar" ? "avatar" : "save";
  try {
    if (intent === "avatar") {
      const form = parseForm(avatarSchema, formData);
      const result = form.ok ? await setAvatar(user.id, form.data.avatar_url) : null;
      if (!result?.ok) {
        return data({ intent, formError: "profile.error.avatar_upload" } satisfies ProfileActionData, {
          status: 400,
        });
      }
      const success =
        form.ok && form.data.avatar_url ? "profile.success.avatar_upload" : "profile.success.avatar_removed";
      return { intent, ok: true, success } satisfies ProfileActionData;
    }
    const form = parseForm(profileSchema, formData);
    if (!form.ok) {
      return data({ intent, errors: form.errors, values: form.values } satisfies ProfileActionData, { status: 400 });
    }
    await updateProfile(user.id, form.data);
    return { intent, ok: true, success: "profile.success.save" } satisfies ProfileActionData;
  } catch (error) {
    logger.error({ err: error, intent }, "profile update failed");
    return data(
      {
        intent,
        formError: intent === "avatar" ? "profile.error.avatar_upload" : "profile.error.save",
        values: formValues(formData),
      } satisfies ProfileActionData,
      { status: 500 },
    );
  }
}

function AvatarSection({ avatarUrl }: { avatarUrl: string | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ProfileActionData>({ key: "profile-avatar" });
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
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
        {result?.ok && result.success ? <FormSuccess>{t(result.success)}</FormSuccess> : null}
        <FormError>{result?.formError ? t(result.formError) : null}</FormError>
      </div>
    </section>
  );
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const navigation = useNavigation();
  const { profile } = loaderData;
  const result = actionData as ProfileActionData | undefined;
  const saveResult = result?.intent === "save" ? result : undefined;
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const errors = saveResult?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  // After a refusal, focus the first invalid field; after a save, the message.
  useEffect(() => {
    if (!saveResult) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    (firstInvalid ?? messageRef.current)?.focus();
  }, [saveResult]);

  const err = (name: string) => (errors[name] ? t(errors[name]) : undefined);
  const value = (name: keyof typeof profile) =>
    saveResult?.values?.[name] ?? (profile[name] as string | null | undefined) ?? "";

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
            <Field
              label={t("profile.full_name")}
              name="full_name"
              autoComplete="name"
              defaultValue={value("full_name")}
              error={err("full_name")}
            />
            <Field
              label={t("profile.phone")}
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={value("phone")}
              error={err("phone")}
            />
            <Field
              label={t("profile.company")}
              name="company"
              autoComplete="organization"
              defaultValue={value("company")}
              error={err("company")}
            />
            <Field
              label={t("profile.position")}
              name="position"
              autoComplete="organization-title"
              defaultValue={value("position")}
              error={err("position")}
            />
            <Field label={t("profile.bio")} name="bio" error={err("bio")} className="sm:col-span-2">
              <TextArea rows={5} defaultValue={value("bio")} />
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
                label={t(`profile.${name}`)}
                name={name}
                type="url"
                inputMode="url"
                placeholder="https://"
                hint={t("profile.url_hint")}
                defaultValue={value(name)}
                error={err(name)}
              />
            ))}
          </section>

          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button type="submit" loading={isSaving} disabled={isSaving}>
              {isSaving ? t("profile.saving") : t("profile.save")}
            </Button>
            <div ref={messageRef} tabIndex={-1} className="flex-1 focus:outline-hidden">
              {saveResult?.ok && saveResult.success ? <FormSuccess>{t(saveResult.success)}</FormSuccess> : null}
              <FormError>
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
