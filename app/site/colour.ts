// Brand colours come from the settings, picked by an administrator for looks:
// the site derives from them the shades that text needs to stay readable.

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two "#rrggbb" colours (1 to 21); 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `hex`, darkened just enough for white text on it (and it as text on white) to reach
 * `ratio`. WCAG AA for normal text is 4.5; the default keeps a margin for the near-white
 * page backgrounds (slate-50, slate-100) the colour also sits on. A colour that already
 * does is returned as is.
 */
export function readableOnWhite(hex: string, ratio = 4.9): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  for (let darken = 0; darken <= 1; darken += 0.01) {
    const candidate = toHex(rgb.map((c) => c * (1 - darken)) as Rgb);
    if (contrastRatio(candidate, "#ffffff") >= ratio) return darken === 0 ? toHex(rgb) : candidate;
  }
  return "#000000";
}
