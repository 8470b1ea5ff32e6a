import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/ui/cn";
import { Spinner } from "~/ui/spinner";

export type ButtonVariant = "primary" | "secondary" | "outline" | "inverse" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export type ButtonStyleOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

// The looks are component classes (app/app.css: .btn, .btn-<variant>, .btn-<size>): a page
// of cards repeats them on every card, and a className utility still overrides them.

/** Shared by Button, ButtonLink and anything else that must look like a button (e.g. a file picker label). */
export function buttonClasses({
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return cn("btn", `btn-${variant}`, `btn-${size}`, fullWidth && "w-full", className);
}

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner and disables the button so a pending submission cannot be sent twice. */
  loading?: boolean;
};

/**
 * `type` defaults to "button" so a cancel/close button inside a form never submits it by accident;
 * pass `type="submit"` explicitly on submit buttons.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  children,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...props}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}

export type ButtonLinkProps = ComponentProps<typeof Link> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

/** A navigation that looks like a button: stays a real link so it works without JavaScript and opens in new tabs. */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, fullWidth, className })} {...props} />;
}
