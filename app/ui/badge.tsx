import type { ComponentProps } from "react";
import { cn } from "~/ui/cn";

export type BadgeTone = "neutral" | "primary" | "success" | "danger" | "warning" | "info";

export type BadgeProps = ComponentProps<"span"> & { tone?: BadgeTone };

/** The look is a component class (app/app.css: .badge, .badge-<tone>), short in markup repeated per card. */
export function Badge({ tone = "neutral", className, ...props }: BadgeProps) {
  return <span className={cn("badge", `badge-${tone}`, className)} {...props} />;
}
