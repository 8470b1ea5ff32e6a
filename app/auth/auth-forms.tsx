// Sign-in and sign-up forms, shared by the /login and /register pages and the
// header modal. The same zod schemas run here (comfort) and in the actions.
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FetcherWithComponents, Form, Link } from "react-router";
import type { z } from "zod";
import { NewPasswordField } from "~/auth/password-strength";
import { loginSchema, registerSchema } from "~/auth/schemas";
import type { ActionData } from "~/forms/action-data";
import { answerFieldProps } from "~/forms/field-props";
import { useLiveErrors } from "~/forms/use-live-errors";
import { type FieldErrors, parseForm } from "~/forms/validate";
import { Button } from "~/ui/button";
import { Field, FormError } from "~/ui/field";

type FormComponent = typeof Form | FetcherWithComponents<unknown>["Form"];

type Props = {
  /** The sign-in or sign-up action's answer. */
  result?: ActionData;
  busy: boolean;
  FormElement?: FormComponent;
  action: string;
  hidden?: Record<string, string>;
  idPrefix: string;
  /**
   * The e-mail typed in the other form of the modal, shown when this one opens: a person who
   * typed it to sign up and then chose to sign in does not type it again.
   */
  email?: string;
  onEmailChange?: (email: string) => void;
};

/**
 * The action's answer with the browser's own field errors over it, read as `field(name)`
 * (label under `prefix`, what was typed, the error) and the form's head: its hidden fields and
 * the message for the whole form.
 */
function useAuthForm(schema: z.ZodType, result: ActionData | undefined, prefix: string, email = "") {
  const { t } = useTranslation();
  const { clientErrors, onSubmit } = useClientValidation(schema);
  // The browser's check when it refused, else the server's; a refused field is checked again as it is typed.
  const live = useLiveErrors(schema, Object.keys(clientErrors).length > 0 ? clientErrors : result?.errors);
  const answer: ActionData = { ok: false, ...result, errors: live.errors };
  // What the answer kept wins; else the e-mail carried over from the other form.
  return { t, onSubmit, onInput: live.handleInput, field: answerFieldProps(t, answer, prefix, { email }) };
}

function AuthFormHead({ result, hidden }: Pick<Props, "result" | "hidden">) {
  const { t } = useTranslation();
  return (
    <>
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {result?.formError ? (
        <FormError revealFor={result}>{t(result.formError, result.formErrorParams ?? {})}</FormError>
      ) : null}
    </>
  );
}

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
  email,
  onEmailChange,
  onForgotPassword,
}: Props & { onForgotPassword?: () => void }) {
  const { t, onSubmit, onInput, field } = useAuthForm(loginSchema, result, "auth.login", email);
  return (
    <FormElement method="post" action={action} onSubmit={onSubmit} onInput={onInput} noValidate className="space-y-4">
      <AuthFormHead result={result} hidden={hidden} />
      <Field
        id={`${idPrefix}-email`}
        {...field("email")}
        type="email"
        autoComplete="email"
        required
        onChange={(event) => onEmailChange?.(event.currentTarget.value)}
      />
      <Field
        id={`${idPrefix}-password`}
        {...field("password")}
        type="password"
        autoComplete="current-password"
        required
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

export function RegisterForm({
  result,
  busy,
  FormElement = Form,
  action,
  hidden,
  idPrefix,
  email: carriedEmail,
  onEmailChange,
}: Props) {
  const { t, onSubmit, onInput, field } = useAuthForm(registerSchema, result, "auth.register", carriedEmail);
  const emailField = field("email");
  // What the strength meter reads (the password is never sent back, so it starts empty).
  const [email, setEmail] = useState(emailField.defaultValue);
  const password = field("password");
  return (
    <FormElement method="post" action={action} onSubmit={onSubmit} onInput={onInput} noValidate className="space-y-4">
      <AuthFormHead result={result} hidden={hidden} />
      <Field id={`${idPrefix}-full_name`} {...field("full_name")} autoComplete="name" />
      <Field
        id={`${idPrefix}-email`}
        {...emailField}
        type="email"
        autoComplete="email"
        required
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          onEmailChange?.(event.currentTarget.value);
        }}
      />
      <NewPasswordField
        id={`${idPrefix}-password`}
        label={password.label}
        name="password"
        email={email}
        error={password.error ?? undefined}
      />
      <Button type="submit" fullWidth loading={busy}>
        {busy ? t("auth.register.submitting") : t("auth.register.submit")}
      </Button>
    </FormElement>
  );
}
