// Sign-in and sign-up forms, shared by the /login and /register pages and the
// header modal. The same zod schemas run here (comfort) and in the actions.
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FetcherWithComponents, Form, Link } from "react-router";
import type { z } from "zod";
import { NewPasswordField } from "~/auth/password-strength";
import { loginSchema, registerSchema } from "~/auth/schemas";
import { type FieldErrors, type FormValues, parseForm } from "~/forms/validate";
import { Button } from "~/ui/button";
import { Field, FormError } from "~/ui/field";

export type AuthActionData = {
  ok?: boolean;
  registered?: boolean;
  errors?: FieldErrors;
  values?: FormValues;
  formError?: string;
  formErrorParams?: Record<string, string | number>;
};

type FormComponent = typeof Form | FetcherWithComponents<unknown>["Form"];

type Props = {
  result?: AuthActionData;
  busy: boolean;
  FormElement?: FormComponent;
  action: string;
  hidden?: Record<string, string>;
  idPrefix: string;
};

/** Runs the action's zod schema in the browser first: field errors without a round trip. */
export function useClientValidation(schema: z.ZodType) {
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parseForm(schema, new FormData(event.currentTarget));
    if (!parsed.ok) {
      event.preventDefault();
      setClientErrors(parsed.errors);
    } else setClientErrors({});
  };
  return { clientErrors, onSubmit, reset: () => setClientErrors({}) };
}

export function LoginForm({
  result,
  busy,
  FormElement = Form,
  action,
  hidden,
  idPrefix,
  onForgotPassword,
}: Props & { onForgotPassword?: () => void }) {
  const { t } = useTranslation();
  const { clientErrors, onSubmit } = useClientValidation(loginSchema);
  const errors = { ...(result?.errors ?? {}), ...clientErrors };
  return (
    <FormElement method="post" action={action} onSubmit={onSubmit} noValidate className="space-y-4">
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {result?.formError ? <FormError>{t(result.formError, result.formErrorParams ?? {})}</FormError> : null}
      <Field
        id={`${idPrefix}-email`}
        label={t("auth.login.email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.values?.email}
        error={errors.email ? t(errors.email) : undefined}
      />
      <Field
        id={`${idPrefix}-password`}
        label={t("auth.login.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password ? t(errors.password) : undefined}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" onClick={onForgotPassword} className="font-medium text-secondary underline">
          {t("auth.login.forgot_password")}
        </Link>
      </p>
      <Button type="submit" fullWidth loading={busy}>
        {busy ? t("auth.login.submitting") : t("auth.login.submit")}
      </Button>
    </FormElement>
  );
}

export function RegisterForm({ result, busy, FormElement = Form, action, hidden, idPrefix }: Props) {
  const { t } = useTranslation();
  const { clientErrors, onSubmit } = useClientValidation(registerSchema);
  const errors = { ...(result?.errors ?? {}), ...clientErrors };
  // What the strength meter reads (the password is never sent back, so it starts empty).
  const [email, setEmail] = useState(result?.values?.email ?? "");
  return (
    <FormElement method="post" action={action} onSubmit={onSubmit} noValidate className="space-y-4">
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {result?.formError ? <FormError>{t(result.formError, result.formErrorParams ?? {})}</FormError> : null}
      <Field
        id={`${idPrefix}-full_name`}
        label={t("auth.register.full_name")}
        name="full_name"
        autoComplete="name"
        defaultValue={result?.values?.full_name}
        error={errors.full_name ? t(errors.full_name) : undefined}
      />
      <Field
        id={`${idPrefix}-email`}
        label={t("auth.register.email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.values?.email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={errors.email ? t(errors.email) : undefined}
      />
      <NewPasswordField
        id={`${idPrefix}-password`}
        label={t("auth.register.password")}
        name="password"
        email={email}
        error={errors.password ? t(errors.password) : undefined}
      />
      <Button type="submit" fullWidth loading={busy}>
        {busy ? t("auth.register.submitting") : t("auth.register.submit")}
      </Button>
    </FormElement>
  );
}
