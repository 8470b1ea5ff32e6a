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

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors select-none " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variantClasses: Record<ButtonVariant, string> = {
  // Hover darkens, never lightens: white on the brand colour is readable only down to its shade.
  primary: "bg-primary text-white shadow-sm hover:brightness-90 active:brightness-75",
  secondary: "bg-secondary text-white shadow-sm hover:bg-secondary/90 active:bg-secondary/80",
  outline: "border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 active:bg-slate-100",
  // An outline for dark backgrounds (heroes): classes are joined, not merged, so a
  // page cannot reliably recolour "outline" with a className.
  inverse: "border border-white text-white hover:bg-white/10 active:bg-white/20",
  ghost: "text-slate-700 hover:bg-slate-100 active:bg-slate-200",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800",
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
};

/** Shared by Button, ButtonLink and anything else that must look like a button (e.g. a file picker label). */
export function buttonClasses({
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return cn(base, variantClasses[variant], sizeClasses[size], fullWidth && "w-full", className);
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
