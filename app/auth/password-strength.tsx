// The strength meter under a new password: three bars for the eye and a sentence for
// everyone ("Strength: weak"), announced politely as it changes. It estimates in the
// browser without a word list; the server's check decides.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  estimatePasswordStrength,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type PasswordStrength as Strength,
} from "~/auth/password-policy";
import { cn } from "~/ui/cn";
import { Field } from "~/ui/field";

const LEVELS: readonly Strength[] = ["weak", "fair", "strong"];

const BAR_COLOURS: Record<Strength, string> = {
  weak: "bg-red-600",
  fair: "bg-amber-500",
  strong: "bg-green-600",
};

/** Phrasing content only, so it can sit inside a Field's hint paragraph (and its description). */
export function PasswordStrength({ password, email }: { password: string; email?: string }) {
  const { t } = useTranslation();
  const strength = estimatePasswordStrength(password, { email });
  const filled = strength ? LEVELS.indexOf(strength) + 1 : 0;
  return (
    <span className="mt-1.5 flex items-center gap-2">
      <span aria-hidden="true" className={cn("flex w-24 gap-1", !strength && "invisible")}>
        {LEVELS.map((level, index) => (
          <span
            key={level}
            className={cn(
              "h-1.5 flex-1 rounded-full",
              strength && index < filled ? BAR_COLOURS[strength] : "bg-slate-200",
            )}
          />
        ))}
      </span>
      {/* Always in the page, even empty: a live region must exist before its text changes. */}
      <span aria-live="polite" aria-atomic="true" className="font-medium text-slate-700">
        {strength ? t("auth.password_strength.label", { level: t(`auth.password_strength.${strength}`) }) : ""}
      </span>
    </span>
  );
}

/**
 * The one field where a person chooses a password (sign-up, reset, change): the policy's
 * length bounds, the rule as a hint, and the strength meter as they type.
 */
export function NewPasswordField({
  id,
  name,
  label,
  email,
  error,
}: {
  id: string;
  name: string;
  label: string;
  /** The account's address: a password containing it is weak. */
  email?: string;
  /** Translated error text. */
  error?: string;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  return (
    <Field
      id={id}
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      minLength={MIN_PASSWORD_LENGTH}
      maxLength={MAX_PASSWORD_LENGTH}
      onChange={(event) => setPassword(event.currentTarget.value)}
      hint={
        <>
          {t("auth.register.password_hint")}
          <PasswordStrength password={password} email={email} />
        </>
      }
      error={error}
    />
  );
}
