import { useTranslation } from "react-i18next";
import { cn } from "~/ui/cn";

export type SpinnerSize = "sm" | "md" | "lg";

export type SpinnerProps = {
  size?: SpinnerSize;
  /** Overrides the default "Loading" announcement. */
  label?: string;
  className?: string;
};

const sizeClasses: Record<SpinnerSize, string> = {
  sm: "size-4",
  md: "size-6",
  lg: "size-10",
};

/** Inline loading indicator; inherits the text colour so it works on any button variant. */
export function Spinner({ size = "md", label, className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <svg
      role="status"
      aria-label={label ?? t("ui.loading")}
      className={cn("animate-spin shrink-0", sizeClasses[size], className)}
      viewBox="0 0 24 24"
      fill="none"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
