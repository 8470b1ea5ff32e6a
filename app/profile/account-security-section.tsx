// /profile's "Password and sessions": change the password (current + new, under the
// password policy with its meter) and end every session after a confirmation. Both post
// to the profile route's action (intents change_password and end_sessions).
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useFetcher, useNavigation, useSubmit } from "react-router";
import { useClientValidation } from "~/auth/auth-forms";
import { MAX_PASSWORD_LENGTH } from "~/auth/password-policy";
import { NewPasswordField } from "~/auth/password-strength";
import { changePasswordSchema } from "~/auth/schemas";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { Field, FormError, FormSuccess } from "~/ui/field";

export function AccountSecuritySection({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="profile-security-title"
      className="grid gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="profile-security-title" className="text-lg font-bold text-secondary">
        {t("profile.security.title")}
      </h2>
      <ChangePasswordForm email={email} />
      <EndAllSessions />
    </section>
  );
}

function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>({ key: "profile-change-password" });
  const { clientErrors, onSubmit, reset } = useClientValidation(changePasswordSchema);
  // A new key remounts the new-password field, emptying its strength meter with the form.
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const isBusy = fetcher.state !== "idle";
  const { answer } = useActionAnswer(fetcher, {
    showsSuccess: true,
    // A changed password leaves the fields: nothing to resubmit by accident, nothing for the next person.
    onSuccess: () => {
      formRef.current?.reset();
      setGeneration((g) => g + 1);
      reset();
    },
  });
  const result = isBusy ? undefined : answer;
  const errors = { ...(result?.errors ?? {}), ...clientErrors };

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="profile-password-title"
      className="grid gap-4 sm:max-w-md"
    >
      <h3 id="profile-password-title" className="font-semibold text-slate-900">
        {t("profile.security.change_title")}
      </h3>
      <p className="-mt-2 text-sm text-slate-600">{t("profile.security.change_hint")}</p>
      <input type="hidden" name="intent" value="change_password" />
      {/* For password managers: the account whose password this is. */}
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      <Field
        id="profile-current-password"
        label={t("profile.security.current_password")}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        maxLength={MAX_PASSWORD_LENGTH}
        error={errors.currentPassword ? t(errors.currentPassword) : undefined}
      />
      <NewPasswordField
        key={generation}
        id="profile-new-password"
        label={t("profile.security.new_password")}
        name="newPassword"
        email={email}
        error={errors.newPassword ? t(errors.newPassword) : undefined}
      />
      <div aria-live="polite">
        {result?.ok ? <FormSuccess revealFor={result}>{t("profile.security.changed")}</FormSuccess> : null}
      </div>
      <FormError revealFor={result}>
        {result?.formError ? t(result.formError, result.formErrorParams ?? {}) : null}
      </FormError>
      <div>
        <Button type="submit" loading={isBusy}>
          {isBusy ? t("profile.security.changing") : t("profile.security.change_submit")}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function EndAllSessions() {
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const isEnding = navigation.state !== "idle" && navigation.formData?.get("intent") === "end_sessions";
  return (
    <div className="grid gap-3 border-t border-slate-200 pt-6">
      <h3 className="font-semibold text-slate-900">{t("profile.security.end_sessions_title")}</h3>
      <p className="text-sm text-slate-600">{t("profile.security.end_sessions_text")}</p>
      {/* Without JavaScript the button posts at once; with it, it asks first. */}
      <Form
        ref={formRef}
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          setIsConfirming(true);
        }}
      >
        <input type="hidden" name="intent" value="end_sessions" />
        <Button type="submit" variant="outline" loading={isEnding}>
          {t("profile.security.end_sessions")}
        </Button>
      </Form>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t("profile.security.end_sessions_confirm_title")}
        message={t("profile.security.end_sessions_confirm_text")}
        confirmLabel={t("profile.security.end_sessions_confirm")}
        onConfirm={() => submit(formRef.current, { method: "post" })}
      />
    </div>
  );
}
