// The six icons a home statistic may show (spec: Flag, Building2, Briefcase, Users,
// GraduationCap, Award), drawn here as small stroked SVGs: the home page's impact block and the
// back office's list and icon chooser draw the same ones. Decorative: the statistic's title
// says what it is.
import type { ReactNode } from "react";
import { cn } from "~/ui/cn";
import { StrokeIcon } from "~/ui/icon";
import type { StatIconName } from "./admin-schema";

const SHAPES: Record<StatIconName, ReactNode> = {
  Flag: (
    <>
      <path d="M5 21V3.5" />
      <path d="M5 4h12.5l-2.5 4.5 2.5 4.5H5" />
    </>
  ),
  Building2: (
    <>
      <rect x="7" y="3" width="10" height="18" rx="1.5" />
      <path d="M7 10H4.5A1.5 1.5 0 0 0 3 11.5V21h4M17 8h2.5A1.5 1.5 0 0 1 21 9.5V21h-4" />
      <path d="M10 7h4M10 11h4M10 15h4" />
    </>
  ),
  Briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7" />
      <path d="M3 12.5h18" />
    </>
  ),
  Users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <path d="M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14.6a6 6 0 0 1 3 5.4" />
    </>
  ),
  GraduationCap: (
    <>
      <path d="M2 9.5 12 5l10 4.5-10 4.5z" />
      <path d="M6 11.5V16c0 1.4 2.7 3 6 3s6-1.6 6-3v-4.5" />
      <path d="M22 9.5V15" />
    </>
  ),
  Award: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.6 13.9 7 22l5-2.8 5 2.8-1.6-8.1" />
    </>
  ),
};

export function StatIcon({ name, className }: { name: StatIconName; className?: string }) {
  return <StrokeIcon className={cn("size-6", className)}>{SHAPES[name] ?? SHAPES.Award}</StrokeIcon>;
}
