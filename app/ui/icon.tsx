// The interface's small icons, drawn once (issue 22: the same inline <svg> was copied up to four
// times). Decorative only: the button or text beside an icon carries its name, so every icon is
// hidden from assistive technology. Picture sets with their own names (stat and category icons)
// stay in their domains.
import type { ReactNode } from "react";

type Glyph =
  /** Solid, on a 20-unit grid (Heroicons "mini"). */
  | { kind: "solid"; d: string }
  /** Outlined, on a 24-unit grid, drawn with the current colour. */
  | { kind: "outline"; d: string };

const GLYPHS = {
  close: { kind: "outline", d: "M6 6l12 12M18 6L6 18" },
  menu: { kind: "outline", d: "M4 7h16M4 12h16M4 17h16" },
  "chevron-down": {
    kind: "solid",
    d: "M5.23 7.21a.75.75 0 011.06.02L10 11.17l3.71-3.94a.75.75 0 111.08 1.04l-4.25 4.5a.75.75 0 01-1.08 0l-4.25-4.5a.75.75 0 01.02-1.06z",
  },
  "chevron-right": {
    kind: "solid",
    d: "M7.21 14.77a.75.75 0 0 1 .02-1.06L11.17 10 7.23 6.29a.75.75 0 1 1 1.04-1.08l4.5 4.25a.75.75 0 0 1 0 1.08l-4.5 4.25a.75.75 0 0 1-1.06-.02Z",
  },
  check: {
    kind: "solid",
    d: "M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 011.4-1.4L8 12.58l7.3-7.3a1 1 0 011.4 0z",
  },
  plus: {
    kind: "solid",
    d: "M10.75 4.75a.75.75 0 00-1.5 0v4.5h-4.5a.75.75 0 000 1.5h4.5v4.5a.75.75 0 001.5 0v-4.5h4.5a.75.75 0 000-1.5h-4.5v-4.5z",
  },
  /** The small "remove this item" cross of a list field (solid, unlike the dialogs' close). */
  "x-mark": {
    kind: "solid",
    d: "M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z",
  },
  search: {
    kind: "solid",
    d: "M9 3.5a5.5 5.5 0 100 11 5.5 5.5 0 000-11zM2 9a7 7 0 1112.45 4.39l3.58 3.58a.75.75 0 11-1.06 1.06l-3.58-3.58A7 7 0 012 9z",
  },
} as const satisfies Record<string, Glyph>;

export type IconName = keyof typeof GLYPHS;

export const ICON_NAMES = Object.keys(GLYPHS) as IconName[];

/** A decorative icon sized and coloured by `className` (e.g. "size-4 text-slate-500"). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const glyph: Glyph = GLYPHS[name];
  if (glyph.kind === "outline") {
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={className}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={glyph.d} strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path fillRule="evenodd" d={glyph.d} clipRule="evenodd" />
    </svg>
  );
}

/**
 * The frame of a picture drawn with strokes on a 24-unit grid in the current colour: the stat and
 * category icons and the rich-text toolbar draw their own shapes inside it.
 */
export function StrokeIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
