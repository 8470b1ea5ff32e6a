import type { ComponentProps } from "react";
import { cn } from "~/ui/cn";

/** Text for screen readers only (labels, live announcements) that must not take visual space. */
export function VisuallyHidden({ className, ...props }: ComponentProps<"span">) {
  return <span className={cn("sr-only", className)} {...props} />;
}
