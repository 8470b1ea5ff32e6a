// A course category's icon, drawn as a small stroked SVG like the home statistics' icons (the
// names they share are drawn by StatIcon, so each shape exists once). Decorative: the
// category's name says what it is. An unknown or absent name draws nothing.
import type { ReactNode } from "react";
import { StatIcon } from "~/stats/stat-icon";
import { cn } from "~/ui/cn";
import { StrokeIcon } from "~/ui/icon";
import { type CategoryIconName, isCategoryIconName } from "./admin-schema";

const SHARED_WITH_STATS = ["Briefcase", "Flag", "Users", "GraduationCap", "Award"] as const;
type SharedName = (typeof SHARED_WITH_STATS)[number];

const SHAPES: Record<Exclude<CategoryIconName, SharedName>, ReactNode> = {
  Monitor: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  Calculator: (
    <>
      <rect x="5" y="2.5" width="14" height="19" rx="2" />
      <path d="M8 6.5h8v3H8z" />
      <path d="M8.5 13h.01M12 13h.01M15.5 13h.01M8.5 17h.01M12 17h.01M15.5 17h.01" />
    </>
  ),
  ShieldCheck: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  MessageSquare: <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-5 4z" />,
  Globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3" />
    </>
  ),
  Scale: (
    <>
      <path d="M12 4v16M8 20h8M5 7h14" />
      <path d="m5 7-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z" />
    </>
  ),
  Lightbulb: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.2h5c0-.9.4-1.7 1.1-2.2A6 6 0 0 0 12 3" />
    </>
  ),
};

function isShared(name: CategoryIconName): name is SharedName {
  return (SHARED_WITH_STATS as readonly string[]).includes(name);
}

export function CategoryIcon({ name, className }: { name: string | null; className?: string }) {
  if (!isCategoryIconName(name)) return null;
  if (isShared(name)) return <StatIcon name={name} className={className} />;
  return <StrokeIcon className={cn("size-6", className)}>{SHAPES[name]}</StrokeIcon>;
}
